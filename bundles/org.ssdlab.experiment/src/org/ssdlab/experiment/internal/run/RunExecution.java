package org.ssdlab.experiment.internal.run;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

import org.ssdlab.experiment.AgePreset;
import org.ssdlab.experiment.FileSet;
import org.ssdlab.experiment.FillLevel;
import org.ssdlab.experiment.Phase;
import org.ssdlab.experiment.PhaseType;
import org.ssdlab.experiment.PluginChoice;
import org.ssdlab.experiment.Size;
import org.ssdlab.experiment.run.IntervalPoint;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.RunMonitor;
import org.ssdlab.experiment.run.RunOutcome;
import org.ssdlab.experiment.run.TraceRequest;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.PluginRegistry;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.host.FileSystemFormat;
import org.ssdlab.sim.api.host.TrimPolicy;
import org.ssdlab.sim.api.workload.IdleGap;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.Workload;
import org.ssdlab.sim.core.ftl.FtlCounters;
import org.ssdlab.sim.api.SplitMix64;
import org.ssdlab.sim.core.host.ChurnSpec;
import org.ssdlab.sim.core.host.FileChurn;
import org.ssdlab.sim.core.host.FileCreation;
import org.ssdlab.sim.core.host.FileSystem;
import org.ssdlab.sim.core.host.TreeCopy;
import org.ssdlab.sim.core.host.VolumeOperation;
import org.ssdlab.sim.core.timing.JobsRunner;
import org.ssdlab.sim.core.timing.MeteredWorkload;
import org.ssdlab.sim.core.timing.RegionIo;
import org.ssdlab.sim.core.timing.RunResult;
import org.ssdlab.sim.core.timing.SteadyState;
import org.ssdlab.sim.core.timing.Wsat;

/**
 * Executes the phases of one run in order on its own {@link Testbed}. Deterministic: every random
 * choice derives from the run's seed, and nothing depends on other runs or on wall-clock time.
 */
final class RunExecution {

    /** Sequential preconditioning and block fills: large requests, deep queue (SNIA PTS: 128 KiB). */
    private static final int FILL_QUEUE_DEPTH = 32;
    private static final int BLOCK_FILL_BYTES = 128 << 10;

    private final RunPlan plan;
    private final PluginRegistry registry;
    private final RunMonitor monitor;
    private final BooleanSupplier stop;
    private final SplitMix64 seeds;
    private final long seed;
    private final Testbed bed;
    private final TraceRequest trace;
    private final Map<String, int[]> filesByPhase = new HashMap<>();
    private final List<PhaseOutcome> outcomes = new ArrayList<>();
    private FileSystem fs;

    RunExecution(RunPlan plan, PluginRegistry registry, RunMonitor monitor, BooleanSupplier stop, long seed) {
        this(plan, registry, monitor, stop, seed, null);
    }

    /** @param trace an event trace to write while this run executes, or null */
    RunExecution(RunPlan plan, PluginRegistry registry, RunMonitor monitor, BooleanSupplier stop, long seed,
            TraceRequest trace) {
        this.plan = plan;
        this.registry = registry;
        this.monitor = monitor;
        this.stop = stop;
        this.seed = seed;
        this.seeds = new SplitMix64(seed);
        PluginChoice gc = plan.settings().gc();
        this.bed = new Testbed(plan.scale().drive(),
                () -> registry.create(PluginKind.GC_STRATEGY, gc.id(), gc.parameters()),
                RunPlan.layers(plan.settings(), registry), seed);
        this.trace = trace;
        format();
    }

    RunOutcome execute() {
        List<Phase> phases = plan.settings().phases();
        try (TraceFile traceFile = trace == null ? null : new TraceFile(trace, plan.run().name())) {
            bed.trace(traceFile);
            for (int i = 0; i < phases.size(); i++) {
                Phase phase = phases.get(i);
                monitor.phaseStarted(plan.run().name(), phase.name(), i, phases.size());
                execute(phase);
            }
        }
        return new RunOutcome(plan.run().name(), plan.scale().drive().model(), outcomes, plan.scale().factor(),
                List.of(seed), plan.plugins(registry));
    }

