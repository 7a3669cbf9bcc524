package org.ssdlab.sim.core.timing;

import org.HdrHistogram.Histogram;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.core.ftl.Ftl;
import org.ssdlab.sim.core.ftl.FtlCounters;

/**
 * Accumulates an interval (reused for the next one) or, by adding the intervals, the whole
 * run: per kind of request a latency histogram, the exact sum and maximum, and bytes.
 */
final class IntervalRecorder {

    static final long MAX_LATENCY_NANOS = 3_600_000_000_000L;

    /** Latencies from 1 ns to an hour, three significant digits (0.1 %; two digits rounded p99s to 352.255 µs). */
    static Histogram histogram() {
        return new Histogram(MAX_LATENCY_NANOS, 3);
    }

    private final Ftl observed;

    private static final int READ = IoKind.READ.ordinal();
    private static final int WRITE = IoKind.WRITE.ordinal();
    private static final int TRIM = IoKind.TRIM.ordinal();
    private static final int FLUSH = IoKind.FLUSH.ordinal();
    private static final int KINDS = 4;
    private static final int[] IO = { READ, WRITE, TRIM };

    final Histogram[] latency = new Histogram[KINDS];
    final long[] count = new long[KINDS];
    final long[] bytes = new long[KINDS];
    final long[] sumNanos = new long[KINDS];
    final long[] maxNanos = new long[KINDS];

    IntervalRecorder(Ftl observed) {
        this.observed = observed;
        for (int k = 0; k < KINDS; k++) {
            latency[k] = histogram();
        }
    }

    void record(int kind, long latencyNanos, long requestBytes) {
        long l = Math.min(Math.max(latencyNanos, 0), MAX_LATENCY_NANOS);
        latency[kind].recordValue(l);
        count[kind]++;
        bytes[kind] += requestBytes;
        sumNanos[kind] += l;
        maxNanos[kind] = Math.max(maxNanos[kind], l);
    }

    void add(IntervalRecorder other) {
        for (int k = 0; k < KINDS; k++) {
            if (other.count[k] > 0) {
                latency[k].add(other.latency[k]);
                count[k] += other.count[k];
                bytes[k] += other.bytes[k];
                sumNanos[k] += other.sumNanos[k];
                maxNanos[k] = Math.max(maxNanos[k], other.maxNanos[k]);
            }
        }
    }

    /** Clears only what was used: an idle hour closes 3600 empty intervals. */
    void reset() {
        for (int k = 0; k < KINDS; k++) {
            if (count[k] > 0) {
                latency[k].reset();
                count[k] = 0;
                bytes[k] = 0;
                sumNanos[k] = 0;
                maxNanos[k] = 0;
            }
        }
    }

    /** @param scratch holds reads, writes and TRIMs together when more than one kind occurred */
    IntervalStats close(long startNanos, long endNanos, FtlCounters atStart, Histogram scratch) {
        double seconds = (endNanos - startNanos) / 1e9;
        FtlCounters now = observed.counters();
        FtlCounters delta = now.minus(atStart);
        LatencyStats reads = kind(READ);
        LatencyStats writes = kind(WRITE);
        return new IntervalStats(startNanos, seconds, count[READ], count[WRITE], count[TRIM], count[FLUSH],
                bytes[READ], bytes[WRITE], io(scratch, reads, writes), reads, writes, kind(FLUSH),
                delta.writeAmplification(), now.writeAmplification(), observed.freeBlocks(),
                delta.gcUnitsRelocated());
    }

    private LatencyStats kind(int k) {
        return LatencyStats.of(latency[k], sumNanos[k], maxNanos[k]);
    }

    /** All reads, writes and TRIMs; with one kind alone its stats, computed once (percentiles scan the histogram). */
    private LatencyStats io(Histogram scratch, LatencyStats reads, LatencyStats writes) {
        int kinds = 0;
        int only = READ;
        for (int k : IO) {
            if (count[k] > 0) {
                kinds++;
                only = k;
            }
        }
        if (kinds <= 1) {
            return only == READ ? reads : only == WRITE ? writes : kind(only);
        }
        scratch.reset();
        scratch.add(latency[READ]);
        scratch.add(latency[WRITE]);
        scratch.add(latency[TRIM]);
        return LatencyStats.of(scratch, sumNanos[READ] + sumNanos[WRITE] + sumNanos[TRIM],
                Math.max(maxNanos[READ], Math.max(maxNanos[WRITE], maxNanos[TRIM])));
    }
}
