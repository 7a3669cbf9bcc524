package org.ssdlab.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.nebula.widgets.nattable.sort.SortDirectionEnum;
import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ssdlab.ui.internal.table.LabTable;
import org.ssdlab.ui.internal.table.TableData;

class LabTableTest {

    private Shell shell;
    private LabTable table;

    @BeforeEach
    void open() {
        shell = new Shell();
        shell.setLayout(new FillLayout());
        shell.setSize(900, 400);
        table = new LabTable(shell);
        table.setData(new TableData(List.of("gc", "span", "iops", "writeAmplification"), List.of(
                List.of("greedy", 1.0, 4806.0, 7.5712345),
                List.of("cost-benefit", 0.93, 12000.5, 3.1),
                row("greedy", 0.72, null, 1.9),
                List.of("fifo, lrw", 0.86, 9000.0, 4.0))));
        shell.open();
        Ui.drain();
    }

    private static List<Object> row(Object... cells) {
        List<Object> row = new ArrayList<>();
        java.util.Collections.addAll(row, cells);
        return row;
    }

    @AfterEach
    void close() {
        shell.dispose();
    }

    /**
     * Under OSGi the table must paint its cells: NatTable paints through Eclipse Collections' API factories,
     * which find their implementation only with the {@code org.ssdlab.collections.osgi} fragment; without it
     * every factory throws, NatTable logs it and the table area stays blank. A cell's text is drawn in the
     * foreground colour, so the printed image has pixels of it.
     */
    @Test
    void theTablePaintsItsCellsUnderOsgi() {
        assertEquals(List.of(1, 2), org.eclipse.collections.api.factory.Lists.mutable.of(1, 2), "the API factories work");
        Rectangle area = table.natTable().getBounds();
        org.eclipse.swt.graphics.Image image = new org.eclipse.swt.graphics.Image(shell.getDisplay(), area.width, area.height);
        try {
            org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(image);
            table.natTable().print(gc);
            gc.dispose();
            org.eclipse.swt.graphics.ImageData data = image.getImageData();
            java.util.Set<Integer> colours = new java.util.HashSet<>();
            for (int y = 0; y < data.height; y += 2) {
                for (int x = 0; x < data.width; x += 2) {
                    colours.add(data.getPixel(x, y));
                }
            }
            assertTrue(colours.size() > 8, "the printed table has " + colours.size() + " colours: it painted nothing");
        } finally {
            image.dispose();
        }
    }

    @Test
    void sortsNumbersAsNumbersWithEmptyCellsLastAndAHeaderClickSorts() {
        table.sort("iops", SortDirectionEnum.ASC);
        assertEquals(List.of(0, 3, 1, 2), table.shownRows());
        table.sort("iops", SortDirectionEnum.DESC);
        assertEquals(List.of(1, 3, 0, 2), table.shownRows(), "descending; the empty cell stays last");
    }

    @Test
    void aClickOnAColumnHeaderSortsByIt() {
        Rectangle header = table.natTable().getCellByPosition(2, 0).getBounds(); // row header is column 0
        click(header.x + header.width / 2, header.y + header.height / 2);
        Ui.waitUntil("sorted by span", 3000, () -> table.shownRows().equals(List.of(2, 3, 1, 0)));
    }

    @Test
    void theFilterRowComparesNumbersOrMatchesText() {
        table.filter("iops", ">5000");
        assertEquals(List.of(1, 3), table.shownRows());
        table.filter("gc", "GREEDY");
        assertEquals(List.of(), table.shownRows(), "cost-benefit has no 'greedy'; fifo has no iops > 5000 and 'greedy'");
        table.filter("iops", "");
        assertEquals(List.of(0, 2), table.shownRows());
        table.filter("gc", "");
        table.filter("span", "<=0.86");
        assertEquals(List.of(2, 3), table.shownRows());
    }

