package org.ssdlab.experiment.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.Problem;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

class SweepExpansionTest {

    private static final String BASE = """
            {"name": "s", "seed": 3,
             "defaults": {"drive": {"id": "samsung-840-pro-512"}, "gc": {"id": "greedy"},
                          "phases": [{"name": "erase", "type": "secure-erase"},
                                     {"name": "w", "type": "workload", "amount": "1%%", "span": "100%%",
                                      "workload": {"id": "synthetic"}}]},
             "runs": [{"name": "only"}],
             "sweep": %s}
            """;

    private static SweepExpansion.Result expand(String sweep) {
        return SweepExpansion.expand(BASE.formatted(sweep));
    }

    private static JsonObject doc(SweepPoint point) {
        return JsonParser.parseString(point.document()).getAsJsonObject();
    }

    @Test
    void productVariesTheLastParameterFastestAndNamesPointsByTheirValues() {
        SweepExpansion.Result r = expand("""
                {"parameters": [{"path": "defaults.phases[1].span", "values": ["100%", "72.5%"]},
                                {"path": "defaults.gc.id", "values": ["greedy", "cost-benefit", "d-choices"]}]}""");
        assertTrue(r.valid(), r.problems().toString());
        assertEquals(6, r.points().size());
        assertEquals(List.of("span-100pct_gc-greedy", "span-100pct_gc-cost-benefit", "span-100pct_gc-d-choices",
                "span-72.5pct_gc-greedy", "span-72.5pct_gc-cost-benefit", "span-72.5pct_gc-d-choices"),
                r.points().stream().map(SweepPoint::name).toList());
        JsonObject fifth = doc(r.points().get(4));
        assertEquals("72.5%", fifth.getAsJsonObject("defaults").getAsJsonArray("phases").get(1).getAsJsonObject()
                .get("span").getAsString());
        assertEquals("cost-benefit", fifth.getAsJsonObject("defaults").getAsJsonObject("gc").get("id").getAsString());
        assertFalse(fifth.has("sweep"), "a point's document has no sweep section");
        assertEquals(4, r.points().get(4).index());
    }

    @Test
    void zipPairsTheListsAndOneParameterCanSetSeveralPlaces() {
        SweepExpansion.Result r = expand("""
                {"mode": "zip", "parameters": [
                   {"name": "area", "path": ["defaults.phases[1].span", "defaults.phases[1].amount"], "values": ["50%", "25%"]},
                   {"path": "defaults.drive.parameters.gcHighWatermark", "values": [64, 96]}]}""");
        assertTrue(r.valid(), r.problems().toString());
        assertEquals(List.of("area-50pct_gcHighWatermark-64", "area-25pct_gcHighWatermark-96"),
                r.points().stream().map(SweepPoint::name).toList());
        JsonObject second = doc(r.points().get(1)).getAsJsonObject("defaults");
        JsonObject phase = second.getAsJsonArray("phases").get(1).getAsJsonObject();
        assertEquals("25%", phase.get("span").getAsString());
        assertEquals("25%", phase.get("amount").getAsString());
        // the drive had no parameters object: it is created, the number stays a number
        assertEquals(96, second.getAsJsonObject("drive").getAsJsonObject("parameters").get("gcHighWatermark").getAsInt());
    }

    @Test
    void theSameDocumentGivesTheSameHashesAndAChangedOneOthers() {
        String sweep = """
                {"parameters": [{"path": "defaults.gc.id", "values": ["greedy", "d-choices"]}]}""";
        List<String> once = expand(sweep).points().stream().map(SweepPoint::documentHash).toList();
        assertEquals(once, expand(sweep).points().stream().map(SweepPoint::documentHash).toList());
        String other = SweepExpansion.expand(BASE.formatted(sweep).replace("\"seed\": 3", "\"seed\": 4")).points().get(0)
                .documentHash();
        assertFalse(once.get(0).equals(other));
    }

