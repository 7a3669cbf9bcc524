package org.ssdlab.sim.core.timing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import org.HdrHistogram.Histogram;
import org.ssdlab.sim.api.host.BlockDevice;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;
import org.ssdlab.sim.core.ftl.Ftl;
import org.ssdlab.sim.core.ftl.FtlCounters;

/**
 * Several jobs on one {@link BlockDevice} at once, as fio runs several {@code [job]} sections (or
 * {@code numjobs} copies of one): each instance is a closed loop with its own queue of outstanding
 * requests, and the instances' requests reach the device merged by issue time on one simulated
 * clock, so a background writer's requests queue on the same dies as a foreground reader's. The
 * loop allocates nothing per request: each instance has its preallocated request and slot heap.
 * Statistics are kept per job (its instances together, as fio's {@code group_reporting}) and for
 * all jobs; intervals close for all at the same instants.
 *
 * <p>Within a job, an {@link IoKind#IDLE} request is the job's think time: its queue waits, the
 * device does not (the other jobs keep it busy), so no idle-time garbage collection is granted.
 * Requests a workload marks unmeasured (a ramp) are issued and not counted.
 */
public final class JobsRunner {

    private final BlockDevice device;
    private final Ftl observed;
    private final int[] queueDepths;
    private final int[] jobOf;
    private final int jobs;
    private final long intervalNanos;
    private final BooleanSupplier cancelled;
    private Consumer<IntervalStats> intervalListener = stats -> {
    };
    private EventTrace trace;

    /**
     * @param queueDepths each instance's outstanding requests
     * @param jobOf       each instance's job, 0 … jobs − 1 (the instances of a job are reported together)
     */
    public JobsRunner(BlockDevice device, Ftl observed, int[] queueDepths, int[] jobOf, long intervalNanos,
            BooleanSupplier cancelled) {
        if (queueDepths.length == 0 || queueDepths.length != jobOf.length) {
            throw new IllegalArgumentException("queueDepths and jobOf must be non-empty and of one length, not "
                    + queueDepths.length + " and " + jobOf.length);
        }
        int max = -1;
        for (int i = 0; i < queueDepths.length; i++) {
            if (queueDepths[i] < 1) {
                throw new IllegalArgumentException("queueDepths[" + i + "] = " + queueDepths[i] + " must be at least 1");
            }
            if (jobOf[i] < 0) {
                throw new IllegalArgumentException("jobOf[" + i + "] = " + jobOf[i] + " must not be negative");
            }
            max = Math.max(max, jobOf[i]);
        }
        if (intervalNanos < 1) {
            throw new IllegalArgumentException("intervalNanos = " + intervalNanos + " must be positive");
        }
        this.device = device;
        this.observed = observed;
        this.queueDepths = queueDepths.clone();
        this.jobOf = jobOf.clone();
        this.jobs = max + 1;
        this.intervalNanos = intervalNanos;
        this.cancelled = cancelled;
    }

    /** Hands every interval of all jobs together to {@code listener} as soon as it closes (live charts). */
    public JobsRunner onInterval(Consumer<IntervalStats> listener) {
        this.intervalListener = listener;
        return this;
    }

    /** Sends every host request of every instance to {@code trace} (null: none), as {@link WorkloadRunner#trace} does. */
    public JobsRunner trace(EventTrace trace) {
        this.trace = trace;
        return this;
    }

    /**
     * The outcome of all jobs together and of each job.
     *
     * @param all  every request of every job
     * @param jobs each job's requests, in job order; their FTL counters are the run's
     */
    public record Result(RunResult all, List<RunResult> jobs) {
        public Result {
            jobs = List.copyOf(jobs);
        }
    }

