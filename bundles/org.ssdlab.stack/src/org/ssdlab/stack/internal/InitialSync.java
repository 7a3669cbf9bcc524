package org.ssdlab.stack.internal;

import java.util.List;

import org.ssdlab.sim.api.host.BlockDevice;

/**
 * The initial sync of a redundant array (Linux md resync, an Intel RST volume initialised in full):
 * every sector the array uses on each member is written once, front to back in large sequential
 * writes, all members in step. RHEL: md RAID 1/4/5/6 initial sync writes every block (Red Hat's
 * Storage Administration Guide); seed 001 expected RST to copy every sector from one disk to the other.
 * <p>
 * The members are taken to be freshly erased, so the sync copies zeros (compressibility 1).
 */
final class InitialSync implements Initialisation {

    static final int WRITE_SECTORS = 2048; // 1 MiB per sync write
    static final double ERASED_DATA_COMPRESSIBILITY = 1.0;

    private final long granularitySectors;

    /** @param granularitySectors the array uses each member in whole multiples of this (its chunk) */
    InitialSync(long granularitySectors) {
        if (granularitySectors < 1) {
            throw new IllegalArgumentException("sync granularity must be at least 1 sector");
        }
        this.granularitySectors = granularitySectors;
    }

    @Override
    public long run(long now, List<BlockDevice> members) {
        long perMember = LayeredDevice.smallestCapacity(members) / granularitySectors * granularitySectors;
        long time = now;
        for (long lba = 0; lba < perMember; lba += WRITE_SECTORS) {
            int sectors = (int) Math.min(WRITE_SECTORS, perMember - lba);
            long issued = time;
            for (BlockDevice member : members) {
                time = Math.max(time, member.write(issued, lba, sectors, ERASED_DATA_COMPRESSIBILITY));
            }
        }
        return time;
    }
}
