package org.ssdlab.experiment.internal.run;

import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;

/** One stretch without host requests, for a device without a file system. */
final class IdleGap implements Workload {

    private final long nanos;
    private boolean done;

    IdleGap(long nanos) {
        this.nanos = nanos;
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
        request.set(IoKind.IDLE, 0, 0, 0);
        request.idleNanos = nanos;
        return true;
    }
}