    /**
     * @param workloads each instance's workload (not shared between instances)
     * @param seeds     each instance's seed
     */
    public Result run(Workload[] workloads, long startNanos, long[] seeds) {
        int n = queueDepths.length;
        if (workloads.length != n || seeds.length != n) {
            throw new IllegalArgumentException(n + " instances need " + n + " workloads and seeds, not "
                    + workloads.length + " and " + seeds.length);
        }
        long wallStart = System.nanoTime();
        long[][] slots = new long[n][];
        IoRequest[] pending = new IoRequest[n];
        long[] due = new long[n];
        for (int i = 0; i < n; i++) {
            workloads[i].start(device.userSectors(), seeds[i]);
            slots[i] = new long[queueDepths[i]];
            Arrays.fill(slots[i], startNanos);
            pending[i] = new IoRequest();
        }
        IntervalRecorder[] interval = new IntervalRecorder[jobs + 1];
        IntervalRecorder[] total = new IntervalRecorder[jobs + 1];
        List<List<IntervalStats>> series = new ArrayList<>();
        for (int j = 0; j <= jobs; j++) {
            interval[j] = new IntervalRecorder(observed);
            total[j] = new IntervalRecorder(observed);
            series.add(new ArrayList<>());
        }
        Histogram scratch = IntervalRecorder.histogram();
        for (int i = 0; i < n; i++) {
            due[i] = fetch(workloads[i], pending[i], slots[i], startNanos);
        }
        FtlCounters runStart = observed.counters();
        FtlCounters atIntervalStart = runStart;
        long intervalStart = startNanos;
        long end = startNanos;
        while (!cancelled.getAsBoolean()) {
            int next = -1;
            for (int i = 0; i < n; i++) {
                // the earliest issue time first; ties go to the instance listed first (deterministic)
                if (due[i] != Long.MAX_VALUE && (next < 0 || due[i] < due[next])) {
                    next = i;
                }
            }
            if (next < 0) {
                break;
            }
            long arrival = due[next];
            while (arrival >= intervalStart + intervalNanos) {
                closeAll(series, interval, total, intervalStart, intervalStart + intervalNanos, atIntervalStart, scratch);
                intervalStart += intervalNanos;
                atIntervalStart = observed.counters();
            }
            IoRequest request = pending[next];
            long[] heap = slots[next];
            if (request.kind == IoKind.IDLE) {
                // think time: this instance's queue waits from its last completion, the device keeps working
                Arrays.fill(heap, WorkloadRunner.max(heap) + request.idleNanos);
            } else {
                long done = WorkloadRunner.issue(device, request, arrival);
                long bytes = WorkloadRunner.bytesOf(request);
                if (request.measured) {
                    interval[jobOf[next]].record(request.kind.ordinal(), done - arrival, bytes);
                    interval[jobs].record(request.kind.ordinal(), done - arrival, bytes);
                }
                if (trace != null) {
                    trace.request(request.kind, request.lba, request.sectors, arrival, done);
                }
                end = Math.max(end, done);
                heap[0] = done;
                WorkloadRunner.siftDown(heap);
            }
            due[next] = fetch(workloads[next], request, heap, startNanos);
        }
        long last = Math.max(end, intervalStart + 1);
        closeAll(series, interval, total, intervalStart, last, atIntervalStart, scratch);
        FtlCounters counters = observed.counters().minus(runStart);
        double wall = (System.nanoTime() - wallStart) / 1e9;
        List<RunResult> perJob = new ArrayList<>();
        for (int j = 0; j < jobs; j++) {
            perJob.add(new RunResult(startNanos, end, total[j].close(startNanos, Math.max(end, startNanos + 1), runStart,
                    scratch), series.get(j), counters, wall));
        }
        RunResult all = new RunResult(startNanos, end, total[jobs].close(startNanos, Math.max(end, startNanos + 1),
                runStart, scratch), series.get(jobs), counters, wall);
        return new Result(all, perJob);
    }

    /** The instance's next request and when it issues, or {@link Long#MAX_VALUE} once its workload ends. */
    private static long fetch(Workload workload, IoRequest request, long[] heap, long startNanos) {
        if (!workload.next(request, heap[0])) {
            return Long.MAX_VALUE;
        }
        return request.arrivalNanos >= 0 ? Math.max(heap[0], startNanos + request.arrivalNanos) : heap[0];
    }

    private void closeAll(List<List<IntervalStats>> series, IntervalRecorder[] interval, IntervalRecorder[] total,
            long from, long to, FtlCounters atStart, Histogram scratch) {
        for (int j = 0; j <= jobs; j++) {
            IntervalStats stats = interval[j].close(from, to, atStart, scratch);
            series.get(j).add(stats);
            if (j == jobs) {
                intervalListener.accept(stats);
            }
            total[j].add(interval[j]);
            interval[j].reset();
        }
    }
}
