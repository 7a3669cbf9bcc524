package org.ssdlab.experiment;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;

import org.ssdlab.sim.api.Suggestions;

/**
 * Reads single values of a document: each method reports its own problem, naming the field and
 * what is allowed, and returns {@code null} when the value is wrong. The section readers share it.
 */
final class FieldReader {

    static final String NAME_ALLOWED = "1-64 letters, digits, '.', '_' or '-', not starting with '.'";

    final Problems problems;

    FieldReader(Problems problems) {
        this.problems = problems;
    }

    boolean isObject(JsonNode node) {
        return is(node, JsonNode.Type.OBJECT);
    }

    boolean is(JsonNode node, JsonNode.Type type) {
        if (node.type() != type) {
            problems.add(node, "expected " + type.description + ", found " + node.shown());
            return false;
        }
        return true;
    }

    static String orSemicolon(String hint) {
        return hint.isEmpty() ? ";" : hint;
    }

    void allowOnly(JsonNode object, List<String> keys) {
        for (String key : object.members().keySet()) {
            if (!keys.contains(key)) {
                problems.add(object.members().get(key), "unknown field '" + key + "'" + orSemicolon(Suggestions.didYouMean(key, keys))
                        + " allowed: " + String.join(", ", keys));
            }
        }
    }

    JsonNode field(JsonNode object, String key, String allowed) {
        JsonNode node = object.members().get(key);
        if (node == null) {
            problems.addAll(List.of(new Problem(JsonNode.child(object.path(), key), object.line(),
                    "required field '" + key + "' is missing; allowed: " + allowed)));
        }
        return node;
    }

    List<JsonNode> list(JsonNode node, int minItems) {
        if (node == null || !is(node, JsonNode.Type.ARRAY)) {
            return null;
        }
        if (node.items().size() < minItems) {
            problems.add(node, "the list is empty; allowed: at least " + minItems + " item");
            return null;
        }
        return node.items();
    }

    /** A string; {@code absent} when missing, and a missing field is an error when {@code absent} is null. */
    String text(JsonNode object, String key, String absent) {
        JsonNode node = object.members().get(key);
        if (node == null) {
            return absent != null ? absent : textRequired(object, key);
        }
        if (!is(node, JsonNode.Type.STRING)) {
            return null;
        }
        if (node.text().isBlank()) {
            problems.add(node, "the text is empty; allowed: a non-empty string");
            return null;
        }
        return node.text();
    }

    String textRequired(JsonNode object, String key) {
        field(object, key, "a non-empty string");
        return null;
    }

    String name(JsonNode object, String key) {
        JsonNode node = field(object, key, NAME_ALLOWED);
        if (node == null || !is(node, JsonNode.Type.STRING)) {
            return null;
        }
        if (!node.text().matches("[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}")) { // '.', '..', '.x' would be hidden folders
            problems.add(node, node.shown() + " is not a name; allowed: " + NAME_ALLOWED);
            return null;
        }
        return node.text();
    }

    String keyword(JsonNode object, String key, List<String> allowed) {
        JsonNode node = field(object, key, "one of " + String.join(", ", allowed));
        if (node == null || !is(node, JsonNode.Type.STRING)) {
            return null;
        }
        if (!allowed.contains(node.text())) {
            problems.add(node, node.shown() + " is not allowed; allowed: " + String.join(", ", allowed));
            return null;
        }
        return node.text();
    }

    Long integer(JsonNode object, String key, Long absent, long min, long max) {
        JsonNode node = object.members().get(key);
        if (node == null) {
            if (absent == null) {
                field(object, key, "an integer " + min + ".." + max);
            }
            return absent;
        }
        return integerValue(node, min, max);
    }

    Long integerValue(JsonNode node, long min, long max) {
        Object n = node.type() == JsonNode.Type.NUMBER ? number(node.text()) : null;
        if (!(n instanceof Long l) || l < min || l > max) {
            problems.add(node, node.shown() + " is not allowed; allowed: an integer " + min + ".." + max);
            return null;
        }
        return l;
    }

    Double decimal(JsonNode object, String key, double absent, double min, double max) {
        JsonNode node = object.members().get(key);
        if (node == null) {
            return absent;
        }
        Object n = node.type() == JsonNode.Type.NUMBER ? number(node.text()) : null;
        double d = n instanceof Number number ? number.doubleValue() : Double.NaN;
        if (!(d >= min && d <= max)) {
            problems.add(node, node.shown() + " is not allowed; allowed: a number " + min + ".." + max);
            return null;
        }
        return d;
    }

    Duration duration(JsonNode object, String key, boolean required) {
        JsonNode node = required ? field(object, key, Units.DURATION_ALLOWED) : object.members().get(key);
        if (node == null) {
            return null;
        }
        try {
            if (node.type() != JsonNode.Type.STRING) {
                throw new IllegalArgumentException(node.shown() + " is not a duration; allowed: " + Units.DURATION_ALLOWED);
            }
            return Units.parseDuration(node.text());
        } catch (IllegalArgumentException e) {
            problems.add(node, e.getMessage());
            return null;
        }
    }

    Size size(JsonNode node, boolean shareAllowed) {
        try {
            return switch (node.type()) {
                case NUMBER -> Units.parseBytes(node.text());
                case STRING -> Units.parseSize(node.text(), shareAllowed);
                default -> throw new IllegalArgumentException(node.shown() + " is not a size; allowed: "
                        + (shareAllowed ? Units.SHARE_ALLOWED : Units.SIZE_ALLOWED));
            };
        } catch (IllegalArgumentException e) {
            problems.add(node, e.getMessage());
            return null;
        }
    }

    /** Integers stay exact ({@link Long}), everything else becomes a {@link Double}. */
    static Object number(String text) {
        try {
            BigDecimal d = new BigDecimal(text);
            if (d.stripTrailingZeros().scale() <= 0 && d.abs().compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) <= 0) {
                return d.longValueExact();
            }
            return d.doubleValue();
        } catch (NumberFormatException | ArithmeticException e) {
            return Double.NaN;
        }
    }
}
