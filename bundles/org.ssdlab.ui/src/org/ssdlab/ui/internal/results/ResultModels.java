package org.ssdlab.ui.internal.results;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.IntervalPoint;
import org.ssdlab.experiment.run.PhaseMetrics;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.RunOutcome;

/**
 * Turns the runner's results (complete, or the intervals seen so far) into what the charts draw.
 * It only rearranges: every number comes from the runner.
 */
public final class ResultModels {

    /** The intervals of one phase of one run, in order. */
    public record PhaseSeries(String phase, List<IntervalPoint> points) {
    }

    private ResultModels() {
    }

    public static ResultCharts of(ExperimentResult result) {
        Map<String, List<PhaseSeries>> series = new LinkedHashMap<>();
        for (RunOutcome run : result.runs()) {
            series.put(run.name(), run.phases().stream().map(p -> new PhaseSeries(p.name(), p.series())).toList());
        }
        String title = result.experiment() + " (seed " + result.seed() + ")";
        return withBars(lines(title, series), result);
    }

    /** The time-series charts of {@code runs}: run name to its phases' intervals. */
    public static ResultCharts lines(String title, Map<String, List<PhaseSeries>> runs) {
        List<Curve> iops = new ArrayList<>();
        List<Curve> mbps = new ArrayList<>();
        List<Curve> latency = new ArrayList<>();
        List<Curve> wa = new ArrayList<>();
        runs.forEach((run, phases) -> {
            List<IntervalPoint> points = new ArrayList<>();
            double[] time = runTime(phases, points);
            iops.add(curve(run, time, points, IntervalPoint::iops));
            mbps.add(curve(run, time, points, IntervalPoint::throughputMBps));
            latency.add(curve(run + " p50", time, points, IntervalPoint::p50LatencyUs));
            latency.add(curve(run + " p99", time, points, IntervalPoint::p99LatencyUs));
            latency.add(curve(run + " p99.9", time, points, IntervalPoint::p999LatencyUs));
            latency.add(curve(run + " p99.99", time, points, IntervalPoint::p9999LatencyUs));
            wa.add(curve(run, time, points, IntervalPoint::writeAmplification));
            wa.add(curve(run + " cumulative", time, points, IntervalPoint::cumulativeWriteAmplification));
        });
        return new ResultCharts(title, new LineChartModel("IOPS", "time (s)", "IOPS", iops),
                new LineChartModel("Throughput", "time (s)", "MB/s", mbps),
                new LineChartModel("Latency percentiles", "time (s)", "latency (µs)", latency),
                new LineChartModel("Write amplification", "time (s)", "WA", wa), List.of());
    }

    /** One time axis through all phases of a run: interval times count from the start of the run. */
    static double[] runTime(List<PhaseSeries> phases, List<IntervalPoint> collect) {
        phases.forEach(p -> collect.addAll(p.points()));
        return collect.stream().mapToDouble(IntervalPoint::timeSeconds).toArray();
    }

    private static Curve curve(String name, double[] time, List<IntervalPoint> points, ToDoubleFunction<IntervalPoint> y) {
        return new Curve(name, time, points.stream().mapToDouble(y).toArray());
    }

    private static ResultCharts withBars(ResultCharts lines, ExperimentResult result) {
        LinkedHashSet<String> phases = new LinkedHashSet<>();
        result.runs().forEach(r -> r.phases().forEach(p -> phases.add(p.name())));
        List<String> categories = List.copyOf(phases);
        List<BarChartModel> bars = List.of(
                bars("IOPS per phase", "IOPS", categories, result, PhaseMetrics::iops),
                bars("MB/s per phase", "MB/s", categories, result, PhaseMetrics::throughputMBps),
                bars("Write amplification per phase", "WA", categories, result, PhaseMetrics::writeAmplification),
                bars("Mean latency per phase", "µs", categories, result, PhaseMetrics::meanLatencyUs),
                bars("p99 latency per phase", "µs", categories, result, PhaseMetrics::p99LatencyUs));
        return new ResultCharts(lines.title(), lines.iops(), lines.throughput(), lines.latency(),
                lines.writeAmplification(), bars);
    }

    private static BarChartModel bars(String title, String yTitle, List<String> categories, ExperimentResult result,
            ToDoubleFunction<PhaseMetrics> metric) {
        double[] index = new double[categories.size()];
        for (int i = 0; i < index.length; i++) {
            index[i] = i;
        }
        List<Curve> series = new ArrayList<>();
        for (RunOutcome run : result.runs()) {
            double[] values = new double[categories.size()];
            java.util.Arrays.fill(values, Double.NaN);
            for (PhaseOutcome phase : run.phases()) {
                values[categories.indexOf(phase.name())] = metric.applyAsDouble(phase.metrics());
            }
            series.add(new Curve(run.name(), index, values));
        }
        return new BarChartModel(title, yTitle, categories, series);
    }
}
