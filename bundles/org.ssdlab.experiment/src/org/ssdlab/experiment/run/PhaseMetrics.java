package org.ssdlab.experiment.run;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * What a phase measured as a whole. Values that do not apply are NaN (a secure erase has no
 * latency), {@code steadyState} is {@code null} unless the phase checks for steady state.
 *
 * @param iops               reads, writes and TRIMs per simulated second (for steady-state rounds: the window's mean);
 *                           a FLUSH is no I/O, it is counted in {@code flushes}
 * @param throughputMBps     10^6 bytes read and written per second
 * @param writeAmplification NAND bytes programmed per host byte written during the phase
 * @param latency            reads, writes and TRIMs together
 * @param seconds            simulated duration of the phase
 * @param reads              reads alone
 * @param writes             writes alone
 * @param flushes            FLUSH commands issued
 * @param perSecond          the spread of IOPS over the phase's whole seconds
 */
public record PhaseMetrics(double iops, double throughputMBps, double writeAmplification, Latency latency,
        double seconds, Boolean steadyState, Io reads, Io writes, long flushes, PerSecondIops perSecond) {

    /** The metrics' keys in {@code summary.json}, in file order: those of the first format, then the rest. */
    public static final List<String> KEYS = keys();

    /** A missing part (null) is all NaN. */
    public PhaseMetrics {
        latency = latency == null ? Latency.NONE : latency;
        reads = reads == null ? Io.NONE : reads;
        writes = writes == null ? Io.NONE : writes;
        perSecond = perSecond == null ? PerSecondIops.NONE : perSecond;
    }

    /** The figures of the first result format alone; the others are NaN. */
    public PhaseMetrics(double iops, double throughputMBps, double writeAmplification, double meanLatencyUs,
            double p99LatencyUs, double seconds, Boolean steadyState) {
        this(iops, throughputMBps, writeAmplification, new Latency(meanLatencyUs, Double.NaN, Double.NaN, p99LatencyUs,
                Double.NaN, Double.NaN, Double.NaN), seconds, steadyState, Io.NONE, Io.NONE, 0, PerSecondIops.NONE);
    }

    public double meanLatencyUs() {
        return latency.meanUs();
    }

    public double p99LatencyUs() {
        return latency.p99Us();
    }

    private static List<String> keys() {
        List<String> keys = new ArrayList<>(List.of("iops", "throughputMBps", "writeAmplification", "meanLatencyUs",
                "p99LatencyUs", "seconds"));
        for (String stat : Latency.STATS) {
            if (!keys.contains(stat + "LatencyUs")) {
                keys.add(stat + "LatencyUs");
            }
        }
        for (String direction : List.of("read", "write")) {
            Io.KEYS.forEach(k -> keys.add(direction + k));
        }
        keys.addAll(List.of("perSecondIopsMean", "perSecondIopsMin", "perSecondIopsMax", "perSecondIopsStdev"));
        return List.copyOf(keys);
    }

    /** The value of a metric by its key in {@code summary.json}, NaN for an unknown key. */
    public double value(String metric) {
        return switch (metric) {
            case "iops" -> iops;
            case "throughputMBps" -> throughputMBps;
            case "writeAmplification" -> writeAmplification;
            case "seconds" -> seconds;
            case "perSecondIopsMean" -> perSecond.mean();
            case "perSecondIopsMin" -> perSecond.min();
            case "perSecondIopsMax" -> perSecond.max();
            case "perSecondIopsStdev" -> perSecond.stdev();
            default -> {
                if (metric.startsWith("read")) {
                    yield reads.value(metric.substring(4));
                }
                if (metric.startsWith("write")) {
                    yield writes.value(metric.substring(5));
                }
                yield metric.endsWith("LatencyUs") ? latency.value(metric.substring(0, metric.length() - 9)) : Double.NaN;
            }
        };
    }

    /** The metrics {@code value} gives for {@link #KEYS} (a {@code summary.json} read back). */
    public static PhaseMetrics of(ToDoubleFunction<String> value, Boolean steadyState, long flushes) {
        return new PhaseMetrics(value.applyAsDouble("iops"), value.applyAsDouble("throughputMBps"),
                value.applyAsDouble("writeAmplification"), Latency.of(s -> value.applyAsDouble(s + "LatencyUs")),
                value.applyAsDouble("seconds"), steadyState, Io.of(k -> value.applyAsDouble("read" + k)),
                Io.of(k -> value.applyAsDouble("write" + k)), flushes,
                new PerSecondIops(value.applyAsDouble("perSecondIopsMean"), value.applyAsDouble("perSecondIopsMin"),
                        value.applyAsDouble("perSecondIopsMax"), value.applyAsDouble("perSecondIopsStdev")));
    }
}
