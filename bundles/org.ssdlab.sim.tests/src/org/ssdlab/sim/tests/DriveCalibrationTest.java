package org.ssdlab.sim.tests;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.PluginRegistry;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.FreshEstimate;
import org.ssdlab.sim.core.timing.IntervalStats;
import org.ssdlab.sim.core.timing.RunResult;
import org.ssdlab.sim.core.timing.TimedDrive;
import org.ssdlab.sim.core.timing.WorkloadRunner;

/**
 * The installed drive plugins, fresh out of the box, against their spec sheets (±15 %), run the way
 * a benchmark tool would: 128 KiB sequential at QD32, 4 KiB random at QD32 and QD1; and against
 * {@link FreshEstimate}, the closed form plugin authors fit with (±5 %). Published benchmark figures of
 * the real drives are held by {@link CalibrationExamplesTest} on the bundled calibration examples.
 */
class DriveCalibrationTest {

    private static final long SECOND = 1_000_000_000L;
    private static final long GIB = 1L << 30;
    private static final double TOLERANCE = 0.15;
    private static final double ESTIMATE_TOLERANCE = 0.05;

    /** Spec-sheet figures, those the drives' descriptions mark verified [V]: MB/s, then IOPS. */
    record SpecSheet(double seqReadMBps, double seqWriteMBps, double randomReadQd32, double randomWriteQd32,
            double randomReadQd1, double randomWriteQd1) {
    }

    static Stream<Arguments> specSheets() {
        return Stream.of(
                Arguments.of("samsung-840-pro-256", new SpecSheet(540, 520, 100_000, 90_000, 9_900, 31_000)),
                Arguments.of("samsung-850-pro-128", new SpecSheet(550, 470, 100_000, 90_000, 10_000, 36_000)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("specSheets")
    void freshFiguresMatchTheSpecSheet(String driveId, SpecSheet spec) throws Exception {
        PluginRegistry registry = Services.registry();
        DriveSpec drive = registry.create(PluginKind.DRIVE, driveId, Map.of());

        TimedDrive sequential = timed(registry, drive);
        RunResult seqWrite = run(registry, sequential, 32, 0, Map.of("pattern", "sequential", "blockSizes", "131072",
                "bytes", 2 * GIB));
        RunResult seqRead = run(registry, sequential, 32, sequential.quiescentAt(), Map.of("pattern", "sequential",
                "blockSizes", "131072", "readPercent", 100, "bytes", 2 * GIB));
        RunResult readQd32 = run(registry, sequential, 32, sequential.quiescentAt(), Map.of("blockSizes", "4096",
                "readPercent", 100, "spanBytes", 2 * GIB, "requests", 200_000));
        RunResult readQd1 = run(registry, sequential, 1, sequential.quiescentAt(), Map.of("blockSizes", "4096",
                "readPercent", 100, "spanBytes", 2 * GIB, "requests", 20_000));
        TimedDrive random = timed(registry, drive);
        RunResult writeQd32 = run(registry, random, 32, 0, Map.of("blockSizes", "4096", "requests", 200_000));
        RunResult writeQd1 = run(registry, random, 1, random.quiescentAt(), Map.of("blockSizes", "4096", "requests", 20_000));

        FreshEstimate estimate = FreshEstimate.of(drive);
        assertAll(driveId,
                near("sequential read MB/s", spec.seqReadMBps(), seqRead.total()::megabytesPerSecond, TOLERANCE),
                near("sequential write MB/s", spec.seqWriteMBps(), seqWrite.total()::megabytesPerSecond, TOLERANCE),
                near("4K random read IOPS QD32", spec.randomReadQd32(), readQd32.total()::iops, TOLERANCE),
                near("4K random write IOPS QD32", spec.randomWriteQd32(), writeQd32.total()::iops, TOLERANCE),
                near("4K random read IOPS QD1", spec.randomReadQd1(), readQd1.total()::iops, TOLERANCE),
                near("4K random write IOPS QD1", spec.randomWriteQd1(), writeQd1.total()::iops, TOLERANCE),
                near("estimated sequential read MB/s", estimate.seqReadMBps(), seqRead.total()::megabytesPerSecond,
                        ESTIMATE_TOLERANCE),
                near("estimated sequential write MB/s", estimate.seqWriteMBps(), seqWrite.total()::megabytesPerSecond,
                        ESTIMATE_TOLERANCE),
                near("estimated 4K random read IOPS QD32", estimate.randomReadIopsQd32(), readQd32.total()::iops,
                        ESTIMATE_TOLERANCE),
                near("estimated 4K random write IOPS QD32", estimate.randomWriteIopsQd32(), writeQd32.total()::iops,
                        ESTIMATE_TOLERANCE),
                near("estimated 4K random read IOPS QD1", estimate.randomReadIopsQd1(), readQd1.total()::iops,
                        ESTIMATE_TOLERANCE),
                near("estimated 4K random write IOPS QD1", estimate.randomWriteIopsQd1(), writeQd1.total()::iops,
                        ESTIMATE_TOLERANCE));
    }

    private static Executable near(String figure, double expected, Supplier<Double> simulated, double tolerance) {
        return () -> assertEquals(expected, simulated.get(), tolerance * expected, figure);
    }

    /**
     * AnandTech's consistency test on the 840 Pro 256 GB: sequential fill, then 4 KiB random writes
     * at QD32 for 2 000 s, averaging the last 400 s; again with 25 % of the LBAs never written.
     */
    @Test
    void samsung840ProSteadyStateFallsFarBelowFreshAndRecoversWithReserve() throws Exception {
        PluginRegistry registry = Services.registry();
        DriveSpec drive = registry.create(PluginKind.DRIVE, "samsung-840-pro-256", Map.of());
        double fresh = 90_000;
        double full = steadyStateIops(registry, drive, 1.0);
        double reserve = steadyStateIops(registry, drive, 0.75);
        assertTrue(full < 0.3 * fresh, "steady state " + full + " IOPS vs fresh " + fresh);
        assertTrue(reserve > 1.5 * full, "with 25 % reserve " + reserve + " IOPS vs " + full + " without");
    }

    private static double steadyStateIops(PluginRegistry registry, DriveSpec drive, double span) throws Exception {
        TimedDrive timed = timed(registry, drive);
        long spanBytes = (long) (drive.geometry().userBytes() * span) / (1 << 20) * (1 << 20);
        RunResult fill = run(registry, timed, 32, 0, Map.of("pattern", "sequential", "blockSizes", "131072",
                "bytes", spanBytes));
        RunResult random = run(registry, timed, 32, fill.endNanos(), Map.of("blockSizes", "4096", "spanBytes", spanBytes,
                "durationMillis", 2_000_000));
        long from = random.endNanos() - 400 * SECOND;
        List<Double> last = new ArrayList<>();
        for (IntervalStats interval : random.intervals()) {
            if (interval.startNanos() >= from && interval.seconds() >= 0.999) {
                last.add(interval.iops());
            }
        }
        return last.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    }

    private static TimedDrive timed(PluginRegistry registry, DriveSpec drive) {
        return new TimedDrive(drive, registry.create(PluginKind.GC_STRATEGY, "greedy", Map.of()), 1);
    }

    private static RunResult run(PluginRegistry registry, TimedDrive drive, int queueDepth, long start,
            Map<String, ?> workload) {
        return new WorkloadRunner(drive, queueDepth, SECOND, () -> false)
                .run(registry.create(PluginKind.WORKLOAD, "synthetic", workload), start, 7);
    }
}
