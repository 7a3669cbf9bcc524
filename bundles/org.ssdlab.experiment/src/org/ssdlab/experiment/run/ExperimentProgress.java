package org.ssdlab.experiment.run;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How far an experiment is, kept from a {@link RunMonitor}'s calls: each run's current phase, its
 * place among the run's phases, the fraction of it done and the run's simulated clock. The CLI's
 * progress line and the workbench's progress monitor both draw from it. Thread-safe: runs executing
 * in parallel report from their own threads.
 */
public final class ExperimentProgress {

    /**
     * One run as last reported.
     *
     * @param phase    the current phase's name ("" before the first)
     * @param fraction of the current phase, 0 … 1 as reported
     */
    public record RunState(String phase, int phaseIndex, int phaseCount, double fraction, long simulatedNanos) {

        static final RunState START = new RunState("", 0, 1, 0, 0);

        /** Phases done, the current one counted by its fraction. */
        public double phasesDone() {
            return phaseIndex + fraction;
        }

        public boolean finished() {
            return phasesDone() >= phaseCount;
        }
    }

    private final Map<String, RunState> runs = new LinkedHashMap<>();

    /** Run {@code run} begins phase {@code phaseIndex} (0-based) of {@code phaseCount}; its clock stays. */
    public synchronized RunState phaseStarted(String run, String phase, int phaseIndex, int phaseCount) {
        RunState state = new RunState(phase, phaseIndex, phaseCount, 0, runs.getOrDefault(run, RunState.START)
                .simulatedNanos());
        runs.put(run, state);
        return state;
    }

    public synchronized RunState progress(String run, double phaseFraction, long simulatedNanos) {
        RunState s = runs.getOrDefault(run, RunState.START);
        RunState state = new RunState(s.phase(), s.phaseIndex(), s.phaseCount(), phaseFraction, simulatedNanos);
        runs.put(run, state);
        return state;
    }

    /** The runs that have reported, in the order they first did. */
    public synchronized Map<String, RunState> runs() {
        return new LinkedHashMap<>(runs);
    }

    /** The share done when every phase of every run is an equal part of {@code totalPhases}, at most 1. */
    public synchronized double phaseShare(int totalPhases) {
        double done = 0;
        for (RunState s : runs.values()) {
            done += s.phasesDone();
        }
        return Math.min(1, done / Math.max(1, totalPhases));
    }

    /** The mean over {@code runCount} runs of each run's share done (its phases equal parts of it). */
    public synchronized double runShare(int runCount) {
        double sum = 0;
        for (RunState s : runs.values()) {
            sum += (s.phaseIndex() + Math.max(0, Math.min(1, s.fraction()))) / Math.max(1, s.phaseCount());
        }
        return sum / Math.max(1, runCount);
    }

}
