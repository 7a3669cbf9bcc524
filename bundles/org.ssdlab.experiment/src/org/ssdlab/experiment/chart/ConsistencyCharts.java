package org.ssdlab.experiment.chart;

import java.util.ArrayList;
import java.util.List;

import org.ssdlab.experiment.PhaseType;
import org.ssdlab.experiment.run.IntervalPoint;

/**
 * Every second of the long write phases as a dot (AnandTech's IOPS consistency plots, linear and
 * log) and the SNIA WSAT plot of IOPS against the data written. A run's phases share its hue, in
 * successive shades.
 */
final class ConsistencyCharts {

    /** Whole seconds a write phase needs for its own dots (a presentation choice, not a measurement). */
    static final int LONG_PHASE_SECONDS = 20;
    private static final Shade[] SHADES = { Shade.BASE, Shade.DARK, Shade.LIGHT };

    private ConsistencyCharts() {
    }

    /**
     * Phases that mostly wrote for more than {@link #LONG_PHASE_SECONDS} intervals of a second: each
     * whole second's IOPS from the phase's start; on a log axis a second at 0 is drawn at 1. A phase
     * sampled more coarsely (an age phase's days of use) is no sustained write and stays out: its
     * span would crush every test phase against the axis. Nor is an idle phase, whatever its
     * metadata writes.
     */
    static LineChartModel perSecondIops(List<RunSeries> runs, boolean log) {
        List<Curve> curves = new ArrayList<>();
        for (int hue = 0; hue < runs.size(); hue++) {
            int n = 0;
            for (PhaseSeries phase : runs.get(hue).phases()) {
                List<IntervalPoint> points = phase.points();
                if (phase.metrics() == null || PhaseType.IDLE.keyword().equals(phase.type())
                        || points.size() <= LONG_PHASE_SECONDS
                        || TimeCharts.step(points) > 1 + 1e-9 || !(phase.metrics().writes().iops() > 0)
                        || phase.metrics().reads().iops() > phase.metrics().writes().iops()) {
                    continue;
                }
                List<IntervalPoint> whole = points.subList(0, points.size() - 1); // the last is not a whole second
                double start = points.get(0).timeSeconds();
                curves.add(new Curve(runs.get(hue).name() + " / " + phase.name(), hue, SHADES[n++ % SHADES.length],
                        whole.stream().mapToDouble(p -> p.timeSeconds() - start).toArray(),
                        whole.stream().mapToDouble(p -> log ? Math.max(1, p.iops()) : p.iops()).toArray()));
            }
        }
        Axis y = log ? Axis.log("IOPS (log scale; a second at 0 is drawn at 1)", AxisFormat.NUMBER)
                : Axis.of("IOPS", AxisFormat.NUMBER);
        return new LineChartModel("IOPS of every second, long write phases",
                Axis.of("s since the phase began", AxisFormat.PLAIN), y, curves, true);
    }

    /** WSAT phases: each whole second's IOPS at the data written before it (SNIA PTS plots IOPS against TGBW). */
    static LineChartModel wsat(List<RunSeries> runs) {
        List<Curve> curves = new ArrayList<>();
        for (int hue = 0; hue < runs.size(); hue++) {
            int n = 0;
            for (PhaseSeries phase : runs.get(hue).phases()) {
                if (!PhaseType.WSAT.keyword().equals(phase.type()) || phase.points().isEmpty()) {
                    continue;
                }
                List<IntervalPoint> points = phase.points();
                int count = Math.max(1, points.size() - 1); // the last is not a whole second
                double[] x = new double[count];
                double[] y = new double[count];
                double gigabytes = 0;
                for (int i = 0; i < count; i++) {
                    IntervalPoint p = points.get(i);
                    x[i] = gigabytes;
                    y[i] = p.iops();
                    if (i + 1 < points.size() && Double.isFinite(p.writes().mbps())) {
                        gigabytes += p.writes().mbps() * (points.get(i + 1).timeSeconds() - p.timeSeconds()) / 1e3;
                    }
                }
                curves.add(new Curve(runs.get(hue).name() + " / " + phase.name(), hue, SHADES[n++ % SHADES.length], x, y));
            }
        }
        return new LineChartModel("WSAT: IOPS against data written (SNIA PTS)",
                Axis.of("total data written in the phase (GB)", AxisFormat.PLAIN), Axis.of("IOPS", AxisFormat.NUMBER),
                curves, true);
    }
}
