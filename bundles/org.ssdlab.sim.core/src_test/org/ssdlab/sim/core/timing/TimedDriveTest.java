package org.ssdlab.sim.core.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.drive.ControllerSpec;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.FirmwareCosts;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.drive.NandTiming;
import org.ssdlab.sim.api.gc.ClosedBlocks;
import org.ssdlab.sim.api.workload.IoKind;

/** The timing model against closed forms on a generic drive: 4 channels × 2 dies × 2 planes, 8 KiB pages. */
class TimedDriveTest {

    private static final long SECOND = 1_000_000_000L;
    private static final int DIES = 8;
    private static final int PLANES = 2;
    private static final int PAGE = 8192;

    /** 16 dies·planes × 256 blocks × 64 pages × 8 KiB = 2 GiB raw, 1.86 GiB user (about 7 % of raw spare). */
    private static DriveSpec drive(double programMicros, double linkMBps, long bufferBytes) {
        return drive(programMicros, linkMBps, bufferBytes, false);
    }

    /** @param multiPlaneInFreshBlocksOnly {@link ControllerSpec#multiPlaneInFreshBlocksOnly()} */
    private static DriveSpec drive(double programMicros, double linkMBps, long bufferBytes,
            boolean multiPlaneInFreshBlocksOnly) {
        Geometry geometry = new Geometry(4, 2, PLANES, 256, 64, PAGE, 4096, 3_900_000);
        NandTiming nand = new NandTiming(50, programMicros, 3000, 400, true);
        ControllerSpec controller = new ControllerSpec(10, 12, bufferBytes, false, 0, 0, 2, 4, true, 100, 100, 0, 0, 5,
                8, multiPlaneInFreshBlocksOnly);
        return new DriveSpec("generic", geometry, nand, controller, linkMBps);
    }

    private static RunResult run(TimedDrive drive, SimpleWorkload workload, int queueDepth, long start) {
        return new WorkloadRunner(drive, queueDepth, SECOND, () -> false).run(workload.create(), start, 1);
    }

    private static TimedDrive fresh(DriveSpec spec) {
        return new TimedDrive(spec, ClosedBlocks::fewestValid, 1);
    }

    @Test
    void freshSequentialWriteRunsAtTheSlowerOfLinkAndNand() {
        double nandBound = DIES * PLANES * PAGE / 500e-6 / 1e6; // 262 MB/s with tPROG 0.5 ms
        RunResult nandLimited = run(fresh(drive(500, 2000, 1 << 20)), SimpleWorkload.sequential(IoKind.WRITE, 131072, 8000), 32, 0);
        assertEquals(nandBound, nandLimited.total().megabytesPerSecond(), 0.03 * nandBound);
        RunResult linkLimited = run(fresh(drive(500, 150, 1 << 20)), SimpleWorkload.sequential(IoKind.WRITE, 131072, 8000), 32, 0);
        assertEquals(150, linkLimited.total().megabytesPerSecond(), 0.03 * 150);
    }

    /**
     * A controller that programs planes together only in blocks never erased since the drive was
     * fresh: the same sequential write runs at the two-plane NAND rate on the new drive and at half
     * of it once GC has erased and reused the blocks (two whole-span writes later), as SandForce's
     * clean and dirty states; without the trait the reused drive writes at the two-plane rate. A
     * reused block is erased first: per die, 3 ms of tBERS before its 64 two-plane programs (32 ms)
     * or its 128 one-plane ones (64 ms).
     */
    @Test
    void planesProgramTogetherOnlyInBlocksNotYetReused() {
        double twoPlanes = DIES * PLANES * PAGE / 500e-6 / 1e6;
        double reusedTwoPlanes = twoPlanes * 32 / 35.0;
        double reusedOnePlane = twoPlanes / 2 * 64 / 67.0;
        for (boolean freshOnly : new boolean[] {true, false}) {
            DriveSpec spec = drive(500, 2000, 1 << 20, freshOnly);
            TimedDrive drive = fresh(spec);
            double clean = run(drive, SimpleWorkload.sequential(IoKind.WRITE, 131072, 4000), 32, 0).total()
                    .megabytesPerSecond();
            long sectors = spec.geometry().userSectors();
            for (int pass = 0; pass < 2; pass++) {
                run(drive, SimpleWorkload.sequential(IoKind.WRITE, 131072, sectors / 256), 32, drive.quiescentAt());
            }
            double reused = run(drive, SimpleWorkload.sequential(IoKind.WRITE, 131072, 4000), 32, drive.quiescentAt())
                    .total().megabytesPerSecond();
            assertEquals(twoPlanes, clean, 0.03 * twoPlanes, "new drive, fresh-only " + freshOnly);
            double expected = freshOnly ? reusedOnePlane : reusedTwoPlanes;
            assertEquals(expected, reused, 0.03 * expected, "reused blocks, fresh-only " + freshOnly);
        }
    }

