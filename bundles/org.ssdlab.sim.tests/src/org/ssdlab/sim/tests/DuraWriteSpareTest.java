package org.ssdlab.sim.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.PluginRegistry;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.core.ftl.FtlCounters;
import org.ssdlab.sim.core.timing.RunResult;
import org.ssdlab.sim.core.timing.TimedDrive;
import org.ssdlab.sim.core.timing.WorkloadRunner;

/**
 * SandForce DuraWrite as spare (issue 11 item 5): the OCZ Agility 2 (SF-1200) stores data at its
 * compressed size, so a drive full of data that compresses to half keeps half its flash as spare,
 * and random writes over it cost far less GC than over incompressible data. Without the mechanism
 * (compression only shortening programs) both cases have the same WA.
 */
class DuraWriteSpareTest {

    private static final long SECOND = 1_000_000_000L;
    /** A sixteenth of the drive: 240 superblocks, the same spare share. */
    private static final int SHRINK = 16;

    @Test
    void compressibleDataGivesTheAgility2SpareAndLowersItsWa() throws Exception {
        double compressible = randomWriteWa(0.5);
        double incompressible = randomWriteWa(0);
        System.out.printf("Agility 2 / %d, fill, two spans of 4 KiB random writes, then one measured: WA %.3f at compressibility 0.5, "
                + "%.3f at 0%n", SHRINK, compressible, incompressible);
        assertTrue(compressible < 0.5 * incompressible, compressible + " vs " + incompressible);
        assertTrue(compressible > 1 && compressible < 1.5,
                "half-size data leaves the drive half its flash as spare, and GC still runs: WA " + compressible);
    }

    /**
     * Reading compressed data moves only its stored share over the channels, so a sequential read of
     * a compressible fill is no slower than of an incompressible one (it was 20 % slower while every
     * unit crossed its channel whole: packed units share dies).
     */
    @Test
    void compressedDataReadsAtLeastAsFastAsIncompressible() throws Exception {
        double compressible = sequentialReadMBps(0.5);
        double incompressible = sequentialReadMBps(0);
        assertTrue(compressible >= incompressible, compressible + " MB/s vs " + incompressible);
    }

    /** The same compressible run twice: the same counters. */
    @Test
    void deterministic() throws Exception {
        assertEquals(randomWriteWa(0.3), randomWriteWa(0.3));
    }

    /** 128 KiB reads at QD1 of the first 256 MiB after a sequential fill with the given data. */
    private static double sequentialReadMBps(double compressibility) throws Exception {
        PluginRegistry registry = Services.registry();
        TimedDrive timed = smallAgility(registry);
        RunResult fill = fill(registry, timed, compressibility);
        RunResult read = new WorkloadRunner(timed, 1, SECOND, () -> false).run(registry.create(PluginKind.WORKLOAD,
                "synthetic", Map.of("pattern", "sequential", "blockSizes", "131072", "readPercent", 100,
                        "bytes", 256L << 20)), Math.max(fill.endNanos(), timed.quiescentAt()), 7);
        return read.total().megabytesPerSecond();
    }

    /** The user span in whole MiB. */
    private static long span(TimedDrive drive) {
        return drive.spec().geometry().userBytes() / (1 << 20) * (1 << 20);
    }

    /** A sequential fill of the span in 128 KiB writes of data with {@code compressibility}. */
    private static RunResult fill(PluginRegistry registry, TimedDrive drive, double compressibility) {
        return run(registry, drive, drive.quiescentAt(), Map.of("pattern", "sequential", "blockSizes", "131072",
                "bytes", span(drive), "compressibility", compressibility));
    }

    /** The Agility 2 shrunk by {@link #SHRINK}: the same dies, fewer blocks, the same spare share. */
    private static TimedDrive smallAgility(PluginRegistry registry) throws Exception {
        DriveSpec full = registry.create(PluginKind.DRIVE, "ocz-agility2-60", Map.of());
        Geometry g = full.geometry();
        long unitSectors = g.sectorsPerUnit();
        Geometry small = new Geometry(g.channels(), g.diesPerChannel(), g.planesPerDie(), g.blocksPerPlane() / SHRINK,
                g.pagesPerBlock(), g.pageBytes(), g.unitBytes(), g.userSectors() / SHRINK / unitSectors * unitSectors);
        DriveSpec drive = new DriveSpec(full.model(), small, full.nand(), full.controller(), full.hostLinkMBps(),
                full.firmware(), full.mapping());
        return new TimedDrive(drive, registry.create(PluginKind.GC_STRATEGY, "greedy", Map.of()), 1);
    }

    private static double randomWriteWa(double compressibility) throws Exception {
        PluginRegistry registry = Services.registry();
        TimedDrive timed = smallAgility(registry);
        long span = span(timed);
        RunResult fill = fill(registry, timed, compressibility);
        // two spans of random writes bring GC to its steady state; the third is measured
        RunResult warm = run(registry, timed, fill.endNanos(), Map.of("blockSizes", "4096", "bytes", 2 * span,
                "compressibility", compressibility));
        FtlCounters before = timed.ftl().counters();
        run(registry, timed, warm.endNanos(), Map.of("blockSizes", "4096", "bytes", span, "compressibility",
                compressibility), 8);
        return timed.ftl().counters().minus(before).writeAmplification();
    }

    private static RunResult run(PluginRegistry registry, TimedDrive drive, long start, Map<String, ?> workload) {
        return run(registry, drive, start, workload, 7);
    }

    /** The measured span takes a stream of its own: seed 7 again would rewrite the warm-up's units in its order. */
    private static RunResult run(PluginRegistry registry, TimedDrive drive, long start, Map<String, ?> workload,
            long seed) {
        return new WorkloadRunner(drive, 32, SECOND, () -> false)
                .run(registry.create(PluginKind.WORKLOAD, "synthetic", workload), start, seed);
    }
}
