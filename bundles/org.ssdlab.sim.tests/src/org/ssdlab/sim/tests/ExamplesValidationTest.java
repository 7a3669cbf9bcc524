package org.ssdlab.sim.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.ExperimentValidator;
import org.ssdlab.experiment.Problem;

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

    private static String read(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.UTF_8);
    }
}
