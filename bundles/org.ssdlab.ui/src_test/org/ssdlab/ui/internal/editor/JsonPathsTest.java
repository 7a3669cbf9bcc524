package org.ssdlab.ui.internal.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.ParameterSpec;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

class JsonPathsTest {

    private static JsonObject doc() {
        return JsonParser.parseString("""
                {"name": "x", "defaults": {"drive": {"id": "d", "parameters": {"a": 1}},
                 "phases": [{"name": "p1", "type": "idle", "duration": "1s"}, {"name": "p2"}]}}
                """).getAsJsonObject();
    }

    @Test
    void readsTheValidatorsPaths() {
        JsonObject doc = doc();
        assertEquals("1s", JsonPaths.get(doc, "defaults.phases[0].duration").getAsString());
        assertEquals(1, JsonPaths.get(doc, "defaults.drive.parameters.a").getAsInt());
        assertNull(JsonPaths.get(doc, "defaults.phases[5].duration"));
        assertNull(JsonPaths.get(doc, "name.deeper"));
    }

    @Test
    void setCreatesWhatIsMissingAndNullRemoves() {
        JsonObject doc = doc();
        JsonPaths.set(doc, "defaults.gc.parameters.d", new JsonPrimitive(10));
        assertEquals("{\"parameters\":{\"d\":10}}", doc.getAsJsonObject("defaults").get("gc").toString());
        JsonPaths.set(doc, "defaults.phases[1].duration", new JsonPrimitive("2s"));
        assertEquals("2s", JsonPaths.get(doc, "defaults.phases[1].duration").getAsString());
        JsonPaths.set(doc, "defaults.drive.parameters.a", null);
        assertEquals("{}", JsonPaths.get(doc, "defaults.drive.parameters").toString());
        JsonPaths.set(doc, "defaults.os.parameters.x", null);
        assertNull(JsonPaths.get(doc, "defaults.os"), "removing from a missing object creates nothing");
    }

    @Test
    void rejectsWhatIsNotAPath() {
        assertThrows(IllegalArgumentException.class, () -> JsonPaths.steps("a..b"));
        assertThrows(IllegalArgumentException.class, () -> JsonPaths.steps(""));
        assertThrows(IllegalArgumentException.class, () -> JsonPaths.set(doc(), "name.x", new JsonPrimitive(1)));
        assertEquals(List.of("runs", 2, "overrides"), JsonPaths.steps("runs[2].overrides"));
    }

    @Test
    void typedTextBecomesTheValueTheDocumentHolds() {
        assertEquals(new JsonPrimitive(7L).toString(), JsonValues.number("7").toString());
        assertEquals("0.25", JsonValues.number("0.25").toString());
        assertEquals("\"7x\"", JsonValues.number("7x").toString(), "kept as text for the validator to name");
        assertNull(JsonValues.number("  "));
        assertEquals("\"40GB\"", JsonValues.size("40GB").toString());
        ParameterSpec flag = ParameterSpec.flag("f", Boolean.TRUE, "");
        assertEquals("false", JsonValues.parameter(flag, "false").toString());
        ParameterSpec text = ParameterSpec.text("blockSizes", "4096", "");
        assertEquals("\"4096\"", JsonValues.parameter(text, "4096").toString(), "a TEXT parameter stays a string");
    }

    @Test
    void runDifferencesInOneLine() {
        assertEquals("none: the defaults as they are", RunSections.differences(null));
        JsonObject overrides = JsonParser.parseString("""
                {"partitions": [{"start": "dos63", "size": "75%"}], "drive": {"parameters": {"gcHighWatermark": 96}},
                 "gc": {"id": "fifo"}}""").getAsJsonObject();
        assertEquals("partitions (1); drive: gcHighWatermark=96; gc = fifo", RunSections.differences(overrides));
    }
}
