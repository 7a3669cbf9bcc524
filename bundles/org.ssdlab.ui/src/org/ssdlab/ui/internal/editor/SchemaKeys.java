package org.ssdlab.ui.internal.editor;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The member names the experiment schema ({@code schema/experiment.schema.json} of bundle
 * {@code org.ssdlab.experiment}, the one that ships) allows in an object, with their descriptions.
 * It follows what that schema uses: {@code $ref} within the file, {@code allOf}/{@code anyOf}/{@code oneOf}
 * (their names together), {@code properties}, {@code additionalProperties} and {@code items}, and
 * {@code if}/{@code then}/{@code else} on {@code const} members (a phase's keys by its {@code type}); an
 * {@code if} on a member the object lacks does not hold, so a phase without a type offers name and type.
 * Pure Java.
 */
final class SchemaKeys {

    private static SchemaKeys shipped;

    private final JsonObject root;

    SchemaKeys(JsonObject root) {
        this.root = root;
    }

    /** The schema in the experiment bundle (its class loader has the bundle's {@code schema/}). */
    static synchronized SchemaKeys shipped() {
        if (shipped == null) {
            try (InputStream in = org.ssdlab.experiment.PhaseType.class.getResourceAsStream("/schema/experiment.schema.json")) {
                if (in == null) {
                    throw new IllegalStateException("schema/experiment.schema.json is not in bundle org.ssdlab.experiment");
                }
                shipped = new SchemaKeys(JsonParser.parseReader(new InputStreamReader(in, StandardCharsets.UTF_8))
                        .getAsJsonObject());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return shipped;
    }

    /**
     * The names allowed in the object at {@code path} (member names and array indices from the root),
     * each with its description ("" when the schema gives none), in the schema's order.
     * {@code strings} holds the string members of each object on the way and of the object itself.
     */
    Map<String, String> keys(List<Object> path, List<Map<String, String>> strings) {
        List<JsonObject> schemas = List.of(root);
        for (int i = 0; i < path.size(); i++) {
            List<JsonObject> next = new ArrayList<>();
            for (JsonObject s : expand(schemas, strings.get(i))) {
                if (path.get(i) instanceof String key) {
                    JsonObject properties = object(s, "properties");
                    if (properties != null && properties.has(key)) {
                        add(next, properties.get(key));
                    } else if (properties == null || !properties.has(key)) {
                        add(next, s.get("additionalProperties"));
                    }
                } else {
                    add(next, s.get("items"));
                }
            }
            schemas = next;
        }
        Map<String, String> keys = new LinkedHashMap<>();
        for (JsonObject s : expand(schemas, strings.get(path.size()))) {
            JsonObject properties = object(s, "properties");
            if (properties == null) {
                continue;
            }
            for (Map.Entry<String, JsonElement> e : properties.entrySet()) {
                String description = describe(e.getValue());
                if (keys.getOrDefault(e.getKey(), "").isEmpty()) {
                    keys.put(e.getKey(), description);
                }
            }
        }
        return keys;
    }

    /** The schemas together with what they refer to and combine, under the object's string members. */
    private List<JsonObject> expand(List<JsonObject> schemas, Map<String, String> strings) {
        List<JsonObject> out = new ArrayList<>();
        for (JsonObject s : schemas) {
            expand(s, strings, out, 0);
        }
        return out;
    }

    private void expand(JsonObject s, Map<String, String> strings, List<JsonObject> out, int depth) {
        if (depth > 20 || out.contains(s)) {
            return; // a cycle of $refs
        }
        out.add(s);
        JsonObject ref = resolve(s);
        if (ref != s) {
            expand(ref, strings, out, depth + 1);
        }
        for (String combination : new String[] { "allOf", "anyOf", "oneOf" }) {
            if (s.has(combination) && s.get(combination).isJsonArray()) {
                for (JsonElement member : s.getAsJsonArray(combination)) {
                    if (member.isJsonObject()) {
                        expand(member.getAsJsonObject(), strings, out, depth + 1);
                    }
                }
            }
        }
        JsonObject condition = object(s, "if");
        if (condition != null) {
            JsonObject branch = object(s, holds(condition, strings) ? "then" : "else");
            if (branch != null) {
                expand(branch, strings, out, depth + 1);
            }
        }
    }

    /** Whether every {@code const} of the condition's properties is the object's value of that member. */
    private static boolean holds(JsonObject condition, Map<String, String> strings) {
        JsonObject properties = object(condition, "properties");
        if (properties == null) {
            return false;
        }
        for (Map.Entry<String, JsonElement> e : properties.entrySet()) {
            if (e.getValue().isJsonObject() && e.getValue().getAsJsonObject().has("const")
                    && !e.getValue().getAsJsonObject().get("const").getAsString().equals(strings.get(e.getKey()))) {
                return false;
            }
        }
        return true;
    }

    private String describe(JsonElement property) {
        if (!property.isJsonObject()) {
            return "";
        }
        JsonObject s = property.getAsJsonObject();
        for (int depth = 0; depth < 20; depth++) {
            if (s.has("description")) {
                return s.get("description").getAsString();
            }
            JsonObject ref = resolve(s);
            if (ref == s) {
                break;
            }
            s = ref;
        }
        return "";
    }

    /** The schema a {@code $ref} ("#/$defs/name") names, or {@code s} itself. */
    private JsonObject resolve(JsonObject s) {
        if (!s.has("$ref") || !s.get("$ref").getAsString().startsWith("#/")) {
            return s;
        }
        JsonElement node = root;
        for (String step : s.get("$ref").getAsString().substring(2).split("/")) {
            node = node.isJsonObject() ? node.getAsJsonObject().get(step) : null;
            if (node == null) {
                return s;
            }
        }
        return node.isJsonObject() ? node.getAsJsonObject() : s;
    }

    private static void add(List<JsonObject> to, JsonElement schema) {
        if (schema != null && schema.isJsonObject()) {
            to.add(schema.getAsJsonObject());
        }
    }

    private static JsonObject object(JsonObject s, String member) {
        JsonElement e = s.get(member);
        return e != null && e.isJsonObject() ? e.getAsJsonObject() : null;
    }
}
