package org.ssdlab.sim.core.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.drive.ControllerSpec;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.drive.NandTiming;
import org.ssdlab.sim.api.gc.ClosedBlocks;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;

/** Concurrent jobs on one drive: their statistics add up, they slow each other, and they repeat. */
class JobsRunnerTest {

    private static final long SECOND = 1_000_000_000L;
    private static final long RUN = SECOND / 2;

    /** 16 dies·planes × 256 blocks × 64 pages × 8 KiB, as {@link TimedDriveTest}'s drive. */
    private static DriveSpec spec() {
        Geometry geometry = new Geometry(4, 2, 2, 256, 64, 8192, 4096, 3_900_000);
        NandTiming nand = new NandTiming(50, 500, 3000, 400, true);
        ControllerSpec controller = new ControllerSpec(10, 12, 1 << 20, false, 0, 0, 2, 4, true, 100, 100, 0, 0, 5, 8);
        return new DriveSpec("generic", geometry, nand, controller, 600);
    }

    /** Every LBA written once, sequentially; returns when the dies are done. */
    private static long fill(TimedDrive drive) {
        long bytes = drive.spec().geometry().userBytes();
        new WorkloadRunner(drive, 32, SECOND, () -> false).run(new MeteredWorkload(
                new RegionIo(IoKind.WRITE, false, 131072, 0, 0, 0), bytes, 0), 0, 1);
        return drive.quiescentAt();
    }

    private static Workload timed(Workload w) {
        return new MeteredWorkload(w, 0, RUN);
    }

    private static Workload randomReads() {
        return timed(new RegionIo(IoKind.READ, true, 4096, 0, 0, 0));
    }

    /** 4 KiB random reads arriving one every {@code gapNanos} (fio's {@code rate_iops}), for {@link #RUN}. */
    private static Workload pacedReads(long gapNanos) {
        return new Workload() {
            private long i;
            private long state;
            private long slots;

            @Override
            public void start(long userSectors, long seed) {
                i = 0;
                state = seed;
                slots = userSectors / 8;
            }

            @Override
            public boolean next(IoRequest request, long nowNanos) {
                long at = i * gapNanos;
                if (at >= RUN) {
                    return false;
                }
                state = state * 6364136223846793005L + 1442695040888963407L;
                request.set(IoKind.READ, Math.floorMod(state >>> 17, slots) * 8, 8, 0);
                request.arrivalNanos = at;
                i++;
                return true;
            }
        };
    }

    private static JobsRunner.Result jobs(TimedDrive drive, long start, int[] depths, int[] jobOf, Workload... w) {
        long[] seeds = new long[w.length];
        for (int i = 0; i < seeds.length; i++) {
            seeds[i] = 11 + i;
        }
        return new JobsRunner(drive, drive.ftl(), depths, jobOf, SECOND / 10, () -> false).run(w, start, seeds);
    }

    @Test
    void theJobsIopsAddUpToWhatTheDriveDelivers() {
        TimedDrive drive = new TimedDrive(spec(), ClosedBlocks::fewestValid, 1);
        long start = fill(drive);
        JobsRunner.Result two = jobs(drive, start, new int[] { 4, 4 }, new int[] { 0, 1 }, randomReads(), randomReads());
        IntervalStats a = two.jobs().get(0).total();
        IntervalStats b = two.jobs().get(1).total();
        IntervalStats all = two.all().total();
        assertEquals(all.reads(), a.reads() + b.reads());
        assertEquals(all.iops(), a.iops() + b.iops(), 1e-9 * all.iops());
        // two jobs of QD4 load the drive as one of QD8 does: the same IOPS between them
        TimedDrive other = new TimedDrive(spec(), ClosedBlocks::fewestValid, 1);
        long again = fill(other);
        RunResult one = new WorkloadRunner(other, 8, SECOND / 10, () -> false).run(randomReads(), again, 11);
        assertEquals(one.total().iops(), all.iops(), 0.03 * one.total().iops());
        // and the same reader does not get a drive of its own: each job has about half
        assertEquals(0.5, a.iops() / all.iops(), 0.05);
        assertEquals(all.reads(), sum(two.all()), "the interval series covers every request");
    }

    private static long sum(RunResult r) {
        long n = 0;
        for (IntervalStats s : r.intervals()) {
            n += s.reads();
        }
        return n;
    }

