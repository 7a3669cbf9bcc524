package org.ssdlab.ui.internal.editor;

import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.forms.widgets.Section;
import org.ssdlab.sim.api.PluginKind;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

/**
 * The default phases as an ordered list: one block per phase with the fields of its type (see
 * docs/experiment-format.md), moved, removed and added here.
 */
final class PhaseSections {

    /** One field of a phase type: its name, how typed text becomes JSON, the hint shown beside it. */
    private record Field(String name, Function<String, JsonElement> toJson, String hint, List<String> choices) {
        static Field number(String name, String hint) {
            return new Field(name, JsonValues::number, hint, List.of());
        }

        static Field size(String name, String hint) {
            return new Field(name, JsonValues::size, hint, List.of());
        }

        static Field text(String name, String hint) {
            return new Field(name, JsonValues::text, hint, List.of());
        }

        static Field choice(String name, String hint, String... choices) {
            return new Field(name, JsonValues::text, hint, List.of(choices));
        }
    }

    private static final String DURATION = "e.g. \"30min\": ms, s, min, h or d";
    private static final Map<String, List<Field>> FIELDS = Map.ofEntries(
            Map.entry("secure-erase", List.of()),
            Map.entry("precondition", List.of(Field.choice("form", "SNIA PTS: sequential (WIPC) or random (WDPC)",
                    "workload-independent", "workload-dependent"),
                    Field.number("capacityMultiple", "x capacity; default 2"),
                    Field.size("blockSize", "default \"128KiB\", or \"4KiB\" when workload-dependent"),
                    Field.number("queueDepth", "default 32"), Field.size("span", "active range: size or share"))),
            Map.entry("fill", List.of(Field.choice("level", "files or raw blocks", "file", "block"),
                    Field.size("size", "bytes, \"40GB\" or \"75%\"; default 100%"),
                    Field.number("compressibility", "0-1; default 0"))),
            Map.entry("delete", List.of(Field.text("what", "all-files, or an earlier fill (file) or copy phase"))),
            Map.entry("idle", List.of(Field.text("duration", DURATION))),
            Map.entry("workload", List.of(Field.number("queueDepth", "default 1"), Field.text("duration", DURATION),
                    Field.size("amount", "bytes, \"16GB\" or a share"), Field.size("span", "test area: size or share"))),
            Map.entry("steady-state", List.of(Field.number("queueDepth", "default 1"), Field.text("roundDuration", DURATION),
                    Field.number("maxRounds", "5-1000; default 25"), Field.size("span", "test area: size or share"),
                    Field.text("minDuration", DURATION + "; no verdict before"),
                    Field.size("minAmount", "no verdict before this much is written"))),
            Map.entry("wsat", List.of(Field.text("duration", DURATION), Field.number("queueDepth", "default 32"))),
            Map.entry("benchmark", List.of(Field.choice("tool", "the benchmark's passes", "as-ssd", "as-ssd-copy",
                    "crystaldiskmark", "aja", "disktester"), Field.size("fileSize", "test file; default the tool's"))),
            Map.entry("copy", List.of(new Field("files", JsonValues::json, "[{\"count\": 100, \"size\": \"1MiB\"}]", List.of()),
                    Field.number("compressibility", "0-1; default 0"))),
            Map.entry("age", List.of(Field.choice("preset", "the history whose figures fill in the rest", "windows-desktop-year",
                    "build-server", "media-library"), Field.size("amount", "host bytes; default the preset's"),
                    Field.number("driveWrites", "or: x capacity"), Field.text("duration", DURATION + "; not scaled"),
                    Field.number("fullness", "0.05-0.95 of the volume"), Field.size("fileSize", "median file size"),
                    Field.number("fileSizeSpread", "0-4: sigma of ln(size)"), Field.text("lifetime", DURATION),
                    Field.number("compressibility", "0-1; default 0"))));

    private PhaseSections() {
    }

    static void create(FormContext context, Composite body) {
        JsonArray phases = ListEdits.items(context, "defaults.phases");
        Section section = context.section(body, "Phases (" + phases.size() + ")",
                "Run in this order by every run that does not replace them.", true);
        Composite client = (Composite) section.getClient();
        context.register("defaults.phases", client);
        for (int i = 0; i < phases.size(); i++) {
            phase(context, client, i, phases.get(i));
        }
        context.toolkit.createLabel(client, "Add:");
        Combo add = new Combo(client, SWT.READ_ONLY | SWT.DROP_DOWN);
        context.toolkit.adapt(add, true, false);
        add.add("Add a phase...");
        org.ssdlab.experiment.Phase.TYPES.forEach(add::add);
        add.select(0);
        add.addListener(SWT.Selection, e -> {
            if (add.getSelectionIndex() > 0) {
                String type = add.getText();
                add.select(0);
                context.restructure(() -> ListEdits.list(context, "defaults.phases").add(newPhase(context, type)));
            }
        });
        context.toolkit.createLabel(client, "");
    }

    private static void phase(FormContext context, Composite client, int index, JsonElement phase) {
        String path = "defaults.phases[" + index + "]";
        String type = JsonValues.display(JsonPaths.get(phase, "type"));
        Composite block = HostSections.group(context, client, (index + 1) + ". " + type);
        context.text(block, "Name:", path + ".name", JsonValues::text, "unique within a run");
        context.register(path + ".type", block);
        for (Field field : FIELDS.getOrDefault(type, List.of())) {
            String fieldPath = path + "." + field.name();
            if (field.choices().isEmpty()) {
                context.text(block, field.name() + ":", fieldPath, field.toJson(), field.hint());
            } else {
                context.choice(block, field.name() + ":", fieldPath, field.choices(), "", field.hint(), field.toJson());
            }
        }
        if (type.equals("workload") || type.equals("steady-state")) {
            PluginFields.create(context, block, PluginKind.WORKLOAD, path + ".workload", false);
        }
        ListEdits.buttons(context, block, "defaults.phases", index);
    }

    /** A new phase of {@code type} with a unique name and what the type requires filled in. */
    private static JsonObject newPhase(FormContext context, String type) {
        JsonArray phases = ListEdits.items(context, "defaults.phases");
        String name = type;
        for (int n = 2; contains(phases, name); n++) {
            name = type + "-" + n;
        }
        JsonObject phase = new JsonObject();
        phase.addProperty("name", name);
        phase.addProperty("type", type);
        switch (type) {
            case "fill" -> phase.addProperty("level", "file");
            case "delete" -> phase.addProperty("what", "all-files");
            case "idle", "wsat" -> phase.addProperty("duration", "1min");
            case "benchmark" -> phase.addProperty("tool", "as-ssd");
            case "copy" -> phase.add("files", com.google.gson.JsonParser.parseString("[{\"count\": 100, \"size\": \"1MiB\"}]"));
            case "workload", "steady-state" -> {
                JsonObject workload = new JsonObject();
                context.registry.plugins(PluginKind.WORKLOAD).stream().findFirst()
                        .ifPresent(p -> workload.add("id", new JsonPrimitive(p.id())));
                phase.add("workload", workload);
                phase.addProperty(type.equals("workload") ? "duration" : "roundDuration", "1min");
            }
            default -> {
            }
        }
        return phase;
    }

    private static boolean contains(JsonArray phases, String name) {
        for (JsonElement p : phases) {
            if (name.equals(JsonValues.display(JsonPaths.get(p, "name")))) {
                return true;
            }
        }
        return false;
    }
}
