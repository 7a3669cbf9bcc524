package org.ssdlab.sim.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.PluginRegistry;
import org.ssdlab.sim.core.timing.RunResult;
import org.ssdlab.sim.core.timing.TimedDrive;
import org.ssdlab.sim.core.timing.WorkloadRunner;

/**
 * Torture and recovery, AnandTech's "Performance Over Time" method: secure erase, sequential fill of
 * the whole span, 4 KiB random writes at QD32 over the whole span, then sequential write passes over
 * the whole span (HD Tach; 128 KiB requests at QD1 here [G]). Nothing but GC makes the first pass
 * slow: its victims hold what the random writes left valid, and each pass leaves the layout
 * sequential, so the next one finds whole blocks invalid.
 */
class TortureRecoveryTest {

    private static final long SECOND = 1_000_000_000L;
    private static final double TOLERANCE = 0.25;
    private static final long GIB = 1L << 30;

    /**
     * 840 Pro 256 GB after two hours of torture (near its steady state) and, as ht4u.net does between
     * its tests, 30 minutes idle, which the 840 Pro does not use for GC (ht4u p.10): the first tenth of
     * the pass writes at the rate ht4u.net measured with Iometer's sequential write after its server load
     * profiles, 28.0 MB/s against 526.7 fresh (ht4u 840 Pro/EVO test p.9); the whole first pass at
     * Hardwareluxx's HD Tach average after two hours of 4 KiB random writes, 59 MB/s (840/840 Pro test
     * 2012 p.5); the second pass is fresh again (Hardwareluxx: "back at the starting level"; ht4u: 487.8 MB/s
     * after TRIM). Before the passes, in the same state, ht4u's 4 KiB random writes at QD4: 29.0 MB/s
     * (ht4u's Crucial M550 test 2014 p.12, the same bench and states), then 30 minutes idle again.
     */
    @Test
    void samsung840ProFirstPassAfterTortureIsSlowAndTheSecondIsFreshAgain() throws Exception {
        Passes p = torture("samsung-840-pro-256", 7_200 * SECOND, 1_800 * SECOND);
        assertEquals(28.0, p.firstTenth, TOLERANCE * 28.0, "first tenth of the first pass, MB/s");
        assertEquals(59.0, p.first, TOLERANCE * 59.0, "the whole first pass, MB/s");
        assertEquals(29.0, p.randomQd4, TOLERANCE * 29.0, "4 KiB random writes at QD4 after the load, MB/s");
        assertTrue(p.first < 0.3 * p.fresh, "first pass " + p.first + " MB/s against fresh " + p.fresh);
        assertEquals(p.fresh, p.second, 0.05 * p.fresh, "second pass, MB/s");
    }

    /**
     * 840 EVO 250 GB through the same load and pauses as the 840 Pro above (ht4u.net measured both
     * drives on one bench): 4 KiB QD4 writes after the load and 30 minutes idle 40.6 MB/s (fresh
     * 220.9; M550 test p.12), the figure its idle-GC rate is fitted to, so this guards the fit. Its
     * Iometer sequential write in that state, 39.3 MB/s (p.9), is not reproduced: the first tenth of
     * the pass runs at about 27 MB/s here, still far below fresh, as on the real drive. AS SSD's 1 GB
     * in that state ran at 501.0-501.9 MB/s (p.9), fresh speed: the blocks idle GC freed take a first
     * GiB through TurboWrite's SLC cache (checked on the first GiB of the pass, a file's worth).
     */
    @Test
    void samsung840EvoAfterTheLoadRecoversALittleWhileIdle() throws Exception {
        Passes p = torture("samsung-840-evo-250", 7_200 * SECOND, 1_800 * SECOND);
        assertEquals(40.6, p.randomQd4, TOLERANCE * 40.6, "4 KiB random writes at QD4 after the load, MB/s");
        assertEquals(501.5, p.firstGib, TOLERANCE * 501.5, "the first GiB after the load and the pause, MB/s");
        assertTrue(p.firstTenth < 0.2 * p.fresh, "first tenth " + p.firstTenth + " MB/s against fresh " + p.fresh);
    }

