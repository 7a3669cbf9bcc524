package org.ssdlab.sim.api.drive;

/**
 * What the controller's firmware spends on garbage collection beyond the NAND operations, how
 * much of it runs alongside host commands, and how it levels wear.
 *
 * @param relocationMicros  controller time per mapping unit GC relocates: the unit read back
 *                          through ECC, its map entry updated, its program scheduled. Host commands
 *                          wait for it, so it sets how far a used drive falls below its NAND rate
 * @param backgroundGcMBps  valid data GC relocates per second alongside host commands while the free
 *                          pool is below its target (the high watermark); 0 for a controller that
 *                          collects only in the foreground and when idle
 * @param suspendMicros     program/erase suspend: when positive, a host read that finds its die
 *                          programming or erasing suspends that operation, waits this long (the
 *                          die's suspend latency) instead of the rest of tPROG or tBERS, and the
 *                          suspended operation resumes after it, later by the read and this
 *                          latency (Wu and He, FAST 2012). 0: the controller does not suspend, a read
 *                          waits for the operation, as no drive of the catalogue is documented to do
 * @param gcSliceUnits      how coarsely foreground GC is interleaved with host writes: it moves data
 *                          once what it owes covers the victim's next {@code gcSliceUnits} valid
 *                          mapping units (or all the victim has left), then all it owes, so a slice is
 *                          at least this many units but at a victim's end. 1 [G]: unit by unit, the
 *                          finest pacing; a page, a multi-plane program or a stripe over every die are
 *                          the coarser slices a firmware may use. No catalogue drive's slice is
 *                          published. About the same work, in fewer and longer pauses
 * @param wearLevelingThreshold static wear levelling: a block erased this many times more than the
 *                          least-erased block holding data takes that block's data and rests under it,
 *                          and the young block returns to service. 0: off, GC's victims alone spread
 *                          wear. Every controller levels wear statically in some way, none of the
 *                          catalogue publishes its trigger, so it is off unless a drive sets it
 * @param gcUnit            what GC reclaims at a time: a superblock, a die's block or a plane's block.
 *                          No catalogue drive's is published; superblock [G], the unit the
 *                          catalogue's figures were calibrated with
 */
public record FirmwareCosts(double relocationMicros, double backgroundGcMBps, double suspendMicros,
        int gcSliceUnits, int wearLevelingThreshold, GcUnit gcUnit) {

    /** No firmware cost, no background GC, no suspend: GC costs only die and channel time. */
    public static final FirmwareCosts NONE = new FirmwareCosts(0, 0, 0);

    public FirmwareCosts {
        java.util.Objects.requireNonNull(gcUnit, "gcUnit");
        Checks.notNegative("relocationMicros", relocationMicros);
        Checks.notNegative("backgroundGcMBps", backgroundGcMBps);
        Checks.notNegative("suspendMicros", suspendMicros);
        if (gcSliceUnits < 1) {
            throw new IllegalArgumentException("gcSliceUnits = " + gcSliceUnits + " must be at least 1");
        }
        if (wearLevelingThreshold < 0) {
            throw new IllegalArgumentException("wearLevelingThreshold = " + wearLevelingThreshold
                    + " must be zero (off) or positive");
        }
    }

    /**
     * The least low watermark (free blocks) this firmware works with: static wear levelling lends
     * the pool a block while it moves cold data, so GC must still find a second one; GC lanes
     * ({@link GcUnit}) need a second one too.
     */
    public int leastGcLowWatermark() {
        return leastGcLowWatermark(wearLevelingThreshold, gcUnit);
    }

    /** {@link #leastGcLowWatermark()} for a wear-levelling threshold (0: off), GC reclaiming superblocks. */
    public static int leastGcLowWatermark(int wearLevelingThreshold) {
        return leastGcLowWatermark(wearLevelingThreshold, GcUnit.SUPERBLOCK);
    }

    /**
     * {@link #leastGcLowWatermark()} for a wear-levelling threshold and a GC unit: die and plane
     * blocks need 2 as well, as GC's frontier opens a block in every lane at once and a lane must
     * keep one for the host's.
     */
    public static int leastGcLowWatermark(int wearLevelingThreshold, GcUnit gcUnit) {
        return wearLevelingThreshold > 0 || gcUnit != GcUnit.SUPERBLOCK ? 2 : 1;
    }

    /** Costs of a controller whose GC reclaims superblocks. */
    public FirmwareCosts(double relocationMicros, double backgroundGcMBps, double suspendMicros, int gcSliceUnits,
            int wearLevelingThreshold) {
        this(relocationMicros, backgroundGcMBps, suspendMicros, gcSliceUnits, wearLevelingThreshold, GcUnit.SUPERBLOCK);
    }

    /** The same costs with GC reclaiming {@code unit}s. */
    public FirmwareCosts withGcUnit(GcUnit unit) {
        return new FirmwareCosts(relocationMicros, backgroundGcMBps, suspendMicros, gcSliceUnits, wearLevelingThreshold,
                unit);
    }

    /** Costs of a controller without static wear levelling. */
    public FirmwareCosts(double relocationMicros, double backgroundGcMBps, double suspendMicros, int gcSliceUnits) {
        this(relocationMicros, backgroundGcMBps, suspendMicros, gcSliceUnits, 0);
    }

    /** Costs of a controller whose GC is paced unit by unit. */
    public FirmwareCosts(double relocationMicros, double backgroundGcMBps, double suspendMicros) {
        this(relocationMicros, backgroundGcMBps, suspendMicros, 1);
    }

    /** Costs of a controller that does not suspend programs or erases for reads. */
    public FirmwareCosts(double relocationMicros, double backgroundGcMBps) {
        this(relocationMicros, backgroundGcMBps, 0);
    }
}
