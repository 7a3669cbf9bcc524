package org.ssdlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Text that is not JSON yields one clean problem with a line, never an exception. */
class MalformedJsonTest {

    private final ExperimentValidator validator = new ExperimentValidator(new TestRegistry());

    @Test
    void everyTruncationOfTheExampleGivesOneSyntaxProblemWithALine() {
        String doc = Examples.SEED_000.stripTrailing();
        for (int end = 0; end < doc.length() - 1; end++) {
            Validation v = validator.validate(doc.substring(0, end));
            assertFalse(v.valid());
            assertEquals(1, v.problems().size(), () -> v.problems().toString());
            Problem p = v.problems().get(0);
            assertTrue(p.message().startsWith("not valid JSON: "), p::toString);
            assertTrue(p.line() > 0, p::toString);
            assertFalse(p.message().contains("setStrictness") || p.message().contains("http"), p::toString);
        }
    }

    @Test
    void aTruncatedDocumentNamesWhereItEnds() {
        String doc = Examples.SEED_000.substring(0, Examples.SEED_000.indexOf("\"gc\":"));
        Problem p = validator.validate(doc).problems().get(0);
        assertEquals(8, p.line(), p::toString);
        assertTrue(p.path().startsWith("defaults"), p::toString);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "{\"name\": }|1",
            "{\\n\"name\": \"x\",\\n,}|3",
            "{\"name\": 'x'}|1",
            "{\"name\": \"x\"} trailing|1",
            "// comment\\n{}|1",
            "{\"seed\": NaN}|1",
            "{\"a\":\\n\\n [1, 2|3",
            "\"unterminated|1" })
    void garbledJson(String text, int line) {
        List<Problem> problems = validator.validate(text.replace("\\n", "\n")).problems();
        assertEquals(1, problems.size(), problems::toString);
        assertEquals(line, problems.get(0).line(), problems::toString);
        assertTrue(problems.get(0).message().startsWith("not valid JSON") || problems.get(0).message()
                .startsWith("unexpected text"), problems::toString);
    }

    @ParameterizedTest
    @ValueSource(strings = { "", " ", "\n\n" })
    void emptyText(String text) {
        Validation v = validator.validate(text);
        assertEquals(1, v.problems().size());
        assertTrue(v.problems().get(0).line() > 0, v.problems()::toString);
    }

    @Test
    void deepNestingIsRefusedNotOverflowed() {
        String doc = "[".repeat(100_000);
        Validation v = validator.validate(doc);
        assertEquals(1, v.problems().size());
        assertTrue(v.problems().get(0).message().startsWith("not valid JSON"), v.problems()::toString);
    }

    @ParameterizedTest
    @ValueSource(strings = { "[]", "42", "\"text\"", "null", "true" })
    void aDocumentMustBeAnObject(String text) {
        List<Problem> problems = validator.validate(text).problems();
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).toString().startsWith("(document) (line 1): expected an object, found "),
                problems::toString);
    }

    @Test
    void nullTextIsAnEmptyDocument() {
        assertFalse(validator.validate(null).valid());
    }

    /** Valid JSON, but no text: the results (UTF-8) could not be written at the end of the run. */
    @Test
    void aLoneSurrogateIsRefusedWithItsPath() {
        String doc = Examples.SEED_000.replaceFirst("\"description\": \"OCZ", "\"description\": \"ok \\\\ud800 OCZ");
        List<Problem> problems = validator.validate(doc).problems();
        assertEquals(1, problems.size(), problems::toString);
        assertEquals("description", problems.get(0).path());
        assertTrue(problems.get(0).message().contains("lone surrogate \\ud800 at character 4"), problems::toString);
        String paired = Examples.SEED_000.replaceFirst("\"description\": \"OCZ", "\"description\": \"\\\\ud83d\\\\ude00 OCZ");
        assertTrue(validator.validate(paired).valid(), () -> validator.validate(paired).problems().toString());
    }

    @Test
    void aTrailingCommaIsNamedWithItsColumn() {
        Problem p = validator.validate("{\"name\": \"x\",\n  \"seed\": 1,\n}").problems().get(0);
        assertEquals(3, p.line(), p::toString);
        assertTrue(p.message().contains("trailing comma") && p.message().contains("column"), p::toString);
    }
}
