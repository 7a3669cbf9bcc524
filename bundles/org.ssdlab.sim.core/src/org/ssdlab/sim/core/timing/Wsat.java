package org.ssdlab.sim.core.timing;

import org.ssdlab.sim.api.workload.IoKind;

/**
 * The SNIA PTS write-saturation test (WSAT): purge the drive, then write 4 KiB blocks uniformly at
 * random over all of it, at queue depth 32, until four times the user capacity is written. The
 * result's intervals give IOPS against time; their cumulative bytes give IOPS against data written.
 */
public final class Wsat {

    public static final int BLOCK_BYTES = 4096;
    public static final int QUEUE_DEPTH = 32;
    public static final double CAPACITY_WRITES = 4;

    private Wsat() {
    }

    public static RunResult run(TimedDrive drive, long startNanos, long intervalNanos, long seed) {
        long purged = drive.secureErase(startNanos);
        long bytes = (long) (CAPACITY_WRITES * drive.spec().geometry().userBytes());
        return new WorkloadRunner(drive, QUEUE_DEPTH, intervalNanos, () -> false)
                .run(new MeteredWorkload(new RegionIo(IoKind.WRITE, true, BLOCK_BYTES, 0, 0, 0), bytes, 0), purged, seed);
    }
}
