package org.ssdlab.sim.core.host;

import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;

/**
 * One file-system operation as the request stream it sends the device, run by a
 * {@code WorkloadRunner} on the volume's device. The operation takes effect on the file system
 * (allocation, freeing, the TRIM policy's calls) when the runner first asks it for a request, at
 * that simulated time, so a policy sees deletes at the time they happen. Every request it is asked
 * for is first a TRIM that has come due, if any, then a metadata request the volume owes (journal
 * commits, barriers, checkpoints and write-back, whether caused by this operation or due by a
 * timer), then its own; before each, the policy is advanced when its
 * {@link org.ssdlab.sim.api.host.TrimPolicy#nextDueNanos} has passed. An operation that changes
 * metadata step by step (file by file) polls the metadata after each step, so a step that fills
 * the journal waits for the commit and checkpoint it causes.
 * <p>
 * An operation runs once: running it again would apply it twice.
 */
public abstract class VolumeOperation implements Workload {

    final FileSystem fs;
    private boolean started;
    private boolean begun;

    VolumeOperation(FileSystem fs) {
        this.fs = fs;
    }

    /**
     * @throws IllegalArgumentException when the runner's device is not the volume's
     * @throws IllegalStateException    when the operation has run already
     */
    @Override
    public final void start(long userSectors, long seed) {
        if (started) {
            throw new IllegalStateException(getClass().getSimpleName()
                    + " has run already: an operation changes the file system once");
        }
        fs.checkDevice(userSectors);
        started = true;
        seeded(seed);
    }

    @Override
    public final boolean next(IoRequest request, long nowNanos) {
        if (!started) {
            throw new IllegalStateException("start must be called before next");
        }
        fs.catchUp(nowNanos);
        if (!begun) {
            begun = true;
            begin(nowNanos);
        }
        return fs.pollDueTrim(nowNanos, request) || fs.pollMetadata(nowNanos, request) || produce(request, nowNanos)
                || fs.pollDueTrim(nowNanos, request);
    }

    /** The runner's seed, for operations that make random choices. */
    void seeded(long seed) {
    }

    /** Applies the operation to the file system at {@code now}. */
    abstract void begin(long now);

    /** The operation's next own request; false when it has sent all. */
    abstract boolean produce(IoRequest request, long now);
}
