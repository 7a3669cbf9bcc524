package org.ssdlab.ui.internal.results;

import java.util.List;

/**
 * What a line chart shows: curves over a common x axis (simulated seconds, usually), one or more
 * per run so runs overlay. Pure data: drawn by {@link ChartPanel}, exported by {@link ChartExport}.
 */
public record LineChartModel(String title, String xTitle, String yTitle, List<Curve> curves) {

    public LineChartModel {
        curves = List.copyOf(curves);
    }

    public Curve curve(String name) {
        return curves.stream().filter(c -> c.name().equals(name)).findFirst().orElse(null);
    }
}
