package org.ssdlab.experiment.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * A place in an experiment document written the way validation problems name it:
 * {@code defaults.drive.parameters.gcHighWatermark}, {@code defaults.phases[2].span},
 * {@code runs[1].overrides.gc.id}. Keys and list indices only: nothing is evaluated.
 */
public final class DocumentPath {

    private static final Pattern SEGMENT = Pattern.compile("([A-Za-z_$][A-Za-z0-9_$-]*)((?:\\[\\d{1,6}\\])*)");
    private static final Pattern INDEX = Pattern.compile("\\[(\\d+)\\]");

    private final String text;
    /** Each step a String key or an Integer index. */
    private final List<Object> steps;

    private DocumentPath(String text, List<Object> steps) {
        this.text = text;
        this.steps = steps;
    }

    /** @throws IllegalArgumentException naming what is wrong with {@code text} */
    public static DocumentPath parse(String text) {
        if (text == null || text.isEmpty()) {
            throw new IllegalArgumentException("the path is empty; allowed: keys and [index] joined by '.', "
                    + "e.g. defaults.gc.id or defaults.phases[2].span");
        }
        List<Object> steps = new ArrayList<>();
        for (String part : text.split("\\.", -1)) {
            Matcher m = SEGMENT.matcher(part);
            if (!m.matches()) {
                throw new IllegalArgumentException("'" + text + "' is not a document path ('" + part
                        + "' is no key); allowed: keys and [index] joined by '.', e.g. defaults.gc.id or defaults.phases[2].span");
            }
            steps.add(m.group(1));
            Matcher i = INDEX.matcher(m.group(2));
            while (i.find()) {
                steps.add(Integer.valueOf(i.group(1)));
            }
        }
        return new DocumentPath(text, List.copyOf(steps));
    }

    public String text() {
        return text;
    }

    /** The last key of the path ({@code span} for {@code defaults.phases[2].span}). */
    String lastKey(int fromEnd) {
        int seen = 0;
        for (int i = steps.size() - 1; i >= 0; i--) {
            if (steps.get(i) instanceof String key && seen++ == fromEnd) {
                return key;
            }
        }
        return null;
    }

    /** Whether {@code other} is this path or lies inside it (at a step boundary). */
    public boolean contains(String other) {
        return other.equals(text) || other.startsWith(text + ".") || other.startsWith(text + "[");
    }

    /** Whether this path lies inside {@code other}, or is it. */
    public boolean isInside(String other) {
        return text.equals(other) || text.startsWith(other + ".") || text.startsWith(other + "[");
    }

    /**
     * Sets the value at this path in {@code root}, creating missing objects on the way (a
     * {@code parameters} or {@code overrides} object the document leaves out); a list index must
     * exist.
     *
     * @return {@code null} when set, else why not ("defaults.phases has 3 items")
     */
    public String set(JsonObject root, JsonElement value) {
        JsonElement node = root;
        StringBuilder at = new StringBuilder();
        for (int i = 0; i < steps.size(); i++) {
            Object step = steps.get(i);
            boolean last = i == steps.size() - 1;
            if (step instanceof String key) {
                if (!node.isJsonObject()) {
                    return "'" + at + "' is " + kind(node) + ", not an object with a field '" + key + "'";
                }
                JsonObject object = node.getAsJsonObject();
                if (last) {
                    object.add(key, value.deepCopy());
                    return null;
                }
                JsonElement next = object.get(key);
                if (next == null || next.isJsonNull()) {
                    next = steps.get(i + 1) instanceof Integer ? null : new JsonObject();
                    if (next == null) {
                        return "'" + child(at, key) + "' is not in the document, so it has no item ["
                                + steps.get(i + 1) + "]";
                    }
                    object.add(key, next);
                }
                at = child(at, key);
                node = next;
            } else {
                int index = (Integer) step;
                if (!node.isJsonArray()) {
                    return "'" + at + "' is " + kind(node) + ", not a list";
                }
                JsonArray array = node.getAsJsonArray();
                if (index >= array.size()) {
                    return "'" + at + "' has " + array.size() + " item" + (array.size() == 1 ? "" : "s")
                            + "; allowed: an index 0.." + (array.size() - 1);
                }
                if (last) {
                    array.set(index, value.deepCopy());
                    return null;
                }
                at.append('[').append(index).append(']');
                node = array.get(index);
            }
        }
        return null;
    }

    private static StringBuilder child(StringBuilder at, String key) {
        return new StringBuilder(at.isEmpty() ? key : at + "." + key);
    }

    private static String kind(JsonElement node) {
        if (node.isJsonArray()) {
            return "a list";
        }
        if (node.isJsonPrimitive()) {
            return node.getAsJsonPrimitive().isString() ? "a string" : node.getAsJsonPrimitive().isNumber() ? "a number"
                    : "a boolean";
        }
        return node.isJsonObject() ? "an object" : "null";
    }

    @Override
    public String toString() {
        return text;
    }
}
