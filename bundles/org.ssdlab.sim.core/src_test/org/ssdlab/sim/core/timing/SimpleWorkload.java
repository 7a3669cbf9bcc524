package org.ssdlab.sim.core.timing;

import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;
import org.ssdlab.sim.api.SplitMix64;

/** A minimal workload for engine tests: sequential or uniform random, one size, one kind, a request count. */
record SimpleWorkload(boolean sequential, IoKind kind, int bytes, long count, double spanFraction) {

    static SimpleWorkload sequential(IoKind kind, int bytes, long count) {
        return new SimpleWorkload(true, kind, bytes, count, 1);
    }

    static SimpleWorkload random(IoKind kind, int bytes, long count) {
        return new SimpleWorkload(false, kind, bytes, count, 1);
    }

    Workload create() {
        return new Workload() {
            private long issued;
            private long span;
            private long next;
            private SplitMix64 random;

            @Override
            public void start(long userSectors, long seed) {
                span = (long) (userSectors * spanFraction);
                random = new SplitMix64(seed);
            }

            @Override
            public boolean next(IoRequest request, long nowNanos) {
                if (issued++ >= count) {
                    return false;
                }
                int sectors = bytes / 512;
                long lba;
                if (sequential) {
                    if (next + sectors > span) {
                        next = 0;
                    }
                    lba = next;
                    next += sectors;
                } else {
                    lba = (long) random.nextInt((int) (span / sectors)) * sectors;
                }
                request.set(kind, lba, sectors, 0);
                return true;
            }
        };
    }
}
