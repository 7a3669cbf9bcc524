package org.ssdlab.sim.core.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.drive.ControllerSpec;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.FirmwareCosts;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.drive.MappingTable;
import org.ssdlab.sim.api.drive.NandTiming;
import org.ssdlab.sim.api.gc.ClosedBlocks;
import org.ssdlab.sim.api.workload.IoKind;

/** The mapping-table cache: CLOCK replacement, and what a drive whose DRAM holds part of its map pays for it. */
class MapCacheTest {

    private static final long SECOND = 1_000_000_000L;
    private static final long MIB = 1L << 20;

    @Test
    void clockGivesAReferencedPageASecondChanceAndReportsDirtyEvictions() {
        MapCache cache = new MapCache(10, 2, 1024);
        assertTrue(cache.access(0, true));
        assertTrue(cache.access(1, false));
        assertFalse(cache.access(0, false)); // a hit
        assertTrue(cache.access(2, false)); // the sweep clears both bits and takes slot 0: page 0 goes, dirty
        assertEquals(1, cache.evictedCount());
        assertEquals(0, cache.evicted(0));
        assertTrue(cache.access(3, false)); // page 1 (clean) goes
        assertEquals(0, cache.evictedCount());
        assertFalse(cache.access(2, false));
        assertEquals(1, cache.writeBacks());
        assertEquals(4, cache.misses());
        assertEquals(6, cache.lookups());
        assertEquals(1, cache.pageOf(1024));
        cache.discard(2);
        assertTrue(cache.access(2, false));
    }

    @Test
    void sizedPagesAreEvictedUntilTheCachedOnesFitTheBudgetSparingThePageInUse() {
        MapCache cache = MapCache.sized(10, 1000, 1024);
        assertTrue(cache.sized());
        assertTrue(cache.access(0, true, 400));
        assertTrue(cache.access(1, false, 400));
        assertEquals(0, cache.evictedCount());
        assertFalse(cache.access(1, false, 500)); // a hit that grows the page: 900 bytes, still within the budget
        assertEquals(0, cache.evictedCount());
        assertTrue(cache.access(2, false, 300)); // 1 200 bytes: the sweep clears both bits, then takes page 0, dirty
        assertEquals(1, cache.evictedCount());
        assertEquals(0, cache.evicted(0));
        assertTrue(cache.access(0, false, 8)); // page 0 must be read again
        assertFalse(cache.access(2, true, 2000)); // larger than the budget: everything else goes, the page stays
        assertEquals(0, cache.evictedCount(), "pages 0 and 1 were clean");
        assertFalse(cache.access(2, false, 2000));
        assertTrue(cache.access(1, false, 8)); // now page 2 goes, dirty
        assertEquals(1, cache.evictedCount());
        assertEquals(2, cache.evicted(0));
        assertEquals(2, cache.writeBacks());
        assertTrue(cache.access(3, false, 900));
        cache.discard(3); // a TRIM emptied it: its bytes are free again
        assertTrue(cache.access(4, false, 990));
        assertEquals(0, cache.evictedCount());
    }

    /**
     * A generic drive: 4 channels × 2 dies × 2 planes, 8 KiB pages of two 4 KiB units, 1.86 GiB
     * user, write buffer 1 MiB. Its map of 4-byte entries is 1.86 MiB in 477 map pages of 1024
     * entries (4 MiB of LBAs each); {@code cacheBytes} of DRAM holds part of it.
     */
    private static DriveSpec drive(MappingTable mapping) {
        Geometry geometry = new Geometry(4, 2, 2, 256, 64, 8192, 4096, 3_900_000);
        NandTiming nand = new NandTiming(50, 500, 3000, 400, true);
        ControllerSpec controller = new ControllerSpec(10, 12, MIB, false, 0, 0, 2, 4, true, 100, 100, 0, 0, 5, 8);
        return new DriveSpec("generic", geometry, nand, controller, 550, FirmwareCosts.NONE, mapping);
    }

