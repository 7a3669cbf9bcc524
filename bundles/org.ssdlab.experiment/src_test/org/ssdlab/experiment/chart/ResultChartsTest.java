package org.ssdlab.experiment.chart;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.IntervalPoint;
import org.ssdlab.experiment.run.PhaseMetrics;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.RunOutcome;

/** What the chart model makes of results: panels per phase, breaks, shades, benchmark layout, consistency plots. */
class ResultChartsTest {

    private static List<RunSeries> twoRuns() {
        PhaseSeries erase = new PhaseSeries("secure-erase", "secure-erase", List.of(), Results.metrics(0, 0, 0));
        return List.of(
                new RunSeries("fresh", List.of(erase, Results.series("write", "workload", 0, 1, 2, 3))),
                new RunSeries("full", List.of(erase, Results.series("fill", "fill", 0, 1),
                        Results.series("write", "workload", 960, 961, 962))));
    }

    @Test
    void eachPhaseIsAPanelWithItsOwnTimeSoRunsOverlay() {
        Figure iops = (Figure) ResultCharts.of("t", twoRuns()).chart(ResultCharts.IOPS);
        assertEquals(List.of("write", "fill"), iops.panels().stream().map(ChartModel::title).toList(),
                "a phase without samples (secure-erase) gets no panel");
        LineChartModel write = (LineChartModel) iops.panels().get(0);
        assertEquals(List.of("fresh", "full"), write.curves().stream().map(Curve::name).toList());
        assertEquals(0, write.curve("full").x()[0], "the second run's phase starts at 0, not at 960 s");
        assertArrayEquals(new double[] { 0, 1, 2 }, write.curve("full").x());
        assertNotEquals(write.curve("fresh").hue(), write.curve("full").hue());
    }

    @Test
    void aGapInTheSamplesBreaksTheLine() {
        List<RunSeries> runs = List.of(new RunSeries("r", List.of(Results.series("w", "workload", 0, 1, 2, 10, 11, 12))));
        LineChartModel w = (LineChartModel) ((Figure) ResultCharts.of("t", runs).chart(ResultCharts.IOPS)).panels().get(0);
        Curve c = w.curves().get(0);
        assertEquals(7, c.size(), "one break point added");
        assertTrue(Double.isNaN(c.y()[3]));
        assertEquals(2, c.segments().size());
        assertArrayEquals(new int[] { 4, 7 }, c.segments().get(1));
        List<RunSeries> even = List.of(new RunSeries("r", List.of(Results.series("w", "workload", 0, 1, 2, 3))));
        Curve unbroken = ((LineChartModel) ((Figure) ResultCharts.of("t", even).chart(ResultCharts.IOPS)).panels().get(0))
                .curves().get(0);
        assertEquals(1, unbroken.segments().size());
    }

    @Test
    void latencyPercentilesAreShadesOfTheirRunsHueOnALogAxis() {
        Figure latency = (Figure) ResultCharts.of("t", twoRuns()).chart(ResultCharts.LATENCY);
        LineChartModel write = (LineChartModel) latency.panels().get(0);
        assertEquals(List.of("fresh p50", "fresh p99", "fresh p99.9", "full p50", "full p99", "full p99.9"),
                write.curves().stream().map(Curve::name).toList());
        assertEquals(List.of(Shade.DARK, Shade.BASE, Shade.LIGHT),
                write.curves().subList(0, 3).stream().map(Curve::shade).toList());
        assertEquals(1, write.curves().subList(0, 3).stream().map(Curve::hue).distinct().count());
        assertTrue(write.y().log());
        assertEquals(AxisFormat.MICROSECONDS, write.y().format());
    }

    @Test
    void phaseBarsLeaveOutPhasesWithoutValues() {
        BarChartModel mbps = ResultCharts.of("t", twoRuns()).phaseBars().get(0);
        assertEquals(List.of("write", "fill"), mbps.categories(), "secure-erase moved no data");
        assertTrue(Double.isNaN(mbps.series().get(0).y()[1]), "fresh has no fill phase");
    }

    @Test
    void aBenchmarkPassIsLaidOutAsItsToolShowsIt() {
        List<PhaseSeries> pass = new java.util.ArrayList<>();
        String[] steps = { "seq-write", "seq-read", "4k-prepare", "4k-read", "4k-write", "4k64-prepare", "4k64-read",
                "4k64-write" };
        for (int i = 0; i < steps.length; i++) {
            pass.add(new PhaseSeries("asssd-" + steps[i], "benchmark", List.of(Results.point(100 + i, 1, 1)),
                    Results.metrics(1, 1, 10 * (i + 1))));
        }
        List<RunSeries> runs = List.of(new RunSeries("r", pass));
        ResultCharts charts = ResultCharts.of("t", runs);
        Figure as = (Figure) charts.chart(ResultCharts.BENCHMARK + "asssd");
        assertEquals(List.of("Read", "Write"), as.panels().stream().map(ChartModel::title).toList());
        BarChartModel read = (BarChartModel) as.panels().get(0);
        BarChartModel write = (BarChartModel) as.panels().get(1);
        assertEquals(List.of("Seq", "4K", "4K-64Thrd"), read.categories());
        assertArrayEquals(new double[] { 20, 40, 70 }, read.series().get(0).y());
        assertArrayEquals(new double[] { 10, 50, 80 }, write.series().get(0).y());
        assertEquals(List.of("asssd"), ((Figure) charts.chart(ResultCharts.IOPS)).panels().stream()
                .map(ChartModel::title).toList(), "the pass is one panel over time");
    }

