package org.ssdlab.sim.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.host.FreeSpace;
import org.ssdlab.sim.api.host.TrimPolicies;
import org.ssdlab.sim.api.host.TrimPolicy;
import org.ssdlab.sim.api.host.TrimSink;

/**
 * Tests of the API's TRIM building blocks (org.ssdlab.sim.api.host.TrimPolicies) through the kit's
 * {@link TrimTimeline}: here rather than in the API bundle, whose tests cannot use the kit built on it.
 */
class TrimPoliciesTest {

    private static final FreeSpace FREE = FixedFreeSpace.of(100, 10, 500, 50, 9000, 1);

    private static SentTrim trim(long at, long lba, long sectors) {
        return new SentTrim(at, lba, sectors);
    }

    @Test
    void neverSendsAnythingAndIsNeverDue() {
        List<SentTrim> sent = new TrimTimeline(TrimPolicies.never(), FREE).mount(0).free(5, 0, 8).runUntil(1000).sent();
        assertEquals(List.of(), sent);
        assertEquals(Long.MAX_VALUE, TrimPolicies.never().nextDueNanos());
    }

    @Test
    void immediateSendsEachFreedExtentAtItsTime() {
        TrimTimeline timeline = new TrimTimeline(TrimPolicies.immediate(), FREE).mount(0).free(5, 0, 8).free(6, 8, 8);
        assertEquals(List.of(trim(5, 0, 8), trim(6, 8, 8)), timeline.sent());
        assertEquals(Long.MAX_VALUE, timeline.nextDueNanos());
    }

    @Test
    void batchedIsDueOneDelayAfterTheOldestQueuedFree() {
        TrimPolicy policy = TrimPolicies.batched(100);
        RecordingTrimSink sink = new RecordingTrimSink();
        assertEquals(Long.MAX_VALUE, policy.nextDueNanos());
        policy.freed(10, 0, 8, sink);
        policy.freed(30, 100, 8, sink);
        assertEquals(110, policy.nextDueNanos());
        policy.advance(109, FREE, sink);
        assertEquals(List.of(), sink.sent());
        policy.advance(110, FREE, sink);
        assertEquals(List.of(trim(110, 0, 8)), sink.sent());
        assertEquals(130, policy.nextDueNanos());
        policy.advance(500, FREE, sink);
        assertEquals(List.of(trim(110, 0, 8), trim(500, 100, 8)), sink.sent());
        assertEquals(Long.MAX_VALUE, policy.nextDueNanos());
    }

    /** An unmount sends a batch's whole queue at once, through a combination and a per-block split too. */
    @Test
    void anUnmountSendsWhatABatchHoldsAndLeavesItNeverDue() {
        TrimPolicy policy = TrimPolicies.combine(TrimPolicies.never(), TrimPolicies.perBlock(8, TrimPolicies.batched(100)));
        RecordingTrimSink sink = new RecordingTrimSink();
        policy.freed(10, 0, 16, sink);
        policy.freed(30, 100, 8, sink);
        policy.unmounted(40, sink);
        assertEquals(List.of(trim(40, 0, 8), trim(40, 8, 8), trim(40, 100, 4), trim(40, 104, 4)), sink.sent());
        assertEquals(Long.MAX_VALUE, policy.nextDueNanos());
    }

    @Test
    void batchedMergesAdjacentFreesOnBothSidesAndTakesTheNewestTime() {
        List<SentTrim> sent = new TrimTimeline(TrimPolicies.batched(100), FREE)
                .mount(0)
                .free(10, 0, 8)     // [0, 8)
                .free(20, 16, 8)    // [16, 24), not adjacent yet
                .free(30, 8, 8)     // bridges both: [0, 24) freed "at 30"
                .free(40, 64, 8)    // separate
                .runUntil(1000)
                .sent();
        assertEquals(List.of(trim(130, 0, 24), trim(140, 64, 8)), sent);
    }

    @Test
    void batchedReallocationCancelsOnlyTheRewrittenPart() {
        List<SentTrim> sent = new TrimTimeline(TrimPolicies.batched(100), FREE)
                .mount(0)
                .free(10, 0, 100)
                .free(20, 200, 10)
                .reallocate(50, 40, 20)    // splits [0, 100) into [0, 40) and [60, 100)
                .reallocate(60, 195, 20)   // covers [200, 210) whole
                .runUntil(1000)
                .sent();
        assertEquals(List.of(trim(110, 0, 40), trim(110, 60, 40)), sent);
    }

    @Test
    void batchedNextDueMovesWhenTheOldestIsCancelled() {
        TrimPolicy policy = TrimPolicies.batched(100);
        RecordingTrimSink sink = new RecordingTrimSink();
        policy.freed(10, 0, 8, sink);
        policy.freed(50, 100, 8, sink);
        policy.reallocated(60, 0, 8);
        assertEquals(150, policy.nextDueNanos());
        policy.reallocated(70, 100, 8);
        assertEquals(Long.MAX_VALUE, policy.nextDueNanos());
    }

    @Test
    void batchedQueueGrowsAndKeepsLbaOrder() {
        TrimPolicy policy = TrimPolicies.batched(10);
        RecordingTrimSink sink = new RecordingTrimSink();
        for (int i = 99; i >= 0; i--) {
            policy.freed(1, i * 10L, 5, sink);
        }
        policy.reallocated(2, 0, 500);
        policy.advance(11, FREE, sink);
        assertEquals(50, sink.sent().size());
        assertEquals(trim(11, 500, 5), sink.sent().get(0));
        assertEquals(trim(11, 990, 5), sink.sent().get(49));
    }

