package org.ssdlab.workloads.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ssdlab.workloads.internal.Requests.GIB_SECTORS;
import static org.ssdlab.workloads.internal.Requests.create;
import static org.ssdlab.workloads.internal.Requests.fraction;
import static org.ssdlab.workloads.internal.Requests.run;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;
import org.ssdlab.workloads.internal.Requests.Req;

/** Rate caps, think time, bursts, ramps and TRIM mixes of the generated workloads. */
class PacingTest {

    private static Workload workload(String id, Object... pairs) {
        Map<String, Object> raw = new HashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            raw.put((String) pairs[i], pairs[i + 1]);
        }
        return create(id.equals("jesd219") ? new Jesd219Plugin() : new SyntheticPlugin(), raw);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = { "synthetic", "jesd219" })
    void trimsTakeTheirShareAndTheRestSplitsAsAsked(String id) {
        List<Req> list = run(workload(id, "requests", 200_000, "readPercent", 30, "trimPercent", 10), GIB_SECTORS, 1,
                300_000);
        assertEquals(200_000, list.size());
        assertEquals(0.10, fraction(list, r -> r.kind() == IoKind.TRIM), 0.005);
        assertEquals(0.30, fraction(list, r -> r.kind() == IoKind.READ), 0.005);
        assertEquals(0.60, fraction(list, r -> r.kind() == IoKind.WRITE), 0.005);
        assertTrue(list.stream().allMatch(r -> r.sectors() > 0 && r.end() <= GIB_SECTORS));
    }

    @Test
    void trimsDoNotCountTowardsTheByteLimit() {
        List<Req> list = run(workload("synthetic", "bytes", 4096 * 1000, "trimPercent", 50), GIB_SECTORS, 1, 10_000);
        long bytes = list.stream().filter(r -> r.kind() != IoKind.TRIM).mapToLong(Req::bytes).sum();
        assertEquals(4096 * 1000, bytes);
        assertTrue(list.stream().anyMatch(r -> r.kind() == IoKind.TRIM));
    }

    @Test
    void readsAndTrimsAboveAHundredPercentAreRefused() {
        PluginException e = assertThrows(PluginException.class,
                () -> workload("synthetic", "readPercent", 80, "trimPercent", 30));
        assertTrue(e.getMessage().contains("'readPercent' = 80.0 and 'trimPercent' = 30.0"), e.getMessage());
    }

    @Test
    void anIopsCapSpacesArrivalsEvenly() {
        // the caller asks as fast as it can (now = 0); the arrivals keep the cap
        List<Req> list = run(workload("synthetic", "requests", 1000, "rateIops", 4000), GIB_SECTORS, 1, 2000);
        for (int i = 0; i < list.size(); i++) {
            assertEquals(i * 250_000L, list.get(i).arrivalNanos());
        }
    }

    @Test
    void aMegabytesPerSecondCapFollowsEachRequestsSize() {
        // 4.096 MB/s: a 4 KiB request takes 1 ms of the budget, a 64 KiB one 16 ms
        List<Req> list = run(workload("synthetic", "requests", 2000, "rateMBps", 4.096, "blockSizes",
                "4096:1,65536:1"), GIB_SECTORS, 1, 3000);
        long expected = 0;
        for (Req r : list) {
            assertEquals(expected, r.arrivalNanos());
            expected += r.bytes() / 4096 * 1_000_000L;
        }
        double seconds = expected / 1e9;
        double bytes = list.stream().mapToLong(Req::bytes).sum();
        assertEquals(4.096e6, bytes / seconds, 1e-3);
    }

    @Test
    void thinkTimeFollowsEachCompletion() {
        Workload w = workload("synthetic", "requests", 10, "thinkTimeMicros", 300);
        w.start(GIB_SECTORS, 1);
        IoRequest request = new IoRequest();
        long now = 5_000_000; // the first call fixes the time origin
        long completion = now;
        for (int i = 0; i < 10; i++) {
            assertTrue(w.next(request, completion));
            assertEquals(completion - now + 300_000, request.arrivalNanos);
            completion = now + request.arrivalNanos + 80_000; // an 80 µs request
        }
        assertFalse(w.next(request, completion));
    }

    @Test
    void burstsAreFollowedByIdleGaps() {
        List<Req> list = run(workload("synthetic", "requests", 100, "burstRequests", 30, "burstIdleMillis", 250),
                GIB_SECTORS, 1, 1000);
        assertEquals(103, list.size(), "100 requests and three gaps between four bursts");
        for (int i = 0; i < list.size(); i++) {
            boolean gap = i % 31 == 30;
            assertEquals(gap ? IoKind.IDLE : IoKind.WRITE, list.get(i).kind(), "request " + i);
            if (gap) {
                assertEquals(250_000_000L, list.get(i).idleNanos());
            }
        }
    }

    @Test
    void aBurstWithoutAGapIsRefused() {
        PluginException e = assertThrows(PluginException.class, () -> workload("synthetic", "burstRequests", 30));
        assertTrue(e.getMessage().contains("'burstRequests' = 30 and 'burstIdleMillis' = 0"), e.getMessage());
    }

    @Test
    void theRampIsIssuedUnmeasuredAndTheLimitsCountFromItsEnd() {
        // 1000 IOPS, a 100 ms ramp, then 50 measured requests
        Workload w = workload("synthetic", "requests", 50, "rateIops", 1000, "rampMillis", 100);
        w.start(GIB_SECTORS, 1);
        IoRequest request = new IoRequest();
        int unmeasured = 0;
        int measured = 0;
        while (w.next(request, 0)) {
            if (request.measured) {
                measured++;
                assertTrue(request.arrivalNanos >= 100_000_000L);
            } else {
                unmeasured++;
                assertTrue(request.arrivalNanos < 100_000_000L);
            }
        }
        assertEquals(100, unmeasured);
        assertEquals(50, measured);
    }

    @Test
    void aDurationCountsFromTheRampsEnd() {
        Workload w = workload("synthetic", "durationMillis", 200, "rateIops", 1000, "rampMillis", 100);
        w.start(GIB_SECTORS, 1);
        IoRequest request = new IoRequest();
        long last = 0;
        int n = 0;
        while (w.next(request, 0)) {
            last = request.arrivalNanos;
            n++;
        }
        assertEquals(300, n);
        assertEquals(299_000_000L, last);
    }

    @Test
    void withoutPacingRequestsAreClosedLoopAndMeasured() {
        Workload w = workload("synthetic", "requests", 100);
        w.start(GIB_SECTORS, 1);
        IoRequest request = new IoRequest();
        while (w.next(request, 0)) {
            assertEquals(IoRequest.WHEN_SLOT_FREE, request.arrivalNanos);
            assertTrue(request.measured);
        }
    }
}