    /** A fresh file system on the first partition, as after formatting (and mounting) it. */
    private void format() {
        if (plan.partitions() == null || plan.settings().os() == null) {
            return;
        }
        PluginChoice os = plan.settings().os();
        fs = new FileSystem(bed.device(), plan.partitions().partition(1), (int) plan.settings().clusterBytes(),
                requestBytesOf(os), trimPolicyOf(os), formatOf(os));
        filesByPhase.clear();
    }

    /** How the OS turns the volume's deletes into TRIMs, one instance per mount. */
    private TrimPolicy trimPolicyOf(PluginChoice os) {
        return registry.create(PluginKind.OS, os.id(), os.parameters());
    }

    /** The largest WRITE the OS's cache sends, in whole clusters. */
    private int requestBytesOf(PluginChoice os) {
        int clusterBytes = (int) plan.settings().clusterBytes();
        return Math.max(clusterBytes, RunPlan.writeBehindBytesOf(registry, os) / clusterBytes * clusterBytes);
    }

    /** The OS's format, its metadata laid out for the full-scale volume and shrunk with the run. */
    private FileSystemFormat formatOf(PluginChoice os) {
        return RunPlan.formatOf(registry, os).scaled(plan.scale().factor());
    }

    /** Dispatch: one method per phase type, each given a recorder that carries the phase's name. */
    private void execute(Phase phase) {
        PhaseRecorder r = new PhaseRecorder(plan.run().name(), phase.name(), PhaseType.of(phase).keyword(), bed, monitor,
                stop, seeds);
        switch (phase) {
            case Phase.SecureErase p -> secureErase(r);
            case Phase.Precondition p -> precondition(p, r);
            case Phase.Fill p -> fill(p, r);
            case Phase.Delete p -> delete(p, r);
            case Phase.Idle p -> idle(p, r);
            case Phase.Attach p -> attach(p, r);
            case Phase.WorkloadPhase p -> workload(p, r);
            case Phase.SteadyState p -> steadyState(p, r);
            case Phase.Wsat p -> wsat(p, r);
            case Phase.Benchmark p -> benchmark(p, r);
            case Phase.Age p -> age(p, r);
            case Phase.Copy p -> copy(p, r);
            case Phase.Jobs p -> jobs(p, r);
            case Phase.Pts p -> outcomes.add(new PtsLoop(p, plan.scale(), ptsBench(r)).run());
        }
    }

    private void secureErase(PhaseRecorder r) {
        long start = bed.now();
        FtlCounters before = bed.observed().counters();
        bed.secureErase();
        format();
        outcomes.add(r.outcome(Metrics.idle(start, bed.now(), before, bed.observed().counters()), List.of()));
    }

    private void precondition(Phase.Precondition p, PhaseRecorder r) {
        // userBytes() is the scaled drive's already: the amount must not be scaled again
        long bytes = (long) (p.capacityMultiple() * userBytes());
        boolean random = p.form() == Phase.Precondition.Form.DEPENDENT;
        outcomes.add(r.measure(p.queueDepth(), bytes, new MeteredWorkload(
                windowed(new RegionIo(IoKind.WRITE, random, (int) p.blockBytes(), 0, 0, 0), p.span()), bytes, 0)));
    }

    private void fill(Phase.Fill p, PhaseRecorder r) {
        if (p.level() == FillLevel.FILE) {
            long free = fs.freeBytes();
            long bytes = Math.min(free, bytesOf(p.size(), fs.partition().bytes()));
            FileCreation file = bytes >= free ? fs.fillFreeSpace(p.compressibility()) : fs.create(bytes, p.compressibility());
            filesByPhase.put(p.name(), new int[] { file.file() });
            outcomes.add(r.measure(1, bytes, new MeteredWorkload(file, 0, 0)));
        } else {
            long bytes = Math.min(userBytes(), bytesOf(p.size(), userBytes()));
            outcomes.add(r.measure(FILL_QUEUE_DEPTH, 0, new MeteredWorkload(
                    new RegionIo(IoKind.WRITE, false, BLOCK_FILL_BYTES, 0, 0, p.compressibility()), bytes, 0)));
        }
    }

