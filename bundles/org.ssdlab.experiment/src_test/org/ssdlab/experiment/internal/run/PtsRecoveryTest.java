package org.ssdlab.experiment.internal.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.ExperimentValidator;
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.ExperimentRunner;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.RunMonitor;
import org.ssdlab.experiment.run.RunOptions;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.PluginRegistry;
import org.ssdlab.sim.api.drive.ControllerOptions;
import org.ssdlab.sim.api.drive.DriveDefaults;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.FirmwareCosts;
import org.ssdlab.sim.api.drive.NandLayout;
import org.ssdlab.sim.api.gc.ClosedBlocks;
import org.ssdlab.sim.api.gc.VictimPolicy;

/**
 * The statistics of the PTS recovery tests, run end to end on a small drive at full scale (so that
 * the access periods and waits keep their seconds against the controller's idle threshold):
 * host idle recovery shows recovery that grows with the wait where the controller collects in idle
 * time and none where it does not; cross-stimulus recovery shows sequential writes slowed by the
 * random ones before them and recovering.
 */
class PtsRecoveryTest {

    /**
     * A 4 GiB drive with the 840 Pro's NAND timings on 4 dies. Its idle GC cleans 1 block per plane
     * per second, so that what a wait cleans stays below the idle target (half the spare) for the
     * shorter waits; a 4 MiB buffer, drained in any wait, so the buffer alone does not recover.
     */
    private static final DriveDefaults DEFAULTS = DriveDefaults.builder().pagesPerBlock(128).readMicros(50)
            .programMicros(680).eraseMicros(3000).channelMBps(400).readCommandMicros(10).writeCommandMicros(11)
            .readLatencyMicros(23.3).writeLatencyMicros(13.8).hostLinkMBps(550).writeBufferMiB(4).gcLowWatermark(2)
            .gcHighWatermark(4).idleGcAfterMillis(1000).idleGcBlocksPerSecond(1).build()
            .withFirmware(new FirmwareCosts(30, 10));
    private static final NandLayout LAYOUT = new NandLayout("Test drive 4 GB", 2, 2, 2, 4 * NandLayout.GIB, 8192,
            4_000_000_000L / 512, true);

    private static final class TestDrive extends AbstractPlugin<DriveSpec> {
        TestDrive() {
            super(PluginKind.DRIVE, "test-drive", "Test drive 4 GB", "840 Pro timings on 4 dies",
                    DEFAULTS.parameters());
        }

        @Override
        public DriveSpec create(Parameters parameters) {
            return DEFAULTS.driveSpec(this, LAYOUT, parameters, ControllerOptions.STANDARD);
        }
    }

    private static final class Greedy extends AbstractPlugin<VictimPolicy> {
        Greedy() {
            super(PluginKind.GC_STRATEGY, "greedy", "greedy", "fewest valid units", List.of());
        }

        @Override
        public VictimPolicy create(Parameters parameters) {
            return ClosedBlocks::fewestValid;
        }
    }

    private static final PluginRegistry REGISTRY = PluginRegistry.of(List.of(new TestDrive(), new Greedy()));

    private static PhaseOutcome run(String driveParameters, String phase, long seed) throws Exception {
        String json = "{\"name\": \"pts-recovery\", \"seed\": " + seed + ", \"defaults\": {\"drive\": {\"id\": "
                + "\"test-drive\", \"parameters\": {" + driveParameters + "}}, \"gc\": {\"id\": \"greedy\"}, "
                + "\"phases\": [" + phase + "]}, \"runs\": [{\"name\": \"r\"}]}";
        ExperimentResult result = new ExperimentRunner(REGISTRY).run(new ExperimentValidator(REGISTRY).load(json),
                new RunOptions(seed, 1, 1), RunMonitor.NONE);
        return result.runs().get(0).phases().get(0);
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
