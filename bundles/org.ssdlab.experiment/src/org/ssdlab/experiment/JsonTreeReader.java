package org.ssdlab.experiment;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;

/**
 * Reads JSON text into {@link JsonNode}s with Gson's streaming reader, which exposes the line
 * of every token. Strict JSON only; syntax errors become one {@link Problem} with a line, never
 * an exception. Nothing in the text is interpreted: no type adapters, no class names.
 */
final class JsonTreeReader {

    private static final Pattern LOCATION = Pattern.compile(" at line (\\d+) column (\\d+) path (\\S*)");
    private static final int NESTING_LIMIT = 64;

    private JsonTreeReader() {
    }

    /** The root value, or {@code null} after adding the syntax problem to {@code problems}. */
    static JsonNode read(String text, List<Problem> problems) {
        JsonReader reader = new JsonReader(new StringReader(text));
        reader.setStrictness(Strictness.STRICT);
        reader.setNestingLimit(NESTING_LIMIT);
        try {
            JsonNode root = value(reader, "", problems);
            if (reader.peek() != JsonToken.END_DOCUMENT) {
                problems.add(new Problem("", line(reader), "unexpected text after the end of the document"));
                return null;
            }
            return root;
        } catch (IOException | IllegalStateException | NumberFormatException e) {
            problems.add(syntaxProblem(e, reader, text));
            return null;
        }
    }

    private static JsonNode value(JsonReader reader, String path, List<Problem> problems) throws IOException {
        JsonToken token = reader.peek();
        int line = line(reader);
        return switch (token) {
            case BEGIN_OBJECT -> {
                reader.beginObject();
                Map<String, JsonNode> members = new LinkedHashMap<>();
                while (reader.hasNext()) {
                    int keyLine = line(reader);
                    String key = reader.nextName();
                    String childPath = JsonNode.child(path, key);
                    checkUnicode(key, childPath, keyLine, "field name", problems);
                    JsonNode child = value(reader, childPath, problems);
                    if (members.putIfAbsent(key, child) != null) {
                        problems.add(new Problem(childPath, keyLine, "field '" + key + "' appears twice"));
                    }
                }
                reader.endObject();
                yield new JsonNode(JsonNode.Type.OBJECT, path, line, null, Collections.unmodifiableMap(members), List.of());
            }
            case BEGIN_ARRAY -> {
                reader.beginArray();
                List<JsonNode> items = new ArrayList<>();
                while (reader.hasNext()) {
                    items.add(value(reader, JsonNode.index(path, items.size()), problems));
                }
                reader.endArray();
                yield new JsonNode(JsonNode.Type.ARRAY, path, line, null, Map.of(), List.copyOf(items));
            }
            case STRING -> {
                String text = reader.nextString();
                checkUnicode(text, path, line, "text", problems);
                yield new JsonNode(JsonNode.Type.STRING, path, line, text, Map.of(), List.of());
            }
            case NUMBER -> new JsonNode(JsonNode.Type.NUMBER, path, line, reader.nextString(), Map.of(), List.of());
            case BOOLEAN -> new JsonNode(JsonNode.Type.BOOLEAN, path, line, String.valueOf(reader.nextBoolean()),
                    Map.of(), List.of());
            case NULL -> {
                reader.nextNull();
                yield new JsonNode(JsonNode.Type.NULL, path, line, "null", Map.of(), List.of());
            }
            default -> throw new IllegalStateException("unexpected " + token + location(reader));
        };
    }

    /**
     * A "\\ud800" escape without its pair is valid JSON but no character: it could not be written to
     * the result files (UTF-8), so it is refused here, where the document's position is known.
     */
    private static void checkUnicode(String text, String path, int line, String what, List<Problem> problems) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean paired = Character.isHighSurrogate(c) ? i + 1 < text.length()
                    && Character.isLowSurrogate(text.charAt(i + 1)) : !Character.isLowSurrogate(c);
            if (!paired) {
                problems.add(new Problem(path, line, what + " has a lone surrogate \\u"
                        + String.format("%04x", (int) c) + " at character " + (i + 1)
                        + "; allowed: Unicode characters (a surrogate escape only as a pair)"));
                return;
            }
            if (Character.isHighSurrogate(c)) {
                i++;
            }
        }
    }

    private static String location(JsonReader reader) {
        String s = reader.toString();
        int at = s.indexOf(" at line ");
        return at < 0 ? "" : s.substring(at);
    }

    /** Gson tells the position only in text: "JsonReader at line 3 column 7 path $.runs[0]". */
    private static int line(JsonReader reader) {
        Matcher m = LOCATION.matcher(reader.toString());
        return m.find() ? parseLine(m.group(1)) : 0;
    }

    private static int parseLine(String digits) {
        try {
            return Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static Problem syntaxProblem(Exception e, JsonReader reader, String text) {
        String message = String.valueOf(e.getMessage());
        String firstLine = message.lines().findFirst().orElse("");
        Matcher m = LOCATION.matcher(firstLine);
        int line;
        int column = 0;
        String path;
        if (m.find()) {
            line = parseLine(m.group(1));
            column = parseLine(m.group(2));
            path = documentPath(m.group(3));
            firstLine = firstLine.substring(0, m.start()) + firstLine.substring(m.end());
        } else {
            line = line(reader);
            path = "";
        }
        if (firstLine.contains("to accept malformed JSON")) {
            firstLine = "unexpected " + shownAt(text, line, column)
                    + "; allowed: strict JSON (double quotes, no comments, no NaN, one top-level value)";
        }
        firstLine = firstLine.replaceAll("[;.]? ?Use JsonReader\\.setStrictness\\S* to accept malformed JSON", "")
                .trim();
        if (firstLine.startsWith("Nesting limit")) {
            firstLine = "nested too deeply; allowed: at most " + NESTING_LIMIT + " levels";
            path = "";
        }
        if (firstLine.startsWith("End of input")) {
            firstLine = "the text ends before the document is complete";
        }
        if (firstLine.startsWith("Expected name")) {
            firstLine = "expected a field name in quotes (a trailing comma before '}' is not allowed)";
        }
        if (firstLine.isEmpty()) {
            firstLine = "malformed JSON";
        }
        if (column > 0 && !firstLine.contains("column")) {
            firstLine += " at column " + column;
        }
        return new Problem(path, line, "not valid JSON: " + firstLine);
    }

    /** The character Gson stopped at (it reports the column after it), as a message shows it. */
    private static String shownAt(String text, int line, int column) {
        List<String> lines = text.lines().toList();
        if (line < 1 || line > lines.size() || column < 2 || column - 2 >= lines.get(line - 1).length()) {
            return "text";
        }
        return "text near column " + (column - 1) + " ('" + lines.get(line - 1).charAt(column - 2) + "')";
    }

    /** Gson's "$.runs[1].name" as this format writes it: "runs[1].name". */
    private static String documentPath(String gsonPath) {
        if (gsonPath.startsWith("$.")) {
            return gsonPath.substring(2);
        }
        return gsonPath.startsWith("$") ? gsonPath.substring(1) : gsonPath;
    }
}