    /** A drive whose every LBA holds data and whose dies have finished programming it. */
    private static TimedDrive filled(DriveSpec spec, long[] readyAt) {
        TimedDrive drive = fresh(spec);
        run(drive, SimpleWorkload.sequential(IoKind.WRITE, 131072, spec.geometry().userSectors() / 256), 32, 0);
        readyAt[0] = drive.quiescentAt();
        return drive;
    }

    @Test
    void sequentialReadRunsAtTheSlowerOfLinkNandAndChannels() {
        long[] ready = new long[1];
        TimedDrive drive = filled(drive(1500, 2000, 64 << 20), ready);
        RunResult read = run(drive, SimpleWorkload.sequential(IoKind.READ, 131072, 8000), 32, ready[0]);
        double expected = Math.min(DIES * PLANES * PAGE / 50e-6 / 1e6, 4 * 400); // channels: 1600 MB/s
        assertEquals(expected, read.total().megabytesPerSecond(), 0.05 * expected);
    }

    /**
     * Where data physically sits decides what a sequential read costs. Written sequentially, two units
     * share each page and a multi-plane read fetches four at once, so 128 KiB reads at QD32 are
     * channel-bound (1 600 MB/s). After 4 KiB random overwrites of the whole span each unit sits on
     * whatever die its write reached, so the same read needs one tR per unit and meets die conflicts:
     * die-bound, 8 dies × 4 KiB / 50 µs = 655 MB/s. A sequential rewrite puts the layout back.
     */
    @Test
    void sequentialReadsSlowDownWhereRandomWritesScatteredTheLayout() {
        long[] ready = new long[1];
        TimedDrive drive = filled(drive(1500, 2000, 64 << 20), ready);
        long reads = drive.userSectors() / 256;
        RunResult fresh = run(drive, SimpleWorkload.sequential(IoKind.READ, 131072, reads), 32, ready[0]);
        long units = drive.userSectors() / 8;
        run(drive, SimpleWorkload.random(IoKind.WRITE, 4096, 2 * units), 32, drive.quiescentAt());
        RunResult scattered = run(drive, SimpleWorkload.sequential(IoKind.READ, 131072, reads), 32, drive.quiescentAt());
        run(drive, SimpleWorkload.sequential(IoKind.WRITE, 131072, reads), 32, drive.quiescentAt());
        RunResult rewritten = run(drive, SimpleWorkload.sequential(IoKind.READ, 131072, reads), 32, drive.quiescentAt());

        double dieBound = DIES * 4096 / 50e-6 / 1e6;
        assertEquals(1600, fresh.total().megabytesPerSecond(), 0.05 * 1600);
        assertEquals(dieBound, scattered.total().megabytesPerSecond(), 0.15 * dieBound, "after random writes");
        assertEquals(fresh.total().megabytesPerSecond(), rewritten.total().megabytesPerSecond(),
                0.05 * fresh.total().megabytesPerSecond(), "after a sequential rewrite");
    }

