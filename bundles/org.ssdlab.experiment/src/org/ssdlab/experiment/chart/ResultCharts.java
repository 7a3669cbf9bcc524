package org.ssdlab.experiment.chart;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.IntervalPoint;
import org.ssdlab.experiment.run.PhaseMetrics;

/**
 * Every chart of one or more executions of an experiment, the same for the result directory's
 * {@code charts/} and the workbench: {@code charts} by file name in a fixed order, and the
 * per-phase comparisons by metric (the first, MB/s, is also the file {@code comparison}). It only
 * rearranges: every number comes from the runner.
 */
public record ResultCharts(String title, Map<String, ChartModel> charts, List<BarChartModel> phaseBars) {

    public static final String IOPS = "iops";
    public static final String THROUGHPUT = "throughput";
    public static final String WRITE_AMPLIFICATION = "write-amplification";
    public static final String LATENCY = "latency";
    public static final String COMPARISON = "comparison";
    public static final String SCATTER = "iops-scatter";
    public static final String SCATTER_LOG = "iops-scatter-log";
    public static final String WSAT = "wsat";
    /** The prefix of a benchmark pass's chart, followed by the pass's name. */
    public static final String BENCHMARK = "benchmark-";

    public ResultCharts {
        charts = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(charts));
        phaseBars = List.copyOf(phaseBars);
    }

    public static ResultCharts of(ExperimentResult result) {
        return of(result.experiment() + " (seed " + result.seed() + ")", RunSeries.of(result));
    }

    /** The charts of {@code runs}, each its own hue; runs of several executions overlay (see {@link RunSeries#of(Map)}). */
    public static ResultCharts of(String title, List<RunSeries> runs) {
        Map<String, ChartModel> charts = new LinkedHashMap<>();
        TimeCharts time = new TimeCharts(runs);
        charts.put(IOPS, time.figure("IOPS over time", Axis.of("IOPS", AxisFormat.NUMBER), one(IntervalPoint::iops)));
        charts.put(THROUGHPUT, time.figure("Throughput over time", Axis.of("MB/s", AxisFormat.PLAIN),
                one(IntervalPoint::throughputMBps)));
        charts.put(WRITE_AMPLIFICATION, time.figure("Write amplification over time", Axis.of("WA", AxisFormat.PLAIN),
                List.of(new TimeCharts.Measure("", Shade.BASE, IntervalPoint::writeAmplification),
                        new TimeCharts.Measure(" cumulative", Shade.DARK, IntervalPoint::cumulativeWriteAmplification))));
        charts.put(LATENCY, time.figure("Latency percentiles over time", Axis.log("latency", AxisFormat.MICROSECONDS),
                List.of(new TimeCharts.Measure(" p50", Shade.DARK, IntervalPoint::p50LatencyUs),
                        new TimeCharts.Measure(" p99", Shade.BASE, IntervalPoint::p99LatencyUs),
                        new TimeCharts.Measure(" p99.9", Shade.LIGHT, IntervalPoint::p999LatencyUs))));
        List<BarChartModel> bars = List.of(
                PhaseBars.of("Throughput per phase", Axis.of("MB/s", AxisFormat.PLAIN), runs, PhaseMetrics::throughputMBps),
                PhaseBars.of("IOPS per phase", Axis.of("IOPS", AxisFormat.NUMBER), runs, PhaseMetrics::iops),
                PhaseBars.of("Write amplification per phase", Axis.of("WA", AxisFormat.PLAIN), runs,
                        PhaseMetrics::writeAmplification),
                PhaseBars.of("Mean latency per phase", Axis.of("latency", AxisFormat.MICROSECONDS), runs,
                        PhaseMetrics::meanLatencyUs),
                PhaseBars.of("p99 latency per phase", Axis.of("latency", AxisFormat.MICROSECONDS), runs,
                        PhaseMetrics::p99LatencyUs));
        if (!bars.get(0).categories().isEmpty()) {
            charts.put(COMPARISON, bars.get(0));
        }
        charts.putAll(BenchmarkCharts.of(runs));
        LineChartModel scatter = ConsistencyCharts.perSecondIops(runs, false);
        if (!scatter.curves().isEmpty()) {
            charts.put(SCATTER, scatter);
            charts.put(SCATTER_LOG, ConsistencyCharts.perSecondIops(runs, true));
        }
        LineChartModel wsat = ConsistencyCharts.wsat(runs);
        if (!wsat.curves().isEmpty()) {
            charts.put(WSAT, wsat);
        }
        return new ResultCharts(title, charts, bars.stream().filter(b -> !b.categories().isEmpty()).toList());
    }

    /** Nothing to draw yet. */
    public static ResultCharts empty(String title) {
        return of(title, List.of());
    }

    public ChartModel chart(String name) {
        return charts.get(name);
    }

    private static List<TimeCharts.Measure> one(java.util.function.ToDoubleFunction<IntervalPoint> value) {
        return List.of(new TimeCharts.Measure("", Shade.BASE, value));
    }
}