    @Test
    void runsOfSeveralExecutionsOverlayWithTheirOwnHues() {
        ExperimentResult a = new ExperimentResult("e", 1, 1, List.of(new RunOutcome("fresh", "X",
                List.of(Results.phase("w", "workload", 0, 5, 0, 100)))));
        ExperimentResult b = new ExperimentResult("e", 2, 1, List.of(new RunOutcome("fresh", "X",
                List.of(Results.phase("w", "workload", 50, 5, 0, 200)))));
        Map<String, ExperimentResult> executions = new LinkedHashMap<>();
        executions.put("monday", a);
        executions.put("tuesday", b);
        LineChartModel w = (LineChartModel) ((Figure) ResultCharts.of("two", RunSeries.of(executions))
                .chart(ResultCharts.IOPS)).panels().get(0);
        assertEquals(List.of("monday: fresh", "tuesday: fresh"), w.curves().stream().map(Curve::name).toList());
        assertEquals(List.of(0, 1), w.curves().stream().map(Curve::hue).toList());
        assertEquals(0, w.curves().get(1).x()[0]);
    }

    private static ExperimentResult consistency() {
        return new ExperimentResult("e", 1, 1, List.of(new RunOutcome("a", "X", List.of(
                Results.phase("wsat", "wsat", 0, 30, 0, 25_000),
                Results.phase("short-write", "workload", 31, 5, 0, 25_000),
                Results.phase("long-read", "workload", 37, 40, 50_000, 0),
                Results.phase("idle", "idle", 78, 40, 0, 3)))));
    }

    @Test
    void longWritePhasesAloneGetEverySecondAsADot() { // not the short write, the long read or the idle's metadata
        ResultCharts charts = ResultCharts.of(consistency());
        LineChartModel dots = (LineChartModel) charts.chart(ResultCharts.SCATTER);
        assertTrue(dots.dots());
        assertEquals(List.of("a / wsat"), dots.curves().stream().map(Curve::name).toList());
        Curve wsat = dots.curves().get(0);
        assertEquals(30, wsat.size(), "whole seconds only");
        assertEquals(0, wsat.x()[0]);
        assertEquals(0, wsat.y()[1], "a stalled second is at 0 IOPS");
        Curve log = ((LineChartModel) charts.chart(ResultCharts.SCATTER_LOG)).curves().get(0);
        assertEquals(1, log.y()[1], "and at 1 on the log plot");
    }

    /** A year of use sampled daily: no dots among the seconds, and a panel no wider than its samples warrant. */
    @Test
    void anAgePhaseSampledDailyNeitherJoinsTheDotsNorCrushesThePanels() {
        List<IntervalPoint> days = new ArrayList<>();
        for (int d = 0; d <= 365; d++) {
            days.add(Results.point(d * 86_400.0, 0, 50));
        }
        PhaseOutcome age = new PhaseOutcome("age", "age", Results.metrics(0, 50, 0.2), days);
        PhaseOutcome test = Results.phase("test", "workload", 365 * 86_400.0 + 1, 30, 0, 25_000);
        ResultCharts charts = ResultCharts.of(new ExperimentResult("e", 1, 1, List.of(new RunOutcome("a", "X",
                List.of(age, test)))));
        assertEquals(List.of("a / test"), ((LineChartModel) charts.chart(ResultCharts.SCATTER)).curves().stream()
                .map(Curve::name).toList());
        Figure latency = (Figure) charts.chart(ResultCharts.LATENCY);
        assertEquals(List.of("age", "test"), latency.panels().stream().map(ChartModel::title).toList());
        assertEquals(Math.sqrt(366) / Math.sqrt(31), latency.weights()[0] / latency.weights()[1], 1e-9,
                "366 samples against 31, not a year against 31 s");
    }

    @Test
    void wsatPlotsIopsAgainstTheDataWrittenBeforeEachSecond() {
        Curve wsat = ((LineChartModel) ResultCharts.of(consistency()).chart(ResultCharts.WSAT)).curves().get(0);
        assertEquals(0, wsat.x()[0]);
        assertEquals(25_000 * 4096e-9, wsat.x()[1], 1e-12);
        assertEquals(wsat.x()[1], wsat.x()[2], 1e-12, "a stalled second writes nothing");
    }

    @Test
    void noConsistencyPlotsWithoutLongWritePhasesOrWsat() {
        ExperimentResult none = new ExperimentResult("e", 1, 1, List.of(new RunOutcome("a", "X",
                List.of(Results.phase("short", "workload", 0, 5, 0, 100)))));
        ResultCharts charts = ResultCharts.of(none);
        assertFalse(charts.charts().containsKey(ResultCharts.SCATTER) || charts.charts().containsKey(ResultCharts.WSAT));
        assertEquals(List.of("iops", "throughput", "write-amplification", "latency", "comparison"),
                List.copyOf(charts.charts().keySet()));
    }

    @Test
    void liveChartsWithoutMetricsHaveNoBars() {
        List<RunSeries> live = List.of(new RunSeries("r", List.of(new PhaseSeries("w", "workload",
                List.of(Results.point(0, 0, 1), Results.point(1, 0, 1)), (PhaseMetrics) null))));
        ResultCharts charts = ResultCharts.of("live", live);
        assertEquals(List.of(), charts.phaseBars());
        assertEquals(1, ((Figure) charts.chart(ResultCharts.IOPS)).panels().size());
    }
}
