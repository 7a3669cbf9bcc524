package org.ssdlab.sim.api.workload;

/** One stretch without host requests, then nothing: lets the drive collect garbage in the background. */
public final class IdleGap implements Workload {

    private final long idleNanos;
    private boolean done;

    public IdleGap(long idleNanos) {
        if (idleNanos < 0) {
            throw new IllegalArgumentException("idleNanos = " + idleNanos + " must not be negative");
        }
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
        return "idle(" + idleNanos / 1_000_000 + " ms)";
    }
}
