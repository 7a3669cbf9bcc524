package org.ssdlab.experiment.sweep;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

import org.ssdlab.experiment.Problem;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * Reads a document's {@code sweep} section and expands it into points: the cartesian product of
 * the parameters' values (the first parameter varies slowest) or, with {@code "mode": "zip"}, their
 * lists side by side. Pure: no registry, no files; whether each point's document is a valid
 * experiment is {@link SweepValidator}'s part.
 *
 * <pre>
 * "sweep": { "mode": "product",
 *   "parameters": [ { "name": "span", "path": ["defaults.phases[1].span", "defaults.phases[2].span"],
 *                     "values": ["100%", "86%", "72%"] },
 *                   { "path": "defaults.gc.id", "values": ["greedy", "cost-benefit"] } ] }
 * </pre>
 */
public final class SweepExpansion {

    public static final String KEY = "sweep";
    public static final int MAX_POINTS = 10_000;
    static final int MAX_NAME = 200;
    private static final Pattern LABEL = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]{0,31}");
    private static final List<String> FIELDS = List.of("mode", "parameters");
    private static final List<String> PARAMETER_FIELDS = List.of("name", "path", "values");

    /** How the parameters' values combine. */
    public enum Mode {
        PRODUCT, ZIP;

        public String keyword() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * @param points   every point, in the sweep's order; empty when there are problems
     * @param problems what is wrong with the sweep section, each with its path ({@code sweep.parameters[1].path})
     */
    public record Result(Mode mode, List<SweepParameter> parameters, List<SweepPoint> points, List<Problem> problems) {
        public Result {
            parameters = List.copyOf(parameters);
            points = List.copyOf(points);
            problems = List.copyOf(problems);
        }

        public boolean valid() {
            return problems.isEmpty();
        }
    }

    private SweepExpansion() {
    }

    /** Whether the text is a JSON object with a sweep section (false for text that is no JSON). */
    public static boolean hasSweep(String text) {
        try {
            JsonElement root = JsonParser.parseString(text);
            return root.isJsonObject() && root.getAsJsonObject().has(KEY);
        } catch (JsonParseException | IllegalStateException e) {
            return false;
        }
    }

    /** @throws IllegalArgumentException when {@code documentText} is no JSON object */
    public static Result expand(String documentText) {
        JsonElement parsed;
        try {
            parsed = JsonParser.parseString(documentText);
        } catch (JsonParseException e) {
            throw new IllegalArgumentException("not JSON: " + e.getMessage(), e);
        }
        if (!parsed.isJsonObject()) {
            throw new IllegalArgumentException("the document is no JSON object");
        }
        return expand(parsed.getAsJsonObject());
    }

    static Result expand(JsonObject root) {
        List<Problem> problems = new ArrayList<>();
        JsonElement section = root.get(KEY);
        if (section == null) {
            problems.add(new Problem(KEY, 0, "the document has no sweep section; allowed: an object "
                    + "{mode?, parameters} (docs/sweeps.md)"));
            return new Result(Mode.PRODUCT, List.of(), List.of(), problems);
        }
        if (!section.isJsonObject()) {
            problems.add(new Problem(KEY, 0, "is not an object; allowed: {mode?, parameters}"));
            return new Result(Mode.PRODUCT, List.of(), List.of(), problems);
        }
        JsonObject sweep = section.getAsJsonObject();
        for (String key : sweep.keySet()) {
            if (!FIELDS.contains(key)) {
                problems.add(new Problem(KEY + "." + key, 0, "unknown field '" + key + "'; allowed: "
                        + String.join(", ", FIELDS)));
            }
        }
        Mode mode = mode(sweep.get("mode"), problems);
        List<SweepParameter> parameters = parameters(sweep.get("parameters"), problems);
        if (!problems.isEmpty()) {
            return new Result(mode, parameters, List.of(), problems);
        }
        List<List<JsonElement>> combinations = combinations(mode, parameters, problems);
        if (!problems.isEmpty()) {
            return new Result(mode, parameters, List.of(), problems);
        }
        JsonObject base = root.deepCopy();
        base.remove(KEY);
        List<SweepPoint> points = new ArrayList<>();
        Map<String, Integer> names = new HashMap<>();
        for (List<JsonElement> values : combinations) {
            JsonObject document = base.deepCopy();
            for (int p = 0; p < parameters.size(); p++) {
                SweepParameter parameter = parameters.get(p);
                for (int q = 0; q < parameter.paths().size(); q++) {
                    String why = parameter.paths().get(q).set(document, values.get(p));
                    if (why != null) {
                        String at = "sweep.parameters[" + p + "].path" + (parameter.paths().size() > 1 ? "[" + q + "]" : "");
                        Problem problem = new Problem(at, 0, "'" + parameter.paths().get(q) + "' cannot be set: " + why);
                        if (!problems.contains(problem)) {
                            problems.add(problem);
                        }
                    }
                }
            }
            String name = name(parameters, values);
            Integer earlier = names.putIfAbsent(name, points.size());
            if (earlier != null) {
                problems.add(new Problem(KEY, 0, "points " + earlier + " and " + points.size() + " are both named '" + name
                        + "' (two values that differ only in characters a folder name cannot hold, or a value twice)"));
            }
            if (name.length() > MAX_NAME) {
                problems.add(new Problem(KEY, 0, "point name '" + name.substring(0, 40) + "…' is " + name.length()
                        + " characters long; allowed: at most " + MAX_NAME + " (shorter parameter names or values)"));
            }
            JsonElement seed = document.get("seed");
            long seedValue = seed != null && seed.isJsonPrimitive() && seed.getAsJsonPrimitive().isNumber()
                    ? seed.getAsJsonPrimitive().getAsLong() : 0;
            points.add(new SweepPoint(points.size(), name, values, pretty(document), seedValue));
            if (!problems.isEmpty()) {
                return new Result(mode, parameters, List.of(), problems);
            }
        }
        return new Result(mode, parameters, points, problems);
    }

    private static Mode mode(JsonElement node, List<Problem> problems) {
        if (node == null) {
            return Mode.PRODUCT;
        }
        if (node.isJsonPrimitive() && node.getAsJsonPrimitive().isString()) {
            for (Mode mode : Mode.values()) {
                if (mode.keyword().equals(node.getAsString())) {
                    return mode;
                }
            }
        }
        problems.add(new Problem("sweep.mode", 0, node + " is not allowed; allowed: \"product\" (every combination, "
                + "the default) or \"zip\" (the value lists side by side)"));
        return Mode.PRODUCT;
    }

    private static List<SweepParameter> parameters(JsonElement node, List<Problem> problems) {
        if (node == null || !node.isJsonArray() || node.getAsJsonArray().isEmpty()) {
            problems.add(new Problem("sweep.parameters", 0, (node == null ? "required field 'parameters' is missing"
                    : "is " + (node.isJsonArray() ? "an empty list" : "not a list"))
                    + "; allowed: a list of {name?, path, values}"));
            return List.of();
        }
        List<SweepParameter> parameters = new ArrayList<>();
        Map<String, Integer> labels = new HashMap<>();
        List<DocumentPath> allPaths = new ArrayList<>();
        JsonArray items = node.getAsJsonArray();
        for (int i = 0; i < items.size(); i++) {
            String at = "sweep.parameters[" + i + "]";
            if (!items.get(i).isJsonObject()) {
                problems.add(new Problem(at, 0, "is not an object; allowed: {name?, path, values}"));
                continue;
            }
            JsonObject item = items.get(i).getAsJsonObject();
            for (String key : item.keySet()) {
                if (!PARAMETER_FIELDS.contains(key)) {
                    problems.add(new Problem(at + "." + key, 0, "unknown field '" + key + "'; allowed: "
                            + String.join(", ", PARAMETER_FIELDS)));
                }
            }
            List<DocumentPath> paths = paths(item.get("path"), at + ".path", allPaths, problems);
            List<JsonElement> values = values(item.get("values"), at + ".values", problems);
            String label = label(item.get("name"), paths, at, problems);
            if (label != null) {
                Integer other = labels.putIfAbsent(label, i);
                if (other != null) {
                    problems.add(new Problem(at + (item.has("name") ? ".name" : ".path"), 0, "the name '" + label
                            + "' is also sweep.parameters[" + other + "]'s; allowed: a name of its own (\"name\": ...)"));
                }
            }
            if (paths != null && values != null && label != null) {
                parameters.add(new SweepParameter(label, paths, values));
            }
        }
        return parameters;
    }

    private static List<DocumentPath> paths(JsonElement node, String at, List<DocumentPath> all, List<Problem> problems) {
        List<JsonElement> items = new ArrayList<>();
        boolean list = node != null && node.isJsonArray();
        if (list) {
            node.getAsJsonArray().forEach(items::add);
        } else if (node != null) {
            items.add(node);
        }
        if (items.isEmpty()) {
            problems.add(new Problem(at, 0, (node == null ? "required field 'path' is missing" : "is an empty list")
                    + "; allowed: a document path such as \"defaults.gc.id\", or a list of them"));
            return null;
        }
        List<DocumentPath> paths = new ArrayList<>();
        boolean ok = true;
        for (int q = 0; q < items.size(); q++) {
            String where = list ? at + "[" + q + "]" : at;
            JsonElement item = items.get(q);
            if (!item.isJsonPrimitive() || !item.getAsJsonPrimitive().isString()) {
                problems.add(new Problem(where, 0, item + " is not a path; allowed: a string such as \"defaults.gc.id\""));
                ok = false;
                continue;
            }
            DocumentPath path;
            try {
                path = DocumentPath.parse(item.getAsString());
            } catch (IllegalArgumentException e) {
                problems.add(new Problem(where, 0, e.getMessage()));
                ok = false;
                continue;
            }
            if (path.isInside(KEY) || path.isInside("$schema") || path.isInside("name")) {
                problems.add(new Problem(where, 0, "'" + path + "' cannot be swept; allowed: a path into defaults, runs, "
                        + "seed, description or reference"));
                ok = false;
                continue;
            }
            for (DocumentPath other : all) {
                if (other.contains(path.text()) || path.contains(other.text())) {
                    problems.add(new Problem(where, 0, "'" + path + "' overlaps '" + other
                            + "', which another parameter sets; allowed: each place swept once"));
                    ok = false;
                }
            }
            all.add(path);
            paths.add(path);
        }
        return ok ? paths : null;
    }

    private static List<JsonElement> values(JsonElement node, String at, List<Problem> problems) {
        if (node == null || !node.isJsonArray() || node.getAsJsonArray().isEmpty()) {
            problems.add(new Problem(at, 0, (node == null ? "required field 'values' is missing"
                    : "is " + (node.isJsonArray() ? "an empty list" : "not a list"))
                    + "; allowed: a list of strings, numbers or booleans"));
            return null;
        }
        List<JsonElement> values = new ArrayList<>();
        boolean ok = true;
        JsonArray items = node.getAsJsonArray();
        for (int j = 0; j < items.size(); j++) {
            JsonElement value = items.get(j);
            if (!value.isJsonPrimitive()) {
                problems.add(new Problem(at + "[" + j + "]", 0, (value.isJsonNull() ? "null" : value.isJsonArray()
                        ? "a list" : "an object") + " is not allowed; allowed: a string, number or boolean"));
                ok = false;
                continue;
            }
            for (int k = 0; k < j; k++) {
                if (items.get(k).equals(value)) {
                    problems.add(new Problem(at + "[" + j + "]", 0, value + " is also values[" + k
                            + "]; allowed: each value once"));
                    ok = false;
                }
            }
            values.add(value);
        }
        return ok ? values : null;
    }

    private static String label(JsonElement node, List<DocumentPath> paths, String at, List<Problem> problems) {
        if (node != null) {
            if (node.isJsonPrimitive() && node.getAsJsonPrimitive().isString() && LABEL.matcher(node.getAsString()).matches()) {
                return node.getAsString();
            }
            problems.add(new Problem(at + ".name", 0, node + " is not allowed; allowed: 1-32 letters, digits, '.', '_' "
                    + "or '-', starting with a letter or digit"));
            return null;
        }
        if (paths == null) {
            return null;
        }
        // the last key names the setting, but an "id" says nothing: defaults.gc.id is "gc"
        DocumentPath path = paths.get(0);
        String key = path.lastKey(0);
        if (("id".equals(key) || "parameters".equals(key)) && path.lastKey(1) != null) {
            key = path.lastKey(1);
        }
        return key != null && LABEL.matcher(key).matches() ? key : "p";
    }

    private static List<List<JsonElement>> combinations(Mode mode, List<SweepParameter> parameters, List<Problem> problems) {
        List<List<JsonElement>> combinations = new ArrayList<>();
        if (mode == Mode.ZIP) {
            int n = parameters.get(0).values().size();
            for (int p = 1; p < parameters.size(); p++) {
                int m = parameters.get(p).values().size();
                if (m != n) {
                    problems.add(new Problem("sweep.parameters[" + p + "].values", 0, "has " + m + " values and "
                            + "sweep.parameters[0].values has " + n + "; allowed: lists of one length in mode \"zip\""));
                }
            }
            if (!problems.isEmpty()) {
                return combinations;
            }
            for (int i = 0; i < n; i++) {
                List<JsonElement> values = new ArrayList<>();
                for (SweepParameter parameter : parameters) {
                    values.add(parameter.values().get(i));
                }
                combinations.add(values);
            }
            return combinations;
        }
        long total = 1;
        for (SweepParameter parameter : parameters) {
            total *= parameter.values().size();
            if (total > MAX_POINTS) {
                break;
            }
        }
        if (total > MAX_POINTS) {
            problems.add(new Problem("sweep.parameters", 0, "the product has more than " + MAX_POINTS
                    + " points; allowed: at most " + MAX_POINTS + " (split the study into several sweeps)"));
            return combinations;
        }
        int[] digits = new int[parameters.size()];
        for (long k = 0; k < total; k++) {
            List<JsonElement> values = new ArrayList<>();
            for (int p = 0; p < parameters.size(); p++) {
                values.add(parameters.get(p).values().get(digits[p]));
            }
            combinations.add(values);
            for (int p = parameters.size() - 1; p >= 0; p--) { // the last parameter varies fastest
                if (++digits[p] < parameters.get(p).values().size()) {
                    break;
                }
                digits[p] = 0;
            }
        }
        return combinations;
    }

    /** {@code span-72pct_gc-greedy}: each parameter's name and its value, as a folder may be named. */
    static String name(List<SweepParameter> parameters, List<JsonElement> values) {
        StringBuilder name = new StringBuilder();
        for (int p = 0; p < parameters.size(); p++) {
            if (p > 0) {
                name.append('_');
            }
            name.append(parameters.get(p).name()).append('-').append(token(SweepParameter.text(values.get(p))));
        }
        return name.toString();
    }

    private static String token(String value) {
        StringBuilder token = new StringBuilder();
        for (char c : value.toCharArray()) {
            if (c == '%') {
                token.append("pct");
            } else if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '-') {
                token.append(c);
            } else if (c == '+') {
                token.append("plus");
            } else if (!token.isEmpty() && token.charAt(token.length() - 1) != '.') {
                token.append('.');
            }
        }
        return token.isEmpty() ? "empty" : token.toString();
    }

    /** Two-space indented, keys in the document's order: a point's document, as it is hashed and run. */
    static String pretty(JsonObject document) {
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(document) + "\n";
    }
}
