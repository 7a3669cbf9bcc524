package org.ssdlab.sim.core.ftl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.SplitMix64;
import org.ssdlab.sim.api.drive.Compression;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.gc.ClosedBlocks;
import org.ssdlab.sim.api.gc.VictimPolicy;
import org.ssdlab.sim.api.gc.WaMath;
import org.ssdlab.sim.core.study.WaStudy;

/**
 * SandForce DuraWrite as spare: a compressing FTL stores each unit at its compressed share s, so a
 * drive full of such data has T − s·U units free and behaves like one of over-provisioning
 * (T − s·U) / (s·U) with blocks of B / s units (wa-models.md, Desnoyers' greedy model).
 */
class CompressionTest {

    private static final VictimPolicy GREEDY = ClosedBlocks::fewestValid;
    private static final int USER_UNITS = 131_072;
    private static final int UNITS_PER_BLOCK = 64;
    private static final double OP = 0.07;

    private static Geometry geometry() {
        return new WaStudy(USER_UNITS, OP, UNITS_PER_BLOCK, 1, 0).geometry();
    }

    /** Desnoyers Eq. 12 (greedy, one frontier, uniform writes): WA_FIFO(kα) / k with k = 1 + 1/(2b). */
    private static double greedyModel(double alpha, double unitsPerBlock) {
        double k = 1 + 1 / (2 * unitsPerBlock);
        double a = k * alpha;
        return a / (a + WaMath.lambertW0(-a * Math.exp(-a))) / k;
    }

    /** Sequential fill, then 4 × U uniform random writes, all at {@code quanta}; WA over the second half. */
    private static double steadyStateWa(Ftl ftl, int quanta, long seed) {
        for (int unit = 0; unit < USER_UNITS; unit++) {
            ftl.writeUnit(unit, quanta);
        }
        SplitMix64 random = new SplitMix64(seed);
        int steps = 4 * USER_UNITS;
        FtlCounters half = null;
        for (int i = 0; i < steps; i++) {
            if (i == steps / 2) {
                half = ftl.counters();
            }
            ftl.writeUnit(random.nextInt(USER_UNITS), quanta);
        }
        assertEquals(List.of(), ftl.checkInvariants());
        return ftl.counters().minus(half).writeAmplification();
    }

    /**
     * (a) Compressibility c: every unit takes s = max(¼, 1 − c) of a unit, rounded up to a quantum.
     * The simulated WA (units GC moves per unit written, + 1) lands on the model at α = T / (s·U)
     * and b / s units per block; c = 0 on the model of the plain drive.
     */
    @ParameterizedTest
    @ValueSource(doubles = {0, 0.25, 0.5})
    void compressibleDataActsAsSpareOnTheGreedyModel(double compressibility) {
        int quanta = Compression.quanta(0, compressibility);
        double share = quanta / (double) Ftl.QUANTA_PER_UNIT;
        Geometry g = geometry();
        Ftl ftl = new Ftl(g, FtlSettings.ANALYTIC, GREEDY, 5, 0, true);
        double simulated = steadyStateWa(ftl, quanta, 11);
        double alpha = g.physicalUnits() / (share * USER_UNITS);
        double model = greedyModel(alpha, UNITS_PER_BLOCK / share);
        System.out.printf("compressibility %.2f, share %.3f: OP_eff %.3f, WA %.4f, model %.4f (%+.2f %%)%n",
                compressibility, share, alpha - 1, simulated, model, 100 * (simulated / model - 1));
        assertEquals(model, simulated, 0.05 * model);
        if (compressibility > 0) {
            double plain = greedyModel(g.physicalUnits() / (double) USER_UNITS, UNITS_PER_BLOCK);
            assertTrue(simulated < 0.8 * plain, simulated + " vs the plain drive's " + plain);
        }
    }

    /** A drive filled with half-size units leaves about half its flash free (less the reserve). */
    @Test
    void aFillOfCompressibleDataLeavesItsSavingFree() {
        Geometry g = geometry();
        Ftl ftl = new Ftl(g, FtlSettings.ANALYTIC, GREEDY, 5, 0, true);
        for (int unit = 0; unit < USER_UNITS; unit++) {
            ftl.writeUnit(unit, Ftl.QUANTA_PER_UNIT / 2);
        }
        int used = g.blocks() - ftl.freeBlocks();
        assertEquals(USER_UNITS / 2 / UNITS_PER_BLOCK, used, 1);
        assertEquals(USER_UNITS, ftl.mappedUnits());
        assertEquals(USER_UNITS / 2 / 1, ftl.hostPagesProgrammed()); // one 4 KiB page per unit: two units per page
    }