    /** 64 map pages: 256 MiB of LBAs, 13 % of the user span. */
    private static final MappingTable PART = MappingTable.cache(64 * 4096);

    private static double iops(DriveSpec spec, IoKind kind, double span, int queueDepth) {
        TimedDrive drive = new TimedDrive(spec, ClosedBlocks::fewestValid, 1);
        long start = 0;
        if (kind == IoKind.READ) {
            start = run(drive, new SimpleWorkload(true, IoKind.WRITE, 131072, spec.geometry().userSectors() / 256, 1), 32, 0)
                    .endNanos();
            start = Math.max(start, drive.quiescentAt());
        }
        // the first pass warms the cache (and gives every map page its NAND copy), the second is measured
        run(drive, new SimpleWorkload(false, kind, 4096, 40_000, span), queueDepth, start);
        return run(drive, new SimpleWorkload(false, kind, 4096, 40_000, span), queueDepth, drive.quiescentAt(), 4).total()
                .iops();
    }

    private static RunResult run(TimedDrive drive, SimpleWorkload workload, int queueDepth, long start) {
        return run(drive, workload, queueDepth, start, 3);
    }

    /** A later run on the same drive takes a stream of its own: seed 3 again would replay the first run's units in order. */
    private static RunResult run(TimedDrive drive, SimpleWorkload workload, int queueDepth, long start, long seed) {
        return new WorkloadRunner(drive, queueDepth, SECOND, () -> false).run(workload.create(), start, seed);
    }

    @Test
    void aDriveWithTheWholeMapInDramDoesNotCareAboutTheSpan() {
        assertTrue(MappingTable.WHOLE.holdsWholeMap(drive(MappingTable.WHOLE).geometry()));
        TimedDrive whole = new TimedDrive(drive(MappingTable.WHOLE), ClosedBlocks::fewestValid, 1);
        assertEquals(0, whole.mapPages());
        double near = iops(drive(MappingTable.WHOLE), IoKind.READ, 0.1, 1);
        double far = iops(drive(MappingTable.WHOLE), IoKind.READ, 1, 1);
        assertEquals(near, far, 0.03 * near);
    }

    @Test
    void randomReadsBeyondTheCachesReachWaitForAMapPageRead() {
        TimedDrive timed = new TimedDrive(drive(PART), ClosedBlocks::fewestValid, 1);
        assertEquals(64, timed.mapCacheSlots());
        assertEquals(477, timed.mapPages());
        double within = iops(drive(PART), IoKind.READ, 0.1, 1); // 190 MB: inside the 256 MiB the cache covers
        double beyond = iops(drive(PART), IoKind.READ, 1, 1);
        double whole = iops(drive(MappingTable.WHOLE), IoKind.READ, 1, 1);
        assertEquals(whole, within, 0.03 * whole, "within the cache's reach nothing changes");
        // QD1: about 86 % of reads add a map page's tR (50 µs) and transfer (10 µs) to about 95 µs
        assertTrue(beyond < 0.75 * within, "QD1 reads over the whole span " + beyond + " IOPS vs " + within
                + " within the cache's reach");
    }

    @Test
    void randomWritesBeyondTheCachesReachProgramMapPagesToo() {
        double within = iops(drive(PART), IoKind.WRITE, 0.1, 32);
        double beyond = iops(drive(PART), IoKind.WRITE, 1, 32);
        double whole = iops(drive(MappingTable.WHOLE), IoKind.WRITE, 1, 32);
        assertEquals(whole, within, 0.05 * whole, "within the cache's reach nothing changes");
        // NAND-bound: about 0.86 map pages written back per 4 KiB host write
        assertTrue(beyond < 0.75 * within, "QD32 writes over the whole span " + beyond + " IOPS vs " + within
                + " within the cache's reach");
    }

