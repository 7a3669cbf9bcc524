package org.ssdlab.stack.internal;

import java.util.List;

import org.ssdlab.sim.api.host.BlockDevice;

/**
 * RAID 1: every write and TRIM goes to all members and completes when the last one does; reads
 * take turns over the members. The array is as large as its smallest member.
 */
final class MirrorDevice extends LayeredDevice {

    private int nextReader;

    MirrorDevice(List<BlockDevice> members, boolean layerPassesTrim) {
        super(members, layerPassesTrim);
    }

    @Override
    public long userSectors() {
        return smallestCapacity(members());
    }

    @Override
    public long write(long now, long lba, int sectors, double compressibility) {
        long done = now;
        for (BlockDevice member : members()) {
            done = Math.max(done, member.write(now, lba, sectors, compressibility));
        }
        return done;
    }

    @Override
    public long read(long now, long lba, int sectors) {
        BlockDevice reader = members().get(nextReader);
        nextReader = (nextReader + 1) % members().size();
        return reader.read(now, lba, sectors);
    }

    @Override
    long trimMembers(long now, long lba, int sectors) {
        long done = now;
        for (BlockDevice member : members()) {
            done = Math.max(done, member.trim(now, lba, sectors));
        }
        return done;
    }
}
