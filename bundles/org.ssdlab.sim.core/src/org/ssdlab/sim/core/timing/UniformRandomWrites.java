package org.ssdlab.sim.core.timing;

import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;
import org.ssdlab.sim.core.SplitMix64;

/** Aligned, uniformly random writes of one size over the whole drive, until a number of bytes is written. */
final class UniformRandomWrites implements Workload {

    private final int sectors;
    private final long totalBytes;
    private long writtenBytes;
    private long slots;
    private SplitMix64 random;

    UniformRandomWrites(int bytes, long totalBytes) {
        this.sectors = bytes / Geometry.SECTOR_BYTES;
        this.totalBytes = totalBytes;
    }

    @Override
    public void start(long userSectors, long seed) {
        slots = userSectors / sectors;
        random = new SplitMix64(seed);
        writtenBytes = 0;
    }

    @Override
    public boolean next(IoRequest request, long nowNanos) {
        if (writtenBytes >= totalBytes) {
            return false;
        }
        writtenBytes += (long) sectors * Geometry.SECTOR_BYTES;
        request.set(IoKind.WRITE, (random.nextLong() >>> 1) % slots * sectors, sectors, 0);
        return true;
    }
}
