package org.ssdlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Plugin parameters speak the document's units, and a trace file is checked where the document is. */
class PluginParameterUnitsTest {

    private final ExperimentValidator validator = new ExperimentValidator(new TestRegistry());

    private static final String RANDOM_4K = "\"pattern\": \"random\", \"blockSizes\": \"4096\"";

    private static String withParameters(String parameters) {
        String doc = Examples.SEED_000.replaceFirst(RANDOM_4K, parameters);
        assertTrue(!doc.equals(Examples.SEED_000));
        return doc;
    }

    private List<Problem> problems(String parameters, Path folder) {
        return validator.validate(withParameters(parameters), folder).problems();
    }

    private Settings defaults(String parameters) {
        Validation v = validator.validate(withParameters(parameters));
        assertTrue(v.valid(), v.problems()::toString);
        return v.experiment().defaults();
    }

    private static Object parameter(Settings settings, String name) {
        return ((Phase.WorkloadPhase) settings.phases().get(2)).workload().parameters().get(name);
    }

    @Test
    void sizesAndDurationsInTheDocumentsUnits() {
        Settings s = defaults("\"blockSizes\": \"4KiB:67, 128KiB:33\", \"alignment\": \"4KiB\", \"durationMillis\": \"30s\"");
        assertEquals("4096:67,131072:33", parameter(s, "blockSizes"));
        assertEquals(4096L, parameter(s, "alignment"));
        assertEquals(30_000L, parameter(s, "durationMillis"));
        assertEquals("8192", parameter(defaults("\"blockSizes\": \"8192\""), "blockSizes"));
    }

    /** "4k" is fio's spelling; "" and "0" passed validation and failed at run time. */
    @Test
    void aSizeListThatIsNoSizeIsRefusedAtValidationWithASuggestion() {
        List<Problem> p = problems("\"blockSizes\": \"4k\"", null);
        assertEquals(1, p.size(), p::toString);
        assertEquals("defaults.phases[2].workload.parameters.blockSizes", p.get(0).path());
        assertTrue(p.get(0).message().contains("did you mean '4KiB'?"), p::toString);
        assertEquals(1, problems("\"blockSizes\": \"\"", null).size());
        assertTrue(problems("\"alignment\": \"128k\"", null).toString().contains("did you mean '128KiB'?"));
    }

    @Test
    void aTraceFileIsResolvedAgainstTheDocumentsFolderAndMustBeAFile(@TempDir Path folder) throws Exception {
        Files.writeString(folder.resolve("t.csv"), "");
        Files.createDirectory(folder.resolve("dir.csv"));
        String trace = "\"id\": \"synthetic\", \"parameters\": { " + RANDOM_4K;
        String doc = Examples.SEED_000.replaceFirst(java.util.regex.Pattern.quote(trace),
                "\"id\": \"msr-trace\", \"parameters\": { \"file\": \"FILE\"");
        Validation ok = validator.validate(doc.replace("FILE", "t.csv"), folder);
        assertTrue(ok.valid(), ok.problems()::toString);
        Phase.WorkloadPhase w = (Phase.WorkloadPhase) ok.experiment().defaults().phases().get(2);
        assertEquals(folder.resolve("t.csv").toString(), w.workload().parameters().get("file"));
        String missing = validator.validate(doc.replace("FILE", "t.csv"), folder.resolve("elsewhere")).problems()
                .toString();
        assertTrue(missing.contains("no such file") && missing.contains("relative to the document's folder"), missing);
        String dir = validator.validate(doc.replace("FILE", "dir.csv"), folder).problems().toString();
        assertTrue(dir.contains("is a directory; allowed: a file"), dir);
    }
}
