package org.ssdlab.experiment.chart;

import java.util.List;
import java.util.Objects;

/**
 * Curves over a common x axis, as lines or, for per-second consistency plots, as dots. Runs overlay:
 * each has its own hue.
 */
public record LineChartModel(String title, Axis x, Axis y, List<Curve> curves, boolean dots) implements ChartModel {

    public LineChartModel {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(x, "x");
        Objects.requireNonNull(y, "y");
        curves = List.copyOf(curves);
    }

    public static LineChartModel lines(String title, Axis x, Axis y, List<Curve> curves) {
        return new LineChartModel(title, x, y, curves, false);
    }

    public Curve curve(String name) {
        return curves.stream().filter(c -> c.name().equals(name)).findFirst().orElse(null);
    }
}
