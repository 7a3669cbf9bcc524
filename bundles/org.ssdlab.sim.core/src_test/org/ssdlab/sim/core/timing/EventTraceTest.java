package org.ssdlab.sim.core.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.drive.ControllerSpec;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.drive.NandTiming;
import org.ssdlab.sim.api.gc.ClosedBlocks;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.Workload;

/**
 * The event trace sees what the engine books: every host request, GC victims and relocations,
 * erases on their own die lasting tBERS, buffer-full waits; and attaching it changes nothing.
 */
class EventTraceTest {

    private static final long SECOND = 1_000_000_000L;
    private static final double ERASE_MICROS = 3000;

    /** 8 dies × 2 planes, 256 blocks × 64 pages of 8 KiB: 2 GiB raw, about 7 % spare; a 1 MiB buffer. */
    private static DriveSpec drive() {
        Geometry geometry = new Geometry(4, 2, 2, 256, 64, 8192, 4096, 3_900_000);
        NandTiming nand = new NandTiming(50, 1500, ERASE_MICROS, 400, true);
        ControllerSpec controller = new ControllerSpec(10, 12, 1 << 20, false, 0, 0, 2, 4, true, 100, 100, 0, 0, 5, 8);
        return new DriveSpec("generic", geometry, nand, controller, 2000);
    }

    private static final class Recording implements EventTrace {
        long requests;
        long bytes;
        long lastDone;
        final List<long[]> erases = new ArrayList<>();
        long relocatedUnits;
        long victims;
        long bufferWaits;

        @Override
        public void request(IoKind kind, long lba, int sectors, long arrivalNanos, long doneNanos) {
            assertTrue(doneNanos >= arrivalNanos);
            requests++;
            bytes += kind == IoKind.READ || kind == IoKind.WRITE ? (long) sectors * Geometry.SECTOR_BYTES : 0;
            lastDone = Math.max(lastDone, doneNanos);
        }

        @Override
        public void erase(int drive, int die, long startNanos, long endNanos) {
            erases.add(new long[] { die, startNanos, endNanos });
        }

        @Override
        public void relocation(int drive, boolean background, long units, long startNanos, long endNanos) {
            relocatedUnits += units;
        }

        @Override
        public void victim(int drive, long atNanos, int block, int validUnits, long count) {
            victims += count;
        }

        @Override
        public void bufferFull(int drive, long fromNanos, long toNanos) {
            assertTrue(toNanos > fromNanos);
            bufferWaits++;
        }

        @Override
        public void flush(int drive, long arrivalNanos, long doneNanos) {
        }
    }

    /** Sequential fill, then the capacity once more in 4 KiB random writes at QD32: GC all the way. */
    private static RunResult torture(TimedDrive drive, EventTrace trace) {
        drive.trace(trace, 0);
        new WorkloadRunner(drive, 32, SECOND, () -> false).trace(trace)
                .run(SimpleWorkload.sequential(IoKind.WRITE, 131072, drive.userSectors() / 256).create(), 0, 1);
        return new WorkloadRunner(drive, 32, SECOND, () -> false).trace(trace)
                .run(SimpleWorkload.random(IoKind.WRITE, 4096, drive.userSectors() / 8).create(), drive.quiescentAt(), 1);
    }

    @Test
    void traceSeesRequestsGcAndErasesAsBooked() {
        TimedDrive drive = new TimedDrive(drive(), ClosedBlocks::fewestValid, 1);
        Recording trace = new Recording();
        RunResult result = torture(drive, trace);
        long requests = drive.userSectors() / 256 + drive.userSectors() / 8;
        assertEquals(requests, trace.requests);
        assertEquals(result.endNanos(), trace.lastDone);
        assertEquals(drive.ftl().gcUnitsRelocated(), trace.relocatedUnits, "every relocated unit is in a relocation event");
        assertEquals(drive.ftl().victimsChosen(), trace.victims);
        assertTrue(trace.victims > 0);
        // a superblock erase is one block erase per die, each on its own die and lasting tBERS
        long erasesBooked = trace.erases.size();
        assertTrue(erasesBooked >= 8 * (drive.ftl().erases() - 8) && erasesBooked <= 8 * drive.ftl().erases(),
                erasesBooked + " die erases for " + drive.ftl().erases() + " superblocks");
        for (long[] erase : trace.erases) {
            assertEquals(Math.round(ERASE_MICROS * 1000), erase[2] - erase[1]);
        }
        assertTrue(trace.bufferWaits > 0, "random writes under GC fill the 1 MiB buffer");
    }