    /**
     * The SF-1200's clean and dirty states (AnandTech 4159 p.6, SF-1200 120 GB, AS SSD's incompressible
     * sequential write): clean 131.7 MB/s; 70.3 once every page including the spare has been written;
     * 71 after a TRIM of the whole drive (4256 p.13: every LBA written twice without TRIM, then a TRIM,
     * "a max of 70 - 80MB/s"). ComputerBase saw the same one-time drop on the SF-1200 Corsair Force 60 GB
     * once every cell had been written (2010-07 test p.7). Here: AS SSD's 1 GiB in 16 MiB requests at
     * QD1 on the new drive, after two sequential fills of every LBA, after a TRIM of every LBA, and
     * after a secure erase. Sequential overwrites leave whole blocks stale, so GC moves nothing: the
     * drop is the controller's, two planes programmed together only in blocks not yet erased since
     * the drive was fresh; the 0.53 of the published ratio is not fitted, it follows from two planes.
     */
    @Test
    void agility2DirtyStateIsHalfTheCleanRateAndTrimDoesNotRestoreIt() throws Exception {
        PluginRegistry registry = Services.registry();
        TimedDrive timed = timed(registry, "ocz-agility2-60");
        long span = wholeSpan(timed);
        double clean = asSsdSequentialWrite(registry, timed);
        fill(registry, timed, span);
        fill(registry, timed, span);
        double dirty = asSsdSequentialWrite(registry, timed);
        trimEveryLba(timed);
        double trimmed = asSsdSequentialWrite(registry, timed);
        timed.secureErase(timed.quiescentAt());
        double erased = asSsdSequentialWrite(registry, timed);
        System.out.printf("ocz-agility2-60 AS SSD sequential write clean %.1f MB/s, dirty %.1f, after TRIM %.1f,"
                + " after a secure erase %.1f%n", clean, dirty, trimmed, erased);
        assertEquals(131.7, clean, 0.15 * 131.7, "clean, MB/s");
        assertEquals(70.3, dirty, TOLERANCE * 70.3, "dirty, MB/s");
        assertEquals(71.0, trimmed, TOLERANCE * 71.0, "after TRIM, MB/s");
        assertEquals(clean, erased, 0.02 * clean, "after a secure erase, MB/s");
    }

    /** AS SSD's sequential write test: 1 GiB in 16 MiB requests at QD1, once the drive is quiet. */
    private static double asSsdSequentialWrite(PluginRegistry registry, TimedDrive drive) {
        return run(registry, drive, 1, drive.quiescentAt(), Map.of("pattern", "sequential", "blockSizes",
                String.valueOf(16 << 20), "bytes", 1L << 30)).total().megabytesPerSecond();
    }

    /**
     * Agility 2 after AnandTech's 20 minutes of incompressible torture (4256 p.13, the method of its
     * SandForce degradation tests): the first pass is far below the clean 131.7 MB/s, and each pass
     * climbs as it straightens the layout, towards the dirty level above, not the clean one.
     * <p>
     * How far the second pass recovers is set by where GC writes what it moves, which nothing
     * published says for SandForce: through the host's open block (the default, [G]) the data the
     * first pass moves lands among its sequential writes, so the second pass meets scattered valid
     * data again and climbs only part of the way; into a block of its own the moved data stays
     * together and the second pass is at the dirty level, as AnandTech's drive was after its TRIM.
     */
    @Test
    void agility2FirstPassAfterTortureIsSlowAndLaterPassesClimb() throws Exception {
        Passes p = torture("ocz-agility2-60", Map.of(), 1_200 * SECOND, 0);
        assertTrue(p.first < 0.5 * p.fresh, "first pass " + p.first + " MB/s against fresh " + p.fresh);
        assertTrue(p.second > 1.4 * p.first, "second pass " + p.second + " MB/s against first " + p.first);
        assertTrue(p.second < 0.6 * p.fresh, "second pass " + p.second + " MB/s against fresh " + p.fresh);
    }

