package org.ssdlab.ui.internal.editor;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

import org.ssdlab.ui.internal.editor.JsonSpans.Arr;
import org.ssdlab.ui.internal.editor.JsonSpans.Member;
import org.ssdlab.ui.internal.editor.JsonSpans.Node;
import org.ssdlab.ui.internal.editor.JsonSpans.Obj;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The smallest text edits that turn a document's text into a changed tree while keeping the rest
 * of the text as it is (indentation, line breaks, key order): a changed value loses only the
 * characters that differ, an added member or list item is written on one line after its last
 * sibling (list items with the separator the list already uses), a removed one goes with its comma.
 * Pure Java; what the form writes through the document and its undo history.
 */
public final class MinimalEdits {

    /** Replace {@code length} characters at {@code offset} by {@code text}. */
    public record Edit(int offset, int length, String text) {
    }

    private static final Gson COMPACT = new GsonBuilder().disableHtmlEscaping().create();

    private final String text;
    private final List<Edit> edits = new ArrayList<>();

    private MinimalEdits(String text) {
        this.text = text;
    }

    /**
     * The edits from {@code text} to {@code tree}, last first (apply them in this order), or
     * {@code null} when {@code text} is not strict JSON (the caller then writes the whole text).
     */
    public static List<Edit> between(String text, JsonElement tree) {
        Node spans = JsonSpans.parse(text);
        if (spans == null) {
            return null;
        }
        MinimalEdits diff = new MinimalEdits(text);
        diff.diff(spans, JsonParser.parseString(text), tree);
        diff.edits.sort(Comparator.comparingInt(Edit::offset).reversed());
        return diff.edits;
    }

    /** {@code text} with {@code edits} applied (as {@link #between} orders them). */
    public static String apply(String text, List<Edit> edits) {
        StringBuilder out = new StringBuilder(text);
        for (Edit edit : edits) {
            out.replace(edit.offset, edit.offset + edit.length, edit.text);
        }
        return out.toString();
    }

    private void diff(Node node, JsonElement old, JsonElement now) {
        if (old.equals(now)) {
            return;
        }
        if (node instanceof Obj obj && now.isJsonObject()) {
            object(obj, old.getAsJsonObject(), now.getAsJsonObject());
        } else if (node instanceof Arr arr && now.isJsonArray()) {
            array(arr, old.getAsJsonArray(), now.getAsJsonArray());
        } else {
            replace(node.start(), node.end(), print(now));
        }
    }

    private void object(Obj obj, JsonObject old, JsonObject now) {
        List<Member> removed = obj.members().stream().filter(m -> !now.has(m.key())).toList();
        if (removed.size() > 1 || !old.keySet().containsAll(obj.members().stream().map(Member::key).toList())) {
            replace(obj.start(), obj.end(), print(now)); // several removals at once: not a form edit, keep it simple
            return;
        }
        for (Member member : obj.members()) {
            if (now.has(member.key())) {
                diff(member.value(), old.get(member.key()), now.get(member.key()));
            }
        }
        if (!removed.isEmpty()) {
            remove(obj.members().stream().map(m -> new int[] { m.keyStart(), m.value().end() }).toList(),
                    obj.members().indexOf(removed.get(0)));
        }
        StringBuilder added = new StringBuilder();
        for (Map.Entry<String, JsonElement> entry : now.entrySet()) {
            if (!old.has(entry.getKey())) {
                added.append(added.isEmpty() ? "" : ", ").append(COMPACT.toJson(entry.getKey())).append(": ")
                        .append(print(entry.getValue()));
            }
        }
        if (!added.isEmpty()) {
            List<Member> kept = obj.members().stream().filter(m -> now.has(m.key())).toList();
            if (kept.isEmpty()) {
                int open = obj.start() + 1;
                String inside = text.substring(open, obj.end() - 1);
                if (removed.isEmpty() && inside.isBlank()) {
                    edits.add(new Edit(open, inside.length(), " " + added + " "));
                } else {
                    replace(obj.start(), obj.end(), print(now));
                }
            } else {
                edits.add(new Edit(kept.get(kept.size() - 1).value().end(), 0, ", " + added));
            }
        }
    }

