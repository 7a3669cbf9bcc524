package org.ssdlab.cli.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.PluginRegistry;
import org.ssdlab.sim.api.gc.ClosedBlocks;
import org.ssdlab.sim.api.gc.SteadyStateWaModel;
import org.ssdlab.sim.api.gc.VictimPolicy;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

class SsdLabCommandTest {

    /**
     * Stands in for the greedy plugin bundle, which this bundle does not depend on. Its "model" is a
     * marker the command can only print if it asked the plugin (the real models are checked against
     * the simulation in the OSGi tests' GcModelValidationTest).
     */
    private static final class Greedy extends AbstractPlugin<VictimPolicy> implements SteadyStateWaModel {
        Greedy() {
            super(PluginKind.GC_STRATEGY, "greedy", "Greedy", "fewest valid",
                    List.of(ParameterSpec.integer("unused", "", 1L, 1, 9, "a parameter to get wrong")));
        }

        @Override
        public VictimPolicy create(Parameters parameters) {
            if (parameters.integer("unused") == 9) {
                throw new OutOfMemoryError("Java heap space"); // what a too-large --user-pages does
            }
            return ClosedBlocks::fewestValid;
        }

        @Override
        public String modelName() {
            return "marker";
        }

        @Override
        public String citation() {
            return "none";
        }

        @Override
        public OptionalDouble writeAmplification(double overProvisioning, int unitsPerBlock, Parameters parameters) {
            return OptionalDouble.of(1000 * unitsPerBlock + overProvisioning + parameters.integer("unused"));
        }
    }

    private static final PluginRegistry REGISTRY = new PluginRegistry() {
        private final Plugin<VictimPolicy> greedy = new Greedy();

        @Override
        @SuppressWarnings("unchecked")
        public <M> List<Plugin<M>> plugins(PluginKind<M> kind) {
            return kind == PluginKind.GC_STRATEGY ? List.of((Plugin<M>) greedy) : List.of();
        }

        @Override
        public <M> Optional<Plugin<M>> find(PluginKind<M> kind, String id) {
            return plugins(kind).stream().filter(p -> p.id().equals(id)).findFirst();
        }
    };

