package org.ssdlab.ui.internal.run;

import org.eclipse.core.runtime.IProgressMonitor;
import org.ssdlab.experiment.run.ExperimentProgress;
import org.ssdlab.experiment.run.IntervalPoint;
import org.ssdlab.experiment.run.RunMonitor;
import org.ssdlab.ui.internal.results.LiveResults;

/**
 * The runner's progress as an Eclipse progress monitor: each run's share is its phases done plus
 * the fraction of the current one; the whole is the mean over runs ({@link ExperimentProgress#runShare}).
 * Runs may report from several threads at once, hence the lock.
 */
final class ProgressBridge implements RunMonitor {

    private final IProgressMonitor monitor;
    private final int runs;
    private final LiveResults live;
    private final ExperimentProgress progress = new ExperimentProgress();
    private int reported;

    ProgressBridge(IProgressMonitor monitor, int runs, LiveResults live) {
        this.monitor = monitor;
        this.runs = Math.max(1, runs);
        this.live = live;
    }

    @Override
    public synchronized void phaseStarted(String run, String phase, int phaseIndex, int phaseCount) {
        progress.phaseStarted(run, phase, phaseIndex, phaseCount);
        monitor.subTask(run + ": " + phase + " (phase " + (phaseIndex + 1) + " of " + phaseCount + ")");
        update();
    }

    @Override
    public synchronized void progress(String run, double phaseFraction, long simulatedNanos) {
        progress.progress(run, phaseFraction, simulatedNanos);
        update();
    }

    @Override
    public void interval(String run, String phase, IntervalPoint point) {
        live.add(run, phase, point);
    }

    @Override
    public boolean isCancelled() {
        return monitor.isCanceled();
    }

    private void update() {
        double total = progress.runShare(runs);
        int ticks = (int) Math.min(RunJob.TICKS, total * RunJob.TICKS);
        if (ticks > reported) {
            monitor.worked(ticks - reported);
            reported = ticks;
        }
    }
}
