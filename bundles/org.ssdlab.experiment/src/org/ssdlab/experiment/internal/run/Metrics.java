package org.ssdlab.experiment.internal.run;

import java.util.List;

import org.ssdlab.experiment.run.IntervalPoint;
import org.ssdlab.experiment.run.PhaseMetrics;
import org.ssdlab.sim.core.FtlCounters;
import org.ssdlab.sim.core.timing.IntervalStats;
import org.ssdlab.sim.core.timing.RunResult;

/** Turns the engine's interval statistics into the result model. */
final class Metrics {

    private Metrics() {
    }

    /** A phase as a whole; I/O figures are NaN when it issued no request. */
    static PhaseMetrics of(RunResult result) {
        IntervalStats total = result.total();
        double seconds = (result.endNanos() - result.startNanos()) / 1e9;
        if (total.requests() == 0) {
            return new PhaseMetrics(Double.NaN, Double.NaN, result.ftl().writeAmplification(), Double.NaN, Double.NaN,
                    seconds, null);
        }
        return new PhaseMetrics(total.iops(), total.megabytesPerSecond(), result.ftl().writeAmplification(),
                total.meanLatencyMicros(), total.p99LatencyMicros(), seconds, null);
    }

    /** A phase without host I/O (a secure erase): only its duration and what the drive programmed. */
    static PhaseMetrics idle(long startNanos, long endNanos, FtlCounters before, FtlCounters after) {
        return new PhaseMetrics(Double.NaN, Double.NaN, after.minus(before).writeAmplification(), Double.NaN, Double.NaN,
                (endNanos - startNanos) / 1e9, null);
    }

    /**
     * Steady-state rounds, reported as SNIA PTS does: averages over the measurement window (the
     * last five rounds), with write amplification over the whole phase.
     */
    static PhaseMetrics window(List<RunResult> window, boolean steady, double seconds, FtlCounters before,
            FtlCounters after) {
        double iops = 0;
        double mbps = 0;
        double mean = 0;
        double p99 = 0;
        for (RunResult r : window) {
            iops += r.total().iops();
            mbps += r.total().megabytesPerSecond();
            mean += r.total().meanLatencyMicros();
            p99 += r.total().p99LatencyMicros();
        }
        int n = window.size();
        return new PhaseMetrics(iops / n, mbps / n, after.minus(before).writeAmplification(), mean / n, p99 / n, seconds,
                steady);
    }

    static IntervalPoint point(IntervalStats s) {
        boolean idle = s.requests() == 0;
        return new IntervalPoint(s.startNanos() / 1e9, s.iops(), s.megabytesPerSecond(),
                idle ? Double.NaN : s.meanLatencyMicros(), idle ? Double.NaN : s.p50LatencyMicros(),
                idle ? Double.NaN : s.p99LatencyMicros(), idle ? Double.NaN : s.p999LatencyMicros(),
                idle ? Double.NaN : s.maxLatencyMicros(), s.writeAmplification(), s.cumulativeWriteAmplification(),
                s.freeBlocks());
    }
}
