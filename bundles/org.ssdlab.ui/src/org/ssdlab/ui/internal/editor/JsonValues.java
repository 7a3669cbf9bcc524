package org.ssdlab.ui.internal.editor;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.regex.Pattern;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonPrimitive;

import org.ssdlab.sim.api.ParameterSpec;

/**
 * Turns what is typed into a form field into the JSON value a document holds, and back. Text that
 * is not a valid value of the field's type is kept as a string, so the validator can name it.
 */
public final class JsonValues {

    private static final Pattern INTEGER = Pattern.compile("-?\\d+");
    private static final Pattern DECIMAL = Pattern.compile("-?\\d+(\\.\\d+)?([eE][-+]?\\d+)?");
    private static final Gson PRINTER = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create();

    private JsonValues() {
    }

    /** A number when the text is one, else the text; {@code null} (leave unset) for blank text. */
    public static JsonElement number(String text) {
        String t = text.trim();
        if (t.isEmpty()) {
            return null;
        }
        if (INTEGER.matcher(t).matches()) {
            return new JsonPrimitive(new BigInteger(t));
        }
        return DECIMAL.matcher(t).matches() ? new JsonPrimitive(new BigDecimal(t)) : new JsonPrimitive(t);
    }

    /** Text as a string; {@code null} for blank text. */
    public static JsonElement text(String text) {
        return text.isBlank() ? null : new JsonPrimitive(text.trim());
    }

    /** A size or a share: a number of bytes when only digits are typed, else the text ("40GB", "75%"). */
    public static JsonElement size(String text) {
        String t = text.trim();
        return t.isEmpty() ? null : INTEGER.matcher(t).matches() ? new JsonPrimitive(new BigInteger(t)) : new JsonPrimitive(t);
    }

    /** JSON typed as text (a list of files, say); text that does not parse stays a string for the validator. */
    public static JsonElement json(String text) {
        if (text.isBlank()) {
            return null;
        }
        try {
            return com.google.gson.JsonParser.parseString(text);
        } catch (RuntimeException notJson) {
            return new JsonPrimitive(text.trim());
        }
    }

    /** A plugin parameter as its spec expects it; booleans and choices from their words. */
    public static JsonElement parameter(ParameterSpec spec, String text) {
        String t = text.trim();
        if (t.isEmpty()) {
            return null;
        }
        return switch (spec.type()) {
            case INTEGER, DECIMAL -> number(t);
            case BOOLEAN -> t.equals("true") || t.equals("false") ? new JsonPrimitive(Boolean.valueOf(t)) : new JsonPrimitive(t);
            case CHOICE, TEXT -> new JsonPrimitive(t);
        };
    }

    /** How a value shows in a text field: strings without quotes, blank for none. */
    public static String display(JsonElement value) {
        if (value == null || value.isJsonNull()) {
            return "";
        }
        return value.isJsonPrimitive() ? value.getAsString() : value.toString();
    }

    /** The document text the form writes: two-space indentation, no HTML escaping. */
    public static String print(JsonElement root) {
        return PRINTER.toJson(root) + "\n";
    }
}
