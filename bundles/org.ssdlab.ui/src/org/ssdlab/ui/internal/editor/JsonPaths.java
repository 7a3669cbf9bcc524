package org.ssdlab.ui.internal.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * Reads and writes a Gson tree by the paths {@code ExperimentValidator} puts in its problems
 * ({@code defaults.phases[2].duration}), so a form field, its JSON value and the problems about it
 * share one name. Pure Java.
 */
public final class JsonPaths {

    private static final Pattern STEP = Pattern.compile("([^.\\[\\]]+)|\\[(\\d+)\\]");

    private JsonPaths() {
    }

    /** The element at {@code path}, or {@code null} when any step is missing or of another shape. */
    public static JsonElement get(JsonElement root, String path) {
        JsonElement node = root;
        for (Object step : steps(path)) {
            if (step instanceof String key && node != null && node.isJsonObject()) {
                node = node.getAsJsonObject().get(key);
            } else if (step instanceof Integer index && node != null && node.isJsonArray()
                    && index < node.getAsJsonArray().size()) {
                node = node.getAsJsonArray().get(index);
            } else {
                return null;
            }
        }
        return node;
    }

    /**
     * Sets the value at {@code path}, creating missing objects on the way; {@code null} removes a
     * member (an array item is never removed this way, only replaced).
     *
     * @throws IllegalArgumentException when the path runs through a value that is not a container
     */
    public static void set(JsonObject root, String path, JsonElement value) {
        List<Object> steps = steps(path);
        JsonElement node = root;
        for (int i = 0; i < steps.size() - 1; i++) {
            Object step = steps.get(i);
            JsonElement next = get(node, step);
            if (next == null || next.isJsonNull()) {
                if (value == null) {
                    return; // nothing to remove
                }
                next = steps.get(i + 1) instanceof Integer ? new JsonArray() : new JsonObject();
                put(node, step, next);
            } else if (next.isJsonPrimitive()) {
                throw new IllegalArgumentException(path + ": '" + next + "' is not an object or a list");
            }
            node = next;
        }
        Object last = steps.get(steps.size() - 1);
        if (value == null && node.isJsonObject()) {
            node.getAsJsonObject().remove((String) last);
        } else if (value != null) {
            put(node, last, value);
        }
    }

    private static JsonElement get(JsonElement node, Object step) {
        return get(node, step instanceof Integer i ? "[" + i + "]" : (String) step);
    }

    private static void put(JsonElement node, Object step, JsonElement value) {
        if (step instanceof String key && node.isJsonObject()) {
            node.getAsJsonObject().add(key, value);
        } else if (step instanceof Integer index && node.isJsonArray()) {
            JsonArray array = node.getAsJsonArray();
            if (index < array.size()) {
                array.set(index, value);
            } else if (index == array.size()) {
                array.add(value);
            } else {
                throw new IllegalArgumentException("index " + index + " beyond the end of a list of " + array.size());
            }
        } else {
            throw new IllegalArgumentException("step " + step + " does not fit " + node);
        }
    }

    static List<Object> steps(String path) {
        List<Object> steps = new ArrayList<>();
        Matcher m = STEP.matcher(path);
        int end = 0;
        while (m.find()) {
            if (m.start() != end && !(m.start() == end + 1 && path.charAt(end) == '.')) {
                throw new IllegalArgumentException("not a path: " + path);
            }
            steps.add(m.group(1) != null ? m.group(1) : Integer.valueOf(m.group(2)));
            end = m.end();
        }
        if (end != path.length() || steps.isEmpty()) {
            throw new IllegalArgumentException("not a path: " + path);
        }
        return steps;
    }
}
