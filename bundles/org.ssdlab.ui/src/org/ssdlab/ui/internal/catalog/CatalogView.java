package org.ssdlab.ui.internal.catalog;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.TreeViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.part.ViewPart;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceListener;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.PluginRegistry;
import org.ssdlab.ui.internal.Registries;

/**
 * Every installed plugin by kind, with its description and parameters. The registry is dynamic:
 * whenever a plugin service comes or goes the tree is rebuilt from the registry on the UI thread.
 */
public final class CatalogView extends ViewPart {

    /** One kind and the plugins of it installed now. */
    public record KindNode(PluginKind<?> kind, List<Plugin<?>> plugins) {
        @Override
        public String toString() {
            return kind.label() + " (" + plugins.size() + ")";
        }
    }

    private final ServiceListener pluginListener = event -> refreshLater();
    private TreeViewer tree;
    private TableViewer parameters;
    private Label description;

    @Override
    public void createPartControl(Composite parent) {
        SashForm sash = new SashForm(parent, SWT.VERTICAL);
        tree = new TreeViewer(sash, SWT.SINGLE | SWT.FULL_SELECTION | SWT.BORDER);
        tree.getTree().setHeaderVisible(true);
        column(tree, "Plugin", 220, element -> element instanceof Plugin<?> p ? p.id() : element.toString());
        column(tree, "Name", 260, element -> element instanceof Plugin<?> p ? p.label() : "");
        tree.setContentProvider(new Content());
        tree.setAutoExpandLevel(2);

        Composite details = new Composite(sash, SWT.NONE);
        details.setLayout(new GridLayout(1, false));
        description = new Label(details, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).hint(200, SWT.DEFAULT).applyTo(description);
        parameters = new TableViewer(details, SWT.FULL_SELECTION | SWT.BORDER);
        parameters.getTable().setHeaderVisible(true);
        parameters.getTable().setLinesVisible(true);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(parameters.getTable());
        parameters.setContentProvider(ArrayContentProvider.getInstance());
        parameterColumn("Parameter", 150, ParameterSpec::name);
        parameterColumn("Default", 90, p -> p.required() ? "required" : String.valueOf(p.defaultValue()));
        parameterColumn("Allowed", 200, ParameterSpec::allowed);
        parameterColumn("Description", 400, ParameterSpec::description);
        sash.setWeights(3, 2);

        tree.addSelectionChangedListener(event -> show(((IStructuredSelection) event.getSelection()).getFirstElement()));
        getSite().setSelectionProvider(tree);
        try {
            Registries.context().addServiceListener(pluginListener, "(objectClass=" + Plugin.class.getName() + ")");
        } catch (InvalidSyntaxException e) {
            throw new IllegalStateException(e);
        }
        tree.setInput(snapshot());
    }

    /** The tree's input: one node per kind, from the registry as it is now. */
    public static List<KindNode> snapshot() {
        PluginRegistry registry = Registries.registry();
        List<KindNode> nodes = new ArrayList<>();
        for (PluginKind<?> kind : PluginKind.all()) {
            nodes.add(new KindNode(kind, List.copyOf(registry.plugins(kind))));
        }
        return nodes;
    }

    public TreeViewer viewer() {
        return tree;
    }

    private void refreshLater() {
        if (tree == null || tree.getControl().isDisposed()) {
            return;
        }
        // service events arrive on whichever thread registered the service
        tree.getControl().getDisplay().asyncExec(() -> {
            if (!tree.getControl().isDisposed()) {
                Object selected = tree.getStructuredSelection().getFirstElement();
                tree.setInput(snapshot());
                if (selected instanceof Plugin<?> plugin) {
                    tree.setSelection(new org.eclipse.jface.viewers.StructuredSelection(plugin), true);
                }
            }
        });
    }

    private void show(Object element) {
        if (element instanceof Plugin<?> plugin) {
            description.setText(plugin.label() + ": " + plugin.description());
            parameters.setInput(plugin.parameters());
        } else {
            description.setText(element instanceof KindNode node ? node.kind().label() : "");
            parameters.setInput(List.of());
        }
        description.getParent().layout(true);
    }

    private static void column(TreeViewer viewer, String title, int width, java.util.function.Function<Object, String> text) {
        TreeViewerColumn column = new TreeViewerColumn(viewer, SWT.NONE);
        column.getColumn().setText(title);
        column.getColumn().setWidth(width);
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply(element);
            }

            @Override
            public String getToolTipText(Object element) {
                return element instanceof Plugin<?> p ? p.description() : null;
            }
        });
    }

    private void parameterColumn(String title, int width, java.util.function.Function<ParameterSpec, String> text) {
        TableViewerColumn column = new TableViewerColumn(parameters, SWT.NONE);
        column.getColumn().setText(title);
        column.getColumn().setWidth(width);
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((ParameterSpec) element);
            }
        });
    }

    @Override
    public void setFocus() {
        tree.getControl().setFocus();
    }

    @Override
    public void dispose() {
        Registries.context().removeServiceListener(pluginListener);
        super.dispose();
    }

    private static final class Content implements ITreeContentProvider {
        @Override
        public Object[] getElements(Object input) {
            return ((List<?>) input).toArray();
        }

        @Override
        public Object[] getChildren(Object parent) {
            return parent instanceof KindNode node ? node.plugins().toArray() : new Object[0];
        }

        @Override
        public Object getParent(Object element) {
            return null;
        }

        @Override
        public boolean hasChildren(Object element) {
            return element instanceof KindNode node && !node.plugins().isEmpty();
        }
    }
}