    @Test
    void randomReadIopsAtHighQueueDepthAreBoundByControllerTime() {
        long[] ready = new long[1];
        TimedDrive drive = filled(drive(1500, 550, 64 << 20), ready);
        RunResult read = run(drive, SimpleWorkload.random(IoKind.READ, 4096, 100_000), 32, ready[0]);
        assertEquals(1e6 / 10, read.total().iops(), 0.03 * 1e5);
    }

    @Test
    void queueDepthOneReadLatencyIsTheSumOfItsSteps() {
        long[] ready = new long[1];
        TimedDrive drive = filled(drive(1500, 550, 64 << 20), ready);
        RunResult read = run(drive, SimpleWorkload.random(IoKind.READ, 4096, 10_000), 1, ready[0]);
        double expectedMicros = 10 + 50 + 4096 / 400.0 + 4096 / 550.0 + 5;
        assertEquals(expectedMicros, read.total().meanLatencyMicros(), 0.02 * expectedMicros);
    }

    /**
     * Two 4 KiB units share each 8 KiB page: a QD1 sequential read of 4 KiB requests pays the tR for
     * the first and takes the second out of the plane's register, so on average half a tR per request.
     */
    @Test
    void aSubPageSequentialReadFindsTheRestOfItsPageInTheRegister() {
        long[] ready = new long[1];
        TimedDrive drive = filled(drive(1500, 550, 64 << 20), ready);
        RunResult read = run(drive, SimpleWorkload.sequential(IoKind.READ, 4096, 10_000), 1, ready[0]);
        double expectedMicros = 10 + 50 / 2.0 + 4096 / 400.0 + 4096 / 550.0 + 5;
        assertEquals(expectedMicros, read.total().meanLatencyMicros(), 0.02 * expectedMicros);
    }

    /** The generic drive with 16 KiB pages of {@code unitBytes} mapping units: tR 50 µs, 400 MB/s channels, a 550 MB/s link. */
    private static DriveSpec sixteenKiBPages(int unitBytes) {
        Geometry geometry = new Geometry(4, 2, PLANES, 128, 64, 16384, unitBytes, 3_900_000);
        return new DriveSpec("generic 16 KiB pages", geometry, new NandTiming(50, 1500, 3000, 400, true),
                drive(1500, 550, 64 << 20).controller(), 550);
    }

    /** With four units to a 16 KiB page the register serves three reads in four: a quarter of a tR each. */
    @Test
    void theRegisterServesEveryLaterUnitOfItsPage() {
        long[] ready = new long[1];
        TimedDrive drive = filled(sixteenKiBPages(4096), ready);
        RunResult read = run(drive, SimpleWorkload.sequential(IoKind.READ, 4096, 10_000), 1, ready[0]);
        double expectedMicros = 10 + 50 / 4.0 + 4096 / 400.0 + 4096 / 550.0 + 5;
        assertEquals(expectedMicros, read.total().meanLatencyMicros(), 0.02 * expectedMicros);
    }

    /**
     * A 16 KiB unit goes to the host in 8 KiB frames as it crosses its channel: only the last frame
     * waits for the unit's last byte, so a QD1 read pays one frame of link time after the channel,
     * not the whole unit's.
     */
    @Test
    void aUnitLargerThanALinkFrameLeavesFrameByFrame() {
        long[] ready = new long[1];
        TimedDrive drive = filled(sixteenKiBPages(16384), ready);
        RunResult read = run(drive, SimpleWorkload.sequential(IoKind.READ, 16384, 5_000), 1, ready[0]);
        double expectedMicros = 10 + 50 + 16384 / 400.0 + 8192 / 550.0 + 5; // command, tR, channel, last frame, latency
        assertEquals(expectedMicros, read.total().meanLatencyMicros(), 0.02 * expectedMicros);
    }

    @Test
    void anyOtherOperationOnTheDieTakesTheRegister() {
        DieSchedule dies = new DieSchedule(1, 1, 2, 3_000_000, true);
        long ready = dies.hostRead(0, 0, 50_000);
        dies.holdInRegister(0, 1, 7, ready);
        assertTrue(dies.registerHolds(0, 1, 7));
        assertTrue(!dies.registerHolds(0, 0, 7) && !dies.registerHolds(0, 1, 8), "another plane or page");
        dies.program(0, ready, 1_500_000);
        assertTrue(!dies.registerHolds(0, 1, 7), "after a program");
    }

