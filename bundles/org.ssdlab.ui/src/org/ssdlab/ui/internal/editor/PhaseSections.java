package org.ssdlab.ui.internal.editor;

import java.util.List;
import java.util.function.Function;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.forms.widgets.Section;
import org.ssdlab.experiment.PhaseField;
import org.ssdlab.experiment.PhaseType;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

/**
 * The default phases as an ordered list: one block per phase with the fields of its {@link PhaseType},
 * moved, removed and added here.
 */
final class PhaseSections {

    /** How typed text becomes the JSON value a field of this kind takes. */
    private static Function<String, JsonElement> toJson(PhaseField field) {
        return switch (field.kind()) {
            case INTEGER, DECIMAL -> JsonValues::number;
            case BYTES, SHARE, BLOCK_SIZE -> JsonValues::size;
            case FILES, JOBS -> JsonValues::json;
            case TEXT, CHOICE, DURATION, PLUGIN, OS_PLUGIN -> JsonValues::text;
        };
    }

    /** The hint beside a field: what it takes and its default, "5-1000; default 25". */
    private static String hint(PhaseField field) {
        String shown = field.defaultShown();
        return field.range() + (shown.isEmpty() ? "" : "; default " + shown);
    }

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
        PhaseType.keywords().forEach(add::add);
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
        PhaseType phaseType = PhaseType.byKeyword(type);
        for (PhaseField field : phaseType == null ? List.<PhaseField>of() : phaseType.fields()) {
            String fieldPath = path + "." + field.name();
            if (field.kind().pluginKind() != null) {
                PluginFields.create(context, block, field.kind().pluginKind(), fieldPath, false);
            } else if (field.choices().isEmpty()) {
                context.text(block, field.name() + ":", fieldPath, toJson(field), hint(field));
            } else {
                context.choice(block, field.name() + ":", fieldPath, field.choices(), "", hint(field), toJson(field));
            }
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
        for (PhaseField field : PhaseType.byKeyword(type).fields()) {
            if (field.kind().pluginKind() != null) {
                JsonObject plugin = new JsonObject();
                context.registry.plugins(field.kind().pluginKind()).stream().findFirst()
                        .ifPresent(p -> plugin.add("id", new JsonPrimitive(p.id())));
                phase.add(field.name(), plugin);
            } else if (field.initial() != null) {
                phase.add(field.name(), JsonParser.parseString(field.initial()));
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
