package org.ssdlab.sim.core.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.drive.ControllerSpec;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.drive.NandTiming;
import org.ssdlab.sim.api.gc.ClosedBlocks;
import org.ssdlab.sim.api.host.BlockDevice;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;
import org.ssdlab.sim.testing.RecordingDevice;

/**
 * The runner's metrics on a device whose latencies are known exactly: reads take 100 µs, the j-th
 * write 1 … 1000 µs in turn (a uniform distribution with known percentiles), a FLUSH 5 ms.
 */
class WorkloadRunnerMetricsTest {

    private static final long SECOND = 1_000_000_000L;
    /** Per cycle of ten requests: three 4 KiB reads, seven 4 KiB writes, and after the cycle one FLUSH. */
    private static final int CYCLES = 3_000;

    /** Answers every command after a latency fixed by its kind and, for writes, by their order. */
    private static BlockDevice knownDevice() {
        long[] writes = {0};
        return new RecordingDevice(1 << 20, (kind, now, sectors) -> switch (kind) {
            case WRITE -> (writes[0]++ % 1000 + 1) * 1000;
            case READ -> 100_000;
            case TRIM -> 1000;
            case FLUSH -> 5_000_000;
            case IDLE -> 0;
        });
    }

    private static Workload mix() {
        return new Workload() {
            private long issued;

            @Override
            public void start(long userSectors, long seed) {
                issued = 0;
            }

            @Override
            public boolean next(IoRequest request, long nowNanos) {
                if (issued >= CYCLES * 11L) {
                    return false;
                }
                long i = issued++ % 11;
                IoKind kind = i < 3 ? IoKind.READ : i < 10 ? IoKind.WRITE : IoKind.FLUSH;
                request.set(kind, (issued * 8) % (1 << 20), 8, 0);
                return true;
            }
        };
    }

    private static RunResult run() {
        Geometry geometry = new Geometry(4, 2, 2, 256, 16, 8192, 4096, 975_000);
        DriveSpec spec = new DriveSpec("observed", geometry, new NandTiming(50, 1500, 3000, 400, true),
                new ControllerSpec(10, 12, 16 << 20, false, 0, 0, 2, 4, true, 100, 100, 0, 0, 5, 8), 550);
        TimedDrive observed = new TimedDrive(spec, ClosedBlocks::fewestValid, 1);
        return new WorkloadRunner(knownDevice(), observed.ftl(), 1, SECOND, () -> false).run(mix(), 0, 1);
    }

    @Test
    void readsAndWritesAreCountedApartAndAddUpFlushesAreNoIo() {
        RunResult result = run();
        IntervalStats total = result.total();
        assertEquals(3L * CYCLES, total.reads());
        assertEquals(7L * CYCLES, total.writes());
        assertEquals(CYCLES, total.flushes());
        assertEquals(total.reads() + total.writes(), total.requests());
        assertEquals(total.readIops() + total.writeIops(), total.iops(), 1e-9 * total.iops());
        assertEquals(4096L * total.reads(), total.bytesRead());
        assertEquals(4096L * total.writes(), total.bytesWritten());
        assertEquals(total.readMegabytesPerSecond() + total.writeMegabytesPerSecond(), total.megabytesPerSecond(), 1e-9);
        // QD1: simulated time is the sum of all latencies, flushes included, and IOPS count only reads and writes
        double seconds = CYCLES * (3 * 100e-6 + 7 * 500.5e-6 + 5e-3);
        assertEquals(seconds, total.seconds(), 1e-6);
        assertEquals(10 * CYCLES / seconds, total.iops(), 1e-6 * total.iops());
        long reads = 0;
        long writes = 0;
        long flushes = 0;
        for (IntervalStats interval : result.intervals()) {
            reads += interval.reads();
            writes += interval.writes();
            flushes += interval.flushes();
        }
        assertEquals(total.reads(), reads);
        assertEquals(total.writes(), writes);
        assertEquals(total.flushes(), flushes);
        assertTrue(result.intervals().size() > 10, "intervals: " + result.intervals().size());
    }

    @Test
    void percentilesOfAKnownDistributionToThreeSignificantDigits() {
        IntervalStats total = run().total();
        LatencyStats w = total.writeLatency();
        assertEquals(7L * CYCLES, w.count());
        assertEquals(500.5, w.meanMicros(), 1e-9);
        assertEquals(500, w.p50Micros(), 0.001 * 500);
        assertEquals(900, w.p90Micros(), 0.001 * 900);
        assertEquals(990, w.p99Micros(), 0.001 * 990);
        assertEquals(999, w.p999Micros(), 0.001 * 999);
        assertEquals(1000, w.p9999Micros(), 0.001 * 1000);
        assertEquals(1000, w.maxMicros());
        LatencyStats r = total.readLatency();
        assertEquals(100, r.p50Micros(), 0.1);
        assertEquals(100, r.p9999Micros(), 0.1);
        assertEquals(100, r.maxMicros());
        assertEquals(5000, total.flushLatency().p99Micros(), 5);
        // reads and writes together: 30 % at 100 µs, 70 % spread over 1 … 1000 µs
        LatencyStats all = total.latency();
        assertEquals(0.3 * 100 + 0.7 * 500.5, all.meanMicros(), 1e-9);
        // 37 % are at most 100 µs (all reads, a tenth of the writes); the next 13 % are writes up to 286 µs
        assertEquals(100 + 0.13 / 0.7 * 1000, all.p50Micros(), 0.001 * 286 + 1);
        assertEquals(1000 * (1 - 0.1 / 0.7), all.p90Micros(), 0.001 * 857 + 1);
        assertEquals(1000, all.maxMicros());
    }
}