    private void delete(Phase.Delete p, PhaseRecorder r) {
        int[] files = Phase.Delete.ALL_FILES.equals(p.what()) ? fs.liveFiles()
                : filesByPhase.getOrDefault(p.what(), new int[0]);
        outcomes.add(r.measure(1, 0, new MeteredWorkload(fs.delete(files), 0, 0)));
    }

    private void idle(Phase.Idle p, PhaseRecorder r) {
        long nanos = plan.scale().nanos(p.duration());
        Workload idle = fs != null ? fs.idle(nanos) : new IdleGap(nanos);
        outcomes.add(r.measure(1, 0, new MeteredWorkload(idle, 0, 0)));
    }

    /** The drive taken to another machine: the volume unmounted here, mounted under {@code p.os()}. */
    private void attach(Phase.Attach p, PhaseRecorder r) {
        VolumeOperation unmountAndMount = fs.attach(trimPolicyOf(p.os()), requestBytesOf(p.os()));
        outcomes.add(r.measure(1, 0, new MeteredWorkload(unmountAndMount, 0, 0)));
    }

    private void workload(Phase.WorkloadPhase p, PhaseRecorder r) {
        long amount = p.amount() == null ? 0 : bytesOf(p.amount(), userBytes());
        long nanos = p.duration() == null ? 0 : plan.scale().nanos(p.duration());
        if (p.window() == null) {
            outcomes.add(r.measure(p.queueDepth(), 0,
                    new MeteredWorkload(windowed(workload(p.workload()), p.span()), amount, nanos)));
            return;
        }
        // the lead-in and the window run back to back into one series; only the window is measured
        long windowNanos = plan.scale().nanos(p.window());
        long startNanos = bed.now();
        List<IntervalPoint> series = new ArrayList<>();
        r.run(p.queueDepth(), 0, new MeteredWorkload(windowed(workload(p.workload()), p.span()), 0, nanos - windowNanos),
                series);
        RunResult window = r.run(p.queueDepth(), 0,
                new MeteredWorkload(windowed(workload(p.workload()), p.span()), 0, windowNanos), series);
        outcomes.add(r.outcome(Metrics.lastWindow(window, (bed.now() - startNanos) / 1e9), series));
    }

    /** SNIA WSAT: from a secure-erased drive, 4 KiB random writes of {@link Wsat#CAPACITY_WRITES} × the capacity or for the duration. */
    private void wsat(Phase.Wsat p, PhaseRecorder r) {
        bed.secureErase();
        format();
        long bytes = (long) (Wsat.CAPACITY_WRITES * userBytes());
        outcomes.add(r.measure(p.queueDepth(), 0, new MeteredWorkload(
                new RegionIo(IoKind.WRITE, true, Wsat.BLOCK_BYTES, 0, 0, 0), bytes, plan.scale().nanos(p.duration()))));
    }

    /**
     * fio's jobs: every job's instances at once for the duration; all jobs together under the phase's
     * name, then each job under {@code name-job} with its own statistics and series.
     */
    private void jobs(Phase.Jobs p, PhaseRecorder r) {
        long nanos = plan.scale().nanos(p.duration());
        int count = p.jobs().stream().mapToInt(Phase.Job::instances).sum();
        MeteredWorkload[] instances = new MeteredWorkload[count];
        int[] depths = new int[count];
        int[] jobOf = new int[count];
        int i = 0;
        for (int j = 0; j < p.jobs().size(); j++) {
            Phase.Job job = p.jobs().get(j);
            for (int k = 0; k < job.instances(); k++, i++) {
                instances[i] = new MeteredWorkload(windowed(workload(job.workload()), job.span()), 0, nanos);
                depths[i] = job.queueDepth();
                jobOf[i] = j;
            }
        }
        List<IntervalPoint> series = new ArrayList<>();
        JobsRunner.Result result = r.runJobs(instances, depths, jobOf, series);
        outcomes.add(r.outcome(Metrics.of(result.all()), series));
        for (int j = 0; j < p.jobs().size(); j++) {
            RunResult job = result.jobs().get(j);
            outcomes.add(r.named(p.name() + "-" + p.jobs().get(j).name())
                    .outcome(Metrics.of(job), job.intervals().stream().map(Metrics::point).toList(),
                            PhaseRecorder.hostIo(job.total())));
        }
    }

