package org.ssdlab.ui.tests;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.ui.PlatformUI;

/** The main window's menus as a user sees them: each one filled as when it opens. */
final class Menus {

    private Menus() {
    }

    /** The menu under {@code path}, e.g. "Window", "Show View", filled as on opening. */
    static Menu open(String... path) {
        Menu menu = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell().getMenuBar();
        for (String name : path) {
            menu = item(menu, name).getMenu();
            if (menu == null) {
                fail(name + " is not a submenu");
            }
            menu.notifyListeners(SWT.Show, new Event());
            Ui.drain();
        }
        return menu;
    }

    /** The item labelled {@code name} (mnemonics and accelerators ignored). */
    static MenuItem item(Menu menu, String name) {
        for (MenuItem item : menu.getItems()) {
            if (label(item).equals(name)) {
                return item;
            }
        }
        fail("no item " + name + " in " + labels(menu));
        return null;
    }

    static List<String> labels(Menu menu) {
        List<String> labels = new ArrayList<>();
        for (MenuItem item : menu.getItems()) {
            if ((item.getStyle() & SWT.SEPARATOR) == 0) {
                labels.add(label(item));
            }
        }
        return labels;
    }

    private static String label(MenuItem item) {
        String text = item.getText();
        int tab = text.indexOf('\t');
        return (tab >= 0 ? text.substring(0, tab) : text).replace("&", "").replace("\u2026", "...")
                .trim();
    }

    /** Chooses {@code item}, as a click does. */
    static void choose(MenuItem item) {
        item.notifyListeners(SWT.Selection, new Event());
        Ui.drain();
    }
}