    @Test
    void aRateLimitedJobHoldsItsRateBesideAClosedLoopJob() {
        TimedDrive drive = new TimedDrive(spec(), ClosedBlocks::fewestValid, 1);
        long start = fill(drive);
        // 2000 IOPS asked of one job while another reads as fast as the drive lets it at QD8
        JobsRunner.Result r = jobs(drive, start, new int[] { 4, 8 }, new int[] { 0, 1 }, pacedReads(SECOND / 2000),
                randomReads());
        RunResult paced = r.jobs().get(0);
        IntervalStats free = r.jobs().get(1).total();
        assertEquals(RUN / (SECOND / 2000), paced.total().reads(), "every paced request issued");
        assertEquals(2000, paced.total().iops(), 20);
        for (IntervalStats s : paced.intervals()) {
            assertEquals(2000, s.iops(), 20, "the paced job's interval at " + s.startNanos());
        }
        assertTrue(free.iops() > 5 * paced.total().iops(), "the closed-loop job takes the rest: " + free.iops());
        assertEquals(r.all().total().iops(), paced.total().iops() + free.iops(), 1e-9 * r.all().total().iops());
    }

    @Test
    void aBackgroundWriterRaisesTheQd1ReadersLatency() {
        TimedDrive quiet = new TimedDrive(spec(), ClosedBlocks::fewestValid, 1);
        long start = fill(quiet);
        JobsRunner.Result alone = jobs(quiet, start, new int[] { 1 }, new int[] { 0 }, randomReads());
        TimedDrive busy = new TimedDrive(spec(), ClosedBlocks::fewestValid, 1);
        long from = fill(busy);
        JobsRunner.Result loaded = jobs(busy, from, new int[] { 1, 4 }, new int[] { 0, 1 }, randomReads(),
                timed(new RegionIo(IoKind.WRITE, false, 131072, 0, 0, 0)));
        IntervalStats reader = loaded.jobs().get(0).total();
        IntervalStats writer = loaded.jobs().get(1).total();
        double before = alone.jobs().get(0).total().readLatency().meanMicros();
        double after = reader.readLatency().meanMicros();
        assertTrue(after > 2 * before, "QD1 read latency alone " + before + " µs, beside the writer " + after + " µs");
        assertTrue(reader.readLatency().p99Micros() > alone.jobs().get(0).total().readLatency().p99Micros());
        assertTrue(writer.writes() > 0 && writer.reads() == 0 && reader.writes() == 0, "each job counts its own requests");
        assertEquals(reader.reads() + writer.reads(), loaded.all().total().reads());
        assertEquals(writer.bytesWritten(), loaded.all().total().bytesWritten());
    }

    @Test
    void instancesOfOneJobAreReportedTogether() {
        TimedDrive drive = new TimedDrive(spec(), ClosedBlocks::fewestValid, 1);
        long start = fill(drive);
        JobsRunner.Result r = jobs(drive, start, new int[] { 2, 2, 1 }, new int[] { 0, 0, 1 }, randomReads(),
                randomReads(), randomReads());
        assertEquals(2, r.jobs().size());
        assertEquals(r.all().total().reads(), r.jobs().get(0).total().reads() + r.jobs().get(1).total().reads());
        assertTrue(r.jobs().get(0).total().reads() > 3 * r.jobs().get(1).total().reads(),
                "four outstanding against one");
    }

    @Test
    void theSameSeedsGiveTheSameResults() {
        JobsRunner.Result[] runs = new JobsRunner.Result[2];
        for (int i = 0; i < 2; i++) {
            TimedDrive drive = new TimedDrive(spec(), ClosedBlocks::fewestValid, 1);
            long start = fill(drive);
            runs[i] = jobs(drive, start, new int[] { 1, 4 }, new int[] { 0, 1 }, randomReads(),
                    timed(RegionIo.mix(0.3, true, 16384, 0, 0, 0)));
        }
        for (int j = 0; j < 2; j++) {
            assertEquals(runs[0].jobs().get(j).total(), runs[1].jobs().get(j).total());
            assertEquals(runs[0].jobs().get(j).intervals(), runs[1].jobs().get(j).intervals());
        }
        assertEquals(runs[0].all().total(), runs[1].all().total());
    }

    @Test
    void aMixIssuesReadsInItsShare() {
        RegionIo mix = RegionIo.mix(0.65, true, 4096, 0, 0, 0);
        mix.start(1 << 20, 5);
        org.ssdlab.sim.api.workload.IoRequest r = new org.ssdlab.sim.api.workload.IoRequest();
        int reads = 0;
        for (int i = 0; i < 100_000; i++) {
            mix.next(r, 0);
            reads += r.kind == IoKind.READ ? 1 : 0;
        }
        assertEquals(0.65, reads / 100_000.0, 0.005);
    }
}