    /** Incompressible data on a compressing FTL takes whole units: the same placement and counts as the plain FTL. */
    @Test
    void incompressibleDataIsStoredExactlyAsWithoutCompression() {
        Geometry g = new Geometry(2, 2, 1, 16, 16, 8192, 4096, 1600 * 8);
        for (FtlSettings settings : List.of(FtlSettings.ANALYTIC, new FtlSettings(true, 2, 4, true),
                new FtlSettings(true, 2, 4, true, 8))) {
            Ftl plain = new Ftl(g, settings, GREEDY, 3);
            Ftl packed = new Ftl(g, settings, GREEDY, 3, 0, true);
            SplitMix64 random = new SplitMix64(9);
            for (int i = 0; i < 40_000; i++) {
                int unit = random.nextInt(1600);
                if (i % 97 == 0) {
                    plain.trim((long) Math.min(unit, 1598) * 8, 16);
                    packed.trim((long) Math.min(unit, 1598) * 8, 16);
                } else if (i % 13 == 0) {
                    plain.write((long) Math.min(unit, 1597) * 8 + 3, 20);
                    packed.write((long) Math.min(unit, 1597) * 8 + 3, 20, Ftl.QUANTA_PER_UNIT);
                } else {
                    plain.writeUnit(unit);
                    packed.writeUnit(unit, Ftl.QUANTA_PER_UNIT);
                }
                if (i % 5000 == 0) {
                    plain.collectBackground(7);
                    packed.collectBackground(7);
                    plain.collectIdle(2, 50);
                    packed.collectIdle(2, 50);
                }
            }
            assertEquals(plain.counters(), packed.counters());
            int[] a = new int[1600];
            int[] b = new int[1600];
            for (int unit = 0; unit < 1600; unit++) {
                a[unit] = plain.physicalUnitOf(unit);
                b[unit] = packed.physicalUnitOf(unit);
            }
            assertArrayEquals(a, b);
            assertEquals(List.of(), packed.checkInvariants());
        }
    }

    /**
     * (b) Mixed sizes, partial writes, TRIM, firmware-paced GC with its own frontier, background and
     * idle GC: the bookkeeping stays consistent (valid quanta per block, forward and reverse maps,
     * the GC index's buckets).
     */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void invariantsHoldWithMixedSizes(boolean incremental) {
        Geometry g = new Geometry(2, 2, 1, 16, 16, 8192, 4096, 1600 * 8);
        FtlSettings settings = incremental ? new FtlSettings(true, 2, 4, true) : FtlSettings.ANALYTIC;
        Ftl ftl = new Ftl(g, settings, GREEDY, 3, 0, true);
        SplitMix64 random = new SplitMix64(21);
        for (int i = 0; i < 60_000; i++) {
            int unit = random.nextInt(1600);
            int quanta = Ftl.MIN_QUANTA + random.nextInt(Ftl.QUANTA_PER_UNIT - Ftl.MIN_QUANTA + 1);
            switch (i % 11) {
                case 0 -> ftl.trim((long) Math.min(unit, 1597) * 8, 8 * (1 + random.nextInt(3)));
                case 1 -> ftl.write((long) unit * 8 + 1, 6, quanta);
                default -> ftl.writeUnit(unit, quanta);
            }
            if (i % 3000 == 0) {
                ftl.collectBackground(5);
                ftl.collectIdle(1, 40);
                assertEquals(List.of(), ftl.checkInvariants(), "after " + i + " operations");
            }
        }
        assertEquals(List.of(), ftl.checkInvariants());
        for (int unit = 0; unit < 1600; unit++) {
            int physical = ftl.physicalUnitOf(unit);
            assertTrue(physical < g.physicalUnits(), "unit " + unit + " at " + physical);
        }
    }

    /** (d) The same seed and writes give the same state, compressed sizes and all. */
    @Test
    void deterministic() {
        Geometry g = new Geometry(2, 2, 1, 16, 16, 8192, 4096, 1600 * 8);
        int[][] maps = new int[2][1600];
        FtlCounters[] counters = new FtlCounters[2];
        for (int run = 0; run < 2; run++) {
            Ftl ftl = new Ftl(g, new FtlSettings(true, 2, 4, true), ClosedBlocks::random, 3, 0, true);
            SplitMix64 random = new SplitMix64(4);
            for (int i = 0; i < 30_000; i++) {
                ftl.writeUnit(random.nextInt(1600), Ftl.MIN_QUANTA + random.nextInt(49));
            }
            for (int unit = 0; unit < 1600; unit++) {
                maps[run][unit] = ftl.physicalUnitOf(unit);
            }
            counters[run] = ftl.counters();
        }
        assertEquals(counters[0], counters[1]);
        assertArrayEquals(maps[0], maps[1]);
    }

    @Test
    void sharesBecomeQuantaWithAFloorOfAQuarterUnit() {
        assertEquals(Ftl.QUANTA_PER_UNIT, Compression.quanta(0.05, 0));
        assertEquals(Ftl.QUANTA_PER_UNIT / 2, Compression.quanta(0.05, 0.5));
        assertEquals(45, Compression.quanta(0.05, 0.3));
        assertEquals(Ftl.MIN_QUANTA, Compression.quanta(0.05, 1));
        assertEquals(48, Compression.quanta(0.75, 1)); // the floor
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Compression.quanta(0, 1.5));
        assertTrue(e.getMessage().contains("compressibility"), e.getMessage());
        Ftl ftl = new Ftl(geometry(), FtlSettings.ANALYTIC, GREEDY, 5, 0, true);
        e = assertThrows(IllegalArgumentException.class, () -> ftl.writeUnit(0, 3));
        assertTrue(e.getMessage().contains("unitQuanta"), e.getMessage());
    }
}
