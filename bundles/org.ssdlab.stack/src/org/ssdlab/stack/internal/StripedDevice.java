package org.ssdlab.stack.internal;

import java.util.List;

import org.ssdlab.sim.api.host.BlockDevice;

/**
 * A striped array, RAID 0 or a parity RAID (4, 5, 6), after a {@link StripeLayout}.
 * <p>
 * Simplifications for parity RAID: a write also writes the same range of every parity chunk of
 * its row, but the reads of a read-modify-write and the parity arithmetic are not modelled; a
 * TRIM, as Linux md's raid5 handles it, reaches the members only for the whole rows (full
 * stripes) it covers, and the partial rows at its ends are dropped.
 */
final class StripedDevice extends LayeredDevice {

    private final StripeLayout layout;

    StripedDevice(List<BlockDevice> members, StripeLayout layout, boolean layerPassesTrim) {
        super(members, layerPassesTrim);
        if (members.size() != layout.members()) {
            throw new IllegalArgumentException("the stripe layout has " + layout.members() + " members, got "
                    + members.size() + " devices");
        }
        this.layout = layout;
    }

    @Override
    public long userSectors() {
        return layout.arraySectors(smallestCapacity(members()));
    }

    @Override
    public long write(long now, long lba, int sectors, double compressibility) {
        return layout.forEachPiece(now, lba, sectors, (row, member, memberLba, length) -> {
            long done = members().get(member).write(now, memberLba, length, compressibility);
            for (int parity = 0; parity < layout.parityMembers(); parity++) {
                BlockDevice parityDevice = members().get(layout.parityMember(row, parity));
                done = Math.max(done, parityDevice.write(now, memberLba, length, compressibility));
            }
            return done;
        });
    }

    @Override
    public long read(long now, long lba, int sectors) {
        return layout.forEachPiece(now, lba, sectors,
                (row, member, memberLba, length) -> members().get(member).read(now, memberLba, length));
    }

    @Override
    long trimMembers(long now, long lba, int sectors) {
        if (layout.parityMembers() == 0) {
            return layout.forEachPiece(now, lba, sectors,
                    (row, member, memberLba, length) -> members().get(member).trim(now, memberLba, length));
        }
        return trimWholeRows(now, lba, sectors);
    }

    private long trimWholeRows(long now, long lba, int sectors) {
        long rowSectors = layout.rowDataSectors();
        long firstRow = Math.ceilDiv(lba, rowSectors);
        long endRow = (lba + sectors) / rowSectors;
        if (endRow <= firstRow) {
            return now;
        }
        int memberSectors = (int) ((endRow - firstRow) * layout.chunkSectors());
        long done = now;
        for (BlockDevice member : members()) {
            done = Math.max(done, member.trim(now, firstRow * layout.chunkSectors(), memberSectors));
        }
        return done;
    }
}