    @Test
    void badSectionsAreNamedWithTheirPositions() {
        assertProblem(expand("""
                {"parameters": [{"path": "defaults.gc.id", "values": ["greedy"]},
                                {"path": "defaults..x", "values": [1]}]}"""),
                "sweep.parameters[1].path", "'defaults..x' is not a document path");
        assertProblem(expand("""
                {"parameters": [{"path": "defaults.phases[7].span", "values": ["1%"]}]}"""),
                "sweep.parameters[0].path", "'defaults.phases' has 2 items; allowed: an index 0..1");
        assertProblem(expand("""
                {"parameters": [{"path": "defaults.gc.id.x", "values": ["a"]}]}"""),
                "sweep.parameters[0].path", "'defaults.gc.id' is a string, not an object");
        assertProblem(expand("""
                {"mode": "zip", "parameters": [{"path": "defaults.gc.id", "values": ["a", "b"]},
                                               {"path": "seed", "values": [1, 2, 3]}]}"""),
                "sweep.parameters[1].values", "has 3 values and sweep.parameters[0].values has 2");
        assertProblem(expand("""
                {"mode": "cartesian", "parameters": [{"path": "seed", "values": [1]}]}"""),
                "sweep.mode", "allowed: \"product\"");
        assertProblem(expand("""
                {"parameters": [{"path": "seed", "values": [1, {"a": 1}, 1]}]}"""),
                "sweep.parameters[0].values[1]", "an object is not allowed");
        assertProblem(expand("""
                {"parameters": [{"path": "seed", "values": [1, 2, 1]}]}"""),
                "sweep.parameters[0].values[2]", "1 is also values[0]");
        assertProblem(expand("""
                {"parameters": [{"path": "defaults.gc", "values": ["x"]}, {"path": "defaults.gc.id", "values": ["y"]}]}"""),
                "sweep.parameters[1].path", "overlaps 'defaults.gc'");
        assertProblem(expand("""
                {"parameters": [{"path": "defaults.gc.id", "values": ["x"]}, {"path": "runs[0].overrides.gc.id", "values": ["y"]}]}"""),
                "sweep.parameters[1].path", "the name 'gc' is also sweep.parameters[0]'s");
        assertProblem(expand("""
                {"parameters": [{"path": "sweep.mode", "values": ["zip"]}]}"""),
                "sweep.parameters[0].path", "cannot be swept");
        assertProblem(expand("""
                {"parameters": [], "extra": 1}"""), "sweep.extra", "unknown field 'extra'");
        assertProblem(expand("""
                {"parameters": [{"path": "seed", "values": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]},
                                {"path": "defaults.phases[1].queueDepth", "values": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]},
                                {"path": "defaults.phases[1].amount", "values": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]},
                                {"path": "defaults.phases[1].span", "values": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]}]}"""),
                "sweep.parameters", "more than 10000 points");
    }

    @Test
    void pointNamesThatCollideAreRefused() {
        assertProblem(expand("""
                {"parameters": [{"path": "description", "values": ["a b", "a/b"]}]}"""),
                "sweep", "points 0 and 1 are both named 'description-a.b'");
    }

    @Test
    void documentPathsSetWhatTheySayAndRefuseWhatTheyCannot() {
        JsonObject root = JsonParser.parseString("{\"a\": [{\"b\": 1}], \"s\": \"x\"}").getAsJsonObject();
        assertEquals(null, DocumentPath.parse("a[0].b").set(root, JsonParser.parseString("2")));
        assertEquals(null, DocumentPath.parse("a[0].c.d").set(root, JsonParser.parseString("true")));
        assertEquals("{\"a\":[{\"b\":2,\"c\":{\"d\":true}}],\"s\":\"x\"}", root.toString());
        assertEquals("'s' is a string, not a list", DocumentPath.parse("s[0]").set(root, JsonParser.parseString("1")));
        assertEquals("'q' is not in the document, so it has no item [0]",
                DocumentPath.parse("q[0]").set(root, JsonParser.parseString("1")));
        assertTrue(DocumentPath.parse("a[0]").contains("a[0].b"));
        assertFalse(DocumentPath.parse("a[0]").contains("a[01]"));
        assertTrue(DocumentPath.parse("defaults.gc.idd").isInside("defaults.gc"));
    }

    private static void assertProblem(SweepExpansion.Result r, String path, String message) {
        assertFalse(r.valid());
        assertTrue(r.points().isEmpty());
        for (Problem p : r.problems()) {
            if (p.path().equals(path) && p.message().contains(message)) {
                return;
            }
        }
        throw new AssertionError("no problem at " + path + " with '" + message + "' in " + r.problems());
    }
}
