package org.ssdlab.experiment.run;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * One direction of I/O (reads or writes) on its own: rate, throughput and latency. NaN where the
 * figure does not apply; a phase that wrote only has reads of 0 IOPS and no read latency.
 *
 * @param mbps 10^6 bytes per second
 */
public record Io(double iops, double mbps, Latency latency) {

    public static final Io NONE = new Io(Double.NaN, Double.NaN, Latency.NONE);

    /** The keys of one direction, each after its prefix ({@code read}, {@code write}): Iops, MBps, MeanLatencyUs, … */
    public static final List<String> KEYS = keys();

    private static List<String> keys() {
        List<String> keys = new ArrayList<>(List.of("Iops", "MBps"));
        for (String stat : Latency.STATS) {
            keys.add(Character.toUpperCase(stat.charAt(0)) + stat.substring(1) + "LatencyUs");
        }
        return List.copyOf(keys);
    }

    /** A value by one of {@link #KEYS}; NaN for another key. */
    public double value(String key) {
        return switch (key) {
            case "Iops" -> iops;
            case "MBps" -> mbps;
            default -> key.endsWith("LatencyUs") && key.length() > 9
                    ? latency.value(Character.toLowerCase(key.charAt(0)) + key.substring(1, key.length() - 9))
                    : Double.NaN;
        };
    }

    /** The direction {@code value} gives for the keys of {@link #KEYS}. */
    public static Io of(ToDoubleFunction<String> value) {
        Latency latency = Latency.of(stat -> value.applyAsDouble(
                Character.toUpperCase(stat.charAt(0)) + stat.substring(1) + "LatencyUs"));
        return new Io(value.applyAsDouble("Iops"), value.applyAsDouble("MBps"), latency);
    }
}
