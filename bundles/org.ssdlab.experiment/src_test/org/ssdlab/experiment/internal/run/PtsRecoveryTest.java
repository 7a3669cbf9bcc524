package org.ssdlab.experiment.internal.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.run.PhaseOutcome;

/**
 * The statistics of the PTS recovery tests, run end to end on {@link SmallDrive} at full scale (so that
 * the access periods and waits keep their seconds against the controller's idle threshold):
 * host idle recovery shows recovery that grows with the wait where the controller collects in idle
 * time and none where it does not; cross-stimulus recovery shows sequential writes slowed by the
 * random ones before them and recovering.
 */
class PtsRecoveryTest {

    private static PhaseOutcome run(String driveParameters, String phase, long seed) throws Exception {
        return SmallDrive.run(driveParameters, phase, seed).get(0);
    }

    private static final String HIR = "{\"name\": \"hir\", \"type\": \"pts-hir\", \"preconditionRound\": \"2min\", "
            + "\"repetitions\": 20}";

    private static double wait(PhaseOutcome hir, int multiple) {
        return hir.counts().get(PtsLoop.hirKey(multiple, false));
    }

    private static double baseline(PhaseOutcome hir, int multiple) {
        return hir.counts().get(PtsLoop.hirKey(multiple, true));
    }

    @Test
    void hostIdleRecoveryGrowsWithTheWaitWhenTheControllerCollectsInIdleTime() throws Exception {
        PhaseOutcome hir = run("", HIR, 3);
        double steady = hir.metrics().iops();
        assertTrue(wait(hir, 1) > 1.03 * baseline(hir, 1), "wait state 1 " + wait(hir, 1) + " IOPS, its baseline "
                + baseline(hir, 1));
        assertTrue(wait(hir, 10) > 1.3 * wait(hir, 1), "wait state 10 " + wait(hir, 10) + ", 1 " + wait(hir, 1));
        int[] waits = { 1, 2, 3, 5, 10 };
        for (int i = 1; i < waits.length; i++) {
            assertTrue(wait(hir, waits[i]) > 1.03 * wait(hir, waits[i - 1]), "wait state " + waits[i] + " "
                    + wait(hir, waits[i]) + " below " + waits[i - 1] + " " + wait(hir, waits[i - 1]));
        }
        for (int w : waits) {
            assertEquals(steady, baseline(hir, w), 0.15 * steady, "return to baseline after wait state " + w);
        }
    }

    @Test
    void withoutIdleCollectionTheWaitsRecoverNothing() throws Exception {
        PhaseOutcome hir = run("\"idleGcBlocksPerSecond\": 0", HIR, 3);
        double steady = hir.metrics().iops();
        for (int w : new int[] { 1, 2, 3, 5, 10 }) {
            assertEquals(wait(hir, 1), wait(hir, w), 0.03 * wait(hir, 1), "wait state " + w + " against 1");
            assertEquals(steady, baseline(hir, w), 0.15 * steady, "return to baseline after wait state " + w);
        }
        assertTrue(wait(hir, 10) < 1.2 * steady, "without idle GC wait state 10 gives " + wait(hir, 10)
                + " IOPS against " + steady + " steady");
    }

    private static final String XSR = "{\"name\": \"xsr\", \"type\": \"pts-xsr\", \"sequentialDuration\": \"2min\", "
            + "\"randomDuration\": \"5min\", \"returnDuration\": \"6min\"}";

    @Test
    void sequentialWritesAfterRandomOnesStartSlowAndRecover() throws Exception {
        PhaseOutcome xsr = run("", XSR, 5);
        Map<String, Double> c = xsr.counts();
        double before = c.get(PtsLoop.xsrKey(1, "lastMinuteMBps"));
        double returned = c.get(PtsLoop.xsrKey(3, "firstMinuteMBps"));
        double settled = c.get(PtsLoop.xsrKey(3, "lastMinuteMBps"));
        assertTrue(returned < 0.8 * before, "the return's first minute " + returned + " MB/s, before " + before);
        assertTrue(settled > 0.9 * before, "the return's last minute " + settled + " MB/s, before " + before);
        double recovery = c.get(PtsLoop.XSR_RECOVERY);
        assertTrue(recovery > 0 && recovery < 360, "recovered after " + recovery + " s");
        assertTrue(c.get(PtsLoop.xsrKey(2, "MBps")) < 0.5 * before, "random 8 KiB writes "
                + c.get(PtsLoop.xsrKey(2, "MBps")) + " MB/s");
    }

    @Test
    void theSameSeedGivesTheSameStatistics() throws Exception {
        String short_ = "{\"name\": \"xsr\", \"type\": \"pts-xsr\", \"sequentialDuration\": \"1min\", "
                + "\"randomDuration\": \"1min\", \"returnDuration\": \"1min\"}";
        assertEquals(run("", short_, 9).counts(), run("", short_, 9).counts());
        String hir = "{\"name\": \"hir\", \"type\": \"pts-hir\", \"preconditionRound\": \"10s\", \"repetitions\": 2}";
        PhaseOutcome a = run("", hir, 9);
        PhaseOutcome b = run("", hir, 9);
        assertEquals(a.counts(), b.counts());
        assertEquals(a.series(), b.series());
    }
}
