package org.ssdlab.workloads.internal;

import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;

/** One idle gap, then nothing: lets the drive collect garbage in the background. */
final class IdleWorkload implements Workload {

    private final long idleNanos;
    private boolean done;

    IdleWorkload(long idleNanos) {
        this.idleNanos = idleNanos;
    }

    @Override
    public void start(long userSectors, long seed) {
        done = false;
    }

    @Override
    public boolean next(IoRequest request, long nowNanos) {
        if (done) {
            return false;
        }
        done = true;
        request.set(IoKind.IDLE, 0, 0, 0.0);
        request.idleNanos = idleNanos;
        return true;
    }

    @Override
    public String toString() {
        return "idle(" + idleNanos / Limits.NANOS_PER_MILLI + " ms)";
    }
}