    @Test
    void aTracedRunGivesTheSameResultsAsAnUntracedOne() {
        RunResult traced = torture(new TimedDrive(drive(), ClosedBlocks::fewestValid, 1), new Recording());
        RunResult plain = torture(new TimedDrive(drive(), ClosedBlocks::fewestValid, 1), null);
        assertEquals(plain.endNanos(), traced.endNanos());
        assertEquals(plain.total().iops(), traced.total().iops());
        assertEquals(plain.ftl(), traced.ftl());
    }

    /**
     * After a sequential fill, a {@code jobs} phase as fio runs two sections: a random writer at
     * QD16 and two random readers at QD4 on one clock, for a tenth of a second.
     */
    private static JobsRunner.Result jobs(TimedDrive drive, EventTrace trace) {
        drive.trace(trace, 0);
        new WorkloadRunner(drive, 32, SECOND, () -> false)
                .run(SimpleWorkload.sequential(IoKind.WRITE, 131072, drive.userSectors() / 256).create(), 0, 1);
        long start = drive.quiescentAt();
        Workload[] instances = {
                new MeteredWorkload(new RegionIo(IoKind.WRITE, true, 4096, 0, 0, 0), 0, SECOND / 10),
                new MeteredWorkload(new RegionIo(IoKind.READ, true, 4096, 0, 0, 0), 0, SECOND / 10),
                new MeteredWorkload(new RegionIo(IoKind.READ, true, 16384, 0, 0, 0), 0, SECOND / 10) };
        return new JobsRunner(drive, drive.ftl(), new int[] { 16, 4, 4 }, new int[] { 0, 1, 1 }, SECOND / 50, () -> false)
                .trace(trace).run(instances, start, new long[] { 3, 4, 5 });
    }

    @Test
    void aTracedJobsPhaseHasEveryRequestOfEveryJobAndTheUntracedResults() {
        Recording trace = new Recording();
        JobsRunner.Result traced = jobs(new TimedDrive(drive(), ClosedBlocks::fewestValid, 1), trace);
        IntervalStats all = traced.all().total();
        assertTrue(traced.jobs().get(0).total().writes() > 0 && traced.jobs().get(1).total().reads() > 0,
                "both jobs issued requests");
        // the fill was not traced (its runner had none): what the trace holds is the jobs' requests
        assertEquals(all.requests(), trace.requests);
        assertEquals(all.bytes(), trace.bytes);
        assertEquals(traced.all().endNanos(), trace.lastDone);

        JobsRunner.Result plain = jobs(new TimedDrive(drive(), ClosedBlocks::fewestValid, 1), null);
        assertEquals(plain.all().endNanos(), traced.all().endNanos());
        assertEquals(plain.all().total(), all, "the same statistics, latencies included");
        assertEquals(plain.all().intervals(), traced.all().intervals());
        for (int j = 0; j < 2; j++) {
            assertEquals(plain.jobs().get(j).total(), traced.jobs().get(j).total(), "job " + j);
        }
        assertEquals(plain.all().ftl(), traced.all().ftl());
    }

    @Test
    void utilisationIsTheBusyTimeTheDiesWereBooked() {
        TimedDrive drive = new TimedDrive(drive(), ClosedBlocks::fewestValid, 1);
        new WorkloadRunner(drive, 32, SECOND, () -> false)
                .run(SimpleWorkload.sequential(IoKind.WRITE, 131072, 8000).create(), 0, 1);
        long[] busy = new long[drive.dieCount()];
        drive.addDieBusyNanos(busy);
        // 8000 × 128 KiB = 62 500 two-plane programs of 16 KiB spread evenly over 8 dies, 1.5 ms each
        long programs = 8000L * 131072 / (2 * 8192);
        for (long b : busy) {
            assertEquals(programs / 8 * 1_500_000L, b);
        }
    }
}
