package org.ssdlab.sim.core.ftl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.SplitMix64;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.gc.ClosedBlocks;
import org.ssdlab.sim.api.gc.WaMath;
import org.ssdlab.sim.core.study.WaStudy;

/**
 * wa-models.md §7: a host that keeps only a fraction u of its LBAs allocated gives the drive the
 * over-provisioning α/u, but only if the drive hears about deletes (TRIM). The reference is the same
 * greedy FTL on a fresh drive at that α, with no host deletes at all (GcModelValidationTest holds
 * that one against the greedy strategy's analytic model).
 */
class TrimAsOverProvisioningTest {

    private static final int USER_UNITS = 131_072;
    private static final int UNITS_PER_BLOCK = 64;
    private static final double OP = 0.125;
    private static final double ALLOCATED = 0.8;

    @Test
    void withTrimTheDriveSeesTheHostsFreeSpaceAsSpare() {
        double simulated = steadyStateWa(true);
        double expected = freshDriveWa(WaMath.alphaEffective(1 + OP, ALLOCATED));
        assertEquals(expected, simulated, 0.03 * expected);
    }

    /**
     * Without TRIM every LBA the host ever wrote stays valid to the drive, so WA returns to the
     * full-drive value. Not exactly: the host rewrites the LBAs it freed, whose copies are older than
     * average, so overwrites are not uniform over valid units; that gives greedy a few percent
     * (about 7 % here), nothing like the spare a TRIM-passing host gives it.
     */
    @Test
    void withoutTrimTheSameDeletesGiveTheDriveNoSpare() {
        double simulated = steadyStateWa(false);
        double fullDrive = freshDriveWa(1 + OP);
        double trimmed = freshDriveWa(WaMath.alphaEffective(1 + OP, ALLOCATED));
        assertEquals(fullDrive, simulated, 0.10 * fullDrive);
        assertTrue(simulated > 1.5 * trimmed, "no-TRIM WA " + simulated + " vs TRIM model " + trimmed);
    }

    /** Greedy's steady-state WA on a fresh drive with α = T/U, every user unit written uniformly at random. */
    private static double freshDriveWa(double alpha) {
        return new WaStudy(USER_UNITS, WaMath.opFromAlpha(alpha), UNITS_PER_BLOCK, 4, 1).run(ClosedBlocks::fewestValid)
                .writeAmplification();
    }

    /**
     * The host fills the drive, deletes a fifth of it, then keeps 80 % allocated: each step writes a
     * random free unit and deletes a random allocated one. WA over the second half of 4 × U steps.
     */
    private static double steadyStateWa(boolean trim) {
        Geometry geometry = new WaStudy(USER_UNITS, OP, UNITS_PER_BLOCK, 1, 0).geometry();
        Ftl ftl = new Ftl(geometry, FtlSettings.ANALYTIC, ClosedBlocks::fewestValid, 5);
        int sectorsPerUnit = geometry.sectorsPerUnit();
        HostAllocation host = new HostAllocation(USER_UNITS, new SplitMix64(11));
        for (int unit = 0; unit < USER_UNITS; unit++) {
            ftl.writeUnit(unit);
        }
        int deletes = (int) Math.round(USER_UNITS * (1 - ALLOCATED));
        for (int i = 0; i < deletes; i++) {
            int freed = host.freeRandomAllocated();
            if (trim) {
                ftl.trim((long) freed * sectorsPerUnit, sectorsPerUnit);
            }
        }
        int steps = 4 * USER_UNITS;
        FtlCounters half = null;
        for (int i = 0; i < steps; i++) {
            if (i == steps / 2) {
                half = ftl.counters();
            }
            ftl.writeUnit(host.allocateRandomFree());
            int freed = host.freeRandomAllocated();
            if (trim) {
                ftl.trim((long) freed * sectorsPerUnit, sectorsPerUnit);
            }
        }
        assertEquals(List.of(), ftl.checkInvariants());
        return ftl.counters().minus(half).writeAmplification();
    }

    /** Which units the host's file system has allocated: two dense sets, O(1) random pick and move. */
    private static final class HostAllocation {
        private final int[] allocated;
        private final int[] free;
        private int allocatedCount;
        private int freeCount;
        private final SplitMix64 random;

        HostAllocation(int units, SplitMix64 random) {
            this.allocated = new int[units];
            this.free = new int[units];
            for (int unit = 0; unit < units; unit++) {
                allocated[unit] = unit;
            }
            this.allocatedCount = units;
            this.random = random;
        }

        int freeRandomAllocated() {
            int index = random.nextInt(allocatedCount);
            int unit = allocated[index];
            allocated[index] = allocated[--allocatedCount];
            free[freeCount++] = unit;
            return unit;
        }

        int allocateRandomFree() {
            int index = random.nextInt(freeCount);
            int unit = free[index];
            free[index] = free[--freeCount];
            allocated[allocatedCount++] = unit;
            return unit;
        }
    }
}
