package org.ssdlab.ui.internal.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonParser;

/** The member names the shipped schema allows where the cursor is, in a text that is being typed. */
class SchemaKeysTest {

    private static final String TEXT = """
            {
              "name": "x",
              "defaults": {
                "drive": { "id": "d", "parameters": { "a": 1 } },
                "phases": [
                  { "name": "p1", "type": "idle", "duration": "1s",  },
                  { "name": "p2", "type": "fill",  }
                ]
              },
              "runs": [ { "name": "r", "ov } ]
            }
            """;

    private static SchemaKeys schema() throws Exception {
        return new SchemaKeys(JsonParser.parseString(Files.readString(
                Path.of("../org.ssdlab.experiment/schema/experiment.schema.json"), StandardCharsets.UTF_8)).getAsJsonObject());
    }

    private static int after(String marker) {
        return TEXT.indexOf(marker) + marker.length();
    }

    @Test
    void findsThePathThePresentNamesAndThePrefix() {
        KeyContext idle = KeyContext.at(TEXT, after("\"duration\": \"1s\", "));
        assertEquals(List.of("defaults", "phases", 0), idle.path());
        assertEquals(Set.of("name", "type", "duration"), idle.present());
        assertEquals("idle", idle.strings().get(3).get("type"));
        assertEquals("", idle.prefix());

        KeyContext typing = KeyContext.at(TEXT, after("\"ov"));
        assertEquals(List.of("runs", 0), typing.path());
        assertEquals("ov", typing.prefix());
        assertEquals(TEXT.indexOf("\"ov"), typing.start());
        assertEquals(Set.of("name"), typing.present());

        KeyContext top = KeyContext.at(TEXT, after("{\n"));
        assertEquals(List.of(), top.path());
        assertEquals(Set.of("name", "defaults", "runs"), top.present(), "names after the cursor count too");

        assertNull(KeyContext.at(TEXT, after("\"name\": \"")), "in a value");
        assertNull(KeyContext.at(TEXT, after("\"phases\": [")), "between list items");
        assertNull(KeyContext.at(TEXT, after("\"name\"")), "after a name");
    }

    @Test
    void allowsWhatTheSchemaAllowsThere() throws Exception {
        SchemaKeys schema = schema();
        KeyContext top = KeyContext.at(TEXT, after("{\n"));
        Map<String, String> root = schema.keys(top.path(), top.strings());
        assertEquals(List.of("$schema", "name", "description", "seed", "defaults", "runs", "sweep"),
                List.copyOf(root.keySet()).subList(0, 7), root.toString());
        assertEquals("Random seed: the same document and seed give the same results.", root.get("seed"));

        KeyContext idle = KeyContext.at(TEXT, after("\"duration\": \"1s\", "));
        Map<String, String> idleKeys = schema.keys(idle.path(), idle.strings());
        assertTrue(idleKeys.containsKey("duration"), idleKeys.toString());
        assertTrue(!idleKeys.containsKey("level"), "a fill's level is not an idle phase's: " + idleKeys);
        KeyContext fill = KeyContext.at(TEXT, after("\"type\": \"fill\", "));
        assertTrue(schema.keys(fill.path(), fill.strings()).containsKey("level"));

        KeyContext run = KeyContext.at(TEXT, after("\"ov"));
        Map<String, String> runKeys = schema.keys(run.path(), run.strings());
        assertEquals(Set.of("name", "description", "replicates", "overrides"), runKeys.keySet());
        assertTrue(runKeys.get("overrides").startsWith("Sections replacing the defaults."), runKeys.get("overrides"));

        KeyContext defaults = KeyContext.at(TEXT, after("\"defaults\": {"));
        assertTrue(schema.keys(defaults.path(), defaults.strings()).keySet()
                .containsAll(List.of("drive", "gc", "os", "stack", "partitions", "clusterBytes", "phases", "replicates")));
    }
}
