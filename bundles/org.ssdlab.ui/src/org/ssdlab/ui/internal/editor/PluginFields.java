package org.ssdlab.ui.internal.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.ParameterType;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

/**
 * A plugin choice ({@code {id, parameters}}) as form fields: a combo of the installed plugins of
 * the kind and one field per {@link ParameterSpec}, with its unit, range and default as the hint.
 * Nothing here knows a particular plugin.
 */
final class PluginFields {

    private PluginFields() {
    }

    /**
     * @param path     where the choice object lives, e.g. {@code defaults.drive}
     * @param optional whether "none" is allowed (the OS: raw block access); choosing it removes the object
     */
    static void create(FormContext context, Composite parent, PluginKind<?> kind, String path, boolean optional) {
        List<? extends Plugin<?>> installed = context.registry.plugins(kind);
        String current = JsonValues.display(context.get(path + ".id"));
        context.toolkit.createLabel(parent, kind.label() + ":");
        Combo combo = new Combo(parent, SWT.READ_ONLY | SWT.DROP_DOWN);
        context.toolkit.adapt(combo, true, false);
        List<String> ids = new ArrayList<>();
        if (optional) {
            combo.add("(none)");
            ids.add("");
        }
        for (Plugin<?> plugin : installed) {
            combo.add(plugin.id() + " \u2014 " + plugin.label());
            ids.add(plugin.id());
        }
        if (!current.isEmpty() && !ids.contains(current)) {
            combo.add(current + " (not installed)");
            ids.add(current);
        }
        combo.select(Math.max(0, ids.indexOf(current)));
        GridDataFactory.fillDefaults().grab(true, false).applyTo(combo);
        context.toolkit.createLabel(parent, installed.size() + " installed");
        context.register(path + ".id", combo);
        combo.addListener(SWT.Selection, e -> {
            String id = ids.get(combo.getSelectionIndex());
            if (id.equals(JsonValues.display(context.get(path + ".id")))) {
                return;
            }
            // the old plugin's parameters mean nothing to the new one
            context.restructure(() -> {
                if (id.isEmpty()) {
                    com.google.gson.JsonElement parentNode = JsonPaths.get(context.root, parentPath(path));
                    if (parentNode != null && parentNode.isJsonObject()) {
                        parentNode.getAsJsonObject().remove(lastStep(path));
                    }
                } else {
                    JsonObject choice = new JsonObject();
                    choice.addProperty("id", id);
                    JsonPaths.set(context.root, path, choice);
                }
            });
        });
        Optional<? extends Plugin<?>> plugin = installed.stream().filter(p -> p.id().equals(current)).findFirst();
        plugin.ifPresent(p -> {
            combo.setToolTipText(p.description());
            for (ParameterSpec spec : p.parameters()) {
                parameter(context, parent, spec, path + ".parameters." + spec.name());
            }
        });
    }

    static void parameter(FormContext context, Composite parent, ParameterSpec spec, String path) {
        String hint = hint(spec);
        if (spec.type() == ParameterType.BOOLEAN || spec.type() == ParameterType.CHOICE) {
            List<String> values = spec.type() == ParameterType.BOOLEAN ? List.of("true", "false") : spec.choices();
            Combo combo = context.choice(parent, "  " + spec.name() + ":", path, values,
                    spec.required() ? "" : "(default: " + spec.defaultValue() + ")", hint,
                    text -> JsonValues.parameter(spec, text));
            combo.setToolTipText(spec.description() + "\n" + hint);
        } else {
            context.text(parent, "  " + spec.name() + ":", path, text -> JsonValues.parameter(spec, text),
                    spec.required() ? "required" : "default " + spec.defaultValue(), spec.allowed())
                    .setToolTipText(spec.description() + "\n" + hint);
        }
    }

    /** "integer 2..1000000 blocks; default 64" */
    static String hint(ParameterSpec spec) {
        return spec.allowed() + (spec.required() ? "; required" : "; default " + spec.defaultValue());
    }

    static String parentPath(String path) {
        int dot = path.lastIndexOf('.');
        return dot < 0 ? "" : path.substring(0, dot);
    }

    static String lastStep(String path) {
        return path.substring(path.lastIndexOf('.') + 1);
    }

    static JsonElement string(String s) {
        return new JsonPrimitive(s);
    }
}
