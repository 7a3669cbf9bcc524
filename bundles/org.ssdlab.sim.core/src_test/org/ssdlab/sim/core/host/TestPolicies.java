package org.ssdlab.sim.core.host;

import java.util.ArrayList;
import java.util.List;

import org.ssdlab.sim.api.host.FreeSpace;
import org.ssdlab.sim.api.host.TrimPolicy;
import org.ssdlab.sim.api.host.TrimSink;

/** TRIM policies for engine tests; the real operating-system policies live in plugin bundles. */
final class TestPolicies {

    private TestPolicies() {
    }

    /**
     * Remembers every call; sends each freed extent {@code delayNanos} later, and at mount retrims
     * all free space (as a boot-time retrim does).
     */
    static final class Recording implements TrimPolicy {
        final long delayNanos;
        final List<long[]> freed = new ArrayList<>();
        final List<long[]> reallocated = new ArrayList<>();
        final List<long[]> mountedFree = new ArrayList<>();

        Recording(long delayNanos) {
            this.delayNanos = delayNanos;
        }

        @Override
        public void freed(long now, long lba, long sectors, TrimSink sink) {
            freed.add(new long[] {now, lba, sectors});
            sink.trim(now + delayNanos, lba, sectors);
        }

        @Override
        public void reallocated(long now, long lba, long sectors) {
            reallocated.add(new long[] {now, lba, sectors});
        }

        @Override
        public void advance(long now, FreeSpace freeSpace, TrimSink sink) {
        }

        @Override
        public void mounted(long now, FreeSpace freeSpace, TrimSink sink) {
            freeSpace.forEachFreeExtent((lba, sectors) -> {
                mountedFree.add(new long[] {lba, sectors});
                sink.trim(now, lba, sectors);
            });
        }

        @Override
        public long nextDueNanos() {
            return Long.MAX_VALUE;
        }
    }
}
