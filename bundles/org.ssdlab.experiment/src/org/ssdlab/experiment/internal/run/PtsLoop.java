package org.ssdlab.experiment.internal.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.ssdlab.experiment.Phase;
import org.ssdlab.experiment.PtsTest;
import org.ssdlab.experiment.Size;
import org.ssdlab.experiment.run.IntervalPoint;
import org.ssdlab.experiment.run.PhaseMetrics;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.Workload;
import org.ssdlab.sim.core.ftl.FtlCounters;
import org.ssdlab.sim.core.timing.IntervalStats;
import org.ssdlab.sim.core.timing.MeteredWorkload;
import org.ssdlab.sim.core.timing.RegionIo;
import org.ssdlab.sim.core.timing.RunResult;
import org.ssdlab.sim.core.timing.SteadyState;

/**
 * One SNIA PTS test as the specification prescribes it ({@link PtsTest}): purge, workload-independent
 * preconditioning (twice the capacity in 128 KiB sequential writes at QD32, on the whole device),
 * then the test's stimulus in the active range. Its outcome's metrics are the tracked cell's over
 * the measurement window; every cell's window averages and the determination (the tracking
 * variable per round, the window) go into the outcome's counts under the keys of this class, which
 * the report reads back.
 */
final class PtsLoop {

    /** What the loop needs of the run. */
    interface Bench {
        PhaseRecorder recorder();

        /** ATA SECURE ERASE (the PTS's purge) and a fresh file system if the run has one. */
        void purge();

        long userBytes();

        /** {first sector, sectors} of the active range. */
        long[] activeRange(Size span);

        Workload idle(long nanos);

        FtlCounters counters();

        long now();
    }

    static final String WINDOW_FIRST = "ssWindowFirst";
    static final String WINDOW_LAST = "ssWindowLast";
    static final String ROUNDS = "ssRounds";
    private static final String ROUND = "ssRound";
    static final List<String> CELL_METRICS = List.of("iops", "MBps", "meanLatencyUs", "maxLatencyUs");
    private static final int WIPC_QUEUE_DEPTH = 32;
    private static final int WIPC_BLOCK_BYTES = 128 << 10;
    private static final double WIPC_CAPACITY_WRITES = 2;

    /** The tracking variable of round {@code n} (1-based). */
    static String roundKey(int n) {
        return ROUND + n;
    }

    /** A cell's window average of {@code metric}: {@code rw65-4k.iops}. */
    static String cellKey(PtsTest.Cell cell, String metric) {
        return cell.key() + "." + metric;
    }

    /**
     * Records the PTS determination of {@code done} rounds in {@code counts}: the tracking variable
     * per round and the measurement window (the last five rounds).
     */
    static SteadyState.Fit determination(Map<String, Double> counts, double[] tracking, int done) {
        SteadyState.Fit fit = SteadyState.fit(tracking, done);
        for (int n = 1; n <= done; n++) {
            counts.put(roundKey(n), tracking[n - 1]);
        }
        counts.put(ROUNDS, (double) done);
        counts.put(WINDOW_FIRST, (double) fit.first());
        counts.put(WINDOW_LAST, (double) fit.last());
        return fit;
    }

    /** The tracking variable per round read back from {@code counts}, or {@code null} when it holds none. */
    static double[] tracking(Map<String, Double> counts) {
        Double rounds = counts.get(ROUNDS);
        if (rounds == null) {
            return null;
        }
        double[] values = new double[rounds.intValue()];
        for (int n = 1; n <= values.length; n++) {
            values[n - 1] = counts.getOrDefault(roundKey(n), Double.NaN);
        }
        return values;
    }

    private final Phase.Pts p;
    private final Scale scale;
    private final Bench bench;
    private final PhaseRecorder r;
    private final List<IntervalPoint> series = new ArrayList<>();
    private final Map<String, Double> counts = new LinkedHashMap<>();

    PtsLoop(Phase.Pts p, Scale scale, Bench bench) {
        this.p = p;
        this.scale = scale;
        this.bench = bench;
        this.r = bench.recorder();
    }

    PhaseOutcome run() {
        bench.purge();
        if (p.test().wipc()) {
            long wipc = (long) (WIPC_CAPACITY_WRITES * bench.userBytes());
            r.run(WIPC_QUEUE_DEPTH, wipc, new MeteredWorkload(new RegionIo(IoKind.WRITE, false, WIPC_BLOCK_BYTES, 0, 0,
                    0), wipc, 0), new ArrayList<>());
        }
        FtlCounters start = bench.counters();
        long startNanos = bench.now();
        PhaseMetrics metrics = switch (p.test()) {
            case HIR -> hir(start, startNanos);
            case XSR -> xsr();
            default -> rounds(p.test().cells(p.blockBytes()), p.test().tracked(p.blockBytes()), p.maxRounds(),
                    scale.nanos(p.roundDuration()), start, startNanos);
        };
        return r.outcome(metrics, series, counts);
    }

