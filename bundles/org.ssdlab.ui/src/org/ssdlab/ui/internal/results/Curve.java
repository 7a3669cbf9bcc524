package org.ssdlab.ui.internal.results;

import java.util.Objects;

/** One line of a chart: a name (shown in the legend) and its points. Pure data, no SWT. */
public record Curve(String name, double[] x, double[] y) {

    public Curve {
        Objects.requireNonNull(name, "name");
        if (x.length != y.length) {
            throw new IllegalArgumentException(name + ": " + x.length + " x values but " + y.length + " y values");
        }
    }

    public int size() {
        return x.length;
    }
}
