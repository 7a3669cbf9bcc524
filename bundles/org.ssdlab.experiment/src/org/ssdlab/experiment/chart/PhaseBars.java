package org.ssdlab.experiment.chart;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.function.ToDoubleFunction;

import org.ssdlab.experiment.run.PhaseMetrics;

/**
 * Runs compared phase by phase, one chart per metric. A phase where no run has a positive value
 * for the metric (a secure erase, an idle phase's IOPS) is left out instead of drawn as an empty row.
 */
final class PhaseBars {

    private PhaseBars() {
    }

    static BarChartModel of(String title, Axis value, List<RunSeries> runs, ToDoubleFunction<PhaseMetrics> metric) {
        LinkedHashSet<String> phases = new LinkedHashSet<>();
        runs.forEach(r -> r.phases().forEach(p -> phases.add(p.name())));
        List<String> categories = new ArrayList<>();
        List<double[]> values = new ArrayList<>();
        for (RunSeries run : runs) {
            double[] v = new double[phases.size()];
            Arrays.fill(v, Double.NaN);
            int i = 0;
            for (String phase : phases) {
                for (PhaseSeries p : run.phases()) {
                    if (p.name().equals(phase) && p.metrics() != null) {
                        double m = metric.applyAsDouble(p.metrics());
                        v[i] = Double.isFinite(m) ? m : Double.NaN;
                    }
                }
                i++;
            }
            values.add(v);
        }
        List<Integer> kept = new ArrayList<>();
        int i = 0;
        for (String phase : phases) {
            int index = i++;
            if (values.stream().anyMatch(v -> v[index] > 0)) {
                kept.add(index);
                categories.add(phase);
            }
        }
        double[] x = kept.stream().mapToDouble(k -> k).toArray();
        List<Curve> series = new ArrayList<>();
        for (int hue = 0; hue < runs.size(); hue++) {
            double[] v = values.get(hue);
            series.add(new Curve(runs.get(hue).name(), hue, Shade.BASE, x, kept.stream().mapToDouble(k -> v[k]).toArray()));
        }
        return new BarChartModel(title, value, categories, series);
    }
}
