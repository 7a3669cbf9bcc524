package org.ssdlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.sweep.SweepValidator;

/** Every point's document is checked before anything runs; problems name their place in the sweep. */
class SweepValidationTest {

    private static final String BASE = """
            {"name": "s", "seed": 3,
             "defaults": {"drive": {"id": "ocz-agility2-60"}, "gc": {"id": "greedy"},
                          "phases": [{"name": "erase", "type": "secure-erase"},
                                     {"name": "w", "type": "workload", "amount": "1%%", "queueDepth": 4,
                                      "workload": {"id": "synthetic"}}]},
             "runs": [{"name": "only"}],
             "sweep": %s}
            """;

    private static SweepValidator.Sweep validate(String sweep) {
        return new SweepValidator(new TestRegistry(), false).validate(BASE.formatted(sweep), null);
    }

    private static List<String> problems(String sweep) {
        return validate(sweep).problems().stream().map(Problem::toString).toList();
    }

    @Test
    void aValidSweepGivesOneValidExperimentPerPoint() {
        SweepValidator.Sweep sweep = validate("""
                {"parameters": [{"path": "defaults.gc.id", "values": ["greedy", "d-choices"]},
                                {"path": "defaults.phases[1].queueDepth", "values": [1, 32]}]}""");
        assertTrue(sweep.valid(), sweep.problems().toString());
        assertEquals(4, sweep.experiments().size());
        assertEquals("d-choices", sweep.experiments().get(3).defaults().gc().id());
        assertEquals("s", sweep.name());
    }

    @Test
    void aPathThatIsNoFieldIsNamedWithItsPosition() {
        List<String> problems = problems("""
                {"parameters": [{"path": "defaults.gc.id", "values": ["greedy"]},
                                {"path": "defaults.gc.idd", "values": ["greedy"]}]}""");
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("sweep.parameters[1].path: 'defaults.gc.idd' is not a field of the document: "
                + "unknown field 'idd'"), problems.get(0));
        List<String> deeper = problems("""
                {"parameters": [{"path": "defaults.gcc.id", "values": ["greedy"]}]}""");
        assertTrue(deeper.get(0).startsWith("sweep.parameters[0].path: 'defaults.gcc.id' is not a field of the document: "
                + "defaults.gcc: unknown field 'gcc'"), deeper.toString());
    }

    @Test
    void aValueTheDocumentRefusesIsNamedWithItsPositionAndWhatIsAllowed() {
        List<String> problems = problems("""
                {"parameters": [{"path": "defaults.gc.id", "values": ["greedy", "greedyy"]},
                                {"path": "defaults.drive.parameters.gcHighWatermark", "values": [64, 1]}]}""");
        assertTrue(problems.contains("sweep.parameters[0].values[1]: \"greedyy\": unknown gc 'greedyy'; did you mean "
                + "'greedy'? known: d-choices, greedy") || problems.stream().anyMatch(p -> p.startsWith(
                        "sweep.parameters[0].values[1]: \"greedyy\": unknown gc 'greedyy'")), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("sweep.parameters[1].values[1]: 1: ")
                && p.contains("gcHighWatermark") && p.contains("allowed")), problems.toString());
        assertEquals(2, problems.size(), "each problem once, not once per point: " + problems);
    }

    @Test
    void aProblemOfTheBaseDocumentIsReportedOnceWithItsLine() {
        String text = BASE.formatted("""
                {"parameters": [{"path": "defaults.gc.id", "values": ["greedy", "d-choices"]}]}""")
                .replace("\"queueDepth\": 4", "\"queueDepth\": 0");
        List<Problem> problems = new SweepValidator(new TestRegistry(), false).validate(text, null).problems();
        assertEquals(1, problems.size(), problems.toString());
        assertEquals("defaults.phases[1].queueDepth", problems.get(0).path());
        assertEquals(4, problems.get(0).line());
    }

    @Test
    void aProblemOfSomePointsNamesThem() {
        List<String> problems = problems("""
                {"parameters": [{"path": "runs[0].overrides.gc.parameters.d", "values": [1, 99]},
                                {"path": "defaults.gc.id", "values": ["greedy", "d-choices"]}]}""");
        // greedy has no parameter d: the points with greedy are refused at the value of d's place
        assertTrue(problems.stream().allMatch(p -> p.startsWith("sweep.parameters[0].values[")), problems.toString());
    }

    @Test
    void syntaxErrorsComeFromTheDocumentReaderWithTheirLines() {
        List<Problem> problems = new SweepValidator(new TestRegistry(), false).validate("{\"name\": \"s\",\n \"sweep\": }", null)
                .problems();
        assertEquals(1, problems.size(), problems.toString());
        assertEquals(2, problems.get(0).line());
    }

    @Test
    void aDocumentAloneAdmitsItsSweepSection() {
        Validation v = new ExperimentValidator(new TestRegistry()).validate(BASE.formatted("{}"));
        assertTrue(v.valid(), v.problems().toString());
    }
}
