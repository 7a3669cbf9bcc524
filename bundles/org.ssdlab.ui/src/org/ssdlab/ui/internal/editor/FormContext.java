package org.ssdlab.ui.internal.editor;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.forms.widgets.ExpandableComposite;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.eclipse.ui.forms.widgets.Section;
import org.ssdlab.sim.api.PluginRegistry;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * What the form's sections share while they are built: the document tree they edit, the registry
 * they offer plugins from, and the map from document paths to the fields showing them, through
 * which a problem finds its field.
 */
final class FormContext {

    /** Told about every edit: {@code structural} when the form must be rebuilt to show it. */
    interface Listener {
        void edited(boolean structural);
    }

    final JsonObject root;
    final PluginRegistry registry;
    final FormToolkit toolkit;
    private final Listener listener;
    private final Map<String, Control> fields = new HashMap<>();

    FormContext(JsonObject root, PluginRegistry registry, FormToolkit toolkit, Listener listener) {
        this.root = root;
        this.registry = registry;
        this.toolkit = toolkit;
        this.listener = listener;
    }

    JsonElement get(String path) {
        return JsonPaths.get(root, path);
    }

    void set(String path, JsonElement value) {
        JsonPaths.set(root, path, value);
        listener.edited(false);
    }

    /** An edit that adds, removes or reorders parts of the form. */
    void restructure(Runnable edit) {
        edit.run();
        listener.edited(true);
    }

    void register(String path, Control control) {
        fields.put(path, control);
    }

    Map<String, Control> fields() {
        return fields;
    }

    Section section(Composite parent, String title, String description, boolean expanded) {
        int style = Section.TITLE_BAR | ExpandableComposite.TWISTIE | (description == null ? 0 : Section.DESCRIPTION)
                | (expanded ? ExpandableComposite.EXPANDED : 0);
        Section section = toolkit.createSection(parent, style);
        section.setText(title);
        if (description != null) {
            section.setDescription(description);
        }
        GridDataFactory.fillDefaults().grab(true, false).applyTo(section);
        Composite client = toolkit.createComposite(section);
        client.setLayout(new GridLayout(3, false));
        section.setClient(client);
        section.addExpansionListener(org.eclipse.ui.forms.events.IExpansionListener.expansionStateChangedAdapter(
                e -> reflow(section)));
        return section;
    }

    /** A labelled text field bound to {@code path}; {@code hint} (units, range, default) is shown beside it. */
    Text text(Composite parent, String label, String path, Function<String, JsonElement> toJson, String hint) {
        return text(parent, label, path, toJson, "", hint);
    }

    /** As above, with {@code placeholder} shown in the field while it is empty (a default, say). */
    Text text(Composite parent, String label, String path, Function<String, JsonElement> toJson, String placeholder,
            String hint) {
        toolkit.createLabel(parent, label);
        Text text = toolkit.createText(parent, JsonValues.display(get(path)), SWT.SINGLE);
        GridDataFactory.fillDefaults().grab(true, false).hint(160, SWT.DEFAULT).applyTo(text);
        text.setMessage(placeholder);
        text.setToolTipText(hint);
        text.addListener(SWT.Modify, e -> set(path, toJson.apply(text.getText())));
        Label help = toolkit.createLabel(parent, hint == null ? "" : hint);
        GridDataFactory.fillDefaults().applyTo(help);
        register(path, text);
        return text;
    }

    /** A labelled read-only combo; the first item stands for "not written" (the default). */
    Combo choice(Composite parent, String label, String path, java.util.List<String> choices, String unset, String hint,
            Function<String, JsonElement> toJson) {
        toolkit.createLabel(parent, label);
        Combo combo = new Combo(parent, SWT.READ_ONLY | SWT.DROP_DOWN);
        toolkit.adapt(combo, true, false);
        combo.add(unset);
        choices.forEach(combo::add);
        String current = JsonValues.display(get(path));
        if (!current.isEmpty() && !choices.contains(current)) {
            combo.add(current); // a bad value stays visible until it is changed; the validator names it
        }
        combo.select(current.isEmpty() ? 0 : combo.indexOf(current));
        GridDataFactory.fillDefaults().grab(true, false).applyTo(combo);
        combo.setToolTipText(hint);
        combo.addListener(SWT.Selection, e -> set(path, combo.getSelectionIndex() <= 0 ? null : toJson.apply(combo.getText())));
        toolkit.createLabel(parent, hint == null ? "" : hint);
        register(path, combo);
        return combo;
    }

    static void reflow(Control control) {
        for (Composite c = control.getParent(); c != null; c = c.getParent()) {
            if (c instanceof org.eclipse.ui.forms.widgets.ScrolledForm form) {
                form.reflow(true);
                return;
            }
        }
    }
}
