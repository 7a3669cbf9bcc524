package org.ssdlab.sim.core.timing;

import java.util.List;

import org.ssdlab.sim.core.ftl.FtlCounters;

/**
 * The outcome of running one workload on a {@link TimedDrive}.
 *
 * @param startNanos  simulated time the run began
 * @param endNanos    simulated time the last request completed
 * @param total       the whole run as one interval
 * @param intervals   the time series
 * @param ftl         FTL counters accumulated over the run
 * @param wallSeconds wall-clock time the simulation took
 */
public record RunResult(long startNanos, long endNanos, IntervalStats total, List<IntervalStats> intervals, FtlCounters ftl,
        double wallSeconds) {

    /** Simulated requests per wall-clock second: the simulator's own speed. */
    public double simulatedRequestsPerSecond() {
        return total.requests() / wallSeconds;
    }
}