    /** What a PTS test needs of the run: its recorder, the purge and the active range. */
    private PtsLoop.Bench ptsBench(PhaseRecorder r) {
        return new PtsLoop.Bench() {
            @Override
            public PhaseRecorder recorder() {
                return r;
            }

            @Override
            public void purge() {
                bed.secureErase();
                format();
            }

            @Override
            public long userBytes() {
                return RunExecution.this.userBytes();
            }

            @Override
            public long[] activeRange(Size span) {
                return RunExecution.this.activeRange(span);
            }

            @Override
            public Workload idle(long nanos) {
                return fs != null ? fs.idle(nanos) : new IdleGap(nanos);
            }

            @Override
            public FtlCounters counters() {
                return bed.observed().counters();
            }

            @Override
            public long now() {
                return bed.now();
            }
        };
    }

    private void copy(Phase.Copy p, PhaseRecorder r) {
        long[] sizes = fitting(fileSizes(p.files()));
        TreeCopy copy = fs.copyTree(sizes, directories(p, sizes.length), p.compressibility());
        filesByPhase.put(p.name(), copy.files());
        long total = 0;
        for (long size : sizes) {
            total += size;
        }
        outcomes.add(r.measure(1, total, new MeteredWorkload(copy, 0, 0)));
    }

    /**
     * File-system use over simulated time. Its time series has one point per session (a day of
     * use) rather than per second: a year of seconds would be 31 million points.
     */
    private void age(Phase.Age p, PhaseRecorder r) {
        long bytes = p.driveWrites() > 0 ? (long) (p.driveWrites() * userBytes()) : bytesOf(p.amount(), userBytes());
        AgePreset preset = p.preset();
        long nanos = p.duration().toNanos();
        ChurnSpec spec = new ChurnSpec(bytes, preset.sessions, nanos, p.fullness(), p.fileBytes(), p.fileSpread(),
                Math.max(preset.maxFileBytes, p.fileBytes()), p.lifetime().toNanos(), preset.keptShare,
                preset.appendShare, preset.overwriteShare, p.compressibility());
        FileChurn churn = fs.churn(spec);
        List<IntervalPoint> series = new ArrayList<>();
        long interval = Math.max(Testbed.INTERVAL_NANOS, nanos / preset.sessions);
        RunResult result = r.run(1, bytes, new MeteredWorkload(churn, 0, 0), series, interval);
        Map<String, Double> counts = new LinkedHashMap<>();
        counts.put("hostGB", churn.bytesWritten() / 1e9);
        counts.put("filesCreated", (double) churn.filesCreated());
        counts.put("filesDeleted", (double) churn.filesDeleted());
        counts.put("appends", (double) churn.appends());
        counts.put("overwrites", (double) churn.overwrites());
        counts.put("filesLeft", (double) churn.liveFiles());
        outcomes.add(r.outcome(Metrics.of(result), series, counts));
    }

    /**
     * The tool's steps on its test files, allocated through the file system when the run has one.
     * A step that is not reported (creating or deleting the files) reports its progress and live
     * points under the step reported before it, or the phase's name before the first.
     */
    private void benchmark(Phase.Benchmark p, PhaseRecorder phase) {
        PhaseRecorder[] last = { phase };
        new BenchmarkPass(p, fs, bed.device().userSectors(), plan.scale(), new BenchmarkPass.Runner() {
            @Override
            public void record(String name, int queueDepth, long expectedBytes, MeteredWorkload workload) {
                last[0] = phase.named(name);
                outcomes.add(last[0].measure(queueDepth, expectedBytes, workload));
            }

            @Override
            public void run(int queueDepth, long expectedBytes, MeteredWorkload workload) {
                last[0].run(queueDepth, expectedBytes, workload, new ArrayList<>());
            }
        }).run();
    }

