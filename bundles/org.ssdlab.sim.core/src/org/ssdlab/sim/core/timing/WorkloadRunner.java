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
import org.ssdlab.sim.core.Ftl;
import org.ssdlab.sim.core.FtlCounters;

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

    private static final long MAX_LATENCY_NANOS = 3_600_000_000_000L;

    private final BlockDevice device;
    private final Ftl observed;
    private final int queueDepth;
    private final long intervalNanos;
    private final BooleanSupplier cancelled;
    private Consumer<IntervalStats> intervalListener = stats -> {
    };

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

    public RunResult run(Workload workload, long startNanos, long seed) {
        long wallStart = System.nanoTime();
        workload.start(device.userSectors(), seed);
        long[] slots = new long[queueDepth];
        Arrays.fill(slots, startNanos);
        Interval interval = new Interval(startNanos);
        Interval total = new Interval(startNanos);
        List<IntervalStats> series = new ArrayList<>();
        FtlCounters runStart = observed.counters();
        IoRequest request = new IoRequest();
        long end = startNanos;
        while (!cancelled.getAsBoolean() && workload.next(request, slots[0])) {
            long arrival = request.arrivalNanos >= 0 ? Math.max(slots[0], startNanos + request.arrivalNanos) : slots[0];
            while (arrival >= interval.start + intervalNanos) {
                closed(series, interval.close(interval.start + intervalNanos));
                interval = new Interval(interval.start + intervalNanos);
            }
            if (request.kind == IoKind.IDLE) {
                long idleEnd = device.idle(max(slots), request.idleNanos);
                Arrays.fill(slots, idleEnd);
                end = Math.max(end, idleEnd);
                continue;
            }
            long done = switch (request.kind) {
                case WRITE -> request.fua ? device.writeFua(arrival, request.lba, request.sectors, request.compressibility)
                        : device.write(arrival, request.lba, request.sectors, request.compressibility);
                case READ -> device.read(arrival, request.lba, request.sectors);
                case FLUSH -> device.flush(arrival);
                default -> device.trim(arrival, request.lba, request.sectors);
            };
            long bytes = request.kind == IoKind.READ || request.kind == IoKind.WRITE
                    ? (long) request.sectors * Geometry.SECTOR_BYTES : 0;
            interval.record(done - arrival, bytes);
            total.record(done - arrival, bytes);
            end = Math.max(end, done);
            slots[0] = done;
            siftDown(slots);
        }
        closed(series, interval.close(Math.max(end, interval.start + 1)));
        FtlCounters counters = observed.counters().minus(runStart);
        IntervalStats whole = total.close(Math.max(end, startNanos + 1));
        return new RunResult(startNanos, end, whole, series, counters, (System.nanoTime() - wallStart) / 1e9);
    }

    private void closed(List<IntervalStats> series, IntervalStats stats) {
        series.add(stats);
        intervalListener.accept(stats);
    }

    private static long max(long[] values) {
        long max = Long.MIN_VALUE;
        for (long v : values) {
            max = Math.max(max, v);
        }
        return max;
    }

    /** Restores the min-heap after the root grew. */
    private static void siftDown(long[] heap) {
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

    /** Accumulates one interval; the FTL counters at its start give its write amplification. */
    private final class Interval {
        final long start;
        final FtlCounters atStart;
        final Histogram latency = new Histogram(MAX_LATENCY_NANOS, 2);
        long requests;
        long bytes;

        Interval(long start) {
            this.start = start;
            this.atStart = observed.counters();
        }

        void record(long latencyNanos, long requestBytes) {
            latency.recordValue(Math.min(Math.max(latencyNanos, 0), MAX_LATENCY_NANOS));
            requests++;
            bytes += requestBytes;
        }

        IntervalStats close(long endNanos) {
            double seconds = (endNanos - start) / 1e9;
            FtlCounters now = observed.counters();
            FtlCounters delta = now.minus(atStart);
            return new IntervalStats(start, seconds, requests, bytes, requests / seconds, bytes / seconds / 1e6,
                    latency.getMean() / 1e3, latency.getValueAtPercentile(50) / 1e3,
                    latency.getValueAtPercentile(99) / 1e3, latency.getValueAtPercentile(99.9) / 1e3,
                    latency.getMaxValue() / 1e3, delta.writeAmplification(), now.writeAmplification(),
                    observed.freeBlocks(), delta.gcUnitsRelocated());
        }
    }
}
