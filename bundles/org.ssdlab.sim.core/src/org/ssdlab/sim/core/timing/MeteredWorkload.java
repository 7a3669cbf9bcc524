package org.ssdlab.sim.core.timing;

import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;

/**
 * Counts what a workload has issued and stops it at a byte or time limit, whichever comes first,
 * so that any workload can be bounded the same way and its progress read while it runs.
 */
public final class MeteredWorkload implements Workload {

    private final Workload inner;
    private final long byteLimit;
    private final long nanosLimit;
    private long bytes;
    private long startNanos = -1;
    private long elapsedNanos;

    /**
     * @param byteLimit  bytes read, written or trimmed after which it stops (a TRIM-only workload ends
     *                   too, having deallocated that much); 0 = no limit
     * @param nanosLimit simulated time after which it stops; 0 = no limit
     */
    public MeteredWorkload(Workload inner, long byteLimit, long nanosLimit) {
        if (byteLimit < 0 || nanosLimit < 0) {
            throw new IllegalArgumentException("byteLimit = " + byteLimit + " and nanosLimit = " + nanosLimit
                    + " must not be negative");
        }
        this.inner = inner;
        this.byteLimit = byteLimit;
        this.nanosLimit = nanosLimit;
    }

    @Override
    public void start(long userSectors, long seed) {
        bytes = 0;
        startNanos = -1;
        elapsedNanos = 0;
        inner.start(userSectors, seed);
    }

    @Override
    public boolean next(IoRequest request, long nowNanos) {
        if (startNanos < 0) {
            startNanos = nowNanos;
        }
        elapsedNanos = nowNanos - startNanos;
        if ((byteLimit > 0 && bytes >= byteLimit) || (nanosLimit > 0 && elapsedNanos >= nanosLimit)
                || !inner.next(request, nowNanos)) {
            return false;
        }
        if (nanosLimit > 0 && request.arrivalNanos >= nanosLimit) {
            // an open-loop request (a trace) due after the limit: the phase ends at its limit instead of
            // idling across the gap (a trace with an hour between two requests in a one-minute phase)
            elapsedNanos = nanosLimit;
            return false;
        }
        if (request.kind == IoKind.READ || request.kind == IoKind.WRITE || request.kind == IoKind.TRIM) {
            bytes += (long) request.sectors * Geometry.SECTOR_BYTES;
        }
        return true;
    }

    /** Bytes read, written and trimmed so far. */
    public long bytes() {
        return bytes;
    }

    /** Simulated time since the first request. */
    public long elapsedNanos() {
        return elapsedNanos;
    }

    /**
     * How far it is, 0 … 1: the larger of the shares of its limits reached, or of
     * {@code expectedBytes} when it has no limit (a fill whose size is known).
     */
    public double fraction(long expectedBytes) {
        double f = 0;
        if (byteLimit > 0) {
            f = Math.max(f, bytes / (double) byteLimit);
        }
        if (nanosLimit > 0) {
            f = Math.max(f, elapsedNanos / (double) nanosLimit);
        }
        if (byteLimit == 0 && nanosLimit == 0 && expectedBytes > 0) {
            f = bytes / (double) expectedBytes;
        }
        return Math.min(1, f);
    }
}
