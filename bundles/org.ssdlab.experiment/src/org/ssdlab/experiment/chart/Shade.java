package org.ssdlab.experiment.chart;

/**
 * Which shade of its run's hue a curve gets: measures of one run (p50, p99, p99.9; interval and
 * cumulative WA) stay recognisably that run and remain apart from each other.
 */
public enum Shade {
    /** The hue darkened: the central measure (p50, cumulative WA). */
    DARK,
    /** The hue itself: a run's only curve, or its middle measure. */
    BASE,
    /** The hue lightened: the tail measure (p99.9). */
    LIGHT
}
