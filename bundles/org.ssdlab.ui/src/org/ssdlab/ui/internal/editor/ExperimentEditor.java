package org.ssdlab.ui.internal.editor;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentListener;
import org.eclipse.swt.widgets.Display;
import org.eclipse.text.undo.DocumentUndoManagerRegistry;
import org.eclipse.text.undo.IDocumentUndoManager;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.forms.editor.FormEditor;
import org.ssdlab.experiment.ExperimentValidator;
import org.ssdlab.experiment.Problem;
import org.ssdlab.experiment.Validation;
import org.ssdlab.ui.internal.Registries;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * Experiment documents as a form and as source. The source page's document is the one truth: form
 * edits are written into it at once, source edits rebuild the form when it is shown next. After
 * every change (debounced) the document is checked by the same {@link ExperimentValidator} as the
 * command line; problems become markers on workspace files and messages beside the form's fields.
 */
public final class ExperimentEditor extends FormEditor {

    private static final int VALIDATION_DELAY_MS = 300;

    private final Runnable validation = this::validateNow;
    private ExperimentFormPage form;
    private ExperimentSourceEditor source;
    private int sourceIndex;
    private IDocument document;
    private JsonObject tree;
    private boolean writingFromForm;
    private boolean formStale;
    private List<Problem> problems = List.of();
    private ExperimentOutline outline;

    @Override
    protected void addPages() {
        try {
            // the form page draws itself lazily, when first shown, by then the document is read
            form = new ExperimentFormPage(this);
            addPage(form);
            source = new ExperimentSourceEditor();
            sourceIndex = addPage(source, getEditorInput());
            setPageText(sourceIndex, "Source");
        } catch (PartInitException e) {
            ILog.of(getClass()).log(e.getStatus());
            return;
        }
        setPartName(getEditorInput().getName());
        // Ctrl+F11 runs this document's launch configuration while the editor is active (plugin.xml)
        getSite().getService(org.eclipse.ui.contexts.IContextService.class)
                .activateContext("org.ssdlab.ui.experimentEditorScope");
        document = source.getDocumentProvider().getDocument(getEditorInput());
        tree = parse(document.get());
        document.addDocumentListener(new IDocumentListener() {
            @Override
            public void documentAboutToBeChanged(DocumentEvent event) {
            }

            @Override
            public void documentChanged(DocumentEvent event) {
                sourceChanged();
            }
        });
        validateNow();
    }

    private void sourceChanged() {
        if (!writingFromForm) {
            formStale = true;
            if (getActivePage() == 0) {
                Display.getCurrent().asyncExec(this::refreshFormIfStale);
            }
        }
        Display.getCurrent().timerExec(VALIDATION_DELAY_MS, validation);
    }

    @Override
    protected void pageChange(int newPageIndex) {
        super.pageChange(newPageIndex);
        if (newPageIndex == 0) {
            refreshFormIfStale();
        }
    }

    private void refreshFormIfStale() {
        if (formStale && document != null) {
            formStale = false;
            tree = parse(document.get());
            form.rebuild(tree);
            form.showProblems(problems);
        }
    }

    /**
     * Called by the form after it changed the tree: the source follows at once, by the smallest text
     * edits (the file keeps its layout, a diff shows just the value) recorded by the document's undo
     * manager, so Edit > Undo on either page takes the edit back.
     */
    void formEdited(boolean structural) {
        writingFromForm = true;
        try {
            writeMinimally();
        } catch (BadLocationException e) {
            throw new IllegalStateException("edit outside the document", e);
        } finally {
            writingFromForm = false;
        }
        if (structural) {
            // the edit came from a widget the rebuild disposes: rebuild once its event is over
            Display.getCurrent().asyncExec(() -> {
                if (form.getPartControl() != null && !form.getPartControl().isDisposed()) {
                    form.rebuild(tree);
                    form.showProblems(problems);
                }
            });
        }
    }

    private void writeMinimally() throws BadLocationException {
        List<MinimalEdits.Edit> edits = MinimalEdits.between(document.get(), tree);
        if (edits == null) {
            // the source is not strict JSON (the form was built from Gson's lenient reading): rewrite it
            edits = List.of(new MinimalEdits.Edit(0, document.getLength(), JsonValues.print(tree)));
        }
        IDocumentUndoManager undo = DocumentUndoManagerRegistry.getDocumentUndoManager(document);
        boolean compound = edits.size() > 1 && undo != null;
        if (compound) {
            undo.beginCompoundChange();
        }
        try {
            for (MinimalEdits.Edit edit : edits) {
                document.replace(edit.offset(), edit.length(), edit.text());
            }
        } finally {
            if (compound) {
                undo.endCompoundChange();
            }
        }
    }

    /** Validates the document now (normally done shortly after each change) and shows the problems. */
    public Validation validateNow() {
        Display.getCurrent().timerExec(-1, validation);
        if (document == null) {
            return null;
        }
        Validation result = new ExperimentValidator(Registries.registry()).validate(document.get());
        problems = result.problems();
        if (getEditorInput() instanceof IFileEditorInput input) {
            ProblemMarkers.replace(input.getFile(), problems);
        }
        form.showProblems(problems);
        if (outline != null) {
            outline.update(document.get());
        }
        return result;
    }

    /** The document's text, for running it. */
    public String text() {
        return document.get();
    }

    /** The workspace file being edited, or {@code null} for a file outside the workspace. */
    public IFile file() {
        return getEditorInput() instanceof IFileEditorInput input ? input.getFile() : null;
    }

    public ExperimentFormPage formPage() {
        return form;
    }

    public ExperimentSourceEditor sourcePage() {
        return source;
    }

    public IDocument document() {
        return document;
    }

    JsonObject tree() {
        return tree;
    }

    List<Problem> problems() {
        return problems;
    }

    public void showForm() {
        setActivePage(0);
    }

    public void showSource() {
        setActivePage(sourceIndex);
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        if (adapter == org.eclipse.ui.views.contentoutline.IContentOutlinePage.class) {
            if (outline == null) {
                outline = new ExperimentOutline(this);
            }
            return adapter.cast(outline);
        }
        return super.getAdapter(adapter);
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        source.doSave(monitor);
        editorDirtyStateChanged();
        validateNow();
    }

    @Override
    public void doSaveAs() {
        throw new UnsupportedOperationException();
    }

    @Override
    public boolean isSaveAsAllowed() {
        return false;
    }

    private static JsonObject parse(String text) {
        try {
            JsonElement root = JsonParser.parseString(text);
            return root.isJsonObject() ? root.getAsJsonObject() : null;
        } catch (RuntimeException notJson) {
            return null;
        }
    }
}
