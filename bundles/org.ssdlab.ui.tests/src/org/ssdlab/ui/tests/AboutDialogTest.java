package org.ssdlab.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.PluginRegistry;
import org.ssdlab.ui.internal.Registries;
import org.ssdlab.ui.internal.app.AboutDialog;
import org.ssdlab.ui.internal.app.AboutInfo;

class AboutDialogTest {

    @Test
    void helpAboutIsInTheHelpMenu() {
        assertTrue(Menus.labels(Menus.open("Help")).contains("About SSD Lab"));
    }

    @Test
    void showsVersionBuildAndEveryInstalledPluginWithItsBundle() {
        PluginRegistry registry = Registries.registry();
        AboutInfo info = AboutInfo.of(registry);
        Bundle ui = FrameworkUtil.getBundle(AboutInfo.class);
        assertEquals(ui.getVersion().getQualifier(), info.qualifier(), "the build qualifier");
        assertTrue(info.headline().contains(ui.getVersion().getMajor() + "." + ui.getVersion().getMinor() + "."
                + ui.getVersion().getMicro()), info.headline());

        List<List<String>> expected = new ArrayList<>();
        for (PluginKind<?> kind : PluginKind.all()) {
            for (Plugin<?> plugin : registry.plugins(kind)) {
                Bundle bundle = FrameworkUtil.getBundle(plugin.getClass());
                expected.add(List.of(kind.id(), plugin.id(), plugin.label(), bundle.getSymbolicName(),
                        bundle.getVersion().toString()));
            }
        }
        for (String kind : List.of("drive", "gc", "workload", "os", "stack")) {
            assertTrue(expected.stream().anyMatch(row -> row.get(0).equals(kind)), "a " + kind + " plugin is installed");
        }
        assertTrue(expected.stream().anyMatch(row -> row.get(3).equals("org.ssdlab.drives.ocz")), expected.toString());

        AboutDialog dialog = new AboutDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), info);
        dialog.setBlockOnOpen(false);
        try {
            dialog.open();
            Ui.drain();
            assertEquals("About SSD Lab", dialog.getShell().getText());
            List<List<String>> shown = new ArrayList<>();
            for (TableItem item : dialog.table().getItems()) {
                List<String> row = new ArrayList<>();
                for (int c = 0; c < dialog.table().getColumnCount(); c++) {
                    row.add(item.getText(c));
                }
                shown.add(row);
            }
            assertEquals(expected, shown);
            assertTrue(info.text().startsWith(info.headline() + "\n"), info.text());
        } finally {
            dialog.close();
        }
    }
}
