package org.ssdlab.ui.internal.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.forms.widgets.Section;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The runs: each with its name, description, what it changes against the defaults in one line, and
 * the overrides themselves as JSON (any section of the defaults, see docs/experiment-format.md).
 */
final class RunSections {

    private RunSections() {
    }

    static void create(FormContext context, Composite body, OverridesProblems problems) {
        JsonArray runs = ListEdits.items(context, "runs");
        Section section = context.section(body, "Runs (" + runs.size() + ")",
                "Each run is the defaults with its overrides applied; results are reported per run.", true);
        Composite client = (Composite) section.getClient();
        context.register("runs", client);
        for (int i = 0; i < runs.size(); i++) {
            run(context, client, i, runs.get(i), problems);
        }
        context.toolkit.createLabel(client, "");
        ListEdits.button(context, client, "Add a run", true, () -> {
            JsonObject run = new JsonObject();
            run.addProperty("name", "run-" + (ListEdits.items(context, "runs").size() + 1));
            ListEdits.list(context, "runs").add(run);
        });
        context.toolkit.createLabel(client, "");
    }

    private static void run(FormContext context, Composite client, int index, JsonElement run, OverridesProblems problems) {
        String path = "runs[" + index + "]";
        Composite block = HostSections.group(context, client, "Run " + (index + 1));
        context.text(block, "Name:", path + ".name", JsonValues::text, "unique; names the run's results");
        context.text(block, "Description:", path + ".description", JsonValues::text, "free text");
        context.text(block, "Replicates:", path + ".replicates", JsonValues::number,
                "runs with this many seeds, reported as mean and spread; default 1");
        context.toolkit.createLabel(block, "Differences:");
        Label summary = context.toolkit.createLabel(block, differences(JsonPaths.get(run, "overrides")), SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).span(2, 1).hint(300, SWT.DEFAULT).applyTo(summary);

        context.toolkit.createLabel(block, "Overrides:");
        JsonElement overrides = JsonPaths.get(run, "overrides");
        Text text = context.toolkit.createText(block, overrides == null ? "" : JsonValues.print(overrides).strip(),
                SWT.MULTI | SWT.V_SCROLL | SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).span(2, 1).hint(300, 90).applyTo(text);
        text.setMessage("{ \"partitions\": [...], \"drive\": { \"parameters\": { ... } } }");
        context.register(path + ".overrides", text);
        text.addModifyListener(e -> {
            String source = text.getText().strip();
            try {
                JsonElement value = source.isEmpty() ? null : JsonParser.parseString(source);
                problems.clear(path + ".overrides");
                context.set(path + ".overrides", value);
                summary.setText(differences(value));
            } catch (RuntimeException notJson) {
                problems.report(path + ".overrides", text, "overrides: not JSON yet (" + notJson.getMessage() + ")");
            }
        });
        ListEdits.buttons(context, block, "runs", index);
    }

    /** "drive = x; gc: d=10; partitions (1); phases (8)": what a run changes, in one line. */
    static String differences(JsonElement overrides) {
        if (overrides == null || !overrides.isJsonObject() || overrides.getAsJsonObject().isEmpty()) {
            return "none: the defaults as they are";
        }
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, JsonElement> e : overrides.getAsJsonObject().entrySet()) {
            JsonElement value = e.getValue();
            if (value.isJsonArray()) {
                parts.add(e.getKey() + " (" + value.getAsJsonArray().size() + ")");
            } else if (value.isJsonObject() && value.getAsJsonObject().has("id")) {
                parts.add(e.getKey() + " = " + JsonValues.display(value.getAsJsonObject().get("id")));
            } else if (value.isJsonObject() && value.getAsJsonObject().get("parameters") instanceof JsonObject p) {
                List<String> values = new ArrayList<>();
                p.entrySet().forEach(v -> values.add(v.getKey() + "=" + JsonValues.display(v.getValue())));
                parts.add(e.getKey() + ": " + String.join(", ", values));
            } else {
                parts.add(e.getKey() + " = " + JsonValues.display(value));
            }
        }
        return String.join("; ", parts);
    }

    /** Where the form shows a problem it finds itself, before the validator sees the document. */
    interface OverridesProblems {
        void report(String key, org.eclipse.swt.widgets.Control control, String message);

        void clear(String key);
    }
}