    @Test
    void withoutBufferAWriteWaitsForItsProgram() {
        RunResult buffered = run(fresh(drive(1500, 550, 64 << 20)), SimpleWorkload.random(IoKind.WRITE, 4096, 5000), 1, 0);
        assertEquals(12 + 4096 / 550.0 + 8, buffered.total().meanLatencyMicros(), 1.0);
        RunResult unbuffered = run(fresh(drive(1500, 550, 0)), SimpleWorkload.sequential(IoKind.WRITE, 131072, 2000), 1, 0);
        double expected = 12 + 131072 / 550.0 + PAGE / 400.0 + 1500 + 8; // command, link, one page over its channel, tPROG
        assertEquals(expected, unbuffered.total().meanLatencyMicros(), 0.05 * expected);
    }

    /**
     * Write-through with two planes and 4 KiB pages: at QD1 each page finds its die idle, so it is
     * programmed on its own. Joining the operation its plane partner ran long before would end it
     * at once, and every second write would skip its tPROG.
     */
    @Test
    void withoutBufferEveryRandomWriteWaitsForItsOwnProgram() {
        Geometry geometry = new Geometry(4, 2, PLANES, 512, 64, 4096, 4096, 3_900_000);
        NandTiming nand = new NandTiming(50, 1500, 3000, 400, true);
        ControllerSpec writeThrough = new ControllerSpec(10, 12, 0, false, 0, 0, 2, 4, true, 100, 100, 0, 0, 5, 8);
        TimedDrive drive = fresh(new DriveSpec("write-through", geometry, nand, writeThrough, 550));
        RunResult random = run(drive, SimpleWorkload.random(IoKind.WRITE, 4096, 2000), 1, 0);
        double expected = 12 + 4096 / 550.0 + 4096 / 400.0 + 1500 + 8; // command, link, channel, tPROG
        assertEquals(expected, random.total().meanLatencyMicros(), 0.02 * expected);
    }

    /**
     * Write-through with 8 KiB pages and 4 KiB units: MLC cannot program a page twice, so each 4 KiB
     * write is a page of its own, padded. Filling the other half of a page an earlier request had
     * programmed would cost the second write nothing; here every write pays its tPROG and the drive
     * programs two units of flash for each one written.
     */
    @Test
    void withoutBufferASmallWriteProgramsAPaddedPageOfItsOwn() {
        TimedDrive drive = fresh(drive(1500, 550, 0));
        RunResult random = run(drive, SimpleWorkload.random(IoKind.WRITE, 4096, 2000), 1, 0);
        double expected = 12 + 4096 / 550.0 + PAGE / 400.0 + 1500 + 8; // command, link, the page over its channel, tPROG
        assertEquals(expected, random.total().meanLatencyMicros(), 0.02 * expected);
        assertEquals(2.0, (double) drive.nandPagesProgrammed() * PAGE / 4096 / 2000, 0.01, "flash units per unit written");
    }

    @Test
    void steadyStateRandomWritesFallFarBelowFreshAndRecoverWithUnwrittenSpare() {
        double fresh = steadyIops(1.0, false);
        double full = steadyIops(1.0, true);
        double reserve = steadyIops(0.75, true);
        assertTrue(full < 0.5 * fresh, "full " + full + " vs fresh " + fresh);
        assertTrue(reserve > 1.5 * full, "25 % reserve " + reserve + " vs full " + full);
    }

