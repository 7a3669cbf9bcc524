package org.ssdlab.sim.api.drive;

/**
 * The controller features in which vendors differ and which the standard parameters do not cover;
 * {@link DriveDefaults#driveSpec} copies them into the {@link ControllerSpec}. Start from
 * {@link #STANDARD} and add what the drive has. (Whether there is a DRAM write buffer is the
 * standard parameter {@code writeBufferMiB}, 0 for none.)
 *
 * @param compression        DuraWrite-style compression before data is written
 * @param compressionFloor   fraction of a unit that even all-zero data still takes
 * @param maxWriteIops       firmware cap on write commands per second, 0 for none
 * @param slcCacheBytes      SLC-mode write cache of a TLC drive, 0 for none
 * @param slcProgramMicros   tPROG of a page in SLC mode
 * @param separateGcFrontier whether GC relocates into its own open block rather than the host's
 * @param multiPlaneInFreshBlocksOnly whether multi-plane programs go only into blocks not yet erased
 *                           since the drive was last fresh ({@link ControllerSpec})
 */
public record ControllerOptions(boolean compression, double compressionFloor, double maxWriteIops,
        long slcCacheBytes, double slcProgramMicros, boolean separateGcFrontier, boolean multiPlaneInFreshBlocksOnly) {

    /** No compression, write cap or SLC cache; GC relocates into its own open block; multi-plane wherever the NAND has it. */
    public static final ControllerOptions STANDARD = new ControllerOptions(false, 0, 0, 0, 0, true, false);

    public ControllerOptions withCompression(double floor) {
        return new ControllerOptions(true, floor, maxWriteIops, slcCacheBytes, slcProgramMicros, separateGcFrontier,
                multiPlaneInFreshBlocksOnly);
    }

    public ControllerOptions withMaxWriteIops(double iops) {
        return new ControllerOptions(compression, compressionFloor, iops, slcCacheBytes, slcProgramMicros,
                separateGcFrontier, multiPlaneInFreshBlocksOnly);
    }

    public ControllerOptions withSlcCache(long bytes, double programMicros) {
        return new ControllerOptions(compression, compressionFloor, maxWriteIops, bytes, programMicros,
                separateGcFrontier, multiPlaneInFreshBlocksOnly);
    }

    /** GC relocates through the host's open block (SandForce). */
    public ControllerOptions withSharedGcFrontier() {
        return new ControllerOptions(compression, compressionFloor, maxWriteIops, slcCacheBytes, slcProgramMicros,
                false, multiPlaneInFreshBlocksOnly);
    }

    /** Multi-plane programs only into blocks not yet erased since the drive was last fresh (SandForce). */
    public ControllerOptions withMultiPlaneInFreshBlocksOnly() {
        return new ControllerOptions(compression, compressionFloor, maxWriteIops, slcCacheBytes, slcProgramMicros,
                separateGcFrontier, true);
    }
}