    /**
     * Rounds of the cells until the tracked cell is steady or {@code maxRounds} have run; every
     * cell's averages over the window go into the counts.
     */
    private PhaseMetrics rounds(List<PtsTest.Cell> cells, PtsTest.Cell tracked, int maxRounds, long cellNanos,
            FtlCounters start, long startNanos) {
        List<List<RunResult>> byCell = new ArrayList<>();
        cells.forEach(c -> byCell.add(new ArrayList<>()));
        double[] tracking = new double[maxRounds];
        int done = 0;
        boolean steady = false;
        while (done < maxRounds && !steady) {
            for (int c = 0; c < cells.size(); c++) {
                byCell.get(c).add(cell(cells.get(c), cellNanos));
            }
            tracking[done] = trackingValue(byCell.get(cells.indexOf(tracked)).get(done).total());
            done++;
            steady = SteadyState.windowIsSteady(tracking, done);
        }
        SteadyState.Fit fit = determination(counts, tracking, done);
        for (int c = 0; c < cells.size(); c++) {
            List<RunResult> window = byCell.get(c).subList(fit.first() - 1, fit.last());
            double[] sums = new double[CELL_METRICS.size()];
            for (RunResult w : window) {
                IntervalStats t = w.total();
                sums[0] += t.iops() / window.size();
                sums[1] += t.megabytesPerSecond() / window.size();
                sums[2] += t.latency().meanMicros() / window.size();
                sums[3] = Math.max(sums[3], t.latency().maxMicros());
            }
            for (int m = 0; m < sums.length; m++) {
                counts.put(cellKey(cells.get(c), CELL_METRICS.get(m)), sums[m]);
            }
        }
        List<RunResult> window = byCell.get(cells.indexOf(tracked)).subList(fit.first() - 1, fit.last());
        return Metrics.window(window, steady, (bench.now() - startNanos) / 1e9, start, bench.counters());
    }

    /** The tracking variable: mean latency for the latency test, MB/s for throughput, else IOPS. */
    private double trackingValue(IntervalStats s) {
        return switch (p.test()) {
            case LATENCY -> s.latency().meanMicros();
            case THROUGHPUT -> s.megabytesPerSecond();
            default -> s.iops();
        };
    }

    private RunResult cell(PtsTest.Cell cell, long nanos) {
        long[] range = bench.activeRange(p.span());
        return r.run(p.queueDepth(), 0, new MeteredWorkload(RegionIo.mix(cell.readPercent() / 100.0, cell.random(),
                cell.blockBytes(), range[0], range[1], 0), 0, nanos), series);
    }

    /** HIR wait state {@code w}'s mean IOPS over its access periods: {@code hirWait2.iops}. */
    static String hirKey(int waitMultiple, boolean baseline) {
        return (baseline ? "hirBaseline" : "hirWait") + waitMultiple + ".iops";
    }

    /**
     * Host idle recovery: 4 KiB random writes in preconditioning rounds (scaled) to steady state,
     * then per wait state its access periods, each followed by {@code multiple} × the period idle,
     * and a return to baseline of as many periods back to back.
     */
    private PhaseMetrics hir(FtlCounters start, long startNanos) {
        PtsTest.Cell write = PtsTest.HIR.tracked(0);
        PhaseMetrics metrics = rounds(List.of(write), write, SteadyState.MAX_ROUNDS, scale.nanos(p.groups().get(0)),
                start, startNanos);
        long access = scale.nanos(p.roundDuration());
        for (int multiple : PtsTest.HIR_WAIT_STATES) {
            double sum = 0;
            for (int i = 0; i < p.maxRounds(); i++) {
                sum += cell(write, access).total().iops();
                r.run(1, 0, new MeteredWorkload(bench.idle(multiple * access), 0, 0), series);
            }
            counts.put(hirKey(multiple, false), sum / p.maxRounds());
            double base = 0;
            for (int i = 0; i < p.maxRounds(); i++) {
                base += cell(write, access).total().iops();
            }
            counts.put(hirKey(multiple, true), base / p.maxRounds());
        }
        return metrics;
    }

    /** XSR group {@code g} (1-based): {@code xsrGroup2.MBps}, … */
    static String xsrKey(int group, String metric) {
        return "xsrGroup" + group + "." + metric;
    }

    /** Seconds into the third group until its throughput first reaches 90 % of its last tenth's average. */
    static final String XSR_RECOVERY = "xsrRecoverySeconds";

    /**
     * Cross-stimulus recovery: the three groups back to back, each one long run. Besides each
     * group's average, its first and last minute (scaled; the PTS plots one-minute tests) show the
     * change of stimulus: the return's first minute against the first group's last.
     */
    private PhaseMetrics xsr() {
        List<PtsTest.Cell> groups = PtsTest.XSR.cells(0);
        long minute = scale.nanos(java.time.Duration.ofMinutes(1));
        RunResult last = null;
        for (int g = 0; g < groups.size(); g++) {
            last = cell(groups.get(g), scale.nanos(p.groups().get(g)));
            counts.put(xsrKey(g + 1, "MBps"), last.total().megabytesPerSecond());
            counts.put(xsrKey(g + 1, "iops"), last.total().iops());
            counts.put(xsrKey(g + 1, "firstMinuteMBps"), megabytesPerSecond(last, last.startNanos(),
                    last.startNanos() + minute));
            counts.put(xsrKey(g + 1, "lastMinuteMBps"), megabytesPerSecond(last, last.endNanos() - minute,
                    last.endNanos()));
        }
        List<IntervalStats> third = last.intervals();
        int tail = Math.max(1, third.size() / 10);
        double settled = 0;
        for (int i = third.size() - tail; i < third.size(); i++) {
            settled += third.get(i).megabytesPerSecond() / tail;
        }
        double recovery = Double.NaN;
        for (IntervalStats s : third) {
            if (s.megabytesPerSecond() >= 0.9 * settled) {
                recovery = (s.startNanos() - last.startNanos()) / 1e9;
                break;
            }
        }
        counts.put(XSR_RECOVERY, recovery);
        return Metrics.of(last);
    }

    /** MB/s over the intervals of {@code run} that begin in [from, to): their bytes over their seconds. */
    private static double megabytesPerSecond(RunResult run, long from, long to) {
        double bytes = 0;
        double seconds = 0;
        for (IntervalStats s : run.intervals()) {
            if (s.startNanos() >= from && s.startNanos() < to) {
                bytes += s.bytes();
                seconds += s.seconds();
            }
        }
        return seconds > 0 ? bytes / seconds / 1e6 : Double.NaN;
    }
}