    @Test
    void agility2WithGcInABlockOfItsOwnIsAtTheDirtyLevelAfterOnePass() throws Exception {
        Passes p = torture("ocz-agility2-60", Map.of("sharedGcFrontier", false), 1_200 * SECOND, 0);
        assertTrue(p.first < 0.5 * p.fresh, "first pass " + p.first + " MB/s against fresh " + p.fresh);
        assertEquals(70.3, p.second, TOLERANCE * 70.3, "second pass, MB/s (AnandTech's dirty level)");
    }

    /** Without the clean/dirty distinction, the second pass with GC in a block of its own is fresh again. */
    @Test
    void agility2ProgrammingTwoPlanesEverywhereIsFreshAgainAfterOnePass() throws Exception {
        Passes p = torture("ocz-agility2-60", Map.of("sharedGcFrontier", false, "multiPlaneInFreshBlocksOnly", false),
                1_200 * SECOND, 0);
        assertEquals(p.fresh, p.second, 0.05 * p.fresh, "second pass, MB/s");
    }

    /**
     * Reads after heavy use, SF-1200 (hardwareluxx.de 15125 p.3, Corsair Force and A-DATA S599 100 GB): HD
     * Tach's average read 150.6 MB/s after heavy use, 251.5 once TRIM had run. Nothing but the state
     * differs: after TRIM no LBA is mapped, and a read of an unmapped LBA needs no NAND, so the read is
     * bound by the host link; after the use every LBA is mapped and a QD1 read waits for its dies. HD
     * Tach's request size is not published: 64 and 128 KiB bracket it. What the use wrote is not
     * stated, but the page points at compressible data (its Iometer "does not use random data", p.5;
     * HD Tach wrote 203.4 MB/s after the use, far above the 144 MB/s this controller writes random
     * data at, AnandTech 3681 p.4), so the data's share is bracketed: half compressible and all zeros,
     * a fill and AnandTech's 20 minutes of 4 KiB torture. Both land the 64 KiB read within the ±25 %
     * of a used state; the 128 KiB reads are held to the direction only.
     */
    @Test
    void agility2ReadsAfterHeavyUseAreSlowerThanAfterTrim() throws Exception {
        PluginRegistry registry = Services.registry();
        for (double compressibility : new double[] {0.5, 1}) {
            TimedDrive timed = timed(registry, "ocz-agility2-60");
            long span = wholeSpan(timed);
            RunResult fill = fill(registry, timed, span, compressibility);
            run(registry, timed, 32, fill.endNanos(), Map.of("blockSizes", "4096", "durationMillis", 1_200_000,
                    "compressibility", compressibility));
            double used64 = readPass(registry, timed, span, 65_536);
            double used128 = readPass(registry, timed, span, 131_072);
            trimEveryLba(timed);
            double trimmed64 = readPass(registry, timed, span, 65_536);
            double trimmed128 = readPass(registry, timed, span, 131_072);
            String use = "use compressibility " + compressibility;
            System.out.printf("ocz-agility2-60 %s: read after use %.1f / %.1f MB/s, after TRIM %.1f / %.1f (64 / 128 KiB)%n",
                    use, used64, used128, trimmed64, trimmed128);
            assertEquals(150.6, used64, TOLERANCE * 150.6, use + ": 64 KiB read after heavy use, MB/s");
            for (double trimmed : new double[] {trimmed64, trimmed128}) {
                assertEquals(251.5, trimmed, 0.15 * 251.5, use + ": read after TRIM, MB/s");
            }
            assertTrue(used128 < 0.9 * trimmed128, use + ": used " + used128 + " MB/s against " + trimmed128 + " after TRIM");
        }
    }

