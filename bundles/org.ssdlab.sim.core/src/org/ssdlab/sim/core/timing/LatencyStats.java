package org.ssdlab.sim.core.timing;

import org.HdrHistogram.Histogram;

/**
 * The latency distribution of one kind of request over an interval or a run, microseconds; NaN
 * where no request of the kind completed. Percentiles come from a histogram with three
 * significant digits (an error of at most 0.1 %); the mean and max are exact.
 *
 * @param count requests of the kind
 */
public record LatencyStats(long count, double meanMicros, double p50Micros, double p90Micros, double p99Micros,
        double p999Micros, double p9999Micros, double maxMicros) {

    /** No request. */
    public static final LatencyStats NONE = new LatencyStats(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN,
            Double.NaN, Double.NaN, Double.NaN);

    /**
     * @param histogram    latencies in nanoseconds
     * @param sumNanos     their exact sum
     * @param maxNanos     the largest, exact
     */
    static LatencyStats of(Histogram histogram, long sumNanos, long maxNanos) {
        long count = histogram.getTotalCount();
        if (count == 0) {
            return NONE;
        }
        return new LatencyStats(count, sumNanos / (double) count / 1e3, micros(histogram, 50, maxNanos),
                micros(histogram, 90, maxNanos), micros(histogram, 99, maxNanos), micros(histogram, 99.9, maxNanos),
                micros(histogram, 99.99, maxNanos), maxNanos / 1e3);
    }

    /** The histogram reports the top of a value's bucket; never above the exact maximum. */
    private static double micros(Histogram histogram, double percentile, long maxNanos) {
        return Math.min(histogram.getValueAtPercentile(percentile), maxNanos) / 1e3;
    }
}
