package org.ssdlab.sim.core.host;

import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;

/**
 * Time passes without file activity: IDLE requests (in which the drive may collect garbage) cut
 * at every moment the TRIM policy or a queued TRIM is due, so that batched and scheduled TRIMs
 * reach the drive at their time.
 */
final class IdleOperation extends VolumeOperation {

    private final long durationNanos;
    private long end;

    IdleOperation(FileSystem fs, long durationNanos) {
        super(fs);
        this.durationNanos = durationNanos;
    }

    @Override
    void begin(long now) {
        end = now + durationNanos;
    }

    @Override
    boolean produce(IoRequest request, long now) {
        if (now >= end) {
            return false;
        }
        long until = Math.min(end, fs.nextDueNanos());
        if (until <= now) {
            until = end; // a policy that stays due after advance must not stall time
        }
        request.set(IoKind.IDLE, 0, 0, 0);
        request.idleNanos = until - now;
        return true;
    }
}
