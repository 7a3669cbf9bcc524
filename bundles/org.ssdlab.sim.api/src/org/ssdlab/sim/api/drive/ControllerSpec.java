package org.ssdlab.sim.api.drive;

/**
 * What the controller adds between host and NAND.
 *
 * @param readCommandMicros    controller time per read command; bounds random-read IOPS at high queue depth
 * @param writeCommandMicros   controller time per write command; bounds random-write IOPS at high queue depth
 * @param writeBufferBytes     DRAM write-back buffer; 0 for drives without one (SandForce): a write then
 *                             completes only when programmed
 * @param compression          whether the controller compresses data before it writes it (SandForce
 *                             DuraWrite): physical writes shrink with the data's compressibility
 * @param compressionFloor     fraction of a unit that even all-zero data still occupies (metadata)
 * @param maxWriteIops         firmware cap on write commands per second, 0 for none (SF-1200: 10 000)
 * @param gcLowWatermark       free blocks at which foreground GC starts
 * @param gcHighWatermark      free blocks foreground GC cleans up to
 * @param separateGcFrontier   whether GC relocates into its own open block
 * @param idleGcAfterMillis    idle time after which background GC starts
 * @param idleGcBlocksPerSecond blocks background GC cleans per second of idle time
 * @param slcCacheBytes        SLC-mode write cache of a TLC drive (Samsung TurboWrite), 0 for none: writes
 *                             program at {@code slcProgramMicros} while it has room; idle time drains it
 * @param slcProgramMicros     tPROG of a page in SLC mode
 * @param readLatencyMicros    fixed firmware latency of a read, overlapped across queued commands: it
 *                             lengthens QD1 latency without lowering high-queue-depth IOPS
 * @param writeLatencyMicros   the same for writes
 * @param multiPlaneInFreshBlocksOnly whether the controller programs planes together only in blocks
 *                             not yet erased since the drive was last fresh (new or secure-erased): a
 *                             block GC has emptied and erased takes one plane per program operation.
 *                             SandForce writes incompressible data at about half its clean rate once
 *                             every block has been written, and TRIM does not bring it back; this is
 *                             one firmware design that behaves so (a controller that keeps its free
 *                             blocks per plane pairs them only while it hands them out in order)
 */
public record ControllerSpec(double readCommandMicros, double writeCommandMicros, long writeBufferBytes,
        boolean compression, double compressionFloor, double maxWriteIops, int gcLowWatermark, int gcHighWatermark,
        boolean separateGcFrontier, double idleGcAfterMillis, double idleGcBlocksPerSecond, long slcCacheBytes,
        double slcProgramMicros, double readLatencyMicros, double writeLatencyMicros,
        boolean multiPlaneInFreshBlocksOnly) {

    /** A controller that programs planes together wherever the NAND allows it. */
    public ControllerSpec(double readCommandMicros, double writeCommandMicros, long writeBufferBytes,
            boolean compression, double compressionFloor, double maxWriteIops, int gcLowWatermark,
            int gcHighWatermark, boolean separateGcFrontier, double idleGcAfterMillis, double idleGcBlocksPerSecond,
            long slcCacheBytes, double slcProgramMicros, double readLatencyMicros, double writeLatencyMicros) {
        this(readCommandMicros, writeCommandMicros, writeBufferBytes, compression, compressionFloor, maxWriteIops,
                gcLowWatermark, gcHighWatermark, separateGcFrontier, idleGcAfterMillis, idleGcBlocksPerSecond,
                slcCacheBytes, slcProgramMicros, readLatencyMicros, writeLatencyMicros, false);
    }

    public ControllerSpec {
        Checks.notNegative("readCommandMicros", readCommandMicros);
        Checks.notNegative("writeCommandMicros", writeCommandMicros);
        Checks.notNegative("writeBufferBytes", writeBufferBytes);
        Checks.fraction("compressionFloor", compressionFloor);
        Checks.notNegative("maxWriteIops", maxWriteIops);
        Checks.notNegative("idleGcAfterMillis", idleGcAfterMillis);
        Checks.notNegative("idleGcBlocksPerSecond", idleGcBlocksPerSecond);
        Checks.notNegative("slcCacheBytes", slcCacheBytes);
        Checks.notNegative("slcProgramMicros", slcProgramMicros);
        Checks.notNegative("readLatencyMicros", readLatencyMicros);
        Checks.notNegative("writeLatencyMicros", writeLatencyMicros);
        if (gcLowWatermark < 1 || gcHighWatermark <= gcLowWatermark) {
            throw new IllegalArgumentException("gcLowWatermark = " + gcLowWatermark + " and gcHighWatermark = "
                    + gcHighWatermark + " must satisfy 1 <= low < high");
        }
    }
}
