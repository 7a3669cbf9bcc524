package org.ssdlab.ui.internal.editor;

import java.util.ArrayList;
import java.util.List;

import org.ssdlab.ui.internal.editor.JsonSpans.Arr;
import org.ssdlab.ui.internal.editor.JsonSpans.Member;
import org.ssdlab.ui.internal.editor.JsonSpans.Node;
import org.ssdlab.ui.internal.editor.JsonSpans.Obj;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * One entry of the experiment's outline: a section, a plugin choice, a phase or a run, where its
 * text lies and its value (for the Properties view). Pure Java: built from the document's text.
 *
 * @param kind "phase", "run", "plugin" or "section"
 * @param path as the validator names it, e.g. {@code defaults.phases[1]}
 */
public record OutlineNode(String label, String kind, String path, int offset, int length, JsonElement value,
        List<OutlineNode> children) {

    private static final List<String> PLUGIN_SECTIONS = List.of("drive", "gc", "os", "workload");

    /** The outline of {@code text}: empty when the text is not strict JSON (the Problems view says why). */
    public static List<OutlineNode> of(String text) {
        Node spans = JsonSpans.parse(text);
        if (!(spans instanceof Obj root)) {
            return List.of();
        }
        JsonObject tree = JsonParser.parseString(text).getAsJsonObject();
        return members(root, tree, "");
    }

    private static List<OutlineNode> members(Obj obj, JsonObject value, String path) {
        List<OutlineNode> nodes = new ArrayList<>();
        for (Member member : obj.members()) {
            String key = member.key();
            JsonElement v = value.get(key);
            String at = path.isEmpty() ? key : path + "." + key;
            nodes.add(node(key, member, v, at));
        }
        return nodes;
    }

    private static OutlineNode node(String key, Member member, JsonElement v, String at) {
        Node span = member.value();
        int offset = member.keyStart();
        int length = span.end() - offset;
        if (span instanceof Obj obj && v.isJsonObject()) {
            if (PLUGIN_SECTIONS.contains(key)) {
                return new OutlineNode(key + ": " + id(v), "plugin", at, offset, length, v, List.of());
            }
            return new OutlineNode(key, "section", at, offset, length, v, members(obj, v.getAsJsonObject(), at));
        }
        if (span instanceof Arr arr && v.isJsonArray()) {
            List<OutlineNode> items = new ArrayList<>();
            for (int i = 0; i < arr.items().size(); i++) {
                Node item = arr.items().get(i);
                JsonElement iv = v.getAsJsonArray().get(i);
                String kind = key.equals("phases") ? "phase" : key.equals("runs") ? "run" : key.equals("stack") ? "plugin" : "item";
                List<OutlineNode> inner = item instanceof Obj o && iv.isJsonObject() && kind.equals("run")
                        ? members(o, iv.getAsJsonObject(), at + "[" + i + "]") : List.of();
                items.add(new OutlineNode(itemLabel(kind, iv, i), kind, at + "[" + i + "]", item.start(),
                        item.end() - item.start(), iv, inner));
            }
            return new OutlineNode(key + " (" + items.size() + ")", "section", at, offset, length, v, items);
        }
        String shown = JsonValues.display(v);
        return new OutlineNode(key + ": " + (shown.length() > 40 ? shown.substring(0, 39) + "\u2026" : shown), "value",
                at, offset, length, v, List.of());
    }

    private static String itemLabel(String kind, JsonElement item, int index) {
        if (!item.isJsonObject()) {
            return "[" + index + "] " + JsonValues.display(item);
        }
        JsonObject o = item.getAsJsonObject();
        return switch (kind) {
            case "phase" -> text(o, "name") + " (" + text(o, "type") + ")";
            case "run" -> text(o, "name");
            case "plugin" -> id(o);
            default -> o.has("name") ? text(o, "name") : "[" + index + "]";
        };
    }

    private static String id(JsonElement choice) {
        return choice.isJsonObject() ? text(choice.getAsJsonObject(), "id") : JsonValues.display(choice);
    }

    private static String text(JsonObject o, String key) {
        return o.has(key) ? JsonValues.display(o.get(key)) : "?";
    }

    @Override
    public String toString() {
        return label;
    }
}
