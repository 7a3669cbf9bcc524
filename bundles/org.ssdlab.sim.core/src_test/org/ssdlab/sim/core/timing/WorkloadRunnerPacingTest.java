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

/** Open-loop arrivals hold their rate through the runner, and a ramp's requests stay out of its statistics. */
class WorkloadRunnerPacingTest {

    private static final long SECOND = 1_000_000_000L;

    /** Writes take 1 ms before {@code slowUntil}, 100 µs after; reads 100 µs. */
    private static BlockDevice knownDevice(long slowUntil) {
        return new RecordingDevice(1 << 20, (kind, now, sectors) -> switch (kind) {
            case WRITE -> now < slowUntil ? 1_000_000 : 100_000;
            case READ -> 100_000;
            case TRIM -> 1000;
            default -> 0;
        });
    }

    /** 4 KiB writes every {@code gapNanos} (0: closed loop) for {@code seconds}; the first {@code rampNanos} unmeasured. */
    private static Workload paced(long gapNanos, long seconds, long rampNanos) {
        return new Workload() {
            private long i;
            private long start = -1;

            @Override
            public void start(long userSectors, long seed) {
                i = 0;
                start = -1;
            }

            @Override
            public boolean next(IoRequest request, long nowNanos) {
                if (start < 0) {
                    start = nowNanos;
                }
                long at = gapNanos > 0 ? i * gapNanos : nowNanos - start;
                if (at >= seconds * SECOND) {
                    return false;
                }
                request.set(IoKind.WRITE, (i++ % 1000) * 8, 8, 0);
                if (gapNanos > 0) {
                    request.arrivalNanos = at;
                }
                request.measured = at >= rampNanos;
                return true;
            }
        };
    }

    private static RunResult run(BlockDevice device, Workload workload, int queueDepth) {
        Geometry geometry = new Geometry(4, 2, 2, 256, 16, 8192, 4096, 975_000);
        DriveSpec spec = new DriveSpec("observed", geometry, new NandTiming(50, 1500, 3000, 400, true),
                new ControllerSpec(10, 12, 16 << 20, false, 0, 0, 2, 4, true, 100, 100, 0, 0, 5, 8), 550);
        TimedDrive observed = new TimedDrive(spec, ClosedBlocks::fewestValid, 1);
        return new WorkloadRunner(device, observed.ftl(), queueDepth, SECOND, () -> false).run(workload, 0, 1);
    }

    @Test
    void aRateCapHoldsItsRateInEverySecond() {
        // 2000 IOPS asked of a device that could do 10 000 at QD1 or 40 000 at QD4
        RunResult result = run(knownDevice(0), paced(500_000, 5, 0), 4);
        assertEquals(2000, result.total().iops(), 1.0);
        assertEquals(10_000, result.total().requests());
        for (IntervalStats s : result.intervals().subList(0, 5)) {
            assertEquals(2000, s.iops(), 1.0, "second at " + s.startNanos());
        }
        assertEquals(100, result.total().latency().meanMicros(), 1e-6, "no queueing at a rate the device beats");
    }

    @Test
    void aRateAboveWhatTheDeviceDoesIsHeldToTheDevice() {
        // 50 000 IOPS asked at QD1 of a device serving 10 000
        RunResult result = run(knownDevice(0), paced(20_000, 2, 0), 1);
        assertEquals(10_000, result.total().iops(), 10);
    }

    @Test
    void theRampIsLeftOutOfTheStatisticsAndTheSeries() {
        // closed loop at QD1: 1 ms writes for the first two seconds (the ramp), 100 µs after, three seconds measured
        RunResult ramped = run(knownDevice(2 * SECOND), paced(0, 5, 2 * SECOND), 1);
        assertEquals(2 * SECOND, ramped.startNanos());
        assertEquals(100, ramped.total().latency().meanMicros(), 1e-6);
        assertEquals(10_000, ramped.total().iops(), 10);
        assertEquals(30_000, ramped.total().requests(), 2);
        assertEquals(2 * SECOND, ramped.intervals().getFirst().startNanos());
        assertTrue(ramped.intervals().stream().allMatch(s -> s.requests() == 0 || s.latency().meanMicros() == 100));
        // without the ramp the slow seconds count
        RunResult whole = run(knownDevice(2 * SECOND), paced(0, 5, 0), 1);
        assertEquals(0, whole.startNanos());
        assertEquals(32_000, whole.total().requests(), 2);
        assertTrue(whole.total().latency().meanMicros() > 150);
    }
}