    /**
     * Reads after use, OCZ Vertex (Indilinx Barefoot). PC Perspective's HD Tach on firmware 1585
     * after the drive had been "beaten on" with its random-write suite: average read 193.0 MB/s,
     * 230.7 once passes and idle time had restored it, −16 % (pcper.com 2009/08, "OCZ Vertex beta
     * firmware with background garbage collection", p.11; capacity, torture and HD Tach's request
     * size not published). AnandTech's SSD Anthology, whose used state is a sequential fill and a
     * sector-by-sector image restore, both in order: 2 MB reads 257.8 new, 250.1 used, −3 % (2738
     * p.14). The layout is what differs: random writes leave each 16 KiB page on whatever bank its
     * write reached, so a sequential read meets bank conflicts and a tR per page; sequential rewrites
     * leave it as it was. Here a fill, one capacity of 4 KiB random writes at QD32 (PCPer's amount is
     * not published), and whole-span reads at QD1 in 64 and 128 KiB requests. The 64 KiB reads lose
     * what PCPer measured; 128 KiB ones, eight pages on eight banks when in order, lose more (28 %):
     * HD Tach's request size is not published, so only their direction is held.
     */
    @Test
    void vertexReadsAfterRandomWritesAreSlowerAndAfterSequentialRewritesAreNot() throws Exception {
        PluginRegistry registry = Services.registry();
        TimedDrive timed = timed(registry, "ocz-vertex-60");
        long span = wholeSpan(timed);
        fill(registry, timed, span);
        double fresh64 = readPass(registry, timed, span, 65_536);
        double fresh128 = readPass(registry, timed, span, 131_072);
        fill(registry, timed, span); // the Anthology's restore: in order again
        double rewritten128 = readPass(registry, timed, span, 131_072);
        run(registry, timed, 32, timed.quiescentAt(), Map.of("blockSizes", "4096", "bytes", span));
        double used64 = readPass(registry, timed, span, 65_536);
        double used128 = readPass(registry, timed, span, 131_072);
        System.out.printf("ocz-vertex-60 reads fresh %.1f / %.1f MB/s, after random writes %.1f / %.1f (64 / 128 KiB),"
                + " after a sequential rewrite %.1f%n", fresh64, fresh128, used64, used128, rewritten128);
        assertEquals(fresh128, rewritten128, 0.03 * fresh128, "after a sequential rewrite (Anthology: -3 %)");
        assertEquals(1 - 193.0 / 230.7, 1 - used64 / fresh64, 0.08, "64 KiB: PCPer's loss, 16 %");
        assertTrue(used128 < 0.9 * fresh128, "128 KiB: slower after random writes");
    }

    /** The drive fresh from the factory, with greedy GC. */
    private static TimedDrive timed(PluginRegistry registry, String driveId) throws Exception {
        return timed(registry, driveId, Map.of());
    }

    private static TimedDrive timed(PluginRegistry registry, String driveId, Map<String, ?> parameters)
            throws Exception {
        return new TimedDrive(registry.create(PluginKind.DRIVE, driveId, parameters),
                registry.create(PluginKind.GC_STRATEGY, "greedy", Map.of()), 1);
    }

    /** A TRIM of every user LBA, 64 MiB a command, once the drive is quiet. */
    private static void trimEveryLba(TimedDrive drive) {
        long at = drive.quiescentAt();
        int chunk = 1 << 17; // sectors
        for (long lba = 0; lba < drive.userSectors(); lba += chunk) {
            at = drive.trim(at, lba, (int) Math.min(chunk, drive.userSectors() - lba));
        }
    }

    /** Every user LBA, in whole MiB. */
    private static long wholeSpan(TimedDrive drive) {
        return drive.spec().geometry().userBytes() / (1 << 20) * (1 << 20);
    }

    /** {@code span} written in order in 128 KiB requests at QD32, once the drive is quiet. */
    private static RunResult fill(PluginRegistry registry, TimedDrive drive, long span) {
        return fill(registry, drive, span, 0);
    }

    /** The same with data of the given compressibility (0 random, 1 all zeros). */
    private static RunResult fill(PluginRegistry registry, TimedDrive drive, long span, double compressibility) {
        return run(registry, drive, 32, drive.quiescentAt(), Map.of("pattern", "sequential", "blockSizes", "131072",
                "bytes", span, "compressibility", compressibility));
    }

