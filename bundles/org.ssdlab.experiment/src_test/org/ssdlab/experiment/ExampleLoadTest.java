package org.ssdlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.run.BundledExamples;

class ExampleLoadTest {

    private final ExperimentValidator validator = new ExperimentValidator(new TestRegistry());

    @Test
    void seed000LoadsIntoTheExpectedModel() throws Exception {
        Experiment e = validator.load(Examples.SEED_000);
        assertEquals("seed-000-agility2-server2003", e.name());
        assertEquals(1, e.seed());
        Settings d = e.defaults();
        assertEquals(new PluginChoice("ocz-agility2-60", Map.of("gcHighWatermark", 64L)), d.drive());
        assertEquals(new PluginChoice("greedy", Map.of()), d.gc());
        assertEquals(new PluginChoice("windows", Map.of("version", "server-2003")), d.os());
        assertEquals(List.of(), d.stack());
        assertEquals(List.of(new PartitionSpec(null, Alignment.DOS63, new Size.Percent(100))), d.partitions());
        assertEquals(4096, d.clusterBytes());
        assertEquals(List.of(new Phase.SecureErase("secure-erase"),
                new Phase.WorkloadPhase("asssd-seq-read", new PluginChoice("synthetic",
                        Map.of("pattern", "sequential", "readPercent", 100L, "blockSizes", "16777216")), 1, null,
                        new Size.Bytes(1L << 30), null),
                new Phase.WorkloadPhase("random-write-4k", new PluginChoice("synthetic",
                        Map.of("pattern", "random", "blockSizes", "4096")), 32, Duration.ofMinutes(30), null, null),
                new Phase.WorkloadPhase("aja-seq-write", new PluginChoice("synthetic",
                        Map.of("pattern", "sequential", "blockSizes", "1048576", "compressibility", 0L)), 4, null,
                        new Size.Bytes(16_000_000_000L), null)), d.phases());
        assertEquals(List.of("fresh", "full-no-trim", "reserve25-full-no-trim"),
                e.runs().stream().map(Run::name).toList());
        assertEquals(Overrides.NONE, e.runs().get(0).overrides());
        assertEquals(d, e.settingsOf(e.runs().get(0)));
    }

    @Test
    void overridesReplaceSingleParametersAndWholeLists() throws Exception {
        Experiment e = validator.load(Examples.SEED_000);
        Settings full = e.settingsOf(e.runs().get(1));
        assertEquals(List.of("secure-erase", "fill", "delete", "idle", "seq-write", "random-write-4k"),
                full.phases().stream().map(Phase::name).toList());
        assertEquals(new Phase.Fill("fill", FillLevel.FILE, new Size.Percent(100), 0), full.phases().get(1));
        assertEquals(new Phase.Delete("delete", Phase.Delete.ALL_FILES), full.phases().get(2));
        assertEquals(new Phase.Idle("idle", Duration.ofMinutes(30)), full.phases().get(3));
        assertEquals(Duration.ofSeconds(2000), ((Phase.WorkloadPhase) full.phases().get(5)).duration());

        Settings reserve = e.settingsOf(e.runs().get(2));
        assertEquals(new PluginChoice("ocz-agility2-60", Map.of("gcHighWatermark", 96L)), reserve.drive());
        assertEquals(e.defaults().os(), reserve.os());
        assertEquals(new Size.Percent(75), reserve.partitions().get(0).size());
        assertEquals(new Phase.SteadyState("steady-state", new PluginChoice("synthetic",
                Map.of("pattern", "random", "blockSizes", "4096")), 32, Duration.ofMinutes(1), 25, null),
                reserve.phases().get(6));
        assertEquals(new Phase.Wsat("wsat", Duration.ofMinutes(30), 32), reserve.phases().get(7));
    }

    @Test
    void overrideWithAnIdReplacesTheWholeSection() throws Exception {
        String doc = Examples.SEED_000.replace("\"drive\": { \"parameters\": { \"gcHighWatermark\": 96 } }",
                "\"drive\": { \"id\": \"samsung-840-pro-256\" }, \"os\": { \"parameters\": { \"version\": \"7\" } }");
        Experiment e = validator.load(doc);
        Settings s = e.settingsOf(e.runs().get(2));
        assertEquals(new PluginChoice("samsung-840-pro-256", Map.of()), s.drive());
        assertEquals(new PluginChoice("windows", Map.of("version", "7")), s.os());
    }

    @Test
    void preconditionDefaultsFollowThePts() throws Exception {
        String doc = Examples.SEED_000.replace("{ \"name\": \"secure-erase\", \"type\": \"secure-erase\" },\n      {",
                "{ \"name\": \"secure-erase\", \"type\": \"secure-erase\" },\n"
                        + "{ \"name\": \"pts\", \"type\": \"precondition\" },\n"
                        + "{ \"name\": \"pts-4x\", \"type\": \"precondition\", \"capacityMultiple\": 4, \"blockSize\": \"1MiB\" },\n      {");
        List<Phase> phases = validator.load(doc).defaults().phases();
        assertEquals(new Phase.Precondition("pts", 2.0, 128 * 1024), phases.get(1));
        assertEquals(new Phase.Precondition("pts-4x", 4.0, 1 << 20), phases.get(2));
    }

    @Test
    void aMinimalDocumentNeedsOnlyNameSeedDriveGcPhasesAndARun() {
        Validation v = validator.validate("""
                {"name": "min", "seed": 0,
                 "defaults": {"drive": {"id": "samsung-840-pro-256"}, "gc": {"id": "greedy"},
                              "phases": [{"name": "w", "type": "wsat", "duration": "6h"}]},
                 "runs": [{"name": "only"}]}
                """);
        assertTrue(v.valid(), v.problems()::toString);
        assertNull(v.experiment().defaults().os());
        assertInstanceOf(Phase.Wsat.class, v.experiment().defaults().phases().get(0));
    }

    @Test
    void theBundledExampleListIsTheExamplesFolder() throws Exception {
        try (var files = Files.list(Path.of("examples"))) {
            assertEquals(BundledExamples.NAMES.stream().sorted().toList(),
                    files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".json"))
                            .map(n -> n.substring(0, n.length() - ".json".length())).sorted().toList());
        }
    }
}
