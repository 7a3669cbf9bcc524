package org.ssdlab.experiment.run;

/**
 * What a phase measured as a whole. Values that do not apply are NaN (a secure erase has no
 * latency), {@code steadyState} is {@code null} unless the phase checks for steady state.
 *
 * @param iops               requests per simulated second (for steady-state rounds: the window's mean)
 * @param throughputMBps     10^6 bytes per second
 * @param writeAmplification NAND bytes programmed per host byte written during the phase
 * @param seconds            simulated duration of the phase
 */
public record PhaseMetrics(double iops, double throughputMBps, double writeAmplification, double meanLatencyUs,
        double p99LatencyUs, double seconds, Boolean steadyState) {

    /** The value of a metric by its key in {@code summary.json}, NaN for an unknown key. */
    public double value(String metric) {
        return switch (metric) {
            case "iops" -> iops;
            case "throughputMBps" -> throughputMBps;
            case "writeAmplification" -> writeAmplification;
            case "meanLatencyUs" -> meanLatencyUs;
            case "p99LatencyUs" -> p99LatencyUs;
            case "seconds" -> seconds;
            default -> Double.NaN;
        };
    }
}
