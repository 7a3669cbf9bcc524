package org.ssdlab.ui.internal.run;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.core.runtime.IProgressMonitor;
import org.ssdlab.experiment.run.IntervalPoint;
import org.ssdlab.experiment.run.RunMonitor;
import org.ssdlab.ui.internal.results.LiveResults;

/**
 * The runner's progress as an Eclipse progress monitor: each run's share is its phases done plus
 * the fraction of the current one; the whole is the mean over runs. Runs may report from several
 * threads at once, hence the lock.
 */
final class ProgressBridge implements RunMonitor {

    private final IProgressMonitor monitor;
    private final int runs;
    private final LiveResults live;
    private final Map<String, double[]> phaseOfRun = new HashMap<>(); // run -> {index, count}
    private final Map<String, Double> doneOfRun = new HashMap<>();
    private int reported;

    ProgressBridge(IProgressMonitor monitor, int runs, LiveResults live) {
        this.monitor = monitor;
        this.runs = Math.max(1, runs);
        this.live = live;
    }

    @Override
    public synchronized void phaseStarted(String run, String phase, int phaseIndex, int phaseCount) {
        phaseOfRun.put(run, new double[] { phaseIndex, Math.max(1, phaseCount) });
        monitor.subTask(run + ": " + phase + " (phase " + (phaseIndex + 1) + " of " + phaseCount + ")");
        update(run, 0);
    }

    @Override
    public synchronized void progress(String run, double phaseFraction, long simulatedNanos) {
        update(run, Math.max(0, Math.min(1, phaseFraction)));
    }

    @Override
    public void interval(String run, String phase, IntervalPoint point) {
        live.add(run, phase, point);
    }

    @Override
    public boolean isCancelled() {
        return monitor.isCanceled();
    }

    private void update(String run, double fraction) {
        double[] phase = phaseOfRun.getOrDefault(run, new double[] { 0, 1 });
        doneOfRun.put(run, (phase[0] + fraction) / phase[1]);
        double total = doneOfRun.values().stream().mapToDouble(Double::doubleValue).sum() / runs;
        int ticks = (int) Math.min(RunJob.TICKS, total * RunJob.TICKS);
        if (ticks > reported) {
            monitor.worked(ticks - reported);
            reported = ticks;
        }
    }
}