    private void array(Arr arr, JsonArray old, JsonArray now) {
        int n = old.size();
        int m = now.size();
        int prefix = 0;
        while (prefix < n && prefix < m && old.get(prefix).equals(now.get(prefix))) {
            prefix++;
        }
        int suffix = 0;
        while (suffix < n - prefix && suffix < m - prefix && old.get(n - 1 - suffix).equals(now.get(m - 1 - suffix))) {
            suffix++;
        }
        int oldMiddle = n - prefix - suffix;
        int newMiddle = m - prefix - suffix;
        List<Node> items = arr.items();
        if (oldMiddle == newMiddle) {
            for (int i = prefix; i < n - suffix; i++) {
                diff(items.get(i), old.get(i), now.get(i));
            }
            return;
        }
        String separator = n >= 2 ? text.substring(items.get(0).end(), items.get(1).start()) : ", ";
        StringBuilder inserted = new StringBuilder();
        for (int i = prefix; i < m - suffix; i++) {
            inserted.append(inserted.isEmpty() ? "" : separator).append(print(now.get(i)));
        }
        if (oldMiddle == 0) {
            if (prefix > 0) {
                edits.add(new Edit(items.get(prefix - 1).end(), 0, separator + inserted));
            } else if (n > 0) {
                edits.add(new Edit(items.get(0).start(), 0, inserted + separator));
            } else {
                int open = arr.start() + 1;
                edits.add(new Edit(open, arr.end() - 1 - open, " " + inserted + " "));
            }
        } else if (newMiddle == 0) {
            if (oldMiddle == 1) {
                remove(items.stream().map(i -> new int[] { i.start(), i.end() }).toList(), prefix);
            } else {
                int from = suffix > 0 ? items.get(prefix).start() : prefix > 0 ? items.get(prefix - 1).end() : items.get(0).start();
                int to = suffix > 0 ? items.get(n - suffix).start() : items.get(n - 1).end();
                edits.add(new Edit(from, to - from, ""));
            }
        } else {
            replace(items.get(prefix).start(), items.get(n - suffix - 1).end(), inserted.toString());
        }
    }

    /** Removes entry {@code index} of {@code entries} (start, end of each) with one of the commas around it. */
    private void remove(List<int[]> entries, int index) {
        int from;
        int to;
        if (index < entries.size() - 1) {
            from = entries.get(index)[0];
            to = entries.get(index + 1)[0];
        } else if (index > 0) {
            from = entries.get(index - 1)[1];
            to = entries.get(index)[1];
        } else {
            from = entries.get(index)[0];
            to = entries.get(index)[1];
        }
        edits.add(new Edit(from, to - from, ""));
    }

    /** Replaces {@code [start, end)} by {@code replacement}, leaving out the characters both share at the ends. */
    private void replace(int start, int end, String replacement) {
        String before = text.substring(start, end);
        int head = 0;
        while (head < before.length() && head < replacement.length() && before.charAt(head) == replacement.charAt(head)) {
            head++;
        }
        int tail = 0;
        while (tail < before.length() - head && tail < replacement.length() - head
                && before.charAt(before.length() - 1 - tail) == replacement.charAt(replacement.length() - 1 - tail)) {
            tail++;
        }
        edits.add(new Edit(start + head, before.length() - head - tail, replacement.substring(head, replacement.length() - tail)));
    }

    /** A new value on one line, in the spacing of the examples: {@code { "id": "greedy" }}, {@code [ 1, 2 ]}. */
    static String print(JsonElement value) {
        if (value.isJsonObject()) {
            if (value.getAsJsonObject().isEmpty()) {
                return "{}";
            }
            StringBuilder out = new StringBuilder("{ ");
            for (Map.Entry<String, JsonElement> entry : value.getAsJsonObject().entrySet()) {
                out.append(out.length() > 2 ? ", " : "").append(COMPACT.toJson(entry.getKey())).append(": ")
                        .append(print(entry.getValue()));
            }
            return out.append(" }").toString();
        }
        if (value.isJsonArray()) {
            if (value.getAsJsonArray().isEmpty()) {
                return "[]";
            }
            StringBuilder out = new StringBuilder("[ ");
            for (JsonElement item : value.getAsJsonArray()) {
                out.append(out.length() > 2 ? ", " : "").append(print(item));
            }
            return out.append(" ]").toString();
        }
        return COMPACT.toJson(value);
    }
}
