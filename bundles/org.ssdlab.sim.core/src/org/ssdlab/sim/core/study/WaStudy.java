package org.ssdlab.sim.core.study;

import org.ssdlab.sim.api.gc.VictimPolicy;
import org.ssdlab.sim.core.ftl.Ftl;
import org.ssdlab.sim.core.ftl.FtlCounters;
import org.ssdlab.sim.core.ftl.FtlSettings;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.SplitMix64;

/**
 * The steady-state write-amplification experiment of the analytic models: fill every user unit
 * once in order, then write {@code capacityWrites} × user units uniformly at random, one unit at a
 * time; WA is measured over the second half of the random writes.
 * <p>
 * The drive has exactly {@code userUnits × (1 + overProvisioning)} units for data (T in the
 * models), rounded up to whole blocks, plus the one erased block the FTL keeps for GC to relocate
 * into; one write frontier is shared by host and GC, as the models assume.
 *
 * @param userUnits        U, the user-visible mapping units
 * @param overProvisioning OP = (T − U) / U
 * @param unitsPerBlock    b, mapping units per erase block
 * @param capacityWrites   random writes, in multiples of U
 * @param seed             fixes the workload and the FTL's random choices
 */
public record WaStudy(int userUnits, double overProvisioning, int unitsPerBlock, double capacityWrites, long seed) {

    private static final int BATCH = 4096;

    public WaStudy {
        if (userUnits < 1) {
            throw new IllegalArgumentException("userUnits = " + userUnits + " must be at least 1");
        }
        if (!(overProvisioning > 0 && overProvisioning <= 10)) {
            throw new IllegalArgumentException("overProvisioning = " + overProvisioning + " must be in (0, 10]");
        }
        if (unitsPerBlock < 2) {
            throw new IllegalArgumentException("unitsPerBlock = " + unitsPerBlock + " must be at least 2");
        }
        if (!(capacityWrites > 0)) {
            throw new IllegalArgumentException("capacityWrites = " + capacityWrites + " must be positive");
        }
    }

    /** α = T / U. */
    public double alpha() {
        return 1 + overProvisioning;
    }

    public Geometry geometry() {
        long dataUnits = Math.round(userUnits * alpha());
        long dataBlocks = (dataUnits + unitsPerBlock - 1) / unitsPerBlock;
        long blocks = dataBlocks + FtlSettings.ANALYTIC.gcLowWatermark();
        if (blocks * unitsPerBlock > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("userUnits × (1 + overProvisioning) exceeds 2^31 units");
        }
        return Geometry.flat((int) blocks, unitsPerBlock, userUnits);
    }

    /** Blocks beyond those the user units fill; the FTL needs more than its reserve. */
    public long spareBlocks() {
        return geometry().blocks() - ((long) userUnits + unitsPerBlock - 1) / unitsPerBlock;
    }

    /** Whether the FTL can run this study: more spare blocks than its write frontiers and GC reserve take. */
    public boolean fits() {
        return spareBlocks() > FtlSettings.ANALYTIC.reserveBlocks();
    }

    /** The fewest user units (up to 2^30) with which a study at this OP and block size fits, or -1. */
    public static int minimumUserUnits(double overProvisioning, int unitsPerBlock) {
        for (int u = 1; u <= 1 << 30; u = u < 1 << 20 ? u + 1 : u + (u >> 12)) {
            if (new WaStudy(u, overProvisioning, unitsPerBlock, 1, 0).fits()) {
                return u;
            }
        }
        return -1;
    }

    public WaStudyResult run(VictimPolicy policy) {
        Ftl ftl = new Ftl(geometry(), FtlSettings.ANALYTIC, policy, seed);
        for (int unit = 0; unit < userUnits; unit++) {
            ftl.writeUnit(unit);
        }
        SplitMix64 workload = new SplitMix64(seed * 0x9E3779B97F4A7C15L + 1);
        long randomWrites = Math.round(capacityWrites * userUnits);
        long warmUp = randomWrites / 2;
        long start = System.nanoTime();
        writeRandomly(ftl, workload, warmUp);
        FtlCounters atHalf = ftl.counters();
        writeRandomly(ftl, workload, randomWrites - warmUp);
        double wallSeconds = (System.nanoTime() - start) / 1e9;
        FtlCounters end = ftl.counters();
        return new WaStudyResult(this, end.minus(atHalf), end, randomWrites, wallSeconds);
    }

    private void writeRandomly(Ftl ftl, SplitMix64 workload, long writes) {
        int[] batch = new int[BATCH];
        for (long done = 0; done < writes; done += BATCH) {
            int count = (int) Math.min(BATCH, writes - done);
            for (int i = 0; i < count; i++) {
                batch[i] = workload.nextInt(userUnits);
            }
            ftl.writeUnits(batch, count);
        }
    }
}
