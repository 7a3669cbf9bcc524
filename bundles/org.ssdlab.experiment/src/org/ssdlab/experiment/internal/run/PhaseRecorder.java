package org.ssdlab.experiment.internal.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import org.ssdlab.experiment.run.IntervalPoint;
import org.ssdlab.experiment.run.PhaseMetrics;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.RunMonitor;
import org.ssdlab.sim.api.SplitMix64;
import org.ssdlab.sim.core.timing.IntervalStats;
import org.ssdlab.sim.core.timing.JobsRunner;
import org.ssdlab.sim.core.timing.MeteredWorkload;
import org.ssdlab.sim.core.timing.RunResult;

/**
 * Runs workloads of one phase (or one benchmark step) on the run's testbed: reports progress and
 * time-series points under the phase's name, stops when the experiment is cancelled, and keeps the
 * series. Each workload takes the next seed of the run's sequence, so the order of calls is the
 * only thing that decides the seeds.
 */
final class PhaseRecorder {

    /** Requests between two progress reports: often enough for a progress bar, rare enough to cost nothing. */
    private static final int PROGRESS_EVERY = 1 << 14;

    private final String run;
    private final String phase;
    private final String type;
    private final Testbed bed;
    private final RunMonitor monitor;
    private final BooleanSupplier stop;
    private final SplitMix64 seeds;
    private final NandUse nandAtStart;
    private final long[] hostIoAtStart;

    PhaseRecorder(String run, String phase, String type, Testbed bed, RunMonitor monitor, BooleanSupplier stop,
            SplitMix64 seeds) {
        this.run = run;
        this.phase = phase;
        this.type = type;
        this.nandAtStart = bed.nandUse();
        this.hostIoAtStart = bed.hostIo();
        this.bed = bed;
        this.monitor = monitor;
        this.stop = stop;
        this.seeds = seeds;
    }

    /** The same run and type under another name: a benchmark's step. */
    PhaseRecorder named(String name) {
        return new PhaseRecorder(run, name, type, bed, monitor, stop, seeds);
    }

    /** Runs {@code workload} and reports it as this phase with its metrics and series. */
    PhaseOutcome measure(int queueDepth, long expectedBytes, MeteredWorkload workload) {
        List<IntervalPoint> series = new ArrayList<>();
        RunResult result = run(queueDepth, expectedBytes, workload, series);
        return outcome(Metrics.of(result), series);
    }

    /** This phase's outcome from metrics measured by the caller. */
    PhaseOutcome outcome(PhaseMetrics metrics, List<IntervalPoint> series) {
        return outcome(metrics, series, Map.of());
    }

    /**
     * @param counts what the phase did beyond I/O figures ({@link PhaseOutcome#counts()}); the host's
     *               requests and bytes since this recorder began are added unless they are given
     *               ({@link #hostIo(IntervalStats)})
     */
    PhaseOutcome outcome(PhaseMetrics metrics, List<IntervalPoint> series, Map<String, Double> counts) {
        Map<String, Double> all = new LinkedHashMap<>(counts);
        if (!all.containsKey(Testbed.HOST_IO_KEYS.get(0))) {
            long[] now = bed.hostIo();
            for (int i = 0; i < now.length; i++) {
                all.put(Testbed.HOST_IO_KEYS.get(i), (double) (now[i] - hostIoAtStart[i]));
            }
        }
        bed.nandUse().addSince(nandAtStart, metrics.seconds(), all);
        return new PhaseOutcome(phase, type, metrics, series, all, List.of());
    }

    /** The host I/O {@code stats} counts, as {@link #outcome(PhaseMetrics, List, Map)} takes it (a job of several). */
    static Map<String, Double> hostIo(IntervalStats stats) {
        Map<String, Double> counts = new LinkedHashMap<>();
        long[] io = Testbed.hostIo(stats);
        for (int i = 0; i < io.length; i++) {
            counts.put(Testbed.HOST_IO_KEYS.get(i), (double) io[i]);
        }
        return counts;
    }

    RunResult run(int queueDepth, long expectedBytes, MeteredWorkload workload, List<IntervalPoint> series) {
        return run(queueDepth, expectedBytes, workload, series, Testbed.INTERVAL_NANOS);
    }

    /**
     * Runs {@code workload} at {@code queueDepth}, adding a point to {@code series} per interval.
     *
     * @param expectedBytes what the progress fraction is measured against (0: the workload's own limit)
     * @throws CancellationException once the monitor asks to stop
     */
    RunResult run(int queueDepth, long expectedBytes, MeteredWorkload workload, List<IntervalPoint> series,
            long intervalNanos) {
        RunResult result = bed.run(workload, queueDepth, intervalNanos, seeds.nextLong() >>> 1,
                progressAndStop(workload, expectedBytes), pointsInto(series));
        return finished(result);
    }

    /**
     * Runs instances of several jobs at once ({@link JobsRunner}), each instance taking the next seed
     * of the run's sequence in order; progress is the first instance's share of its time limit.
     */
    JobsRunner.Result runJobs(MeteredWorkload[] instances, int[] queueDepths, int[] jobOf, List<IntervalPoint> series) {
        long[] instanceSeeds = new long[instances.length];
        for (int i = 0; i < instanceSeeds.length; i++) {
            instanceSeeds[i] = seeds.nextLong() >>> 1;
        }
        JobsRunner.Result result = bed.runJobs(instances, queueDepths, jobOf, instanceSeeds,
                progressAndStop(instances[0], 0), pointsInto(series));
        return finished(result);
    }

    /** Polled between requests: reports progress every {@link #PROGRESS_EVERY} calls and says whether to stop. */
    private BooleanSupplier progressAndStop(MeteredWorkload measured, long expectedBytes) {
        long startNanos = bed.now();
        int[] calls = { 0 };
        return () -> {
            if (++calls[0] == PROGRESS_EVERY) {
                calls[0] = 0;
                monitor.progress(run, measured.fraction(expectedBytes), startNanos + measured.elapsedNanos());
            }
            return stop.getAsBoolean();
        };
    }

    /** Each closed interval becomes a point of {@code series} and goes to the monitor. */
    private Consumer<IntervalStats> pointsInto(List<IntervalPoint> series) {
        return stats -> {
            IntervalPoint point = Metrics.point(stats);
            series.add(point);
            monitor.interval(run, phase, point);
        };
    }

    /** @throws CancellationException when the run stopped because the monitor asked it to */
    private <T> T finished(T result) {
        if (stop.getAsBoolean()) {
            throw new CancellationException("cancelled in run '" + run + "', phase '" + phase + "'");
        }
        monitor.progress(run, 1, bed.now());
        return result;
    }
}
