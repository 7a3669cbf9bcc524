package org.ssdlab.experiment.run;

/**
 * How a phase's IOPS spread over its whole simulated seconds (the consistency figure of
 * AnandTech-style tests): mean, smallest, largest and standard deviation (of the population of
 * seconds). NaN when the phase had no whole second.
 */
public record PerSecondIops(double mean, double min, double max, double stdev) {

    public static final PerSecondIops NONE = new PerSecondIops(Double.NaN, Double.NaN, Double.NaN, Double.NaN);

    public static PerSecondIops of(double[] iops) {
        if (iops.length == 0) {
            return NONE;
        }
        double sum = 0;
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (double v : iops) {
            sum += v;
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        double mean = sum / iops.length;
        double squares = 0;
        for (double v : iops) {
            squares += (v - mean) * (v - mean);
        }
        return new PerSecondIops(mean, min, max, Math.sqrt(squares / iops.length));
    }
}
