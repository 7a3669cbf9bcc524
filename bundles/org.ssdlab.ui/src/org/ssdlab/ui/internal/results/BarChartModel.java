package org.ssdlab.ui.internal.results;

import java.util.List;

/**
 * Bars per category (the phases) and one bar series per run, for comparing runs phase by phase.
 * A run without a phase has {@code NaN} there. Pure data.
 */
public record BarChartModel(String title, String yTitle, List<String> categories, List<Curve> series) {

    public BarChartModel {
        categories = List.copyOf(categories);
        series = List.copyOf(series);
    }
}
