package org.ssdlab.ui.internal.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

class MinimalEditsTest {

    private static final String TEXT = """
            {
              "name": "tiny",
              "seed": 1,
              "defaults": {
                "drive": { "id": "ocz-agility2-60", "parameters": { "gcHighWatermark": 64 } },
                "gc": { "id": "greedy" },
                "phases": [
                  { "name": "erase", "type": "secure-erase" },
                  { "name": "random-write", "type": "workload", "duration": "2s" }
                ]
              },
              "runs": [ { "name": "base" } ]
            }
            """;

    @Test
    void aChangedValueLosesOnlyTheCharactersThatDiffer() {
        List<MinimalEdits.Edit> edits = edits(root -> JsonPaths.set(root, "defaults.drive.parameters.gcHighWatermark",
                new JsonPrimitive(96)));
        assertEquals(List.of(new MinimalEdits.Edit(TEXT.indexOf("64"), 2, "96")), edits);
        assertEquals(TEXT.replace("\"gcHighWatermark\": 64", "\"gcHighWatermark\": 96"), MinimalEdits.apply(TEXT, edits));
        assertEquals(List.of(new MinimalEdits.Edit(TEXT.indexOf("2s"), 0, "1")),
                edits(root -> JsonPaths.set(root, "defaults.phases[1].duration", new JsonPrimitive("12s"))));
    }

    @Test
    void anAddedMemberGoesAfterItsLastSiblingAndARemovedOneTakesItsComma() {
        assertEquals(TEXT.replace("{ \"id\": \"greedy\" }", "{ \"id\": \"greedy\", \"parameters\": { \"x\": true } }"),
                applied(root -> JsonPaths.set(root, "defaults.gc.parameters.x", new JsonPrimitive(true))));
        assertEquals(TEXT.replace("  \"seed\": 1,\n", ""), applied(root -> root.remove("seed")));
        assertEquals(TEXT.replace(",\n  \"runs\": [ { \"name\": \"base\" } ]", ""), applied(root -> root.remove("runs")));
    }

    @Test
    void listItemsAreAddedWithTheListsSeparatorRemovedAndSwappedInPlace() {
        String idle = "{ \"name\": \"rest\", \"type\": \"idle\", \"duration\": \"5s\" }";
        assertEquals(TEXT.replace("\"duration\": \"2s\" }\n", "\"duration\": \"2s\" },\n      " + idle + "\n"),
                applied(root -> root.getAsJsonObject("defaults").getAsJsonArray("phases")
                        .add(JsonParser.parseString(idle))));
        assertEquals(TEXT.replace("      { \"name\": \"erase\", \"type\": \"secure-erase\" },\n", ""),
                applied(root -> root.getAsJsonObject("defaults").getAsJsonArray("phases").remove(0)));
        String swapped = applied(root -> {
            var phases = root.getAsJsonObject("defaults").getAsJsonArray("phases");
            var first = phases.get(0);
            phases.set(0, phases.get(1));
            phases.set(1, first);
        });
        assertEquals(TEXT.length(), swapped.length(), "the lines trade places, the layout stays");
        assertEquals("random-write", JsonParser.parseString(swapped).getAsJsonObject().getAsJsonObject("defaults")
                .getAsJsonArray("phases").get(0).getAsJsonObject().get("name").getAsString());
    }

    @Test
    void textThatIsNotStrictJsonHasNoMinimalEdits() {
        assertNull(MinimalEdits.between("{ name: 'x' }", new JsonObject()));
    }

    private static List<MinimalEdits.Edit> edits(Consumer<JsonObject> change) {
        JsonObject root = JsonParser.parseString(TEXT).getAsJsonObject();
        change.accept(root);
        return MinimalEdits.between(TEXT, root);
    }

    private static String applied(Consumer<JsonObject> change) {
        JsonObject root = JsonParser.parseString(TEXT).getAsJsonObject();
        change.accept(root);
        String result = MinimalEdits.apply(TEXT, MinimalEdits.between(TEXT, root));
        assertEquals(root, JsonParser.parseString(result), "the edited text is the changed tree");
        return result;
    }
}