    @Test
    void hiddenColumnsLeaveTheCsvExportAndTheChooserIsACommand() throws Exception {
        table.hideColumn("span");
        assertEquals(List.of("gc", "iops", "writeAmplification"), table.visibleColumns());
        table.filter("gc", "greedy");
        String expected = "gc,iops,writeAmplification\ngreedy,4806,7.57123\ngreedy,,1.9\n";
        assertEquals(expected, table.csv());
        Path file = Files.createTempFile("table", ".csv");
        table.exportCsv(file);
        assertEquals(expected, Files.readString(file));
        table.filter("gc", "");
        assertEquals("\"fifo, lrw\",9000,4\n", table.csv().lines().skip(4).findFirst().orElseThrow() + "\n");
        table.showAllColumns();
        assertEquals(List.of("gc", "span", "iops", "writeAmplification"), table.visibleColumns());
    }

    @Test
    void theColumnChooserDialogOpensListingTheColumns() {
        table.hideColumn("span");
        List<String> seen = new ArrayList<>();
        org.eclipse.swt.widgets.Display display = shell.getDisplay();
        int[] tries = { 0 };
        Runnable close = new Runnable() { // the dialog is modal: look at it, then close it, from the loop it runs
            @Override
            public void run() {
                for (Shell open : display.getShells()) {
                    if (open != shell && open.isVisible() && open.getParent() != null) {
                        seen.add(open.getText());
                        collectTreeItems(open, seen);
                        open.close();
                        return;
                    }
                }
                if (++tries[0] < 40) {
                    display.timerExec(250, this);
                }
            }
        };
        display.timerExec(250, close);
        table.chooseColumns();
        assertTrue(seen.size() > 1, "the chooser showed: " + seen);
        assertTrue(seen.contains("span") && seen.contains("iops"), "hidden and shown columns listed: " + seen);
    }

    private static void collectTreeItems(org.eclipse.swt.widgets.Composite parent, List<String> into) {
        for (org.eclipse.swt.widgets.Control c : parent.getChildren()) {
            if (c instanceof org.eclipse.swt.widgets.Tree tree) {
                for (org.eclipse.swt.widgets.TreeItem item : tree.getItems()) {
                    into.add(item.getText());
                }
            } else if (c instanceof org.eclipse.swt.widgets.Composite inner) {
                collectTreeItems(inner, into);
            }
        }
    }

    @Test
    void copyPutsTheSelectionWithItsHeadersOnTheClipboard() {
        table.selectAll();
        table.copySelection();
        Clipboard clipboard = new Clipboard(shell.getDisplay());
        try {
            String text = (String) clipboard.getContents(TextTransfer.getInstance());
            List<String> lines = text.lines().toList();
            assertEquals("gc\tspan\tiops\twriteAmplification", lines.get(0));
            assertEquals("greedy\t1\t4806\t7.57123", lines.get(1));
            assertEquals(5, lines.size());
        } finally {
            clipboard.dispose();
        }
    }

    @Test
    void doubleClickingARowReportsItsDataIndex() {
        List<Integer> opened = new ArrayList<>();
        table.onOpen(opened::add);
        table.sort("iops", SortDirectionEnum.DESC);
        // row 0 header, row 1 filter row, row 2 the first body row
        Rectangle first = table.natTable().getCellByPosition(1, 2).getBounds();
        Event down = mouse(first.x + 5, first.y + first.height / 2, 1);
        table.natTable().notifyListeners(SWT.MouseDown, down);
        table.natTable().notifyListeners(SWT.MouseUp, mouse(first.x + 5, first.y + first.height / 2, 1));
        table.natTable().notifyListeners(SWT.MouseDoubleClick, mouse(first.x + 5, first.y + first.height / 2, 2));
        Ui.waitUntil("the row opened", 3000, () -> !opened.isEmpty());
        assertEquals(List.of(1), opened, "the first row shown, sorted by IOPS descending, is data row 1");
        assertTrue(table.shownRows().size() == 4);
    }

    private void click(int x, int y) {
        table.natTable().notifyListeners(SWT.MouseDown, mouse(x, y, 1));
        table.natTable().notifyListeners(SWT.MouseUp, mouse(x, y, 1));
    }

    private static Event mouse(int x, int y, int count) {
        Event e = new Event();
        e.x = x;
        e.y = y;
        e.button = 1;
        e.count = count;
        return e;
    }
}