    /**
     * SNIA steady state: rounds of the workload until five in a row agree, or the last round. No
     * window closes before the phase has run {@code minDuration} (scaled like the rounds) and written
     * {@code minAmount} (scaled like every size).
     */
    private void steadyState(Phase.SteadyState p, PhaseRecorder r) {
        long roundNanos = plan.scale().nanos(p.roundDuration());
        long minRounds = Math.max(SteadyState.WINDOW, ceilDiv(plan.scale().nanos(p.minDuration()), roundNanos));
        long minBytes = p.minAmount() == null ? 0 : bytesOf(p.minAmount(), userBytes());
        long written = 0;
        List<RunResult> rounds = new ArrayList<>();
        double[] iops = new double[p.maxRounds()];
        FtlCounters start = bed.observed().counters();
        long startNanos = bed.now();
        List<IntervalPoint> series = new ArrayList<>();
        boolean steady = false;
        for (int round = 0; round < p.maxRounds() && !steady; round++) {
            RunResult result = r.run(p.queueDepth(), 0,
                    new MeteredWorkload(windowed(workload(p.workload()), p.span()), 0, roundNanos), series);
            rounds.add(result);
            iops[round] = result.total().iops();
            written += result.total().bytesWritten();
            steady = round + 1 >= minRounds && written >= minBytes && SteadyState.windowIsSteady(iops, round + 1);
        }
        List<RunResult> window = rounds.subList(Math.max(0, rounds.size() - SteadyState.WINDOW), rounds.size());
        Map<String, Double> determination = new LinkedHashMap<>();
        PtsLoop.determination(determination, iops, rounds.size());
        outcomes.add(r.outcome(Metrics.window(window, steady, (bed.now() - startNanos) / 1e9, start,
                bed.observed().counters()), series, determination));
    }

    private static long ceilDiv(long a, long b) {
        return (a + b - 1) / b;
    }

    private Workload workload(PluginChoice choice) {
        return registry.create(PluginKind.WORKLOAD, choice.id(), choice.parameters());
    }

    /** The workload confined to {@code span} from the first partition's start, as a test file would be. */
    private Workload windowed(Workload workload, Size span) {
        if (span == null) {
            return workload;
        }
        long[] range = activeRange(span);
        return new Window(workload, range[0], range[1]);
    }

    private long[] activeRange(Size span) {
        return RunPlan.activeRange(span, plan.settings(), plan.partitions(), plan.scale(), bed.device().userSectors());
    }

    private long userBytes() {
        return bed.device().userSectors() * Geometry.SECTOR_BYTES;
    }

    private long bytesOf(Size size, long capacity) {
        return RunPlan.bytesOf(size, capacity, plan.scale());
    }

    /**
     * The copy's directories at the run's scale: as given, or one per
     * {@link Phase.Copy#DEFAULT_FILES_PER_DIRECTORY} files; never more than the files.
     */
    private int directories(Phase.Copy p, int files) {
        long given = p.directories() == Phase.Copy.DEFAULT_DIRECTORIES
                ? (p.fileCount() + Phase.Copy.DEFAULT_FILES_PER_DIRECTORY - 1) / Phase.Copy.DEFAULT_FILES_PER_DIRECTORY
                : p.directories();
        return (int) Math.min(files, plan.scale().count(given));
    }

    /** The leading files that fit the free space: a copy onto a full volume stops, as {@code cp} does. */
    private long[] fitting(long[] sizes) {
        long cluster = fs.clusterBytes();
        long free = fs.freeClusters();
        int n = 0;
        while (n < sizes.length && (sizes[n] + cluster - 1) / cluster <= free) {
            free -= (sizes[n] + cluster - 1) / cluster;
            n++;
        }
        return Arrays.copyOf(sizes, n);
    }

    /**
     * The files of a copy at the run's scale: their number shrinks and their sizes stay, so small
     * files stay small; a set that would shrink below one file keeps one file, of the share left.
     */
    private long[] fileSizes(List<FileSet> sets) {
        long total = sets.stream().mapToLong(s -> plan.scale().count(s.count())).sum();
        if (total > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("a copy of " + total + " files; allowed: at most " + Integer.MAX_VALUE);
        }
        long[] sizes = new long[(int) total];
        int i = 0;
        for (FileSet set : sets) {
            long count = plan.scale().count(set.count());
            long bytes = Math.round(set.bytes() * (set.count() * plan.scale().factor()) / count);
            for (long n = count; n > 0; n--) {
                sizes[i++] = Math.min(set.bytes(), bytes);
            }
        }
        return sizes;
    }
}
