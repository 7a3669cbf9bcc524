package org.ssdlab.workloads.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ssdlab.workloads.internal.Requests.create;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;
import org.ssdlab.workloads.internal.Requests.Req;

class IdleWorkloadTest {

    @Test
    void oneIdleGapThenFinished() {
        Workload idle = create(new IdlePlugin(), Map.of("durationMillis", 1500));
        List<Req> requests = Requests.run(idle, 1 << 20, 1, 10);
        assertEquals(1, requests.size());
        assertEquals(IoKind.IDLE, requests.get(0).kind());
        assertEquals(1_500_000_000L, requests.get(0).idleNanos());
        assertEquals(IoRequest.WHEN_SLOT_FREE, requests.get(0).arrivalNanos());
        assertFalse(idle.next(new IoRequest(), 0));
    }

    @Test
    void startingAgainGivesTheGapAgain() {
        Workload idle = create(new IdlePlugin(), Map.of("durationMillis", 3));
        assertEquals(1, Requests.run(idle, 1 << 20, 1, 10).size());
        assertEquals(1, Requests.run(idle, 1 << 20, 1, 10).size());
    }

    @Test
    void durationIsRequiredAndPositive() {
        String missing = assertThrows(PluginException.class, () -> create(new IdlePlugin(), Map.of())).getMessage();
        assertTrue(missing.contains("durationMillis") && missing.contains("missing"), missing);
        String zero = assertThrows(PluginException.class,
                () -> create(new IdlePlugin(), Map.of("durationMillis", 0))).getMessage();
        assertTrue(zero.contains("durationMillis"), zero);
    }
}
