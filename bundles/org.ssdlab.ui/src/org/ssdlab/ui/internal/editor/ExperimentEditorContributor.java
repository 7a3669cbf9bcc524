package org.ssdlab.ui.internal.editor;

import org.eclipse.ui.IActionBars;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.part.MultiPageEditorActionBarContributor;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.texteditor.ITextEditorActionConstants;

/** Routes Undo, Redo and the other edit actions to the source page while it is active; Undo and Redo also on the form. */
public final class ExperimentEditorContributor extends MultiPageEditorActionBarContributor {

    private static final String[] ACTIONS = { ITextEditorActionConstants.UNDO, ITextEditorActionConstants.REDO,
            ITextEditorActionConstants.CUT, ITextEditorActionConstants.COPY, ITextEditorActionConstants.PASTE,
            ITextEditorActionConstants.SELECT_ALL, ITextEditorActionConstants.FIND, ITextEditorActionConstants.DELETE };

    private ExperimentEditor editor;

    @Override
    public void setActiveEditor(IEditorPart part) {
        editor = part instanceof ExperimentEditor e ? e : null;
        super.setActiveEditor(part);
    }

    @Override
    public void setActivePage(IEditorPart page) {
        IActionBars bars = getActionBars();
        if (bars == null) {
            return;
        }
        ITextEditor text = page instanceof ITextEditor t ? t : null;
        for (String id : ACTIONS) {
            bars.setGlobalActionHandler(id, text == null ? null : text.getAction(id));
        }
        // on the form (a page that is no editor: null), Undo and Redo are the source's, since form edits
        // are text edits in the document's undo history
        if (text == null && editor != null && editor.sourcePage() != null) {
            bars.setGlobalActionHandler(ITextEditorActionConstants.UNDO, editor.sourcePage().getAction(ITextEditorActionConstants.UNDO));
            bars.setGlobalActionHandler(ITextEditorActionConstants.REDO, editor.sourcePage().getAction(ITextEditorActionConstants.REDO));
        }
        bars.setGlobalActionHandler(ActionFactory.SAVE.getId(), null);
        bars.updateActionBars();
    }
}
