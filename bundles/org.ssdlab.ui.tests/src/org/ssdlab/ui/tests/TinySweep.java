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
        return run(Ui.resource(resource), resource.replace(".json", ""), 0.01);
    }

    /** Runs the sweep document {@code text} at {@code scale} into a fresh folder {@code name}. */
    static SweepDirectory run(String text, String name, double scale) throws Exception {
        PluginRegistry registry = Registries.registry();
        SweepValidator.Sweep expanded = new SweepValidator(registry).validate(text, null);
        assertTrue(expanded.valid(), expanded.problems().toString());
        SweepDirectory dir = SweepDirectory.prepare(Files.createTempDirectory("sweep").resolve(name), text, null,
                expanded, null, scale, "test");
        new SweepExecution(registry).runAll(dir, expanded, 2, new SweepExecution.Listener() { }, () -> false);
        assertEquals(List.of(), dir.missing());
        return dir;
    }
}
