package org.ssdlab.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.preference.IPreferencePage;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.junit.jupiter.api.Test;
import org.ssdlab.ui.internal.UiIds;
import org.ssdlab.ui.internal.prefs.LabPreferences;
import org.ssdlab.ui.internal.prefs.PreferenceKeys;

/** The menus and dialogs an Eclipse user expects, driven as the user does. */
class WorkbenchConventionsTest {

    @Test
    void theFileMenuOffersOpenFileOnce() {
        List<String> file = Menus.labels(Menus.open("File"));
        assertEquals(1, file.stream().filter(l -> l.equals("Open File...")).count(), file.toString());
    }

    @Test
    void aClosedViewComesBackThroughWindowShowView() throws Exception {
        Ui.page().showView(UiIds.RESULTS_VIEW);
        Ui.page().hideView(Ui.page().findView(UiIds.RESULTS_VIEW));
        Ui.drain();
        assertNull(Ui.page().findView(UiIds.RESULTS_VIEW), "closed");
        Menu showView = Menus.open("Window", "Show View");
        List<String> views = Menus.labels(showView);
        assertTrue(views.containsAll(List.of("Plugin Catalog", "Results", "Other...")), views.toString());
        Menus.choose(Menus.item(showView, "Results"));
        Ui.waitUntil("the Results view is back", 5000, () -> Ui.page().findView(UiIds.RESULTS_VIEW) != null);

        List<String> perspectives = Menus.labels(Menus.open("Window", "Open Perspective"));
        assertTrue(perspectives.contains("Other..."), perspectives.toString());
    }

    @Test
    void preferencesOpenValidWithAResultFolderNotCreatedYetAndWithoutTeam() throws Exception {
        Path notYet = Files.createTempDirectory("prefs").resolve("results-not-created-yet");
        String before = LabPreferences.store().getString(PreferenceKeys.RESULT_FOLDER);
        LabPreferences.store().setValue(PreferenceKeys.RESULT_FOLDER, notYet.toString());
        Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        PreferenceDialog dialog = PreferencesUtil.createPreferenceDialogOn(shell, "org.ssdlab.ui.preferences", null, null);
        dialog.setBlockOnOpen(false);
        try {
            dialog.open();
            Ui.drain();
            IPreferencePage page = (IPreferencePage) dialog.getSelectedPage();
            assertTrue(page.isValid(), "the page opens valid");
            assertNull(page.getErrorMessage(), "no error message");
            Button apply = button(dialog.getShell(), "Apply");
            assertTrue(apply.isEnabled(), "Apply is enabled");
            Button browse = button(dialog.getShell(), "Browse...");
            Rectangle inShell = dialog.getShell().getDisplay().map(browse.getParent(), dialog.getShell(), browse.getBounds());
            Rectangle area = dialog.getShell().getClientArea();
            assertTrue(inShell.x + inShell.width <= area.width, "Browse is not clipped: " + inShell + " in " + area);

            List<String> pages = new ArrayList<>();
            Tree tree = find(dialog.getShell(), Tree.class);
            assertNotNull(tree);
            collect(tree.getItems(), pages);
            assertTrue(pages.contains("SSD Lab"), pages.toString());
            assertFalse(pages.stream().anyMatch(p -> p.contains("Team")), "Team's pages are hidden: " + pages);
            assertFalse(Files.exists(notYet), "opening the preferences creates nothing");
        } finally {
            dialog.close();
            LabPreferences.store().setValue(PreferenceKeys.RESULT_FOLDER, before);
        }
    }

    private static void collect(TreeItem[] items, List<String> into) {
        for (TreeItem item : items) {
            into.add(item.getText());
            collect(item.getItems(), into);
        }
    }

    static Button button(Composite root, String text) {
        List<Button> found = new ArrayList<>();
        walk(root, Button.class, found);
        return found.stream().filter(b -> b.getText().replace("&", "").equals(text)).findFirst()
                .orElseThrow(() -> new AssertionError("no button " + text + " in "
                        + found.stream().map(Button::getText).toList()));
    }

    static <T extends Control> T find(Composite root, Class<T> type) {
        List<T> found = new ArrayList<>();
        walk(root, type, found);
        return found.isEmpty() ? null : found.get(0);
    }

    private static <T extends Control> void walk(Control control, Class<T> type, List<T> into) {
        if (type.isInstance(control)) {
            into.add(type.cast(control));
        }
        if (control instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                walk(child, type, into);
            }
        }
    }
}
