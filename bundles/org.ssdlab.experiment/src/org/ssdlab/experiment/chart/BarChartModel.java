package org.ssdlab.experiment.chart;

import java.util.List;
import java.util.Objects;

/**
 * Bars per category (phases, or a benchmark's tests) and one bar series per run, drawn horizontally
 * so long phase names stay readable, each bar with its value. A series' {@code y} holds one value
 * per category, {@code NaN} where the run has none.
 */
public record BarChartModel(String title, Axis value, List<String> categories, List<Curve> series)
        implements ChartModel {

    public BarChartModel {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(value, "value");
        categories = List.copyOf(categories);
        series = List.copyOf(series);
        for (Curve s : series) {
            if (s.size() != categories.size()) {
                throw new IllegalArgumentException(s.name() + ": " + s.size() + " values for " + categories.size()
                        + " categories");
            }
        }
    }
}
