package org.ssdlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * schema/experiment.schema.json agrees with {@link PhaseType}: the same types, and for each the same
 * fields, required ones, kinds, ranges, choices and defaults.
 */
class PhaseSchemaTest {

    private static final JsonObject SCHEMA = load();
    private static final JsonObject DEFS = SCHEMA.getAsJsonObject("$defs");
    private static final JsonObject PHASE = DEFS.getAsJsonObject("phase");

    private static JsonObject load() {
        try {
            return JsonParser.parseString(Files.readString(Path.of("schema/experiment.schema.json"), StandardCharsets.UTF_8))
                    .getAsJsonObject();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Each type's {@code then} object, by its {@code const}. */
    private static Map<String, JsonObject> branches() {
        Map<String, JsonObject> branches = new LinkedHashMap<>();
        for (JsonElement e : PHASE.getAsJsonArray("allOf")) {
            JsonObject branch = e.getAsJsonObject();
            String type = branch.getAsJsonObject("if").getAsJsonObject("properties").getAsJsonObject("type")
                    .get("const").getAsString();
            branches.put(type, branch.getAsJsonObject("then"));
        }
        return branches;
    }

    static Stream<String> types() {
        return PhaseType.keywords().stream();
    }

    @Test
    void theSchemaHasTheTablesTypesInItsOrder() {
        assertEquals(PhaseType.keywords(), strings(PHASE.getAsJsonObject("properties").getAsJsonObject("type")
                .getAsJsonArray("enum")));
        assertEquals(PhaseType.keywords(), List.copyOf(branches().keySet()));
    }

    @ParameterizedTest
    @MethodSource("types")
    void eachTypesFieldsAgree(String keyword) {
        PhaseType type = PhaseType.byKeyword(keyword);
        JsonObject then = branches().get(type.keyword());
        assertNotNull(then, type.keyword());
        assertFalse(then.get("additionalProperties").getAsBoolean(), type.keyword() + ": unknown fields must be refused");
        Set<String> properties = new HashSet<>(then.getAsJsonObject("properties").keySet());
        assertTrue(properties.removeAll(PhaseType.COMMON_KEYS), type.keyword());
        assertEquals(Set.copyOf(type.fields().stream().map(PhaseField::name).toList()), properties, type.keyword());
        Set<String> required = then.has("required") ? Set.copyOf(strings(then.getAsJsonArray("required"))) : Set.of();
        assertEquals(Set.copyOf(type.fields().stream().filter(PhaseField::required).map(PhaseField::name).toList()),
                required, type.keyword() + ": required fields");
        for (PhaseField field : type.fields()) {
            check(type.keyword() + "." + field.name(), field, then.getAsJsonObject("properties").getAsJsonObject(field.name()));
        }
    }

    private static void check(String where, PhaseField field, JsonObject property) {
        JsonObject resolved = new JsonObject();
        if (property.has("$ref")) {
            String ref = property.get("$ref").getAsString();
            // an integer may use a shared definition named after the field (queueDepth)
            String expected = field.kind().schemaDefinition != null ? field.kind().schemaDefinition : field.name();
            assertEquals("#/$defs/" + expected, ref, where + ": kind " + field.kind());
            DEFS.getAsJsonObject(ref.substring("#/$defs/".length())).entrySet()
                    .forEach(e -> resolved.add(e.getKey(), e.getValue()));
        } else {
            assertEquals(null, field.kind().schemaDefinition, where + ": kind " + field.kind() + " is a $ref");
        }
        property.entrySet().forEach(e -> resolved.add(e.getKey(), e.getValue()));
        switch (field.kind()) {
            case INTEGER, DECIMAL -> {
                assertEquals(field.kind() == PhaseField.Kind.INTEGER ? "integer" : "number",
                        resolved.get("type").getAsString(), where + ": type");
                assertEquals(field.min().doubleValue(), resolved.get("minimum").getAsDouble(), where + ": minimum");
                assertEquals(field.max().doubleValue(), resolved.get("maximum").getAsDouble(), where + ": maximum");
            }
            case CHOICE -> assertEquals(field.choices(), strings(resolved.getAsJsonArray("enum")), where + ": choices");
            case TEXT -> assertEquals("string", resolved.get("type").getAsString(), where + ": type");
            case FILES, JOBS -> assertEquals("array", resolved.get("type").getAsString(), where + ": type");
            default -> {
            }
        }
        JsonElement schemaDefault = resolved.get("default");
        if (field.defaultValue() == null) {
            assertEquals(null, schemaDefault, where + ": the table has no fixed default");
        } else if (field.defaultValue() instanceof Number n) {
            assertNotNull(schemaDefault, where + ": default " + n + " missing");
            assertEquals(n.doubleValue(), schemaDefault.getAsDouble(), where + ": default");
        } else {
            assertNotNull(schemaDefault, where + ": default " + field.defaultValue() + " missing");
            assertEquals(field.defaultValue(), schemaDefault.getAsString(), where + ": default");
        }
    }

    private static List<String> strings(JsonArray array) {
        List<String> values = new ArrayList<>();
        array.forEach(e -> values.add(e.getAsString()));
        return values;
    }
}
