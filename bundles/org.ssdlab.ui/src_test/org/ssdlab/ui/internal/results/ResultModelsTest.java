package org.ssdlab.ui.internal.results;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.IntervalPoint;
import org.ssdlab.experiment.run.PhaseMetrics;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.RunOutcome;

class ResultModelsTest {

    private static IntervalPoint point(double t, double iops) {
        return new IntervalPoint(t, iops, iops * 4096 / 1e6, 100, 90, 300, 500, 900, 2.5, 1.5, 10);
    }

    private static PhaseOutcome phase(String name, double iops, IntervalPoint... points) {
        return new PhaseOutcome(name, "workload", new PhaseMetrics(iops, 1, 2, 3, 4, 5, null), List.of(points));
    }

    private static final ExperimentResult RESULT = new ExperimentResult("demo", 7, 1.0, List.of(
            new RunOutcome("fresh", "ocz-agility2-60", List.of(phase("erase", Double.NaN), phase("write", 900, point(1, 1000), point(2, 800)))),
            new RunOutcome("full", "ocz-agility2-60", List.of(phase("fill", 50, point(0.5, 60)), phase("write", 300, point(3, 300))))));

    @Test
    void oneCurvePerRunThroughAllItsPhases() {
        ResultCharts charts = ResultModels.of(RESULT);
        assertEquals("demo (seed 7)", charts.title());
        assertEquals(List.of("fresh", "full"), charts.iops().curves().stream().map(Curve::name).toList());
        assertArrayEquals(new double[] { 0.5, 3 }, charts.iops().curve("full").x());
        assertArrayEquals(new double[] { 60, 300 }, charts.iops().curve("full").y());
        assertEquals(List.of("fresh p50", "fresh p99", "fresh p99.9", "fresh p99.99", "full p50", "full p99", "full p99.9",
                "full p99.99"),
                charts.latency().curves().stream().map(Curve::name).toList());
        assertArrayEquals(new double[] { 1.5, 1.5 }, charts.writeAmplification().curve("fresh cumulative").y());
    }

    @Test
    void barsCompareRunsPhaseByPhaseWithGapsWhereARunHasNoSuchPhase() {
        BarChartModel iops = ResultModels.of(RESULT).phaseBars().get(0);
        assertEquals(List.of("erase", "write", "fill"), iops.categories());
        assertArrayEquals(new double[] { Double.NaN, 900, Double.NaN }, iops.series().get(0).y());
        assertArrayEquals(new double[] { Double.NaN, 300, 50 }, iops.series().get(1).y());
        assertEquals(5, ResultModels.of(RESULT).phaseBars().size());
    }

    @Test
    void liveResultsGrowAsIntervalsArrive() {
        LiveResults live = new LiveResults("demo (running)");
        long before = live.version();
        live.add("fresh", "write", point(1, 10));
        live.add("fresh", "write", point(2, 20));
        live.add("full", "fill", point(1, 5));
        assertTrue(live.version() > before);
        ResultCharts charts = live.charts();
        assertArrayEquals(new double[] { 10, 20 }, charts.iops().curve("fresh").y());
        assertEquals(List.of(), charts.phaseBars());
    }
}
