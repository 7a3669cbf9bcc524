package org.ssdlab.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.List;

import org.ssdlab.experiment.sweep.SweepDirectory;
import org.ssdlab.experiment.sweep.SweepExecution;
import org.ssdlab.experiment.sweep.SweepValidator;
import org.ssdlab.sim.api.PluginRegistry;
import org.ssdlab.ui.internal.Registries;

/**
 * resources/tiny-sweep.json run once per test run at scale 0.01, as {@code ssdlab sweep} runs it:
 * points 0..3 = (gcHighWatermark 64, greedy), (64, fifo), (96, greedy), (96, fifo).
 */
final class TinySweep {

    private static SweepDirectory sweep;
    private static SweepDirectory queueDepths;

    private TinySweep() {
    }

    static synchronized SweepDirectory get() throws Exception {
        if (sweep == null) {
            sweep = run("tiny-sweep.json");
        }
        return sweep;
    }

    /**
     * resources/qd-sweep.json: the same random writes at queue depth 1 (point 0) and 32 (point 1), two
     * executions whose summaries differ (the tiny sweep's points write too little for GC, so theirs are equal).
     */
    static synchronized SweepDirectory queueDepths() throws Exception {
        if (queueDepths == null) {
            queueDepths = run("qd-sweep.json");
        }
        return queueDepths;
    }

    private static SweepDirectory run(String resource) throws Exception {
        PluginRegistry registry = Registries.registry();
        String text = Ui.resource(resource);
        SweepValidator.Sweep expanded = new SweepValidator(registry).validate(text, null);
        assertTrue(expanded.valid(), expanded.problems().toString());
        SweepDirectory dir = SweepDirectory.prepare(Files.createTempDirectory("sweep").resolve(resource.replace(".json", "")), text, null,
                expanded, null, 0.01, "test");
        new SweepExecution(registry).runAll(dir, expanded, 2, new SweepExecution.Listener() { }, () -> false);
        assertEquals(List.of(), dir.missing());
        return dir;
    }
}
