package org.ssdlab.cli.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ssdlab.experiment.sweep.SweepDirectory;
import org.ssdlab.experiment.sweep.SweepExpansion;
import org.ssdlab.experiment.sweep.SweepValidator;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.PluginRegistry;

class SweepCommandTest {

    /** No plugins: every document names a drive it lacks. */
    private static final PluginRegistry EMPTY = new PluginRegistry() {
        @Override
        public <M> List<Plugin<M>> plugins(PluginKind<M> kind) {
            return List.of();
        }

        @Override
        public <M> Optional<Plugin<M>> find(PluginKind<M> kind, String id) {
            return Optional.empty();
        }
    };

    private static final String DOC = """
            {"name": "s", "seed": 3,
             "defaults": {"drive": {"id": "d"}, "gc": {"id": "greedy"}, "phases": [{"name": "e", "type": "secure-erase"}]},
             "runs": [{"name": "only"}],
             "sweep": {"parameters": [{"path": "defaults.phases[0].queueDepth", "values": [1, 32]},
                                      {"path": "defaults.gc.idd", "values": ["greedy", "fifo"]}]}}
            """;

    private record Run(int exitCode, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exitCode = SsdLabCommand.execute(EMPTY, new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Run(exitCode, out.toString(), err.toString());
    }

    @Test
    void badSweepSectionsAreRefusedWithTheirPathsBeforeAnythingRuns(@TempDir Path dir) throws Exception {
        Path doc = Files.writeString(dir.resolve("s.json"), DOC);
        Path out = dir.resolve("never");
        Run run = run("sweep", doc.toString(), "--out", out.toString());
        assertEquals(SsdLabCommand.EXIT_INVALID_INPUT, run.exitCode(), run.err());
        assertTrue(run.err().contains("sweep.parameters[1].path: 'defaults.gc.idd' is not a field of the document: "
                + "unknown field 'idd'"), run.err());
        assertTrue(run.err().contains("defaults.drive.id (line 2): unknown drive 'd'"), run.err());
        assertTrue(!Files.exists(out), "nothing written");
        Run validate = run("validate", doc.toString());
        assertEquals(SsdLabCommand.EXIT_INVALID_INPUT, validate.exitCode());
        assertTrue(validate.err().contains("sweep.parameters[1].path: 'defaults.gc.idd'"), validate.err());
        Run plain = run("run", doc.toString());
        assertEquals(SsdLabCommand.EXIT_INVALID_INPUT, plain.exitCode());
        assertTrue(plain.err().contains("has a sweep section; run its points with ./ssdlab sweep"), plain.err());
    }

    @Test
    void badOptionsNameTheOptionAndWhatIsAllowed() {
        for (String[] args : List.of(new String[] {"sweep", "--jobs", "0"}, new String[] {"sweep", "--scale", "0"},
                new String[] {"sweep", "--executor", "slurmm"}, new String[] {"sweep", "--executor", "k8s"},
                new String[] {"sweep", "no-such-sweep"}, new String[] {"sweep", "--collect"})) {
            Run run = run(args);
            assertEquals(SsdLabCommand.EXIT_INVALID_INPUT, run.exitCode(), String.join(" ", args) + ": " + run.err());
            assertTrue(!run.err().contains("\tat "), run.err());
        }
        assertTrue(run("sweep", "--executor", "slurmm").err().contains("did you mean 'slurm'?"));
        assertTrue(run("sweep", "--executor", "k8s").err().contains("only with --dry-run"));
        assertTrue(run("sweep", "--collect", "/nonexistent").err().contains("is not a sweep directory"));
    }

    /** Points made by the cluster's tasks: --collect builds the same table from the files alone. */
    @Test
    void collectBuildsTheTableAndChartsOfAFinishedSweepAndRefusesAnUnfinishedOne(@TempDir Path tmp) throws Exception {
        String text = DOC.replace("gc.idd", "gc.id");
        SweepExpansion.Result r = SweepExpansion.expand(text);
        SweepDirectory dir = SweepDirectory.prepare(tmp.resolve("sw"), text, tmp, new SweepValidator.Sweep("s", r.mode(),
                r.parameters(), r.points(), List.of(), List.of()), null, 0.01, SweepCommand.version());
        Run unfinished = run("sweep", "--collect", dir.path().toString());
        assertEquals(SsdLabCommand.EXIT_FAILURE, unfinished.exitCode());
        assertTrue(unfinished.err().contains("4 of 4 points are not complete"), unfinished.err());
        for (int i = 0; i < dir.size(); i++) {
            Path point = Files.createDirectories(dir.pointDir(i));
            Files.writeString(point.resolve("summary.json"), """
                    {"experiment": "s", "seed": 3, "scale": 0.01, "runs": [{"name": "only", "drive": "d", "appliedScale": 1,
                     "phases": [{"name": "e", "type": "steady-state", "metrics": {"iops": %d, "writeAmplification": 2.0}}]}]}
                    """.formatted(100 * (i + 1)), StandardCharsets.UTF_8);
            Files.writeString(point.resolve(SweepDirectory.STAMP), dir.stamp(i));
        }
        Run collected = run("sweep", "--collect", dir.path().toString());
        assertEquals(0, collected.exitCode(), collected.err());
        List<String> lines = collected.out().lines().toList();
        assertEquals("queueDepth  gc      e/iops  e/writeAmplification", lines.get(1), collected.out());
        assertEquals("32          fifo       400                  2.00", lines.get(5), collected.out());
        assertTrue(Files.readString(dir.path().resolve("table.csv")).startsWith("point,queueDepth,gc,run,phase,type,iops"));
        assertTrue(Files.exists(dir.path().resolve("charts/iops-vs-gc.svg")));
        byte[] first = Files.readAllBytes(dir.path().resolve("table.json"));
        assertEquals(0, run("sweep", "--collect", dir.path().toString()).exitCode());
        assertTrue(java.util.Arrays.equals(first, Files.readAllBytes(dir.path().resolve("table.json"))));
        // a cluster task on a point already complete does nothing
        Run task = run("sweep", "--point", "2", dir.path().toString());
        assertEquals(0, task.exitCode(), task.err());
        assertTrue(task.err().contains("is complete"), task.err());
        assertEquals(SsdLabCommand.EXIT_INVALID_INPUT, run("sweep", "--point", "4", dir.path().toString()).exitCode());
    }
}
