package org.ssdlab.sim.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.Experiment;
import org.ssdlab.experiment.ExperimentValidator;
import org.ssdlab.experiment.internal.run.SummaryJson;
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.ExperimentRunner;
import org.ssdlab.experiment.run.PhaseMetrics;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.RunMonitor;
import org.ssdlab.experiment.run.RunOptions;
import org.ssdlab.experiment.run.RunOutcome;
import org.ssdlab.experiment.run.RunPlugins;
import org.ssdlab.sim.api.PluginKind;

/** The history phases and replicates on the installed plugins, at a reduced scale. */
class HistoryPhasesTest {

    private static final double SCALE = 0.05;

    private static ExperimentResult run(String document, long seed) throws Exception {
        Experiment experiment = new ExperimentValidator(Services.registry()).load(document);
        return new ExperimentRunner(Services.registry()).run(experiment, new RunOptions(seed, SCALE, 1), RunMonitor.NONE);
    }

    private static String agility(String phases, String run) {
        return """
                { "name": "history", "seed": 1,
                  "defaults": { "drive": { "id": "ocz-agility2-60" }, "gc": { "id": "greedy" },
                    "os": { "id": "windows", "parameters": { "version": "server-2003" } },
                    "partitions": [ { "start": "1MiB", "size": "100%" } ],
                    "phases": [ PHASES ] },
                  "runs": [ RUNS ] }
                """.replace("PHASES", phases).replace("RUNS", run);
    }

    private static long fullBytes() throws InterruptedException {
        return Services.registry().create(PluginKind.DRIVE, "ocz-agility2-60", Map.of()).geometry().userSectors() * 512;
    }

    /**
     * Issue 13 item 12: a precondition's amount is a multiple of the shrunk drive's capacity, scaled
     * once (it was taken from the shrunk drive and shrunk again: 0.1 x capacity at --scale 0.05).
     */
    @Test
    void aPreconditionWritesItsMultipleOfTheShrunkDriveOnce() throws Exception {
        RunOutcome run = run(agility("""
                { "name": "wipc", "type": "precondition" },
                { "name": "wdpc", "type": "precondition", "form": "workload-dependent", "capacityMultiple": 0.5, "span": "50%" }
                """, "{ \"name\": \"r\" }"), 1).runs().get(0);
        double shrunk = fullBytes() * run.appliedScale();
        // 0.05 of the Agility 2's 1 920 blocks a plane is under the 128-block floor: 128 / 1 920 = 1/15
        assertEquals(128 / 1920.0, run.appliedScale(), 1e-9, "applied");
        for (String phase : List.of("wipc", "wdpc")) {
            PhaseMetrics m = run.phase(phase).orElseThrow().metrics();
            double written = m.throughputMBps() * 1e6 * m.seconds();
            double multiple = phase.equals("wipc") ? 2 : 0.5;
            assertEquals(multiple, written / shrunk, 0.02 * multiple, phase + ": " + written + " bytes of a " + shrunk
                    + "-byte drive");
        }
        for (String phase : List.of("wipc", "wdpc")) {
            PhaseMetrics m = run.phase(phase).orElseThrow().metrics();
            assertEquals(phase.equals("wipc") ? 131_072 : 4096, m.throughputMBps() * 1e6 / m.iops(), 1,
                    phase + ": bytes per request (WIPC 128 KiB, WDPC the test's 4 KiB)");
        }
        assertTrue(run.phase("wdpc").orElseThrow().metrics().writeAmplification() > 1.5,
                "random writes on a drive WIPC filled need GC: " + run.phase("wdpc").orElseThrow().metrics());
    }

    /** A file fill reaches the drive in the OS cache's write-behind requests: 64 KiB on Server 2003, 1 MiB on 10. */
    @Test
    void aFileFillWritesInTheWriteBehindSizeOfItsWindowsRelease() throws Exception {
        String fill = "{ \"name\": \"fill\", \"type\": \"fill\", \"level\": \"file\", \"size\": \"50%\" }";
        for (String version : List.of("server-2003", "10")) {
            String doc = agility(fill, "{ \"name\": \"r\" }").replace("server-2003", version);
            Map<String, Double> counts = run(doc, 1).runs().get(0).phase("fill").orElseThrow().counts();
            double perRequest = counts.get("hostBytesWritten") / counts.get("hostWrites");
            double expected = version.equals("10") ? 1 << 20 : 64 << 10;
            assertEquals(expected, perRequest, 0.02 * expected, version + ": " + counts);
        }
    }