    private record Run(int exitCode, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exitCode = SsdLabCommand.execute(REGISTRY, new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Run(exitCode, out.toString(), err.toString());
    }

    @Test
    void waJsonReportsSimulatedAndModelWaPerOp() {
        Run run = run("wa", "--op", "0.125,0.28", "--user-pages", "65536", "--pages-per-block", "32", "--json");
        assertEquals(0, run.exitCode(), run.err());
        JsonArray rows = JsonParser.parseString(run.out()).getAsJsonArray();
        assertEquals(2, rows.size());
        for (int i = 0; i < 2; i++) {
            JsonObject row = rows.get(i).getAsJsonObject();
            double op = row.get("op").getAsDouble();
            assertEquals(i == 0 ? 0.125 : 0.28, op);
            assertEquals("greedy", row.get("gc").getAsString());
            assertEquals(32, row.get("pagesPerBlock").getAsInt());
            assertEquals(65536, row.get("userPages").getAsInt());
            double model = row.get("modelWriteAmplification").getAsDouble();
            assertEquals(32_000 + op + 1, model, 1e-12, "the plugin's model at this OP, block size and parameters");
            assertTrue(row.get("writeAmplification").getAsDouble() > 1);
            long host = row.get("hostWrites").getAsLong();
            assertEquals(row.get("writeAmplification").getAsDouble(), row.get("nandWrites").getAsLong() / (double) host, 1e-9);
            assertTrue(row.get("erases").getAsLong() > 0 && row.get("wallSeconds").getAsDouble() > 0);
            assertTrue(row.get("hostWritesPerSecond").getAsDouble() > 0);
        }
    }

    @Test
    void waTablePrintsOneRowPerOp() {
        Run run = run("wa", "--op", "0.28", "--user-pages", "4096");
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals(3, lines.size(), run.out());
        assertTrue(lines.get(2).trim().startsWith("0.2800"), lines.get(2));
    }

    @Test
    void badInputExitsWithTwoAndOneLineNamingTheFlag() {
        assertInvalid(run("wa", "--gc", "nope"), "--gc: unknown GC strategy 'nope'; known: greedy");
        assertInvalid(run("wa", "--op", "0"), "--op: '0.0' is not allowed; allowed: numbers in (0, 10]");
        assertInvalid(run("wa", "--op", "abc"), "'--op'");
        assertInvalid(run("wa", "--pages-per-block", "1"), "--pages-per-block: '1' is not allowed; allowed: integers 2..65536");
        assertInvalid(run("wa", "--writes"), "'--writes'");
        assertInvalid(run("wa", "--gc-param", "unused=10"),
                "--gc-param: gc 'greedy': parameter 'unused' = '10' is not allowed; allowed: integer 1..9");
        assertInvalid(run("wa", "--gc-param", "x=1"), "--gc-param: gc 'greedy': unknown parameter 'x'; known: unused");
        assertInvalid(run(), "a command is missing");
        assertInvalid(run("list", "drives-and-more"), "unknown kind 'drives-and-more'; known: drive, gc, os, stack, workload");
    }

    private static void assertInvalid(Run run, String expected) {
        assertEquals(2, run.exitCode(), run.out() + run.err());
        assertTrue(run.err().contains(expected), "stderr: " + run.err());
        assertTrue(!run.err().contains("\tat "), "stack trace in " + run.err());
        assertEquals("", run.out());
    }

    @Test
    void validateReportsEveryProblemWithItsPathAndExitsWithTwo(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Path document = dir.resolve("bad.json");
        java.nio.file.Files.writeString(document, """
                {"name": "x", "seed": 1,
                 "defaults": {"drive": {"id": "no-such-drive"}, "gc": {"id": "greedy", "parameters": {"unused": 10}},
                              "phases": [{"name": "erase", "type": "secure-erase"}]},
                 "runs": [{"name": "only"}]}
                """);
        Run run = run("validate", document.toString());
        assertEquals(2, run.exitCode(), run.err());
        assertTrue(run.err().contains("defaults.drive.id (line 2): unknown drive 'no-such-drive'"), run.err());
        assertTrue(run.err().contains("defaults.gc.parameters.unused (line 2)"), run.err());
        assertInvalid(run("validate", dir.resolve("missing.json").toString()), "no such file");
    }

    @Test
    void listShowsPluginsWithParameters() {
        Run brief = run("list", "gc");
        assertEquals(0, brief.exitCode(), brief.err());
        assertTrue(brief.out().contains("greedy") && brief.out().contains("[unused]")
                && !brief.out().contains("integer 1..9"), brief.out());
        Run full = run("list", "gc", "--long");
        assertTrue(full.out().contains("unused = 1 (integer 1..9)"), full.out());
        Run json = run("list", "gc", "--json");
        assertTrue(json.out().contains("\"id\": \"greedy\"") && json.out().contains("\"allowed\": \"integer 1..9\""),
                json.out());
    }

    @Test
    void sameSeedSameNumbers() {
        String[] args = {"wa", "--op", "0.07", "--user-pages", "8192", "--seed", "9", "--json"};
        assertEquals(withoutTiming(run(args).out()), withoutTiming(run(args).out()));
    }

    private static Map<String, String> withoutTiming(String json) {
        JsonObject row = JsonParser.parseString(json).getAsJsonArray().get(0).getAsJsonObject();
        row.remove("wallSeconds");
        row.remove("hostWritesPerSecond");
        return Map.of("row", row.toString());
    }

    @Test
    void runRefusesBadOptionsNamingTheOptionAndWhatIsAllowed() {
        for (String[] args : List.of(new String[] {"run", "--jobs", "0"}, new String[] {"run", "--scale", "2"},
                new String[] {"run", "--seed", "-1"}, new String[] {"run", "no-such-experiment"})) {
            Run run = run(args);
            assertEquals(SsdLabCommand.EXIT_INVALID_INPUT, run.exitCode(), String.join(" ", args));
            assertTrue(run.err().contains("allowed"), run.err());
            assertTrue(!run.err().contains("Exception") && !run.err().contains("\tat "), run.err());
        }
    }

    /** The bundled default names plugins this test registry lacks: every problem is listed, nothing runs. */
    @Test
    void runReportsEveryProblemOfTheDocumentAndExitsWithTwo() {
        Run run = run("run", "--out", System.getProperty("java.io.tmpdir") + "/ssdlab-cli-test-never-written");
        assertEquals(SsdLabCommand.EXIT_INVALID_INPUT, run.exitCode(), run.err());
        assertTrue(run.err().contains("defaults.drive.id") && run.err().contains("unknown drive 'ocz-agility2-60'"),
                run.err());
        assertTrue(run.err().lines().count() > 1, run.err());
        assertTrue(!java.nio.file.Files.exists(java.nio.file.Path.of(System.getProperty("java.io.tmpdir"),
                "ssdlab-cli-test-never-written")));
    }

    @Test
    void listExamplesNamesTheBundledSeedExperiments() {
        Run run = run("list", "examples");
        assertEquals(0, run.exitCode(), run.err());
        assertEquals(List.of("agility2-trim-vs-reserve", "840pro-raid1-overprovisioning", "840pro-macos-trim",
                "ext4-alignment", "840pro-aged-vs-preconditioned", "840pro-skewed-gc", "840pro-paced-workloads",
                "840pro-qos-jobs", "840pro-pts-c", "freebsd-ufs-vs-zfs", "840pro-raid1-bad-blocks",
                "anandtech-consistency", "torture-and-recovery",
                "fresh-sequential", "gc-granularity"), run.out().lines().toList());
        Run described = run("list", "examples", "--long");
        assertEquals(0, described.exitCode(), described.err());
        List<String> lines = described.out().lines().toList();
        assertEquals(2 * 15, lines.size(), described.out());
        assertEquals("anandtech-consistency", lines.get(22));
        assertTrue(lines.get(23).startsWith("  AnandTech's performance-consistency method"), lines.get(23));
    }

    /** An Error is no Exception: picocli let it through, Equinox logged it away and the process exited 0. */
    @Test
    void outOfMemoryExitsWithOneAndOneLineSayingHowToGiveMoreHeap() {
        Run run = run("wa", "--op", "0.28", "--user-pages", "4096", "--gc-param", "unused=9");
        assertEquals(SsdLabCommand.EXIT_FAILURE, run.exitCode(), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().contains("out of memory (Java heap space)") && run.err().contains("SSDLAB_JAVA_OPTS=-Xmx"),
                run.err());
    }

    /** A FIFO without a writer would block forever, /dev/zero would fill the heap: neither is opened. */
    @Test
    void aDocumentThatIsNoFileIsNamedForWhatItIs(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Path fifo = dir.resolve("pipe.json");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        java.nio.file.Path dangling = java.nio.file.Files.createSymbolicLink(dir.resolve("link.json"), dir.resolve("gone"));
        for (String command : List.of("validate", "run")) {
            assertInvalid(run(command, fifo.toString()), "is a named pipe (FIFO), not a file");
            assertInvalid(run(command, "/dev/zero"), "is a character device, not a file");
            assertInvalid(run(command, dir.toString()), "is a directory, not a file");
            assertInvalid(run(command, dangling.toString()), "is a symbolic link to a file that does not exist");
            assertInvalid(run(command, dir.resolve("missing.json").toString()), "is not there: no such file");
        }
    }

    @Test
    void invalidUtf8IsRefusedWithItsPosition(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path doc = dir.resolve("latin1.json");
        java.nio.file.Files.write(doc, "{\"name\": \"x\",\n \"description\": \"caf\u00e9\"}"
                .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        Run run = run("validate", doc.toString());
        assertEquals(SsdLabCommand.EXIT_INVALID_INPUT, run.exitCode(), run.err());
        assertTrue(run.err().contains("not UTF-8: byte 0xe9 at line 2 column 21"), run.err());
        assertInvalid(run("run", doc.toString()), "not UTF-8: byte 0xe9 at line 2 column 21");
    }

    /** --out was checked only after the simulation, losing the run; '' wrote into the current folder. */
    @Test
    void anOutputFolderThatCannotTakeTheResultsIsRefusedBeforeAnythingRuns(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path file = java.nio.file.Files.writeString(dir.resolve("afile"), "x");
        assertInvalid(run("run", "--out", file.toString()), "--out: cannot write results to '" + file + "': '" + file
                + "' is a file, not a directory");
        assertInvalid(run("run", "--out", file.resolve("below").toString()), "is a file, not a directory");
        assertInvalid(run("run", "--out", "/dev/null"), "is a special file, not a directory");
        assertInvalid(run("run", "--out", ""), "--out: cannot write results to '': the path is empty");
    }

    @Test
    void aNearMissExampleNameGetsASuggestion() {
        assertInvalid(run("run", "agility2-trim-vs-reserv"), "did you mean 'agility2-trim-vs-reserve'?");
    }

    @Test
    void withoutATerminalProgressLinesComeAtASteadyRate() {
        StringWriter text = new StringWriter();
        ProgressPrinter progress = new ProgressPrinter(new PrintWriter(text, true), false, 1,
                new java.util.concurrent.atomic.AtomicBoolean(), 0);
        progress.phaseStarted("r", "p", 0, 1);
        progress.progress("r", 0.25, 5_000_000_000L);
        progress.progress("r", 0.5, 10_000_000_000L);
        List<String> lines = text.toString().lines().toList();
        assertEquals(3, lines.size(), text.toString());
        assertTrue(lines.get(2).startsWith("r: phase 1/1 p 50%, simulated 0:00:10 (experiment 50% done, 0:00:"),
                lines.get(2));
        assertEquals("r: phase 1/1 p (experiment 0% done)", lines.get(0));
    }

    /** On a terminal: one line, redrawn in place (a carriage return, never a new line), cleared at the end. */
    @Test
    void onATerminalProgressIsOneLineRedrawnInPlace() throws InterruptedException {
        StringWriter text = new StringWriter();
        ProgressPrinter progress = new ProgressPrinter(new PrintWriter(text, true), true, 2,
                new java.util.concurrent.atomic.AtomicBoolean(), 0);
        progress.phaseStarted("r", "fill", 0, 2);
        Thread.sleep(300); // redraws are at most a few a second
        progress.progress("r", 0.5, 5_000_000_000L);
        progress.phaseStarted("r", "writes", 1, 2);
        String drawn = text.toString();
        assertTrue(!drawn.contains("\n"), drawn);
        String[] frames = drawn.split("\r");
        assertTrue(frames.length >= 3, drawn);
        assertTrue(frames[frames.length - 2].startsWith("r 1/2 fill  50% sim 0:00:05 | "), drawn);
        String last = frames[frames.length - 1];
        assertTrue(last.startsWith("r 2/2 writes   0% sim ") && last.contains(" | 50% done, 0:00:"), drawn);
        progress.finish();
        assertTrue(text.toString().endsWith("\r"), "the line is cleared: " + text);
    }

    @Test
    void unclearMessagesOfTheWaCommandAndUnknownCommands() {
        assertInvalid(run("bogus"), "unknown command 'bogus'; commands: wa, list, validate, run");
        assertInvalid(run("vaildate"), "did you mean 'validate'?");
        assertInvalid(run("wa", "--op", ","), "--op: no level given");
        assertInvalid(run("wa", "--user-pages", "64"), "--user-pages: '64' leaves the FTL 2 spare blocks at --op 0.07 "
                + "with 64 pages per block, and it needs 4 (write frontiers and GC reserve); allowed: at least 1855");
        assertEquals(0, run("wa", "--user-pages", "1855", "--op", "0.07", "--writes", "0.1").exitCode());
        assertInvalid(run("wa", "--writes", "1e-9", "--user-pages", "4096"), "--writes: '1.0E-9' is too few to measure");
        Run top = run("--help");
        assertTrue(top.out().contains("install-plugin") && top.out().contains("workbench"), top.out());
        assertTrue(run("-V").out().startsWith("SSD Lab ") && run("-V").out().contains(" (commit "), run("-V").out());
        Run help = run("wa", "--help");
        assertEquals(0, help.exitCode());
        assertTrue(help.out().contains("'7 %'") && !help.err().contains("picocli"), help.out() + help.err());
    }

    /** --help lists every command of the ./ssdlab script too, each on a line of its own that fits 80 columns. */
    @Test
    void helpListsEveryCommandOfTheScript() throws java.io.IOException {
        String script = java.nio.file.Files.readString(java.nio.file.Path.of("../../ssdlab"));
        java.util.List<String> commands = new java.util.ArrayList<>();
        java.util.regex.Matcher m = java.util.regex.Pattern
                .compile("(?m)^ {2}([a-z][a-z-]*)\\)$|\"\\$\\{1:-}\" = ([a-z][a-z-]*) ]").matcher(script);
        while (m.find()) {
            commands.add(m.group(1) != null ? m.group(1) : m.group(2));
        }
        assertEquals(java.util.List.of("test", "build", "workbench", "new-plugin", "install-plugin"), commands);
        String help = run("--help").out();
        for (String command : commands) {
            assertTrue(help.lines().anyMatch(l -> l.startsWith("  " + command + " ")), command + " missing in " + help);
        }
        assertTrue(help.lines().allMatch(l -> l.length() <= 80), help);
    }
}
