package org.ssdlab.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Hashtable;
import java.util.List;

import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.widgets.TreeItem;
import org.junit.jupiter.api.Test;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceRegistration;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.ui.internal.UiIds;
import org.ssdlab.ui.internal.catalog.CatalogView;

class CatalogViewTest {

    /** A drive plugin that only describes itself: the catalog never creates models. */
    private static final class LateDrive extends AbstractPlugin<DriveSpec> {
        LateDrive() {
            super(PluginKind.DRIVE, "late-drive-x1", "Late Drive X1", "registered while the catalog is open",
                    List.of(ParameterSpec.integer("spareBlocks", "blocks", 12L, 1, 99, "spare area")));
        }

        @Override
        public DriveSpec create(Parameters parameters) {
            throw new UnsupportedOperationException("a catalog test plugin");
        }
    }

    @Test
    void listsEveryKindAndTheInstalledPlugins() throws Exception {
        CatalogView view = (CatalogView) Ui.page().showView(UiIds.CATALOG_VIEW);
        List<String> kinds = topLevelTexts(view.viewer());
        assertEquals(PluginKind.all().size(), kinds.size(), kinds.toString());
        assertTrue(pluginIds(view.viewer()).containsAll(List.of("greedy", "ocz-agility2-60", "synthetic", "windows")),
                pluginIds(view.viewer()).toString());
    }

    @Test
    void showsAPluginRegisteredAtTestTimeAndDropsItWhenItGoes() throws Exception {
        CatalogView view = (CatalogView) Ui.page().showView(UiIds.CATALOG_VIEW);
        assertTrue(!pluginIds(view.viewer()).contains("late-drive-x1"));

        // as when a bundle is installed: the service arrives on another thread than the UI's
        java.util.concurrent.CompletableFuture<ServiceRegistration<?>> registered = java.util.concurrent.CompletableFuture
                .supplyAsync(() -> FrameworkUtil.getBundle(getClass()).getBundleContext()
                        .registerService(Plugin.class, new LateDrive(), new Hashtable<>()));
        Ui.waitUntil("the service is registered", 10_000, registered::isDone);
        ServiceRegistration<?> registration = registered.join();
        try {
            Ui.waitUntil("the catalog lists late-drive-x1", 10_000,
                    () -> pluginIds(view.viewer()).contains("late-drive-x1"));
        } finally {
            registration.unregister();
        }
        Ui.waitUntil("the catalog drops late-drive-x1", 10_000,
                () -> !pluginIds(view.viewer()).contains("late-drive-x1"));
    }

    private static List<String> topLevelTexts(TreeViewer viewer) {
        return List.of(viewer.getTree().getItems()).stream().map(TreeItem::getText).toList();
    }

    /** The ids shown under every kind, expanding as a user would. */
    private static List<String> pluginIds(TreeViewer viewer) {
        viewer.expandAll();
        return List.of(viewer.getTree().getItems()).stream()
                .flatMap(kind -> List.of(kind.getItems()).stream()).map(TreeItem::getText).toList();
    }
}