    @Test
    void coarserGcSlicesDoTheWorkInFewerLongerPauses() {
        RunResult fine = randomWritesAfterFill(1);
        RunResult coarse = randomWritesAfterFill(256); // 8 stripes of a page on each of the 16 dies·planes
        double fineWa = fine.ftl().writeAmplification();
        double coarseWa = coarse.ftl().writeAmplification();
        // the same victims emptied in other steps: the same work within a few per cent (seen: 8.99 and 9.03)
        assertEquals(fineWa, coarseWa, 0.06 * fineWa, "WA, slices of 1 unit " + fineWa + ", of 256 " + coarseWa);
        assertEquals(fine.total().iops() * fineWa / coarseWa, coarse.total().iops(), 0.05 * fine.total().iops(),
                "mean IOPS, in proportion to 1 / WA");
        // the unit-by-unit drive spreads relocation over every write; the coarse one makes one write in many
        // wait for a slice of 256 units at 2 µs each (512 µs) on top of the queue
        double fineMax = fine.total().maxLatencyMicros();
        double coarseMax = coarse.total().maxLatencyMicros();
        System.out.printf("gcSliceUnits 1: WA %.3f, %.0f IOPS, max %.0f µs; 256: WA %.3f, %.0f IOPS, max %.0f µs%n", fineWa,
                fine.total().iops(), fineMax, coarseWa, coarse.total().iops(), coarseMax);
        assertTrue(coarseMax > fineMax + 400, "max write latency, slices of 1 unit " + fineMax + " µs, of 256 " + coarseMax
                + " µs");
    }

    /** The generic drive with 2 µs of controller time per relocated unit, filled in order, then 3 × its units of 4 KiB random writes at QD32. */
    private static RunResult randomWritesAfterFill(int gcSliceUnits) {
        DriveSpec base = drive(1500, 550, 16 << 20);
        TimedDrive drive = fresh(new DriveSpec(base.model(), base.geometry(), base.nand(), base.controller(),
                base.hostLinkMBps(), new FirmwareCosts(2, 0, 0, gcSliceUnits)));
        long units = 3_900_000 / 8;
        long start = run(drive, new SimpleWorkload(true, IoKind.WRITE, 131072, units / 32, 1.0), 32, 0).endNanos();
        return run(drive, new SimpleWorkload(false, IoKind.WRITE, 4096, 3 * units, 1.0), 32, start);
    }

    /**
     * Static wear levelling on the timed drive: after a fill, 4 KiB random writes on a hot tenth.
     * The cold moves are GC work with a write stream of their own, paced beside the victim: the band
     * stays continuous (no second below half the mean) and the most-worn block wears less, for some
     * throughput and a longer tail (GC at twice its pace during a move).
     */
    @Test
    void wearLevelingMovesColdDataWithoutStallingTheHost() {
        HotRun off = hotWritesAfterFill(0);
        HotRun on = hotWritesAfterFill(6);
        double slowestOn = on.run.intervals().stream().filter(i -> i.seconds() >= 0.999).mapToDouble(IntervalStats::iops)
                .min().orElseThrow();
        System.out.printf("timed drive, hot tenth: levelling off erases %d..%d, %.0f IOPS, write p99 %.0f µs, max %.0f µs; "
                + "threshold 6: %d..%d, %.0f IOPS (slowest second %.0f), p99 %.0f µs, max %.0f µs, %d cold moves%n",
                off.drive.ftl().leastErases(), off.drive.ftl().mostErases(), off.run.total().iops(),
                off.run.total().writeLatency().p99Micros(), off.run.total().writeLatency().maxMicros(),
                on.drive.ftl().leastErases(), on.drive.ftl().mostErases(), on.run.total().iops(), slowestOn,
                on.run.total().writeLatency().p99Micros(), on.run.total().writeLatency().maxMicros(),
                on.drive.ftl().wearLevelingVictims());
        assertEquals(0, off.drive.ftl().leastErases(), "without levelling the cold blocks are never erased");
        assertTrue(on.drive.ftl().wearLevelingVictims() > 0, "no cold move");
        assertTrue(on.drive.ftl().mostErases() < off.drive.ftl().mostErases(), "most-worn block "
                + on.drive.ftl().mostErases() + " erases against " + off.drive.ftl().mostErases());
        assertTrue(slowestOn > 0.5 * on.run.total().iops(), "slowest second " + slowestOn + " IOPS");
        assertTrue(on.run.total().iops() > 0.8 * off.run.total().iops(), on.run.total().iops() + " IOPS against "
                + off.run.total().iops());
        assertTrue(on.run.total().writeLatency().maxMicros() < 3 * off.run.total().writeLatency().maxMicros(),
                "longest write " + on.run.total().writeLatency().maxMicros() + " µs");
        assertEquals(java.util.List.of(), on.drive.ftl().checkInvariants());
    }

