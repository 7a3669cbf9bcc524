package org.ssdlab.experiment;

import java.util.List;
import java.util.Map;

/**
 * A parsed JSON value that remembers where it was: its document path and line. Numbers keep their
 * text, so nothing is rounded before a rule looks at it.
 */
record JsonNode(Type type, String path, int line, String text, Map<String, JsonNode> members, List<JsonNode> items) {

    enum Type {
        OBJECT("an object"), ARRAY("a list"), STRING("a string"), NUMBER("a number"), BOOLEAN("a boolean"),
        NULL("null");

        final String description;

        Type(String description) {
            this.description = description;
        }
    }

    /** How the value reads in a message: {@code "abc"}, {@code 12}, {@code an object}. */
    String shown() {
        return switch (type) {
            case STRING -> "'" + (text.length() > 60 ? text.substring(0, 60) + "…" : text) + "'";
            case NUMBER, BOOLEAN -> text;
            default -> type.description;
        };
    }

    static String child(String parent, String key) {
        if (key.matches("[A-Za-z_$][A-Za-z0-9_$-]*")) {
            return parent.isEmpty() ? key : parent + "." + key;
        }
        return parent + "[\"" + key.replace("\\", "\\\\").replace("\"", "\\\"") + "\"]";
    }

    static String index(String parent, int i) {
        return parent + "[" + i + "]";
    }
}
