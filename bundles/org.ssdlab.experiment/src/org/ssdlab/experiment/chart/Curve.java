package org.ssdlab.experiment.chart;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One line (or row of dots, or bar series) of a chart: its legend name, its run's hue and the shade
 * of it, and its points. A {@code NaN} y is a break: no line is drawn across it (a second without
 * samples, an idle gap). Pure data, no AWT or SWT.
 */
public record Curve(String name, int hue, Shade shade, double[] x, double[] y) {

    public Curve {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(shade, "shade");
        if (x.length != y.length) {
            throw new IllegalArgumentException(name + ": " + x.length + " x values but " + y.length + " y values");
        }
    }

    /** A curve in the base shade of hue 0 (tests, single-run charts). */
    public Curve(String name, double[] x, double[] y) {
        this(name, 0, Shade.BASE, x, y);
    }

    public int size() {
        return x.length;
    }

    /** The runs of consecutive drawable points, as {@code [from, to)} index pairs: what a line joins. */
    public List<int[]> segments() {
        List<int[]> segments = new ArrayList<>();
        int from = -1;
        for (int i = 0; i <= y.length; i++) {
            boolean drawable = i < y.length && Double.isFinite(y[i]) && Double.isFinite(x[i]);
            if (drawable && from < 0) {
                from = i;
            } else if (!drawable && from >= 0) {
                segments.add(new int[] { from, i });
                from = -1;
            }
        }
        return segments;
    }
}
