package org.ssdlab.sim.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.osgi.framework.FrameworkUtil;
import org.ssdlab.experiment.Experiment;
import org.ssdlab.experiment.ExperimentValidator;
import org.ssdlab.experiment.internal.run.SummaryJson;
import org.ssdlab.experiment.run.BuildInfo;
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.ExperimentRunner;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.RunMonitor;
import org.ssdlab.experiment.run.RunOptions;
import org.ssdlab.experiment.run.RunOutcome;
import org.ssdlab.experiment.run.RunPlugins;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.PluginRegistry;

/**
 * A result says what produced it (issue 15): {@code summary.json} names the build, the drive by id
 * and label, every plugin with each of its parameters (the document's and the defaults it left
 * out), the host's requests and bytes of each phase, and stays byte-identical from run to run.
 */
class SummaryProvenanceTest {

    private static final String DOCUMENT = """
            { "name": "provenance", "seed": 5,
              "defaults": {
                "drive": { "id": "samsung-840-pro-128", "parameters": { "gcHighWatermark": 6 } },
                "gc": { "id": "d-choices", "parameters": { "d": 4 } },
                "os": { "id": "linux" },
                "stack": [ { "id": "raid1" } ],
                "partitions": [ { "start": "1MiB", "size": "100%" } ],
                "phases": [
                  { "name": "erase", "type": "secure-erase" },
                  { "name": "writes", "type": "workload", "amount": "2%", "queueDepth": 8,
                    "workload": { "id": "synthetic", "parameters": { "pattern": "random", "blockSizes": "4KiB" } } },
                  { "name": "mixed", "type": "jobs", "duration": "100s",
                    "jobs": [
                      { "name": "reader", "workload": { "id": "synthetic",
                          "parameters": { "pattern": "random", "blockSizes": "4KiB", "readPercent": 100 } } },
                      { "name": "writer", "queueDepth": 4, "workload": { "id": "synthetic",
                          "parameters": { "pattern": "sequential", "blockSizes": "128KiB" } } } ] } ] },
              "runs": [ { "name": "only" } ] }
            """;

    private static ExperimentResult run(PluginRegistry registry) throws Exception {
        Experiment experiment = new ExperimentValidator(registry).load(DOCUMENT);
        return new ExperimentRunner(registry).run(experiment, new RunOptions(experiment.seed(), 0.01, 1), RunMonitor.NONE);
    }

    private static double count(RunOutcome run, String phase, String key) {
        PhaseOutcome p = run.phase(phase).orElseThrow();
        assertTrue(p.counts().containsKey(key), phase + " has no " + key + ": " + p.counts());
        return p.counts().get(key);
    }

    /** Every parameter the plugin declares, in its order: the given ones as given, the others their defaults. */
    private static void assertResolved(PluginRegistry registry, PluginKind<?> kind, RunPlugins.Plugin plugin,
            Map<String, Object> given) {
        List<ParameterSpec> specs = registry.find(kind, plugin.id()).orElseThrow().parameters();
        assertEquals(specs.stream().map(ParameterSpec::name).toList(), List.copyOf(plugin.parameters().keySet()),
                plugin.id());
        for (ParameterSpec spec : specs) {
            Object expected = given.containsKey(spec.name()) ? given.get(spec.name()) : spec.defaultValue();
            assertEquals(expected, plugin.parameters().get(spec.name()), plugin.id() + "." + spec.name());
        }
    }

    @Test
    void theSummaryNamesTheBuildTheDriveEveryResolvedParameterAndTheHostIo() throws Exception {
        PluginRegistry registry = Services.registry();
        ExperimentResult result = run(registry);

        // the build: what this bundle's manifest says (a build from the sources' .qualifier is a development one)
        String bundleVersion = FrameworkUtil.getBundle(BuildInfo.class).getVersion().toString();
        assertEquals(bundleVersion.endsWith(".qualifier") ? BuildInfo.DEVELOPMENT : bundleVersion,
                result.tool().version());
        assertEquals(BuildInfo.current(), result.tool());

        RunOutcome run = result.runs().get(0);
        assertEquals("samsung-840-pro-128", run.driveId());
        assertEquals(registry.find(PluginKind.DRIVE, "samsung-840-pro-128").orElseThrow().label(), run.drive());
        RunPlugins plugins = run.plugins();
        assertResolved(registry, PluginKind.DRIVE, plugins.drive(), Map.of("gcHighWatermark", 6L));
        assertResolved(registry, PluginKind.GC_STRATEGY, plugins.gc(), Map.of("d", 4L));
        assertResolved(registry, PluginKind.OS, plugins.os(), Map.of());
        assertEquals(1, plugins.stack().size());
        assertResolved(registry, PluginKind.STACK, plugins.stack().get(0), Map.of());
        assertEquals(List.of("writes", "mixed-reader", "mixed-writer"), List.copyOf(plugins.workloads().keySet()));
        // sizes arrive as the plugin got them: 4KiB in bytes
        assertResolved(registry, PluginKind.WORKLOAD, plugins.workloads().get("writes"),
                Map.of("pattern", "random", "blockSizes", "4096"));

        // host I/O: 4 KiB writes only, as many as the IOPS say, at least the 2 % asked for
        double writes = count(run, "writes", "hostWrites");
        double bytes = count(run, "writes", "hostBytesWritten");
        assertEquals(writes * 4096, bytes);
        assertEquals(0, count(run, "writes", "hostReads"));
        PhaseOutcome w = run.phase("writes").orElseThrow();
        assertEquals(w.metrics().writes().iops(), writes / w.metrics().seconds(), w.metrics().writes().iops() * 1e-9);
        assertTrue(writes > 1000, "writes " + writes);
        assertEquals(0, count(run, "erase", "hostWrites"));
        // the jobs phase is its jobs together; the reader only read, the writer only wrote
        assertEquals(count(run, "mixed-reader", "hostReads"), count(run, "mixed", "hostReads"));
        assertEquals(count(run, "mixed-writer", "hostBytesWritten"), count(run, "mixed", "hostBytesWritten"));
        assertTrue(count(run, "mixed-reader", "hostReads") > 0 && count(run, "mixed-reader", "hostWrites") == 0);
        assertTrue(count(run, "mixed-writer", "hostWrites") > 0 && count(run, "mixed-writer", "hostReads") == 0);
        assertEquals(count(run, "mixed-writer", "hostWrites") * 131072, count(run, "mixed-writer", "hostBytesWritten"));

        String json = SummaryJson.write(result);
        assertTrue(json.contains("\"driveId\": \"samsung-840-pro-128\""), json);
        assertTrue(json.contains("\"hostBytesWritten\": " + (long) bytes + ","), "exact, not six digits: " + json);
        assertTrue(json.contains("\"commit\": \"" + result.tool().commit() + "\""), json);
        assertEquals(json, SummaryJson.write(SummaryJson.read(json)));
        assertEquals(json, SummaryJson.write(run(registry)), "the same document, build and seed: the same bytes");
    }
}
