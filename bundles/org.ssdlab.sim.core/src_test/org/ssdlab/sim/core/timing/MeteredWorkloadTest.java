package org.ssdlab.sim.core.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;

class MeteredWorkloadTest {

    private static final long SECOND = 1_000_000_000L;

    /** Two open-loop requests an hour apart, as in a sparse trace. */
    private static final class Sparse implements Workload {
        private int issued;

        @Override
        public void start(long userSectors, long seed) {
            issued = 0;
        }

        @Override
        public boolean next(IoRequest request, long nowNanos) {
            if (issued == 2) {
                return false;
            }
            request.set(IoKind.WRITE, 0, 8, 0.0);
            request.arrivalNanos = issued++ * 3600 * SECOND;
            return true;
        }
    }

    /** The phase's duration held only between requests: the runner then idled an hour to reach the second. */
    @Test
    void aRequestDueAfterTheTimeLimitEndsThePhaseAtTheLimit() {
        MeteredWorkload metered = new MeteredWorkload(new Sparse(), 0, 60 * SECOND);
        metered.start(1 << 20, 1);
        IoRequest request = new IoRequest();
        assertTrue(metered.next(request, 0));
        assertFalse(metered.next(request, 1_000_000), "the second request is due after the minute");
        assertEquals(1.0, metered.fraction(0));
        assertEquals(4096, metered.bytes());
    }

    /** TRIMs count towards the byte limit: "TRIM 100 % of the drive" ended only by its duration before. */
    @Test
    void aTrimOnlyWorkloadStopsAtItsByteLimit() {
        Workload trims = SimpleWorkload.sequential(IoKind.TRIM, 1 << 20, 1_000).create();
        MeteredWorkload metered = new MeteredWorkload(trims, 10L << 20, 0);
        metered.start(1 << 20, 1);
        IoRequest request = new IoRequest();
        int issued = 0;
        while (metered.next(request, issued)) {
            issued++;
        }
        assertEquals(10, issued, "ten 1 MiB TRIMs");
        assertEquals(1.0, metered.fraction(0));
    }
}
