package org.ssdlab.experiment.run;

import java.util.List;
import java.util.function.ToDoubleFunction;

/** A latency distribution in microseconds; NaN where no request was measured. */
public record Latency(double meanUs, double p50Us, double p90Us, double p99Us, double p999Us, double p9999Us,
        double maxUs) {

    public static final Latency NONE = new Latency(Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN,
            Double.NaN);

    /** The statistics by name, in the order of the result files; a key is a name followed by {@code LatencyUs}. */
    public static final List<String> STATS = List.of("mean", "p50", "p90", "p99", "p999", "p9999", "max");

    /** One of {@link #STATS}; NaN for another name. */
    public double value(String stat) {
        return switch (stat) {
            case "mean" -> meanUs;
            case "p50" -> p50Us;
            case "p90" -> p90Us;
            case "p99" -> p99Us;
            case "p999" -> p999Us;
            case "p9999" -> p9999Us;
            case "max" -> maxUs;
            default -> Double.NaN;
        };
    }

    /** The statistics {@code stat} gives for the names of {@link #STATS}. */
    public static Latency of(ToDoubleFunction<String> stat) {
        return new Latency(stat.applyAsDouble("mean"), stat.applyAsDouble("p50"), stat.applyAsDouble("p90"),
                stat.applyAsDouble("p99"), stat.applyAsDouble("p999"), stat.applyAsDouble("p9999"),
                stat.applyAsDouble("max"));
    }
}
