package org.ssdlab.experiment.chart;

import java.util.Objects;

/** An axis: its title, how its labels read, and whether it is logarithmic. */
public record Axis(String title, AxisFormat format, boolean log) {

    public Axis {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(format, "format");
    }

    public static Axis of(String title, AxisFormat format) {
        return new Axis(title, format, false);
    }

    public static Axis log(String title, AxisFormat format) {
        return new Axis(title, format, true);
    }
}
