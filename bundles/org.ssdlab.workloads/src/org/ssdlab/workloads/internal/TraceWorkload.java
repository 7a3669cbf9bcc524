package org.ssdlab.workloads.internal;

import java.nio.file.Path;

import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;

/**
 * Replays a block trace: the whole file is read in {@link #start}, then {@link #next} hands out
 * its requests in order, open loop at their (scaled) arrival times or closed loop as fast as the
 * drive takes them.
 */
final class TraceWorkload implements Workload {

    private static final IoKind[] KINDS = { IoKind.READ, IoKind.WRITE };

    private final Path file;
    private final TraceFormat format;
    private final double timeScale;
    private final boolean closedLoop;
    private final long lbaOffsetBytes;

    private Trace trace;
    private int position;

    TraceWorkload(Path file, TraceFormat format, double timeScale, boolean closedLoop, long lbaOffsetBytes) {
        this.file = file;
        this.format = format;
        this.timeScale = timeScale;
        this.closedLoop = closedLoop;
        this.lbaOffsetBytes = lbaOffsetBytes;
    }

    @Override
    public void start(long userSectors, long seed) {
        trace = Trace.read(file, format, userSectors, lbaOffsetBytes / TraceFormat.SECTOR, timeScale);
        position = 0;
    }

    @Override
    public boolean next(IoRequest request, long nowNanos) {
        if (position >= trace.count) {
            return false;
        }
        int i = position++;
        request.set(KINDS[trace.kind[i]], trace.lba[i], trace.sectors[i], 0.0);
        if (!closedLoop) {
            request.arrivalNanos = trace.arrivalNanos[i];
        }
        return true;
    }

    /** Requests in the trace, once started. */
    int size() {
        return trace == null ? 0 : trace.count;
    }

    @Override
    public String toString() {
        return format.name() + " trace " + file + (closedLoop ? " (closed loop)" : " (time scale " + timeScale + ")")
                + (lbaOffsetBytes == 0 ? "" : " shifted by " + lbaOffsetBytes + " bytes");
    }
}
