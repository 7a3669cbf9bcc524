package org.ssdlab.experiment.chart;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

import org.ssdlab.experiment.run.IntervalPoint;

/**
 * The measures over time, one panel per phase (a benchmark pass is one panel), each with the time
 * since the phase began so the runs overlay, and a break in a line wherever a run has no sample.
 * A phase gets a panel in a chart when a run has a positive value of its measure there (an idle
 * phase has no IOPS panel, but its cumulative WA is drawn).
 */
final class TimeCharts {

    /** A step between samples this many times the usual one is a gap, not a slope to draw. */
    static final double GAP = 1.5;

    /** One measure of a curve: its legend suffix, shade and value. */
    record Measure(String suffix, Shade shade, ToDoubleFunction<IntervalPoint> value) {
    }

    private final List<RunSeries> runs;
    private final Map<String, List<Sections.Section>> byName = new LinkedHashMap<>();

    TimeCharts(List<RunSeries> runs) {
        this.runs = runs;
        for (RunSeries run : runs) {
            for (Sections.Section s : Sections.of(run.phases()).list()) {
                if (s.phases().stream().anyMatch(p -> !p.points().isEmpty())) {
                    byName.computeIfAbsent(s.name(), k -> new ArrayList<>());
                }
            }
        }
    }

    /** Whether some run has a positive value of a measure in {@code section} (an idle phase's IOPS has none). */
    private boolean hasValues(String section, List<Measure> measures) {
        for (RunSeries run : runs) {
            for (IntervalPoint p : points(run, section)) {
                for (Measure m : measures) {
                    if (m.value().applyAsDouble(p) > 0) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    Figure figure(String title, Axis y, List<Measure> measures) {
        List<ChartModel> panels = new ArrayList<>();
        List<Double> weights = new ArrayList<>();
        for (String section : byName.keySet()) {
            if (!hasValues(section, measures)) {
                continue;
            }
            List<Curve> curves = new ArrayList<>();
            int samples = 0;
            for (int hue = 0; hue < runs.size(); hue++) {
                RunSeries run = runs.get(hue);
                List<IntervalPoint> points = points(run, section);
                if (points.isEmpty()) {
                    continue;
                }
                double start = points.get(0).timeSeconds();
                samples = Math.max(samples, points.size());
                for (Measure m : measures) {
                    curves.add(curve(run.name() + m.suffix(), hue, m.shade(), points, start, m.value(), y.log()));
                }
            }
            panels.add(LineChartModel.lines(section, Axis.of("s since the phase began", AxisFormat.PLAIN), y, curves));
            // by the samples drawn, not the time spanned: a year of use sampled daily must not crush the tests
            weights.add(Math.sqrt(Math.max(samples, 1)));
        }
        return new Figure(title, panels, weights.stream().mapToDouble(Double::doubleValue).toArray());
    }

    private static List<IntervalPoint> points(RunSeries run, String section) {
        List<IntervalPoint> points = new ArrayList<>();
        for (Sections.Section s : Sections.of(run.phases()).list()) {
            if (s.name().equals(section)) {
                s.phases().forEach(p -> points.addAll(p.points()));
                break;
            }
        }
        return points;
    }

    /**
     * The points' values against the time since {@code start}, with a NaN point inserted wherever
     * the step to the next sample is more than {@link #GAP} times the usual one (no samples there),
     * and non-positive values dropped on a log axis.
     */
    static Curve curve(String name, int hue, Shade shade, List<IntervalPoint> points, double start,
            ToDoubleFunction<IntervalPoint> value, boolean log) {
        double step = step(points);
        List<double[]> xy = new ArrayList<>();
        for (int i = 0; i < points.size(); i++) {
            IntervalPoint p = points.get(i);
            if (i > 0 && p.timeSeconds() - points.get(i - 1).timeSeconds() > GAP * step) {
                xy.add(new double[] { points.get(i - 1).timeSeconds() - start + step, Double.NaN });
            }
            double v = value.applyAsDouble(p);
            xy.add(new double[] { p.timeSeconds() - start, log && !(v > 0) ? Double.NaN : v });
        }
        return new Curve(name, hue, shade, xy.stream().mapToDouble(a -> a[0]).toArray(),
                xy.stream().mapToDouble(a -> a[1]).toArray());
    }

    /** The usual step between samples: the median of the positive steps, 1 s when there are none. */
    static double step(List<IntervalPoint> points) {
        double[] steps = new double[Math.max(0, points.size() - 1)];
        int n = 0;
        for (int i = 1; i < points.size(); i++) {
            double d = points.get(i).timeSeconds() - points.get(i - 1).timeSeconds();
            if (d > 0) {
                steps[n++] = d;
            }
        }
        if (n == 0) {
            return 1;
        }
        java.util.Arrays.sort(steps, 0, n);
        return steps[n / 2];
    }
}
