package org.ssdlab.ui.internal.wizard;

import org.ssdlab.ui.internal.editor.JsonValues;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

/**
 * The text of a new experiment document: an empty template (one secure erase, one minute of 4 KiB
 * random writes, one run) or a bundled example, named after its file and set to the chosen drive
 * and OS. Pure Java, so it is tested without a workbench.
 */
public final class ExperimentTemplates {

    /** The GC strategy of the empty template; every product ships it. */
    static final String DEFAULT_GC = "greedy";

    private ExperimentTemplates() {
    }

    /** An experiment name (1-64 letters, digits, '.', '_', '-', not starting with '.') for a file name. */
    public static String nameFor(String fileName) {
        String base = fileName.endsWith(".json") ? fileName.substring(0, fileName.length() - 5) : fileName;
        String name = base.replaceAll("[^A-Za-z0-9._-]", "-").replaceAll("^\\.+", "");
        name = name.length() > 64 ? name.substring(0, 64) : name;
        return name.isEmpty() ? "experiment" : name;
    }

    /**
     * An empty experiment on {@code driveId}, with OS {@code osId} ({@code null} or blank: raw block
     * access).
     */
    public static String empty(String name, String driveId, String osId) {
        JsonObject root = new JsonObject();
        root.addProperty("name", name);
        root.addProperty("description", "A new experiment: say here what its runs compare.");
        root.addProperty("seed", 1);
        JsonObject defaults = new JsonObject();
        defaults.add("drive", choice(driveId));
        defaults.add("gc", choice(DEFAULT_GC));
        if (osId != null && !osId.isBlank()) {
            defaults.add("os", choice(osId));
        }
        JsonArray phases = new JsonArray();
        JsonObject erase = new JsonObject();
        erase.addProperty("name", "secure-erase");
        erase.addProperty("type", "secure-erase");
        phases.add(erase);
        JsonObject writes = new JsonObject();
        writes.addProperty("name", "random-write");
        writes.addProperty("type", "workload");
        writes.addProperty("duration", "60s");
        writes.addProperty("queueDepth", 1);
        JsonObject workload = choice("synthetic");
        JsonObject parameters = new JsonObject();
        parameters.addProperty("pattern", "random");
        parameters.addProperty("blockSizes", "4096");
        workload.add("parameters", parameters);
        writes.add("workload", workload);
        phases.add(writes);
        defaults.add("phases", phases);
        root.add("defaults", defaults);
        JsonArray runs = new JsonArray();
        JsonObject run = new JsonObject();
        run.addProperty("name", "base");
        runs.add(run);
        root.add("runs", runs);
        return JsonValues.print(root);
    }

    /**
     * Example {@code exampleText} renamed to {@code name}, its default drive and OS set to the chosen
     * ones. A changed plugin loses the old one's parameters (they belong to it); the runs' overrides
     * are the example's and stay. The {@code $schema} link is relative to the examples folder, so
     * it goes.
     */
    public static String fromExample(String exampleText, String name, String driveId, String osId) {
        JsonObject root = JsonParser.parseString(exampleText).getAsJsonObject();
        root.remove("$schema");
        root.add("name", new JsonPrimitive(name));
        JsonObject defaults = root.getAsJsonObject("defaults");
        replace(defaults, "drive", driveId);
        replace(defaults, "os", osId);
        return JsonValues.print(root);
    }

    /** The id of {@code section} in the example's defaults ({@code drive}, {@code os}), or "" when absent. */
    public static String defaultId(String exampleText, String section) {
        JsonElement choice = JsonParser.parseString(exampleText).getAsJsonObject().getAsJsonObject("defaults").get(section);
        return choice != null && choice.isJsonObject() && choice.getAsJsonObject().has("id")
                ? choice.getAsJsonObject().get("id").getAsString() : "";
    }

    private static void replace(JsonObject defaults, String section, String id) {
        if (id == null || id.isBlank()) {
            defaults.remove(section);
            return;
        }
        JsonElement old = defaults.get(section);
        if (old == null || !old.isJsonObject() || !old.getAsJsonObject().has("id")
                || !id.equals(old.getAsJsonObject().get("id").getAsString())) {
            defaults.add(section, choice(id));
        }
    }

    private static JsonObject choice(String id) {
        JsonObject choice = new JsonObject();
        choice.addProperty("id", id);
        return choice;
    }
}
