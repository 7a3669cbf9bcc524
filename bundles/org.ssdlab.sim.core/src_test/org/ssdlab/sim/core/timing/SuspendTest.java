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
import org.ssdlab.sim.api.workload.Workload;

/** Program/erase suspend: a host read interrupts its die's program or erase instead of waiting for it. */
class SuspendTest {

    private static final long US = 1_000;
    private static final long ERASE = 3_000 * US;
    private static final long PROGRAM = 500 * US;
    private static final long TR = 50 * US;
    private static final long SUSPEND = 20 * US;

    private static DieSchedule dies(long suspendNanos) {
        return new DieSchedule(1, 1, 1, ERASE, true, suspendNanos);
    }

    @Test
    void withoutSuspendAReadWaitsForTheErase() {
        DieSchedule d = dies(0);
        d.eraseBlocks(new int[] {0}, 1);
        assertEquals(ERASE, d.bookPendingErases(0));
        assertEquals(ERASE + TR, d.hostRead(0, 1_000 * US, TR));
    }

    @Test
    void aReadSuspendsTheEraseAndTheEraseEndsLater() {
        DieSchedule d = dies(SUSPEND);
        d.eraseBlocks(new int[] {0}, 1);
        d.bookPendingErases(0);
        long first = d.hostRead(0, 1_000 * US, TR);
        assertEquals(1_000 * US + SUSPEND + TR, first);
        // a second read during the same suspension follows the first without suspending again
        assertEquals(first + TR, d.hostRead(0, 1_010 * US, TR));
        assertEquals(ERASE + SUSPEND + 2 * TR, d.dieFree(0), "the erase resumes after both reads");
    }

    @Test
    void aReadSuspendsAProgramButNotAnotherRead() {
        DieSchedule d = dies(SUSPEND);
        long programmed = d.program(0, 0, PROGRAM);
        assertEquals(PROGRAM, programmed);
        assertEquals(100 * US + SUSPEND + TR, d.hostRead(0, 100 * US, TR));
        long free = d.dieFree(0);
        assertEquals(PROGRAM + SUSPEND + TR, free);
        // the die is idle afterwards: a read there is plain, and a read meeting that read waits for it
        long idleRead = d.hostRead(0, free + 10 * US, TR);
        assertEquals(free + 10 * US + TR, idleRead);
        assertEquals(idleRead + TR, d.hostRead(0, idleRead - 1, TR), "a read is never suspended");
    }

    @Test
    void gcReadsDoNotSuspend() {
        DieSchedule d = dies(SUSPEND);
        d.program(0, 0, PROGRAM);
        assertEquals(PROGRAM + TR, d.read(0, 100 * US, TR));
    }

    /** 16 dies·planes × 256 blocks × 64 pages × 8 KiB, as {@link JobsRunnerTest}'s drive, with a suspend latency. */
    private static DriveSpec spec(double suspendMicros) {
        Geometry geometry = new Geometry(4, 2, 2, 256, 64, 8192, 4096, 3_900_000);
        NandTiming nand = new NandTiming(50, 500, 3000, 400, true);
        ControllerSpec controller = new ControllerSpec(10, 12, 1 << 20, false, 0, 0, 2, 4, true, 100, 100, 0, 0, 5, 8);
        return new DriveSpec("generic", geometry, nand, controller, 600, new FirmwareCosts(0, 0, suspendMicros));
    }

    private static IntervalStats[] readerBesideWriter(double suspendMicros) {
        TimedDrive drive = new TimedDrive(spec(suspendMicros), ClosedBlocks::fewestValid, 1);
        long bytes = drive.spec().geometry().userBytes();
        new WorkloadRunner(drive, 32, 1_000_000_000L, () -> false).run(new MeteredWorkload(
                new RegionIo(IoKind.WRITE, false, 131072, 0, 0, 0), bytes, 0), 0, 1);
        long start = drive.quiescentAt();
        long run = 500_000_000L;
        Workload reader = new MeteredWorkload(new RegionIo(IoKind.READ, true, 4096, 0, 0, 0), 0, run);
        Workload writer = new MeteredWorkload(new RegionIo(IoKind.WRITE, true, 4096, 0, 0, 0), 0, run);
        JobsRunner.Result r = new JobsRunner(drive, drive.ftl(), new int[] { 1, 8 }, new int[] { 0, 1 },
                100_000_000L, () -> false).run(new Workload[] { reader, writer }, start, new long[] { 11, 12 });
        return new IntervalStats[] { r.jobs().get(0).total(), r.jobs().get(1).total() };
    }

    @Test
    void suspendShortensTheReadsOfAReaderBesideARandomWriter() {
        IntervalStats[] waiting = readerBesideWriter(0);
        IntervalStats[] suspending = readerBesideWriter(20);
        double before = waiting[0].readLatency().p99Micros();
        double after = suspending[0].readLatency().p99Micros();
        // without suspend a read behind a 500 µs program or 3 ms erase waits for it, with it about 20 µs;
        // what is left of the tail is GC's own reads and the channel (seen: p99 622 → 318 µs)
        assertTrue(after < 0.6 * before, "QD1 read p99 without suspend " + before + " µs, with " + after + " µs");
        assertTrue(suspending[0].readLatency().meanMicros() < waiting[0].readLatency().meanMicros(),
                "mean " + waiting[0].readLatency().meanMicros() + " → " + suspending[0].readLatency().meanMicros());
        System.out.printf("reader beside a random writer: p99 %.1f → %.1f µs, mean %.1f → %.1f µs; writer %.0f → %.0f IOPS%n",
                before, after, waiting[0].readLatency().meanMicros(), suspending[0].readLatency().meanMicros(),
                waiting[1].iops(), suspending[1].iops());
        // the suspended programs and erases end later, but the writer does not lose by it: its data no longer
        // waits on the host link behind reads that wait for a die (seen: 26 633 → 57 341 IOPS)
        assertTrue(suspending[1].iops() > 0.8 * waiting[1].iops(), "writer " + waiting[1].iops() + " → "
                + suspending[1].iops());
    }
}
