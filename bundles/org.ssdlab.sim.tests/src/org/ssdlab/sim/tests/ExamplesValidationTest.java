package org.ssdlab.sim.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.ExperimentValidator;
import org.ssdlab.experiment.Problem;
import org.ssdlab.experiment.run.ExperimentRunner;

/** Every bundled example document stays valid against the installed plugins. */
class ExamplesValidationTest {

    /** The tests run in the bundle's folder of the reactor. */
    private static final Path EXAMPLES = Path.of("../../examples");

    @Test
    void everyExampleValidatesAgainstTheRegisteredPlugins() throws Exception {
        ExperimentValidator validator = new ExperimentValidator(Services.registry());
        List<Path> examples;
        try (Stream<Path> files = Files.list(EXAMPLES)) {
            examples = files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        assertFalse(examples.isEmpty(), "no examples in " + EXAMPLES.toAbsolutePath());
        for (Path example : examples) {
            List<Problem> problems = validator.validate(read(example)).problems();
            assertEquals(List.of(), problems, example.toString());
        }
    }

    @Test
    void aPartitionTooSmallForItsFileSystemIsRefusedBeforeRunning() throws Exception {
        assertEquals(List.of("runs[0].partitions[0]: the partition of 1 sectors holds 0 clusters of 4096 bytes; it must "
                + "hold [1, 2147483647] (phase 'copy' needs a file system there); allowed: a partition of at least 4096 "
                + "bytes"), planProblems("512B").stream().map(Problem::toString).toList());
    }

    @Test
    void aPartitionTooSmallForItsFileSystemsMetadataIsRefusedBeforeRunning() throws Exception {
        List<Problem> problems = planProblems("4KiB");
        assertEquals(1, problems.size(), problems::toString);
        assertEquals("runs[0].partitions[0]", problems.get(0).path());
        assertTrue(problems.get(0).message().contains("too small for its ext4 metadata"), problems::toString);
    }

    /** A test area larger than the device is named before running, not shrunk to fit; a share still fits. */
    @Test
    void aSpanBeyondTheDeviceIsRefusedBeforeRunning() throws Exception {
        String doc = """
                { "name": "wide-span", "seed": 1,
                  "defaults": { "drive": { "id": "ocz-agility2-60" }, "gc": { "id": "greedy" },
                    "phases": [ { "name": "w", "type": "workload", "duration": "1s", "span": "SPAN",
                      "workload": { "id": "synthetic", "parameters": { "pattern": "random", "blockSizes": "4096" } } } ] },
                  "runs": [ { "name": "only" } ] }
                """;
        ExperimentRunner runner = new ExperimentRunner(Services.registry());
        ExperimentValidator validator = new ExperimentValidator(Services.registry());
        List<Problem> problems = runner.check(validator.load(doc.replace("SPAN", "80TB")));
        assertEquals(List.of("runs[0].phases[0].span: span = 80000000000000 bytes does not fit; allowed: at most the "
                + "60022480896 bytes from the device's start to its end, or a share such as \"100%\""),
                problems.stream().map(Problem::toString).toList());
        assertEquals(List.of(), runner.check(validator.load(doc.replace("SPAN", "100%"))));
        assertEquals(List.of(), runner.check(validator.load(doc.replace("SPAN", "60GB"))));
    }

    /**
     * An amount no host link could carry within the simulated clock (292 years of nanoseconds) is named
     * before running (the fuzz run's 2^63 - 1 bytes ran on for ever); a petabyte is still a run.
     */
    @Test
    void anAmountBeyondTheSimulatedClockIsRefusedBeforeRunning() throws Exception {
        String doc = """
                { "name": "endless", "seed": 1,
                  "defaults": { "drive": { "id": "ocz-agility2-60" }, "gc": { "id": "greedy" },
                    "phases": [ { "name": "w", "type": "workload", "amount": AMOUNT,
                      "workload": { "id": "synthetic", "parameters": { "pattern": "sequential", "blockSizes": "16MiB" } } } ] },
                  "runs": [ { "name": "only" } ] }
                """;
        ExperimentRunner runner = new ExperimentRunner(Services.registry());
        ExperimentValidator validator = new ExperimentValidator(Services.registry());
        List<Problem> problems = runner.check(validator.load(doc.replace("AMOUNT", String.valueOf(Long.MAX_VALUE))));
        assertEquals(1, problems.size(), problems::toString);
        assertEquals("runs[0].phases[0].amount", problems.get(0).path());
        assertTrue(problems.get(0).message().startsWith("amount = 9223372036854775807 bytes cannot pass the host link (275.0 MB/s) within"),
                problems::toString);
        assertTrue(problems.get(0).message().contains("within the simulated clock's 292 years; allowed: at most "),
                problems::toString);
        assertEquals(List.of(), runner.check(validator.load(doc.replace("AMOUNT", "\"1000TB\""))));
    }

    /** What {@code validate} says, after the document itself, of one ext4 partition of {@code size} with a copy. */
    private static List<Problem> planProblems(String size) throws Exception {
        String doc = """
                { "name": "tiny-partition", "seed": 1,
                  "defaults": { "drive": { "id": "ocz-agility2-60" }, "gc": { "id": "greedy" },
                    "os": { "id": "linux", "parameters": { "fileSystem": "ext4", "mode": "none" } },
                    "partitions": [ { "start": "dos63", "size": "SIZE" } ], "clusterBytes": 4096,
                    "phases": [ { "name": "copy", "type": "copy", "files": [ { "count": 1, "size": "4KiB" } ] } ] },
                  "runs": [ { "name": "only" } ] }
                """.replace("SIZE", size);
        return new ExperimentRunner(Services.registry()).check(new ExperimentValidator(Services.registry()).load(doc));
    }

    private static String read(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.UTF_8);
    }
}
