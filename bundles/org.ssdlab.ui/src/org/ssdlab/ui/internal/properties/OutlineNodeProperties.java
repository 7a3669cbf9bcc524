package org.ssdlab.ui.internal.properties;

import java.util.Map;

import org.ssdlab.ui.internal.editor.JsonValues;
import org.ssdlab.ui.internal.editor.OutlineNode;

import com.google.gson.JsonElement;

/** A phase, run, plugin choice or section of the document: its members as written, and where it is. */
public final class OutlineNodeProperties extends ReadOnlyProperties {

    public OutlineNodeProperties(OutlineNode node) {
        String category = switch (node.kind()) {
            case "phase" -> "Phase";
            case "run" -> "Run";
            case "plugin" -> "Plugin";
            default -> "Value";
        };
        JsonElement value = node.value();
        if (value.isJsonObject()) {
            for (Map.Entry<String, JsonElement> member : value.getAsJsonObject().entrySet()) {
                add(category, member.getKey(), JsonValues.display(member.getValue()));
            }
        } else {
            add(category, "value", JsonValues.display(value));
        }
        add("Document", "path", node.path());
        add("Document", "offset", node.offset());
    }
}