    @Test
    void batchedWithTicksSendsOnTheFirstTickAfterTheDelayCountedFromMount() {
        TrimTimeline timeline = new TrimTimeline(TrimPolicies.batched(30, 10), FREE).mount(3).free(5, 0, 8);
        assertEquals(43, timeline.nextDueNanos());   // 35 rounded up to the tick grid 3, 13, 23, 33, 43
        assertEquals(List.of(trim(43, 0, 8)), timeline.runUntil(100).sent());
    }

    @Test
    void atMountTrimsAllFreeSpaceAtEveryMountAndIsNeverDue() {
        TrimTimeline timeline = new TrimTimeline(TrimPolicies.atMount(), FREE).mount(0).free(5, 0, 8).mount(50);
        assertEquals(List.of(trim(0, 100, 10), trim(0, 500, 50), trim(0, 9000, 1),
                trim(50, 100, 10), trim(50, 500, 50), trim(50, 9000, 1)), timeline.sent());
        assertEquals(Long.MAX_VALUE, timeline.nextDueNanos());
    }

    @Test
    void atMountWithABudgetStopsPartWayAndStartsOverAtTheNextMount() {
        List<SentTrim> sent = new TrimTimeline(TrimPolicies.atMount(30), FREE).mount(0).mount(50).sent();
        assertEquals(List.of(trim(0, 100, 10), trim(0, 500, 20), trim(50, 100, 10), trim(50, 500, 20)), sent);
    }

    @Test
    void periodicRetrimRunsEveryPeriodFromTheFirstMountAndIgnoresRemounts() {
        TrimPolicy policy = TrimPolicies.periodicRetrim(100);
        assertEquals(Long.MAX_VALUE, policy.nextDueNanos());
        TrimTimeline timeline = new TrimTimeline(policy, FixedFreeSpace.of(7, 3)).mount(20);
        assertEquals(120, timeline.nextDueNanos());
        timeline.mount(150).runUntil(320);
        assertEquals(List.of(trim(120, 7, 3), trim(220, 7, 3), trim(320, 7, 3)), timeline.sent());
        assertEquals(420, timeline.nextDueNanos());
    }

    @Test
    void periodicRetrimAdvancedLateRunsOnceAndKeepsTheGrid() {
        TrimPolicy policy = TrimPolicies.periodicRetrim(100);
        RecordingTrimSink sink = new RecordingTrimSink();
        policy.mounted(0, FREE, sink);
        policy.advance(350, FixedFreeSpace.of(7, 3), sink);
        assertEquals(List.of(trim(350, 7, 3)), sink.sent());
        assertEquals(400, policy.nextDueNanos());
    }

    @Test
    void combineIsDueWhenItsEarliestPartIsAndForwardsEveryEvent() {
        TrimPolicy policy = TrimPolicies.combine(TrimPolicies.periodicRetrim(1000), TrimPolicies.batched(10),
                TrimPolicies.atMount());
        TrimTimeline timeline = new TrimTimeline(policy, FixedFreeSpace.of(7, 3)).mount(0).free(5, 0, 8);
        assertEquals(15, timeline.nextDueNanos());
        timeline.reallocate(6, 0, 4).runUntil(1000);
        assertEquals(List.of(trim(0, 7, 3), trim(15, 4, 4), trim(1000, 7, 3)), timeline.sent());
        assertEquals(2000, timeline.nextDueNanos());
    }

    @Test
    void perBlockSplitsAtBlockBoundaries() {
        List<SentTrim> sent = new TrimTimeline(TrimPolicies.perBlock(64, TrimPolicies.immediate()), FREE)
                .free(1, 32, 160)
                .sent();
        assertEquals(List.of(trim(1, 32, 32), trim(1, 64, 64), trim(1, 128, 64)), sent);
    }

    @Test
    void perBlockAlsoSplitsDelayedAndMountTrims() {
        TrimPolicy policy = TrimPolicies.perBlock(8, TrimPolicies.combine(TrimPolicies.batched(10), TrimPolicies.atMount()));
        List<SentTrim> sent = new TrimTimeline(policy, FixedFreeSpace.of(0, 16)).mount(0).free(1, 100, 4)
                .runUntil(100).sent();
        assertEquals(List.of(trim(0, 0, 8), trim(0, 8, 8), trim(11, 100, 4)), sent);
    }

    @Test
    void runUntilRejectsAPolicyThatStaysDue() {
        TrimPolicy stuck = new TrimPolicy() {
            @Override
            public void freed(long now, long lba, long sectors, TrimSink sink) {
            }

            @Override
            public void advance(long now, FreeSpace freeSpace, TrimSink sink) {
            }

            @Override
            public void mounted(long now, FreeSpace freeSpace, TrimSink sink) {
            }

            @Override
            public long nextDueNanos() {
                return 5;
            }
        };
        assertThrows(IllegalStateException.class, () -> TrimPolicies.runUntil(stuck, 10, FREE, new RecordingTrimSink()));
    }

    @Test
    void timelineEventsMustComeInOrder() {
        TrimTimeline timeline = new TrimTimeline(TrimPolicies.immediate(), FREE).mount(100);
        assertThrows(IllegalArgumentException.class, () -> timeline.free(50, 0, 1));
    }

    @Test
    void factoriesRejectImpossibleArguments() {
        assertThrows(IllegalArgumentException.class, () -> TrimPolicies.batched(-1));
        assertThrows(IllegalArgumentException.class, () -> TrimPolicies.batched(5, 0));
        assertThrows(IllegalArgumentException.class, () -> TrimPolicies.periodicRetrim(0));
        assertThrows(IllegalArgumentException.class, () -> TrimPolicies.perBlock(0, TrimPolicies.immediate()));
        assertThrows(IllegalArgumentException.class, () -> TrimPolicies.atMount(-1));
        assertThrows(IllegalArgumentException.class, () -> FixedFreeSpace.of(1, 2, 3));
    }
}
