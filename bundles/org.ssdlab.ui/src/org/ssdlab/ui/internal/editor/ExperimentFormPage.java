package org.ssdlab.ui.internal.editor;

import java.util.List;
import java.util.Map;

import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.jface.fieldassist.ControlDecoration;
import org.eclipse.jface.fieldassist.FieldDecorationRegistry;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.forms.IManagedForm;
import org.eclipse.ui.forms.editor.FormPage;
import org.eclipse.ui.forms.widgets.ScrolledForm;
import org.ssdlab.experiment.Problem;
import org.ssdlab.ui.internal.Registries;

import com.google.gson.JsonObject;

/**
 * The experiment as a form. It is rebuilt from the document tree whenever the source changed, and
 * writes every edit back into the tree at once; problems appear beside the field they name.
 */
public final class ExperimentFormPage extends FormPage {

    public static final String ID = "form";

    private final ExperimentEditor editor;
    private IManagedForm managedForm;
    private FormContext context;
    private final Map<String, Control> shown = new java.util.LinkedHashMap<>();
    private final List<ControlDecoration> decorations = new java.util.ArrayList<>();
    private final Map<String, ControlDecoration> pending = new java.util.HashMap<>();

    ExperimentFormPage(ExperimentEditor editor) {
        super(editor, ID, "Experiment");
        this.editor = editor;
    }

    @Override
    protected void createFormContent(IManagedForm form) {
        managedForm = form;
        form.getForm().setText("Experiment");
        form.getToolkit().decorateFormHeading(form.getForm().getForm());
        GridLayoutFactory.fillDefaults().numColumns(2).equalWidth(true).margins(8, 8).applyTo(form.getForm().getBody());
        rebuild(editor.tree());
        showProblems(editor.problems());
    }

    /** Recreates every field from {@code root}; {@code null} when the source is not a JSON object. */
    void rebuild(JsonObject root) {
        if (managedForm == null) {
            return;
        }
        ScrolledForm form = managedForm.getForm();
        Composite body = form.getBody();
        for (Control child : body.getChildren()) {
            child.dispose();
        }
        if (root == null) {
            context = null;
            managedForm.getToolkit().createLabel(body, "The source is not a JSON object: correct it on the Source page.");
        } else {
            context = new FormContext(root, Registries.registry(), managedForm.getToolkit(), editor::formEdited);
            Composite left = column(body);
            Composite right = column(body);
            HostSections.create(context, left);
            PhaseSections.create(context, right);
            RunSections.create(context, right, new RunSections.OverridesProblems() {
                @Override
                public void report(String key, Control control, String message) {
                    clear(key);
                    pending.put(key, decorate(control, message, FieldDecorationRegistry.DEC_WARNING));
                }

                @Override
                public void clear(String key) {
                    ControlDecoration old = pending.remove(key);
                    if (old != null) {
                        old.dispose();
                    }
                }
            });
        }
        form.reflow(true);
    }

    private Composite column(Composite body) {
        Composite column = managedForm.getToolkit().createComposite(body);
        GridLayoutFactory.fillDefaults().applyTo(column);
        GridDataFactory.fillDefaults().grab(true, false).align(SWT.FILL, SWT.BEGINNING)
                .applyTo(column);
        return column;
    }

    /**
     * Puts each problem beside the field of its path (or of the nearest enclosing path) as an error
     * decoration whose hover names it, and sums them up in the form's header. Decorations of fields
     * a rebuild disposed go with them.
     */
    void showProblems(List<Problem> problems) {
        if (managedForm == null || managedForm.getForm().isDisposed()) {
            return;
        }
        decorations.forEach(ControlDecoration::dispose);
        decorations.clear();
        shown.clear();
        for (Problem problem : problems) {
            Control field = fieldFor(problem.path());
            shown.put(problem.path(), field);
            if (field != null) {
                decorations.add(decorate(field, problem.toString(), FieldDecorationRegistry.DEC_ERROR));
            }
        }
        String summary = problems.isEmpty() ? null : problems.size() == 1 ? problems.get(0).toString()
                : problems.size() + " problems; the first: " + problems.get(0);
        managedForm.getForm().setMessage(summary, problems.isEmpty() ? IMessageProvider.NONE : IMessageProvider.ERROR);
    }

    private static ControlDecoration decorate(Control field, String message, String kind) {
        ControlDecoration decoration = new ControlDecoration(field, SWT.LEFT | SWT.TOP);
        decoration.setImage(FieldDecorationRegistry.getDefault().getFieldDecoration(kind).getImage());
        decoration.setDescriptionText(message);
        return decoration;
    }

    /** The field showing {@code path} or the closest enclosing part of the document; {@code null} if none. */
    public Control fieldFor(String path) {
        if (context == null) {
            return null;
        }
        Map<String, Control> fields = context.fields();
        for (String p = path; !p.isEmpty(); p = enclosing(p)) {
            Control control = fields.get(p);
            if (control != null && !control.isDisposed()) {
                return control;
            }
        }
        return null;
    }

    /** Where the problems shown now went: problem path to the field showing it ({@code null}: the header). */
    public Map<String, Control> messages() {
        return java.util.Collections.unmodifiableMap(shown);
    }

    private static String enclosing(String path) {
        int cut = Math.max(path.lastIndexOf('.'), path.lastIndexOf('['));
        return cut <= 0 ? "" : path.substring(0, cut);
    }
}
