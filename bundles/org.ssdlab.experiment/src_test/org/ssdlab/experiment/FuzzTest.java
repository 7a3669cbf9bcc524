package org.ssdlab.experiment;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ssdlab.experiment.run.BundledExamples;

/**
 * Random damage to every bundled example (seeded, so a failure repeats): the validator must answer with
 * problems or a valid experiment, never crash and never hang.
 */
class FuzzTest {

    private static final String ALPHABET = "{}[]\":,.-%0123456789 \nabcdefghijklmnopqrstuvwxyzKMGBi\\u";
    private static final String[] TOKENS = { "null", "true", "-1", "0", "1e999", "\"\"", "{}", "[]", "\"30min\"",
            "\"27.24%\"", "\"dos63\"", "\"workload\"", "\"id\"", "\"parameters\"", "9223372036854775808", "0.5" };

    private final ExperimentValidator validator = new ExperimentValidator(new TestRegistry());

    static List<String> documents() throws IOException {
        List<String> docs = new ArrayList<>(List.of(Examples.SEED_000));
        for (String name : BundledExamples.NAMES) {
            docs.add(Files.readString(Path.of("examples", name + ".json")));
        }
        return docs;
    }

    @Test
    void everyBundledExampleIsValid() throws IOException {
        for (String doc : documents()) {
            Validation v = validator.validate(doc);
            assertTrue(v.valid(), v.problems()::toString);
        }
    }

    @ParameterizedTest
    @MethodSource("documents")
    void randomMutationsOnlyEverGiveProblems(String original) {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            Random random = new Random(20261130L);
            int valid = 0;
            for (int i = 0; i < 3000; i++) {
                String doc = mutate(original, random, 1 + random.nextInt(4));
                Validation v = validator.validate(doc);
                if (v.valid()) {
                    valid++;
                    continue;
                }
                for (Problem p : v.problems()) {
                    assertFalse(p.message().isBlank(), p::toString);
                    assertTrue(p.line() >= 0, p::toString);
                }
            }
            assertTrue(valid < 3000, "mutations should mostly break the document");
        });
    }

    private static String mutate(String doc, Random random, int times) {
        StringBuilder s = new StringBuilder(doc);
        for (int n = 0; n < times && s.length() > 0; n++) {
            int at = random.nextInt(s.length());
            switch (random.nextInt(6)) {
                case 0 -> s.setLength(at);
                case 1 -> s.delete(at, Math.min(s.length(), at + 1 + random.nextInt(20)));
                case 2 -> s.insert(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                case 3 -> s.setCharAt(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                case 4 -> s.insert(at, TOKENS[random.nextInt(TOKENS.length)]);
                default -> replaceValue(s, at, TOKENS[random.nextInt(TOKENS.length)]);
            }
        }
        return s.toString();
    }

    /** Replaces the value after the next colon, so the structure mostly survives and deeper rules run. */
    private static void replaceValue(StringBuilder s, int from, String value) {
        int colon = s.indexOf(":", from);
        if (colon < 0) {
            return;
        }
        int end = colon + 1;
        while (end < s.length() && ",}]".indexOf(s.charAt(end)) < 0) {
            end++;
        }
        s.replace(colon + 1, end, " " + value);
    }
}
