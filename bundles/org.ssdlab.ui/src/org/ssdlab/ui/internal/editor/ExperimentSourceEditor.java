package org.ssdlab.ui.internal.editor;

import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentListener;
import org.eclipse.jface.text.source.IVerticalRuler;
import org.eclipse.jface.text.source.projection.ProjectionSupport;
import org.eclipse.jface.text.source.projection.ProjectionViewer;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
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

/**
 * The Source page: a text editor with JSON colours, folding of objects and lists that span lines,
 * and content assist of member names (from the schema), plugin ids and phase types.
 */
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
                assistant.setInformationControlCreator(getInformationControlCreator(viewer)); // a key's whole description beside the list
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

    private JsonFolding folding;

    @Override
    protected ISourceViewer createSourceViewer(Composite parent, IVerticalRuler ruler, int styles) {
        ISourceViewer viewer = new ProjectionViewer(parent, ruler, getOverviewRuler(), isOverviewRulerVisible(), styles);
        getSourceViewerDecorationSupport(viewer); // as the inherited method does: line highlight, matching brackets
        return viewer;
    }

    @Override
    public void createPartControl(Composite parent) {
        super.createPartControl(parent);
        ProjectionViewer viewer = (ProjectionViewer) getSourceViewer();
        ProjectionSupport support = new ProjectionSupport(viewer, getAnnotationAccess(), getSharedColors());
        support.install();
        viewer.doOperation(ProjectionViewer.TOGGLE); // folding on
        folding = new JsonFolding(viewer.getProjectionAnnotationModel());
        IDocument document = viewer.getDocument();
        if (document != null) {
            folding.update(document);
            // recomputed once typing pauses: parsing on every key stroke is wasted while the text is mid-edit
            Runnable update = () -> {
                if (viewer.getTextWidget() != null && !viewer.getTextWidget().isDisposed()) {
                    folding.update(document);
                }
            };
            document.addDocumentListener(new IDocumentListener() {
                @Override
                public void documentAboutToBeChanged(DocumentEvent event) {
                }

                @Override
                public void documentChanged(DocumentEvent event) {
                    Display display = parent.getDisplay();
                    display.timerExec(-1, update);
                    display.timerExec(400, update);
                }
            });
        }
    }

    /** Recomputes the folds now (the document listener does it 400 ms after the last change). */
    public void updateFolding() {
        folding.update(getSourceViewer().getDocument());
    }

    /** The viewer, for the outline's reveal and tests. */
    public ISourceViewer viewer() {
        return getSourceViewer();
    }
}
