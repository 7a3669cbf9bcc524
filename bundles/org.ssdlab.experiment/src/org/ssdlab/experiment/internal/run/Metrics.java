package org.ssdlab.experiment.internal.run;

import java.util.List;

import org.ssdlab.experiment.run.IntervalPoint;
import org.ssdlab.experiment.run.Io;
import org.ssdlab.experiment.run.Latency;
import org.ssdlab.experiment.run.PerSecondIops;
import org.ssdlab.experiment.run.PhaseMetrics;
import org.ssdlab.sim.core.ftl.FtlCounters;
import org.ssdlab.sim.core.timing.IntervalStats;
import org.ssdlab.sim.core.timing.LatencyStats;
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
            return new PhaseMetrics(Double.NaN, Double.NaN, result.ftl().writeAmplification(), Latency.NONE, seconds, null,
                    Io.NONE, Io.NONE, total.flushes(), PerSecondIops.NONE);
        }
        return new PhaseMetrics(total.iops(), total.megabytesPerSecond(), result.ftl().writeAmplification(),
                latency(total.latency()), seconds, null, reads(total), writes(total), total.flushes(),
                perSecond(List.of(result)));
    }

    /** A phase measured over its last stretch only ({@code window}): the window's figures, the whole phase's {@code seconds}. */
    static PhaseMetrics lastWindow(RunResult window, double phaseSeconds) {
        PhaseMetrics m = of(window);
        return new PhaseMetrics(m.iops(), m.throughputMBps(), m.writeAmplification(), m.latency(), phaseSeconds,
                m.steadyState(), m.reads(), m.writes(), m.flushes(), m.perSecond());
    }

    /** A phase without host I/O (a secure erase): only its duration and what the drive programmed. */
    static PhaseMetrics idle(long startNanos, long endNanos, FtlCounters before, FtlCounters after) {
        return new PhaseMetrics(Double.NaN, Double.NaN, after.minus(before).writeAmplification(), Latency.NONE,
                (endNanos - startNanos) / 1e9, null, Io.NONE, Io.NONE, 0, PerSecondIops.NONE);
    }

    /**
     * Steady-state rounds, reported as SNIA PTS does: averages over the measurement window (the
     * last five rounds), with write amplification over the whole phase; the per-second spread is
     * that of the window's seconds.
     */
    static PhaseMetrics window(List<RunResult> window, boolean steady, double seconds, FtlCounters before,
            FtlCounters after) {
        int n = window.size();
        double iops = 0;
        double mbps = 0;
        double[] all = new double[Latency.STATS.size()];
        double[] read = new double[Io.KEYS.size()];
        double[] write = new double[Io.KEYS.size()];
        long flushes = 0;
        for (RunResult r : window) {
            iops += r.total().iops() / n;
            mbps += r.total().megabytesPerSecond() / n;
            Latency l = latency(r.total().latency());
            Io rd = reads(r.total());
            Io wr = writes(r.total());
            for (int i = 0; i < all.length; i++) {
                all[i] += l.value(Latency.STATS.get(i)) / n;
            }
            for (int i = 0; i < read.length; i++) {
                read[i] += rd.value(Io.KEYS.get(i)) / n;
                write[i] += wr.value(Io.KEYS.get(i)) / n;
            }
            flushes += r.total().flushes();
        }
        return new PhaseMetrics(iops, mbps, after.minus(before).writeAmplification(),
                Latency.of(s -> all[Latency.STATS.indexOf(s)]), seconds, steady,
                Io.of(k -> read[Io.KEYS.indexOf(k)]), Io.of(k -> write[Io.KEYS.indexOf(k)]), flushes, perSecond(window));
    }

    static IntervalPoint point(IntervalStats s) {
        return new IntervalPoint(s.startNanos() / 1e9, s.iops(), s.megabytesPerSecond(), latency(s.latency()),
                s.writeAmplification(), s.cumulativeWriteAmplification(), s.freeBlocks(), reads(s), writes(s), s.flushes());
    }

    /**
     * IOPS of every whole second of the runs: all intervals but each run's last, which closes when
     * the last request completes rather than at a second's end.
     */
    static PerSecondIops perSecond(List<RunResult> runs) {
        int n = 0;
        for (RunResult r : runs) {
            n += Math.max(0, r.intervals().size() - 1);
        }
        double[] iops = new double[n];
        int i = 0;
        for (RunResult r : runs) {
            List<IntervalStats> intervals = r.intervals();
            for (int j = 0; j < intervals.size() - 1; j++) {
                iops[i++] = intervals.get(j).iops();
            }
        }
        return PerSecondIops.of(iops);
    }

    private static Io reads(IntervalStats s) {
        return new Io(s.readIops(), s.readMegabytesPerSecond(), latency(s.readLatency()));
    }

    private static Io writes(IntervalStats s) {
        return new Io(s.writeIops(), s.writeMegabytesPerSecond(), latency(s.writeLatency()));
    }

    private static Latency latency(LatencyStats l) {
        return new Latency(l.meanMicros(), l.p50Micros(), l.p90Micros(), l.p99Micros(), l.p999Micros(), l.p9999Micros(),
                l.maxMicros());
    }
}