    @Test
    void writtenBackMapPagesCountInWriteAmplificationAndTrimDropsWholeMapPages() {
        TimedDrive drive = new TimedDrive(drive(PART), ClosedBlocks::fewestValid, 1);
        run(drive, SimpleWorkload.random(IoKind.WRITE, 4096, 100_000), 32, 0);
        long writeBacks = drive.mapWriteBacks();
        assertTrue(writeBacks > 70_000, writeBacks + " write-backs of 100 000 writes");
        assertEquals(writeBacks, drive.ftl().metadataUnitsWritten());
        // 100 000 host units plus the map pages, in 8 KiB pages of two units
        double wa = drive.ftl().counters().writeAmplification();
        assertEquals(1 + writeBacks / 100_000.0, wa, 0.02 * wa);
        assertTrue(drive.ftl().checkInvariants().isEmpty(), drive.ftl().checkInvariants().toString());
        long sectors = drive.userSectors();
        drive.trim(drive.quiescentAt(), 0, (int) sectors);
        assertEquals(writeBacks, drive.mapWriteBacks(), "a TRIM of everything writes no map page");
        for (int page = 0; page < drive.mapPages(); page++) {
            assertEquals(-1, drive.ftl().physicalUnitOfMetadata(page));
        }
        assertTrue(drive.ftl().checkInvariants().isEmpty());
    }

    /** The same 256 KiB of DRAM for a map kept as runs of 8 bytes. */
    private static final MappingTable RUNS = new MappingTable(64 * 4096, 4, 8);

    @Test
    void aMapKeptAsRunsFitsDramAfterAnInOrderFillWhereWholePagesDoNot() {
        TimedDrive runs = new TimedDrive(drive(RUNS), ClosedBlocks::fewestValid, 1);
        assertEquals(477, runs.mapPages());
        double kept = iops(drive(RUNS), IoKind.READ, 1, 1);
        double whole = iops(drive(MappingTable.WHOLE), IoKind.READ, 1, 1);
        double paged = iops(drive(PART), IoKind.READ, 1, 1);
        assertEquals(whole, kept, 0.03 * whole, "a page written in order is one run: the whole map fits");
        assertTrue(paged < 0.75 * kept, paged + " IOPS with whole pages against " + kept);
    }

    /**
     * Random writes fragment a map kept as runs: 256 KiB hold 32 768 runs, one for each scattered
     * write into unwritten space, so the first 10 000 writes into the clean drive fit, the next 60 000
     * outgrow DRAM and wait for map pages, and a TRIM of everything makes the map small again.
     */
    @Test
    void randomWritesFragmentTheMapUntilItOutgrowsDramAndTrimShrinksItAgain() {
        TimedDrive drive = new TimedDrive(drive(RUNS), ClosedBlocks::fewestValid, 1);
        RunResult first = run(drive, SimpleWorkload.random(IoKind.WRITE, 4096, 10_000), 32, 0);
        assertEquals(0, drive.mapWriteBacks(), "nothing was evicted yet");
        RunResult later = run(drive, SimpleWorkload.random(IoKind.WRITE, 4096, 60_000), 32, drive.quiescentAt(), 4);
        System.out.printf("map kept as runs: first %.0f IOPS, later %.0f, %d misses, %d written back%n",
                first.total().iops(), later.total().iops(), drive.mapMisses(), drive.mapWriteBacks());
        assertTrue(drive.mapMisses() > 5_000, drive.mapMisses() + " misses");
        assertTrue(later.total().iops() < 0.8 * first.total().iops(), later.total().iops() + " IOPS against "
                + first.total().iops());
        drive.trim(drive.quiescentAt(), 0, (int) drive.userSectors());
        long misses = drive.mapMisses();
        // the first run's own stream again: after the TRIM it meets the same empty map
        RunResult trimmed = run(drive, SimpleWorkload.random(IoKind.WRITE, 4096, 10_000), 32, drive.quiescentAt());
        assertEquals(first.total().iops(), trimmed.total().iops(), 0.05 * first.total().iops());
        assertTrue(drive.mapMisses() - misses < 500, (drive.mapMisses() - misses) + " misses after the TRIM");
        assertTrue(drive.ftl().checkInvariants().isEmpty(), drive.ftl().checkInvariants().toString());
    }
}
