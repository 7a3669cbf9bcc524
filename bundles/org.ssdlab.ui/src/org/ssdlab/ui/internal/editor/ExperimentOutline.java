package org.ssdlab.ui.internal.editor;

import java.util.List;

import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.views.contentoutline.ContentOutlinePage;

/**
 * The Outline of an experiment: its sections, plugin choices, phases and runs. Choosing an entry
 * selects its text in the Source page and shows it in the Properties view.
 */
public final class ExperimentOutline extends ContentOutlinePage {

    private final ExperimentEditor editor;
    /** Each entry's parent: the tree viewer finds an entry to select or reveal through it. */
    private final java.util.Map<OutlineNode, OutlineNode> parents = new java.util.HashMap<>();

    ExperimentOutline(ExperimentEditor editor) {
        this.editor = editor;
    }

    @Override
    public void createControl(Composite parent) {
        super.createControl(parent);
        getTreeViewer().setContentProvider(new ITreeContentProvider() {
            @Override
            public Object[] getElements(Object input) {
                return ((List<?>) input).toArray();
            }

            @Override
            public Object[] getChildren(Object parent) {
                return ((OutlineNode) parent).children().toArray();
            }

            @Override
            public Object getParent(Object element) {
                return parents.get(element);
            }

            @Override
            public boolean hasChildren(Object element) {
                return !((OutlineNode) element).children().isEmpty();
            }
        });
        getTreeViewer().setLabelProvider(new LabelProvider());
        update(editor.text());
    }

    /** Rebuilds the outline from the document's text, keeping what was expanded where it still exists. */
    void update(String text) {
        if (getTreeViewer() == null || getTreeViewer().getControl().isDisposed()) {
            return;
        }
        Object[] expanded = getTreeViewer().getExpandedElements();
        List<OutlineNode> entries = OutlineNode.of(text);
        parents.clear();
        remember(entries, null);
        getTreeViewer().setInput(entries);
        if (expanded.length == 0) {
            getTreeViewer().expandToLevel(2);
        } else {
            List<String> paths = java.util.Arrays.stream(expanded).map(e -> ((OutlineNode) e).path()).toList();
            expand((List<?>) getTreeViewer().getInput(), paths);
        }
    }

    private void remember(List<OutlineNode> nodes, OutlineNode parent) {
        for (OutlineNode node : nodes) {
            if (parent != null) {
                parents.put(node, parent);
            }
            remember(node.children(), node);
        }
    }

    private void expand(List<?> nodes, List<String> paths) {
        for (Object o : nodes) {
            OutlineNode node = (OutlineNode) o;
            if (paths.contains(node.path())) {
                getTreeViewer().setExpandedState(node, true);
                expand(node.children(), paths);
            }
        }
    }

    @Override
    public void selectionChanged(SelectionChangedEvent event) {
        super.selectionChanged(event);
        if (((IStructuredSelection) event.getSelection()).getFirstElement() instanceof OutlineNode node) {
            editor.sourcePage().selectAndReveal(node.offset(), node.length());
        }
    }

    /** The entries, for tests. */
    @SuppressWarnings("unchecked")
    public List<OutlineNode> entries() {
        return (List<OutlineNode>) getTreeViewer().getInput();
    }
}
