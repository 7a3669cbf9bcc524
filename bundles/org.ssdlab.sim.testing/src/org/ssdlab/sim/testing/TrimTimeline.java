package org.ssdlab.sim.testing;

import java.util.List;

import org.ssdlab.sim.api.host.FreeSpace;
import org.ssdlab.sim.api.host.TrimPolicies;
import org.ssdlab.sim.api.host.TrimPolicy;

/**
 * Drives one volume's {@link TrimPolicy} through a script of events in time order (mounts, frees,
 * rewrites, an unmount), running the policy through every due time in between, and records the TRIMs sent.
 * For tests of OS plugins and for small what-if studies.
 */
public final class TrimTimeline {

    private final TrimPolicy policy;
    private final FreeSpace freeSpace;
    private final RecordingTrimSink sink = new RecordingTrimSink();
    private long now = Long.MIN_VALUE;

    public TrimTimeline(TrimPolicy policy, FreeSpace freeSpace) {
        this.policy = policy;
        this.freeSpace = freeSpace;
    }

    public TrimTimeline mount(long at) {
        runUntil(at);
        policy.mounted(at, freeSpace, sink);
        return this;
    }

    public TrimTimeline free(long at, long lba, long sectors) {
        runUntil(at);
        policy.freed(at, lba, sectors, sink);
        return this;
    }

    /** The volume let go cleanly at {@code at} (the drive taken to another machine). */
    public TrimTimeline unmount(long at) {
        runUntil(at);
        policy.unmounted(at, sink);
        return this;
    }

    public TrimTimeline reallocate(long at, long lba, long sectors) {
        runUntil(at);
        policy.reallocated(at, lba, sectors);
        return this;
    }

    /** Lets time pass to {@code at}, sending everything that falls due on the way. */
    public TrimTimeline runUntil(long at) {
        if (at < now) {
            throw new IllegalArgumentException("events must come in time order: " + at + " < " + now);
        }
        TrimPolicies.runUntil(policy, at, freeSpace, sink);
        now = at;
        return this;
    }

    public List<SentTrim> sent() {
        return sink.sent();
    }

    public long nextDueNanos() {
        return policy.nextDueNanos();
    }
}
