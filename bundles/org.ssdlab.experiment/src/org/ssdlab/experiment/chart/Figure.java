package org.ssdlab.experiment.chart;

import java.util.List;
import java.util.Objects;

/**
 * Charts side by side under one title and one legend, sharing the value axis: one panel per phase
 * (each with its own time from the phase's start, runs overlaid), or a benchmark's read and write
 * columns. {@code weights} give the panels' relative widths (by the samples a phase drew).
 */
public record Figure(String title, List<ChartModel> panels, double[] weights) implements ChartModel {

    public Figure {
        Objects.requireNonNull(title, "title");
        panels = List.copyOf(panels);
        if (weights.length != panels.size()) {
            throw new IllegalArgumentException(title + ": " + weights.length + " weights for " + panels.size() + " panels");
        }
        if (panels.stream().anyMatch(Figure.class::isInstance)) {
            throw new IllegalArgumentException(title + ": a figure's panels are charts, not figures");
        }
        if (panels.stream().map(Object::getClass).distinct().count() > 1) {
            throw new IllegalArgumentException(title + ": a figure's panels are all line charts or all bar charts");
        }
    }

    public Figure(String title, List<ChartModel> panels) {
        this(title, panels, equal(panels.size()));
    }

    private static double[] equal(int n) {
        double[] w = new double[n];
        java.util.Arrays.fill(w, 1);
        return w;
    }
}
