package org.ssdlab.ui.internal.compare;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.compare.IStreamContentAccessor;
import org.eclipse.compare.ITypedElement;
import org.eclipse.compare.structuremergeviewer.IStructureComparator;
import org.eclipse.swt.graphics.Image;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;

/**
 * One member of a JSON document as Compare's {@code Differencer} walks it: objects by member name,
 * list items by their {@code "name"} when they have one (the runs and phases of a summary.json, so a
 * phase is matched with the same phase of the other execution however the lists are ordered), else
 * by position. Its content is its JSON text (a metric's value, a phase's members), shown as text.
 */
final class JsonNode implements ITypedElement, IStructureComparator, IStreamContentAccessor {

    private final String name;
    private final JsonElement value;
    private final String text;

    JsonNode(String name, JsonElement value) {
        this.name = name;
        this.value = value;
        this.text = new GsonBuilder().setPrettyPrinting().serializeNulls().create().toJson(value) + "\n";
    }

    @Override
    public String getName() {
        return name;
    }

    @Override
    public Image getImage() {
        return null;
    }

    @Override
    public String getType() {
        return ITypedElement.TEXT_TYPE;
    }

    @Override
    public Object[] getChildren() {
        List<JsonNode> children = new ArrayList<>();
        if (value.isJsonObject()) {
            for (Map.Entry<String, JsonElement> e : value.getAsJsonObject().entrySet()) {
                children.add(new JsonNode(e.getKey(), e.getValue()));
            }
        } else if (value.isJsonArray()) {
            int i = 0;
            for (JsonElement item : value.getAsJsonArray()) {
                children.add(new JsonNode(label(item, i++), item));
            }
        }
        return children.toArray();
    }

    private static String label(JsonElement item, int index) {
        if (item.isJsonObject() && item.getAsJsonObject().has("name") && item.getAsJsonObject().get("name").isJsonPrimitive()) {
            return item.getAsJsonObject().get("name").getAsString();
        }
        return "[" + index + "]";
    }

    @Override
    public InputStream getContents() {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }

    /** The value as JSON text: {@code 3596.41}, {@code "greedy"}, or an object's members. */
    String text() {
        return text.strip();
    }

    /** Matched with the other side's node of the same name (the Differencer pairs children by equals). */
    @Override
    public boolean equals(Object other) {
        return other instanceof JsonNode n && n.name.equals(name);
    }

    @Override
    public int hashCode() {
        return name.hashCode();
    }
}
