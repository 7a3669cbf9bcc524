package org.ssdlab.ui.internal.editor;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.contentassist.ContentAssistant;
import org.eclipse.jface.text.contentassist.IContentAssistant;
import org.eclipse.jface.text.presentation.IPresentationReconciler;
import org.eclipse.jface.text.presentation.PresentationReconciler;
import org.eclipse.jface.text.rules.DefaultDamagerRepairer;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.ui.editors.text.EditorsUI;
import org.eclipse.ui.editors.text.TextEditor;
import org.eclipse.ui.editors.text.TextSourceViewerConfiguration;
import org.eclipse.ui.texteditor.ITextEditorActionDefinitionIds;
import org.eclipse.ui.texteditor.ContentAssistAction;

/** The Source page: a text editor with JSON colours and content assist of plugin ids and phase types. */
public final class ExperimentSourceEditor extends TextEditor {

    static final String CONTENT_ASSIST = "ContentAssistProposal";

    public ExperimentSourceEditor() {
        setSourceViewerConfiguration(new TextSourceViewerConfiguration(EditorsUI.getPreferenceStore()) {
            @Override
            public IPresentationReconciler getPresentationReconciler(ISourceViewer viewer) {
                PresentationReconciler reconciler = new PresentationReconciler();
                DefaultDamagerRepairer colours = new DefaultDamagerRepairer(new JsonScanner());
                reconciler.setDamager(colours, IDocument.DEFAULT_CONTENT_TYPE);
                reconciler.setRepairer(colours, IDocument.DEFAULT_CONTENT_TYPE);
                return reconciler;
            }

            @Override
            public IContentAssistant getContentAssistant(ISourceViewer viewer) {
                ContentAssistant assistant = new ContentAssistant();
                assistant.setContentAssistProcessor(new ExperimentAssist(), IDocument.DEFAULT_CONTENT_TYPE);
                assistant.enableAutoActivation(true);
                assistant.setAutoActivationDelay(300);
                assistant.enableAutoInsert(true);
                return assistant;
            }
        });
    }

    @Override
    protected void createActions() {
        super.createActions();
        ContentAssistAction assist = new ContentAssistAction(new java.util.ListResourceBundle() {
            @Override
            protected Object[][] getContents() {
                return new Object[][] { { "ContentAssistProposal.label", "Content Assist" } };
            }
        }, "ContentAssistProposal.", this);
        assist.setActionDefinitionId(ITextEditorActionDefinitionIds.CONTENT_ASSIST_PROPOSALS);
        setAction(CONTENT_ASSIST, assist);
    }

    /** The viewer, for the outline's reveal and tests. */
    public ISourceViewer viewer() {
        return getSourceViewer();
    }
}
