package org.ssdlab.cli.internal;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

import org.ssdlab.experiment.run.ExperimentProgress;
import org.ssdlab.experiment.run.RunMonitor;

/**
 * Shows how far an experiment is: on a terminal one line redrawn in place (run, phase, % done,
 * simulated time, ETA), otherwise a plain line as each phase starts and every few seconds, for logs. Counts every phase
 * of every run as an equal share of the work, which is enough for an estimate.
 */
final class ProgressPrinter implements RunMonitor {

    private static final long REDRAW_NANOS = 250_000_000L;
    /** Without a terminal (a log, CI): a plain line at least this often, so a long phase shows it is alive. */
    static final long LOG_LINE_NANOS = 5_000_000_000L;

    private final PrintWriter out;
    private final boolean terminal;
    private final int totalPhases;
    private final AtomicBoolean cancelled;
    private final long logLineNanos;
    private final long startNanos = System.nanoTime();
    private final ExperimentProgress progress = new ExperimentProgress();
    private long lastDraw = startNanos;
    private int lineLength;

    ProgressPrinter(PrintWriter out, boolean terminal, int totalPhases, AtomicBoolean cancelled) {
        this(out, terminal, totalPhases, cancelled, LOG_LINE_NANOS);
    }

    ProgressPrinter(PrintWriter out, boolean terminal, int totalPhases, AtomicBoolean cancelled, long logLineNanos) {
        this.logLineNanos = logLineNanos;
        this.out = out;
        this.terminal = terminal;
        this.totalPhases = Math.max(1, totalPhases);
        this.cancelled = cancelled;
    }

    @Override
    public synchronized void phaseStarted(String run, String phase, int phaseIndex, int phaseCount) {
        progress.phaseStarted(run, phase, phaseIndex, phaseCount);
        if (terminal) {
            draw(true);
        } else {
            out.printf(Locale.ROOT, "%s: phase %d/%d %s (experiment %s)%n", run, phaseIndex + 1, phaseCount, phase, eta());
            out.flush();
            lastDraw = System.nanoTime();
        }
    }

    @Override
    public synchronized void progress(String run, double phaseFraction, long simulatedNanos) {
        ExperimentProgress.RunState state = progress.progress(run, phaseFraction, simulatedNanos);
        if (terminal) {
            draw(false);
        } else if (System.nanoTime() - lastDraw >= logLineNanos) {
            lastDraw = System.nanoTime();
            out.printf(Locale.ROOT, "%s: phase %d/%d %s %.0f%%, simulated %s (experiment %s)%n", run, state.phaseIndex() + 1,
                    state.phaseCount(), state.phase(), 100 * phaseFraction, clock(simulatedNanos / 1_000_000_000L), eta());
            out.flush();
        }
    }

    @Override
    public boolean isCancelled() {
        return cancelled.get();
    }

    /** Clears the progress line before the results are printed. */
    synchronized void finish() {
        if (terminal && lineLength > 0) {
            out.print("\r" + " ".repeat(lineLength) + "\r");
            out.flush();
        }
    }

    private void draw(boolean force) {
        long now = System.nanoTime();
        if (!force && now - lastDraw < REDRAW_NANOS) {
            return;
        }
        lastDraw = now;
        StringBuilder line = new StringBuilder();
        for (Map.Entry<String, ExperimentProgress.RunState> e : progress.runs().entrySet()) {
            ExperimentProgress.RunState s = e.getValue();
            if (s.finished()) {
                continue;
            }
            line.append(String.format(Locale.ROOT, "%s %d/%d %s %3.0f%% sim %s | ", e.getKey(), s.phaseIndex() + 1,
                    s.phaseCount(), s.phase(), 100 * s.fraction(), clock(s.simulatedNanos() / 1_000_000_000L)));
        }
        line.append(eta());
        String text = line.toString();
        out.print("\r" + text + (text.length() < lineLength ? " ".repeat(lineLength - text.length()) : ""));
        out.flush();
        lineLength = text.length();
    }

    /** Overall share done and, once there is something to go by, the estimated wall time left: "40% done, 0:01:30 left". */
    private String eta() {
        double share = progress.phaseShare(totalPhases);
        double elapsed = (System.nanoTime() - startNanos) / 1e9;
        String done = String.format(Locale.ROOT, "%.0f%% done", 100 * share);
        return share > 0.01 ? done + ", " + clock((long) (elapsed * (1 - share) / share)) + " left" : done;
    }

    private static String clock(long seconds) {
        return String.format(Locale.ROOT, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
    }
}
