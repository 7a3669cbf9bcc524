package org.ssdlab.ui.internal.editor;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;

/** Up, down and remove buttons for one item of a list in the document. */
final class ListEdits {

    private ListEdits() {
    }

    static void buttons(FormContext context, Composite parent, String listPath, int index) {
        Composite bar = context.toolkit.createComposite(parent);
        bar.setLayout(new RowLayout(SWT.HORIZONTAL));
        button(context, bar, "Up", index > 0, () -> swap(list(context, listPath), index, index - 1));
        button(context, bar, "Down", index < items(context, listPath).size() - 1,
                () -> swap(list(context, listPath), index, index + 1));
        button(context, bar, "Remove", true, () -> list(context, listPath).remove(index));
    }

    static Button button(FormContext context, Composite parent, String label, boolean enabled, Runnable edit) {
        Button button = context.toolkit.createButton(parent, label, SWT.PUSH);
        button.setEnabled(enabled);
        button.addListener(SWT.Selection, e -> context.restructure(edit));
        return button;
    }

    /** The list at {@code path}, created empty when missing. */
    static JsonArray list(FormContext context, String path) {
        JsonElement list = context.get(path);
        if (list == null || !list.isJsonArray()) {
            list = new JsonArray();
            JsonPaths.set(context.root, path, list);
        }
        return list.getAsJsonArray();
    }

    /** The list at {@code path} as it is, empty (and not added) when missing: for building the form. */
    static JsonArray items(FormContext context, String path) {
        JsonElement list = context.get(path);
        return list != null && list.isJsonArray() ? list.getAsJsonArray() : new JsonArray();
    }

    private static void swap(JsonArray list, int i, int j) {
        JsonElement a = list.get(i);
        list.set(i, list.get(j));
        list.set(j, a);
    }
}
