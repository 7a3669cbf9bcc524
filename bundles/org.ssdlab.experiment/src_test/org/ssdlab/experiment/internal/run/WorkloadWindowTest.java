package org.ssdlab.experiment.internal.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.run.PhaseMetrics;
import org.ssdlab.experiment.run.PhaseOutcome;

/**
 * A workload phase's {@code window} (AnandTech's last 400 s): on {@link SmallDrive}, fresh, 4 KiB
 * random writes at QD32 for 90 s write more than the drive holds, so GC begins part-way. Measured
 * over the last 20 s only, the phase shows the used drive (write amplification above 1, every second
 * slower than the fresh start's best), while its series and {@code seconds} still cover all 90 s.
 */
class WorkloadWindowTest {

    private static final String WRITES = "\"type\": \"workload\", \"queueDepth\": 32, \"duration\": \"90s\", "
            + "\"workload\": {\"id\": \"random-writes\"}";

    private static PhaseOutcome writes(String window) throws Exception {
        List<PhaseOutcome> phases = SmallDrive.run("", "{\"name\": \"erase\", \"type\": \"secure-erase\"}, "
                + "{\"name\": \"w\", " + WRITES + window + "}", 3);
        return phases.get(1);
    }

    @Test
    void theWindowMeasuresTheUsedDriveAtTheEndAndTheSeriesCoversTheWholePhase() throws Exception {
        PhaseOutcome whole = writes("");
        PhaseOutcome window = writes(", \"window\": \"20s\"");
        PhaseMetrics w = window.metrics();
        PhaseMetrics all = whole.metrics();
        assertEquals(all.seconds(), w.seconds(), 0.05 * all.seconds(), "seconds: the whole phase");
        assertEquals(whole.series().size(), window.series().size(), 2, "points: the whole phase, the lead-in's and the window's");
        assertTrue(all.perSecond().max() > 2 * w.perSecond().max(), "the fresh start's best second " + all.perSecond().max()
                + " IOPS is not the window's " + w.perSecond().max());
        assertTrue(w.iops() < 0.8 * all.iops(), "window " + w.iops() + " IOPS against the whole phase's " + all.iops());
        assertTrue(w.writeAmplification() > all.writeAmplification() + 0.2, "window WA " + w.writeAmplification()
                + " against the whole phase's " + all.writeAmplification());
        double last20 = window.series().subList(window.series().size() - 21, window.series().size() - 1).stream()
                .mapToDouble(p -> p.iops()).average().orElseThrow();
        assertEquals(last20, w.perSecond().mean(), 0.05 * last20, "the window's per-second mean is its seconds'");
    }

    @Test
    void theReportSaysWhatTheMetricsMeasure() throws Exception {
        String report = SmallDrive.report("", "{\"name\": \"w\", " + WRITES + ", \"window\": \"20s\"}", 3);
        assertTrue(report.contains("| w | workload, metrics of the last 20 s |"), report);
        assertTrue(SmallDrive.report("", "{\"name\": \"w\", " + WRITES + "}", 3).contains("| w | workload |"));
    }

    @Test
    void theSameSeedGivesTheSameWindow() throws Exception {
        PhaseOutcome a = writes(", \"window\": \"20s\"");
        PhaseOutcome b = writes(", \"window\": \"20s\"");
        assertEquals(a.metrics(), b.metrics());
        assertEquals(a.series(), b.series());
    }
}