    private record HotRun(TimedDrive drive, RunResult run) {
    }

    /** The generic drive (2 µs per relocated unit, the given levelling threshold) filled, then 2 M 4 KiB writes on a hot tenth. */
    private static HotRun hotWritesAfterFill(int wearLevelingThreshold) {
        DriveSpec base = drive(1500, 550, 16 << 20);
        TimedDrive drive = fresh(new DriveSpec(base.model(), base.geometry(), base.nand(), base.controller(),
                base.hostLinkMBps(), new FirmwareCosts(2, 0, 0, 1, wearLevelingThreshold)));
        long units = 3_900_000 / 8;
        long start = run(drive, new SimpleWorkload(true, IoKind.WRITE, 131072, units / 32, 1.0), 32, 0).endNanos();
        return new HotRun(drive, run(drive, new SimpleWorkload(false, IoKind.WRITE, 4096, 2_000_000, 0.1), 32, start));
    }

    /** 4 KiB random writes at QD32 over a fraction of the LBAs, after a fill of that span; IOPS of the last quarter. */
    private static double steadyIops(double span, boolean preconditioned) {
        TimedDrive drive = fresh(drive(1500, 550, 16 << 20));
        long start = 0;
        long units = 3_900_000 / 8;
        if (preconditioned) {
            start = run(drive, new SimpleWorkload(true, IoKind.WRITE, 131072, (long) (units * span / 32), span), 32, 0).endNanos();
        }
        long writes = preconditioned ? 3 * units : 20_000;
        RunResult result = run(drive, new SimpleWorkload(false, IoKind.WRITE, 4096, writes, span), 32, start);
        long lastQuarterStart = result.startNanos() + 3 * (result.endNanos() - result.startNanos()) / 4;
        return result.intervals().stream().filter(i -> i.startNanos() >= lastQuarterStart)
                .mapToDouble(IntervalStats::iops).average().orElse(result.total().iops());
    }

    @Test
    void idleTimeLetsBackgroundGcRestoreFreeBlocks() {
        TimedDrive drive = fresh(drive(1500, 550, 16 << 20));
        long units = 3_900_000 / 8;
        RunResult writes = run(drive, SimpleWorkload.random(IoKind.WRITE, 4096, 2 * units), 32, 0);
        int before = drive.ftl().freeBlocks();
        long end = drive.idle(writes.endNanos(), 60 * SECOND);
        int after = drive.ftl().freeBlocks();
        assertTrue(after > before + 3, before + " -> " + after);
        // it refills the pool to half the spare (256 blocks, 239 hold user data), not the whole drive
        drive.idle(end, 600 * SECOND);
        assertEquals(after, drive.ftl().freeBlocks(), "ten more minutes of idle clean nothing more");
        assertTrue(after <= (256 - 239) / 2 + 1, "free blocks " + after);
    }

