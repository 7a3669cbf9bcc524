package org.ssdlab.sim.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.PluginRegistry;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.core.timing.IntervalStats;
import org.ssdlab.sim.core.timing.RunResult;
import org.ssdlab.sim.core.timing.TimedDrive;
import org.ssdlab.sim.core.timing.WorkloadRunner;

/**
 * Used drives against published full-span steady states (AnandTech's consistency method:
 * sequential fill of the whole span, 2 000 s of 4 KiB random writes at QD32, mean of the last
 * 400 s), within ±25 % of the published level, as a continuous band: no second at 0 IOPS.
 */
class UsedStateCalibrationTest {

    private static final long SECOND = 1_000_000_000L;

    static Stream<Arguments> published() {
        return Stream.of(
                // AnandTech 8747 p.5: "3,000-5,000 IOPS"
                Arguments.of("samsung-840-evo-250", 4_000),
                // AnandTech 8319 p.7 (845DC PRO "around 15K more" than the S3700's ~35K)
                Arguments.of("intel-dc-s3700-200", 35_000));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("published")
    void steadyStateLandsOnThePublishedLevel(String driveId, double publishedIops) throws Exception {
        PluginRegistry registry = Services.registry();
        DriveSpec drive = registry.create(PluginKind.DRIVE, driveId, Map.of());
        TimedDrive timed = new TimedDrive(drive, registry.create(PluginKind.GC_STRATEGY, "greedy", Map.of()), 1);
        RunResult fill = run(registry, timed, 0, Map.of("pattern", "sequential", "blockSizes", "131072",
                "bytes", drive.geometry().userBytes() / (1 << 20) * (1 << 20)));
        RunResult random = run(registry, timed, fill.endNanos(), Map.of("blockSizes", "4096", "durationMillis", 2_000_000));
        long from = random.endNanos() - 400 * SECOND;
        List<Double> last = random.intervals().stream().filter(i -> i.startNanos() >= from && i.seconds() >= 0.999)
                .map(IntervalStats::iops).toList();
        double mean = last.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        assertEquals(publishedIops, mean, 0.25 * publishedIops, driveId + " steady state");
        assertTrue(last.stream().allMatch(iops -> iops > 0.5 * mean), driveId + ": a continuous band, min "
                + last.stream().mapToDouble(Double::doubleValue).min().orElseThrow() + " against mean " + mean);
    }

    private static RunResult run(PluginRegistry registry, TimedDrive drive, long start, Map<String, ?> workload) {
        return new WorkloadRunner(drive, 32, SECOND, () -> false)
                .run(registry.create(PluginKind.WORKLOAD, "synthetic", workload), start, 7);
    }
}
