package org.ssdlab.experiment.run;

/**
 * Watches an experiment while it runs and may cancel it. Runs executing in parallel call it from
 * their own threads, so implementations must be thread-safe. Every method has a do-nothing
 * default.
 */
public interface RunMonitor {

    RunMonitor NONE = new RunMonitor() {
    };

    /** Run {@code run} begins phase {@code phaseIndex} (0-based) of {@code phaseCount}. */
    default void phaseStarted(String run, String phase, int phaseIndex, int phaseCount) {
    }

    /**
     * Progress inside the current phase of {@code run}.
     *
     * @param phaseFraction  0 … 1
     * @param simulatedNanos the run's simulated clock
     */
    default void progress(String run, double phaseFraction, long simulatedNanos) {
    }

    /** A point of the time series, as soon as its interval has closed (live charts). */
    default void interval(String run, String phase, IntervalPoint point) {
    }

    /** Polled between requests; once true, the experiment stops and no result is produced. */
    default boolean isCancelled() {
        return false;
    }
}