    /**
     * Seed 000's drive was filled under Server 2003 and measured under Windows 8.1: attached to 8.1,
     * the volume keeps its files, deletes become TRIMs and the cache writes behind in 1 MiB.
     */
    @Test
    void aVolumeAttachedToAnotherWindowsTakesItsTrimAndRequestSize() throws Exception {
        String phases = """
                { "name": "fill", "type": "fill", "level": "file", "size": "30%" },
                { "name": "delete-2003", "type": "delete", "what": "fill" },
                { "name": "fill-again", "type": "fill", "level": "file", "size": "30%" },
                { "name": "to-8.1", "type": "attach", "os": { "id": "windows", "parameters": { "version": "8.1" } } },
                { "name": "delete-8.1", "type": "delete", "what": "fill-again" },
                { "name": "fill-8.1", "type": "fill", "level": "file", "size": "30%" }
                """;
        RunOutcome run = run(agility(phases, "{ \"name\": \"r\" }"), 1).runs().get(0);
        assertEquals(0, run.phase("delete-2003").orElseThrow().counts().get("hostTrims"), "Server 2003 never trims");
        assertTrue(run.phase("delete-8.1").orElseThrow().counts().get("hostTrims") > 0, "8.1 trims the 2003 file");
        for (String phase : List.of("fill-again", "fill-8.1")) {
            Map<String, Double> counts = run.phase(phase).orElseThrow().counts();
            double expected = phase.equals("fill-8.1") ? 1 << 20 : 64 << 10;
            assertEquals(expected, counts.get("hostBytesWritten") / counts.get("hostWrites"), 0.02 * expected,
                    phase + ": " + counts);
        }
        RunPlugins.Plugin attached = run.plugins().attached().get("to-8.1");
        assertEquals("server-2003", run.plugins().os().parameters().get("version"), "the summary names the run's OS");
        assertEquals("windows", attached.id());
        assertEquals("8.1", attached.parameters().get("version"), "and the one the volume moved to");
    }

    /** The OS a volume moves to must read its file system. */
    @Test
    void attachingToAnOsThatFormatsOtherwiseIsRefused() {
        String doc = agility("""
                { "name": "to-mac", "type": "attach", "os": { "id": "macos", "parameters": { "metadata": true } } }
                """, "{ \"name\": \"r\" }").replace("\"server-2003\"", "\"server-2003\", \"metadata\": true");
        Exception e = assertThrows(Exception.class, () -> run(doc, 1));
        assertTrue(e.getMessage().contains("runs[0].phases[0].os") && e.getMessage().contains("formats hfs+, the volume is ntfs"),
                e.getMessage());
    }

    /** The volume keeps the journal it was mounted with, so an OS that would journal it otherwise is refused too. */
    @Test
    void attachingToAnOsThatJournalsOtherwiseIsRefused() {
        String doc = agility("""
                { "name": "to-data-journal", "type": "attach", "os": { "id": "linux", "parameters": { "data": "journal" } } }
                """, "{ \"name\": \"r\" }").replace("{ \"id\": \"windows\", \"parameters\": { \"version\": \"server-2003\" } }",
                "{ \"id\": \"linux\" }");
        Exception e = assertThrows(Exception.class, () -> run(doc, 1));
        assertTrue(e.getMessage().contains("runs[0].phases[0].os") && e.getMessage().contains("journals the ext4 volume"),
                e.getMessage());
    }

    @Test
    void anAgePhaseReportsWhatItWroteAndIsRepeatable() throws Exception {
        String doc = agility("""
                { "name": "age", "type": "age", "preset": "build-server", "driveWrites": 1, "duration": "3d" }
                """, "{ \"name\": \"r\" }");
        ExperimentResult first = run(doc, 3);
        PhaseOutcome age = first.runs().get(0).phase("age").orElseThrow();
        Map<String, Double> counts = age.counts();
        assertTrue(counts.get("hostGB") * 1e9 >= 0.99 * fullBytes() * first.runs().get(0).appliedScale(), counts.toString());
        assertTrue(counts.get("filesCreated") > counts.get("filesDeleted") && counts.get("filesDeleted") > 100,
                counts.toString());
        assertEquals(3 * 86_400, age.metrics().seconds(), 1, "the simulated time of the use");
        assertEquals(SummaryJson.write(first), SummaryJson.write(run(doc, 3)));
        assertTrue(!SummaryJson.write(first).equals(SummaryJson.write(run(doc, 4))), "another seed, another history");
    }

    @Test
    void replicatesGiveTheMeanAndTheSpreadAndTheFirstIsThePlainRun() throws Exception {
        String phases = """
                { "name": "fill", "type": "fill", "level": "block" },
                { "name": "random", "type": "workload", "amount": "100%", "queueDepth": 32,
                  "workload": { "id": "synthetic", "parameters": { "pattern": "random", "blockSizes": "4096" } } }
                """;
        RunOutcome three = run(agility(phases, "{ \"name\": \"r\", \"replicates\": 3 }"), 1).runs().get(0);
        RunOutcome plain = run(agility(phases, "{ \"name\": \"r\" }"), 1).runs().get(0);
        assertEquals(3, three.seeds().size());
        assertEquals(1L, three.seeds().get(0));
        PhaseOutcome random = three.phase("random").orElseThrow();
        assertEquals(3, random.replicates().size());
        assertEquals(plain.phase("random").orElseThrow().metrics(), random.replicates().get(0));
        double mean = random.replicates().stream().mapToDouble(PhaseMetrics::iops).average().orElseThrow();
        assertEquals(mean, random.metrics().iops(), 1e-9 * mean);
        assertTrue(random.replicates().stream().mapToDouble(PhaseMetrics::iops).distinct().count() > 1,
                "each replicate has its own seed: " + random.replicates());
    }
}
