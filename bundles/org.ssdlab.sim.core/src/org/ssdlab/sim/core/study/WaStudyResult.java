package org.ssdlab.sim.core.study;

import org.ssdlab.sim.core.ftl.FtlCounters;

/**
 * @param study        what was run
 * @param steadyState  counters over the second half of the random writes
 * @param total        counters over the whole run, fill included
 * @param randomWrites unit writes in the random phase
 * @param wallSeconds  wall-clock time of the random phase
 */
public record WaStudyResult(WaStudy study, FtlCounters steadyState, FtlCounters total, long randomWrites,
        double wallSeconds) {

    public double writeAmplification() {
        return steadyState.writeAmplification();
    }

    /** Simulation speed over the random phase, host unit writes per wall-clock second. */
    public double hostWritesPerSecond() {
        return randomWrites / wallSeconds;
    }
}