    /**
     * Idle GC relocates no more than the controller can before the host returns: the first write
     * after a short pause does not wait for relocation begun while idle (the fault HIR's 5 s waits
     * showed: the access period spent waiting for the idle GC booked in the pause).
     */
    @Test
    void idleGcStopsWhenTheHostReturns() {
        Geometry geometry = new Geometry(4, 2, PLANES, 256, 64, PAGE, 4096, 3_900_000);
        NandTiming nand = new NandTiming(50, 500, 3000, 400, true);
        // idle GC after 100 ms at 1 000 blocks per second, 30 µs of controller time per relocated unit
        ControllerSpec controller = new ControllerSpec(10, 12, 16 << 20, false, 0, 0, 2, 4, true, 100, 1000, 0, 0, 5, 8);
        DriveSpec spec = new DriveSpec("generic", geometry, nand, controller, 550, new FirmwareCosts(30, 0));
        TimedDrive drive = fresh(spec);
        long units = 3_900_000 / 8;
        RunResult writes = run(drive, SimpleWorkload.random(IoKind.WRITE, 4096, 2 * units), 32, 0);
        long from = drive.quiescentAt();
        long relocatedBefore = drive.ftl().gcUnitsRelocated();
        long pause = SECOND / 2;
        long end = drive.idle(from, pause);
        long relocated = drive.ftl().gcUnitsRelocated() - relocatedBefore;
        // 400 ms of GC time hold 400 ms / 30 µs = 13 333 units; the rate alone would allow 400 blocks
        assertTrue(relocated > 0 && relocated <= (pause - 100_000_000L) / 30_000, relocated + " units relocated");
        long done = drive.write(end, 0, 8, 0);
        assertTrue(done - end < 1_000_000, "the first write after the pause waited " + (done - end) / 1e6 + " ms");
        assertTrue(writes.total().iops() > 0);
    }

    @Test
    void sameSeedSameTimeSeries() {
        RunResult a = run(fresh(drive(1500, 550, 16 << 20)), SimpleWorkload.random(IoKind.WRITE, 4096, 600_000), 32, 0);
        RunResult b = run(fresh(drive(1500, 550, 16 << 20)), SimpleWorkload.random(IoKind.WRITE, 4096, 600_000), 32, 0);
        assertEquals(a.intervals(), b.intervals());
        assertEquals(a.ftl(), b.ftl());
    }

    @Test
    void wsatWritesFourCapacitiesAndIopsFallFromFreshToSteady() {
        DriveSpec spec = drive(1500, 550, 16 << 20);
        RunResult wsat = Wsat.run(fresh(spec), 0, SECOND, 3);
        assertEquals(4 * spec.geometry().userBytes(), wsat.total().bytes(), 4096 * 2);
        double first = wsat.intervals().get(0).iops();
        double last = wsat.intervals().get(wsat.intervals().size() - 2).iops();
        assertTrue(last < 0.5 * first, "IOPS " + first + " -> " + last);
        assertTrue(wsat.ftl().writeAmplification() > 2, "WA " + wsat.ftl().writeAmplification());
    }

    @Test
    void flushWaitsForTheBufferedPagesToBeProgrammed() {
        TimedDrive drive = fresh(drive(1500, 2000, 64 << 20));
        long written = drive.write(0, 0, 2048, 0); // 1 MiB: taken by the buffer at link speed
        long flushed = drive.flush(written);
        assertTrue(flushed > written + 1_000_000, "a FLUSH waits for 1 MiB of 1.5 ms programs, got "
                + (flushed - written) + " ns after the write completed");
        assertEquals(drive.quiescentAt(), flushed, 50_000, "and ends when the dies have programmed it");
        long second = drive.flush(flushed);
        assertTrue(second - flushed < 50_000, "a FLUSH with nothing buffered costs only its command");
    }

    /**
     * A FLUSH after each 4 KiB write (a journal committing every block) on 8 KiB pages: what the
     * buffer holds of a begun page must reach NAND, so the page is programmed padded and the next
     * write starts a new one: two flash units per unit written, against one without the FLUSHes.
     */
    @Test
    void aFlushProgramsAHalfFilledPagePadded() {
        TimedDrive flushed = fresh(drive(1500, 550, 64 << 20));
        TimedDrive unflushed = fresh(drive(1500, 550, 64 << 20));
        long t = 0;
        long u = 0;
        for (int i = 0; i < 1000; i++) {
            t = flushed.flush(flushed.write(t, 8L * i, 8, 0));
            u = unflushed.write(u, 8L * i, 8, 0);
        }
        assertEquals(2.0, flushed.nandPagesProgrammed() * (double) PAGE / 4096 / 1000, 0.01);
        assertEquals(1.0, unflushed.nandPagesProgrammed() * (double) PAGE / 4096 / 1000, 0.01);
    }
}
