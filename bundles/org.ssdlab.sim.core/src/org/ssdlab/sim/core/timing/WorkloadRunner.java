package org.ssdlab.sim.core.timing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import org.HdrHistogram.Histogram;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.host.BlockDevice;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;
import org.ssdlab.sim.core.ftl.Ftl;
import org.ssdlab.sim.core.ftl.FtlCounters;

/**
 * Drives a {@link BlockDevice} (a drive, or a storage stack on drives) with a {@link Workload} as a closed loop: {@code queueDepth}
 * requests are outstanding at all times (workers × queue depth of the benchmark tools), each new
 * request is issued when the earliest outstanding one completes. Trace requests with arrival times
 * wait for their time as well as for a free slot. {@code queueDepth} is the total outstanding:
 * N workers each keeping QD requests in flight is {@code N × QD}; served in arrival order, the two
 * are indistinguishable. Write amplification and free blocks come from one
 * observed drive's FTL.
 */
public final class WorkloadRunner {

    private final BlockDevice device;
    private final Ftl observed;
    private final int queueDepth;
    private final long intervalNanos;
    private final BooleanSupplier cancelled;
    private Consumer<IntervalStats> intervalListener = stats -> {
    };
    private EventTrace trace;

    /**
     * @param cancelled polled between requests; the run stops early and reports what it did
     */
    public WorkloadRunner(TimedDrive drive, int queueDepth, long intervalNanos, BooleanSupplier cancelled) {
        this(drive, drive.ftl(), queueDepth, intervalNanos, cancelled);
    }

    /**
     * @param device   where the requests go
     * @param observed the FTL whose counters give write amplification and free blocks (a member drive)
     */
    public WorkloadRunner(BlockDevice device, Ftl observed, int queueDepth, long intervalNanos, BooleanSupplier cancelled) {
        if (queueDepth < 1) {
            throw new IllegalArgumentException("queueDepth = " + queueDepth + " must be at least 1");
        }
        if (intervalNanos < 1) {
            throw new IllegalArgumentException("intervalNanos = " + intervalNanos + " must be positive");
        }
        this.device = device;
        this.observed = observed;
        this.queueDepth = queueDepth;
        this.intervalNanos = intervalNanos;
        this.cancelled = cancelled;
    }

    /** Hands every interval to {@code listener} as soon as it closes (live charts). */
    public WorkloadRunner onInterval(Consumer<IntervalStats> listener) {
        this.intervalListener = listener;
        return this;
    }

    /** Sends every host request to {@code trace} (null: none). */
    public WorkloadRunner trace(EventTrace trace) {
        this.trace = trace;
        return this;
    }

    public RunResult run(Workload workload, long startNanos, long seed) {
        long wallStart = System.nanoTime();
        workload.start(device.userSectors(), seed);
        long[] slots = new long[queueDepth];
        Arrays.fill(slots, startNanos);
        IntervalRecorder interval = new IntervalRecorder(observed);
        IntervalRecorder total = new IntervalRecorder(observed);
        Histogram scratch = IntervalRecorder.histogram();
        long intervalStart = startNanos;
        FtlCounters atIntervalStart = observed.counters();
        List<IntervalStats> series = new ArrayList<>();
        FtlCounters runStart = atIntervalStart;
        IoRequest request = new IoRequest();
        long end = startNanos;
        long measuredStart = startNanos;
        boolean measuring = true;
        while (!cancelled.getAsBoolean() && workload.next(request, slots[0])) {
            long arrival = request.arrivalNanos >= 0 ? Math.max(slots[0], startNanos + request.arrivalNanos) : slots[0];
            if (request.measured != measuring && request.kind != IoKind.IDLE) {
                measuring = request.measured;
                if (measuring) {
                    // the ramp is over: the run's statistics and time series start here
                    measuredStart = arrival;
                    intervalStart = arrival;
                    atIntervalStart = observed.counters();
                    runStart = atIntervalStart;
                    series.clear();
                    interval.reset();
                    total.reset();
                }
            }
            while (measuring && arrival >= intervalStart + intervalNanos) {
                closed(series, interval.close(intervalStart, intervalStart + intervalNanos, atIntervalStart, scratch));
                total.add(interval);
                interval.reset();
                intervalStart += intervalNanos;
                atIntervalStart = observed.counters();
            }
            if (request.kind == IoKind.IDLE) {
                long idleEnd = device.idle(max(slots), request.idleNanos);
                Arrays.fill(slots, idleEnd);
                end = Math.max(end, idleEnd);
                continue;
            }
            long done = issue(device, request, arrival);
            long bytes = bytesOf(request);
            if (measuring) {
                interval.record(request.kind.ordinal(), done - arrival, bytes);
            }
            if (trace != null) {
                trace.request(request.kind, request.lba, request.sectors, arrival, done);
            }
            end = Math.max(end, done);
            slots[0] = done;
            siftDown(slots);
        }
        closed(series, interval.close(intervalStart, Math.max(end, intervalStart + 1), atIntervalStart, scratch));
        total.add(interval);
        FtlCounters counters = observed.counters().minus(runStart);
        IntervalStats whole = total.close(measuredStart, Math.max(end, measuredStart + 1), runStart, scratch);
        return new RunResult(measuredStart, end, whole, series, counters, (System.nanoTime() - wallStart) / 1e9);
    }

    /** Sends {@code request} (not IDLE) to {@code device} at {@code arrival}; returns its completion. */
    static long issue(BlockDevice device, IoRequest request, long arrival) {
        return switch (request.kind) {
            case WRITE -> request.fua ? device.writeFua(arrival, request.lba, request.sectors, request.compressibility)
                    : device.write(arrival, request.lba, request.sectors, request.compressibility);
            case READ -> device.read(arrival, request.lba, request.sectors);
            case FLUSH -> device.flush(arrival);
            default -> device.trim(arrival, request.lba, request.sectors);
        };
    }

    /** The bytes a request moves: its sectors for reads and writes, none for TRIM and FLUSH. */
    static long bytesOf(IoRequest request) {
        return request.kind == IoKind.READ || request.kind == IoKind.WRITE
                ? (long) request.sectors * Geometry.SECTOR_BYTES : 0;
    }

    private void closed(List<IntervalStats> series, IntervalStats stats) {
        series.add(stats);
        intervalListener.accept(stats);
    }

    static long max(long[] values) {
        long max = Long.MIN_VALUE;
        for (long v : values) {
            max = Math.max(max, v);
        }
        return max;
    }

    /** Restores the min-heap after the root grew. */
    static void siftDown(long[] heap) {
        int i = 0;
        long value = heap[0];
        while (true) {
            int child = 2 * i + 1;
            if (child >= heap.length) {
                break;
            }
            if (child + 1 < heap.length && heap[child + 1] < heap[child]) {
                child++;
            }
            if (heap[child] >= value) {
                break;
            }
            heap[i] = heap[child];
            i = child;
        }
        heap[i] = value;
    }
}