    /** A sequential read of the whole span at QD1 in {@code blockBytes} requests, once the drive is quiet. */
    private static double readPass(PluginRegistry registry, TimedDrive drive, long span, int blockBytes) {
        return run(registry, drive, 1, drive.quiescentAt(), Map.of("pattern", "sequential", "blockSizes",
                String.valueOf(blockBytes), "readPercent", 100.0, "bytes", span)).total().megabytesPerSecond();
    }

    private record Passes(double fresh, double randomQd4, double firstGib, double firstTenth, double first,
            double second) {
    }

    private static Passes torture(String driveId, long tortureNanos, long idleNanos) throws Exception {
        return torture(driveId, Map.of(), tortureNanos, idleNanos);
    }

    private static Passes torture(String driveId, Map<String, ?> parameters, long tortureNanos, long idleNanos)
            throws Exception {
        PluginRegistry registry = Services.registry();
        TimedDrive timed = timed(registry, driveId, parameters);
        long span = wholeSpan(timed);
        long tenth = span / 10 / (1 << 20) * (1 << 20);
        double fresh = pass(registry, timed, 0, tenth).total().megabytesPerSecond();
        RunResult fill = fill(registry, timed, span);
        run(registry, timed, 32, fill.endNanos(), Map.of("blockSizes", "4096", "durationMillis", tortureNanos / 1_000_000));
        double randomQd4 = Double.NaN;
        if (idleNanos > 0) { // ht4u's method: a pause after the load and between the tests
            long resumed = timed.idle(timed.quiescentAt(), idleNanos);
            // a stream of its own: the torture's seed would rewrite the torture's first (oldest) units in order
            randomQd4 = run(registry, timed, 4, resumed, Map.of("blockSizes", "4096", "durationMillis", 60_000), 8).total()
                    .megabytesPerSecond();
            timed.idle(timed.quiescentAt(), idleNanos);
        }
        RunResult firstGib = pass(registry, timed, 0, GIB);
        RunResult head = pass(registry, timed, GIB, tenth - GIB);
        RunResult rest = pass(registry, timed, tenth, span - tenth);
        double firstTenth = tenth / ((head.endNanos() - firstGib.startNanos()) / 1e9) / 1e6;
        double first = span / ((rest.endNanos() - firstGib.startNanos()) / 1e9) / 1e6;
        double second = pass(registry, timed, 0, span).total().megabytesPerSecond();
        System.out.printf("%s %s: fresh %.1f MB/s, after torture 4K QD4 %.1f, first GiB %.1f, first tenth %.1f, first pass %.1f,"
                + " second %.1f%n", driveId, parameters, fresh, randomQd4, firstGib.total().megabytesPerSecond(), firstTenth,
                first, second);
        return new Passes(fresh, randomQd4, firstGib.total().megabytesPerSecond(), firstTenth, first, second);
    }

    /** 128 KiB sequential writes at QD1 over {@code bytes} from {@code offset}, once the drive is quiet. */
    private static RunResult pass(PluginRegistry registry, TimedDrive drive, long offset, long bytes) {
        return run(registry, drive, 1, drive.quiescentAt(), Map.of("pattern", "sequential", "blockSizes", "131072",
                "offsetBytes", offset, "spanBytes", bytes, "bytes", bytes));
    }

    private static RunResult run(PluginRegistry registry, TimedDrive drive, int queueDepth, long start,
            Map<String, ?> workload) {
        return run(registry, drive, queueDepth, start, workload, 7);
    }

    private static RunResult run(PluginRegistry registry, TimedDrive drive, int queueDepth, long start,
            Map<String, ?> workload, long seed) {
        return new WorkloadRunner(drive, queueDepth, SECOND, () -> false)
                .run(registry.create(PluginKind.WORKLOAD, "synthetic", workload), start, seed);
    }
}
