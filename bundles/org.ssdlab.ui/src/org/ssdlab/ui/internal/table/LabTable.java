package org.ssdlab.ui.internal.table;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;
import java.util.function.Predicate;

import org.eclipse.nebula.widgets.nattable.NatTable;
import org.eclipse.nebula.widgets.nattable.columnChooser.command.DisplayColumnChooserCommand;
import org.eclipse.nebula.widgets.nattable.columnChooser.command.DisplayColumnChooserCommandHandler;
import org.eclipse.nebula.widgets.nattable.config.ConfigRegistry;
import org.eclipse.nebula.widgets.nattable.config.DefaultNatTableStyleConfiguration;
import org.eclipse.nebula.widgets.nattable.copy.command.CopyDataCommandHandler;
import org.eclipse.nebula.widgets.nattable.copy.command.CopyDataToClipboardCommand;
import org.eclipse.nebula.widgets.nattable.data.IDataProvider;
import org.eclipse.nebula.widgets.nattable.filterrow.FilterRowHeaderComposite;
import org.eclipse.nebula.widgets.nattable.filterrow.IFilterStrategy;
import org.eclipse.nebula.widgets.nattable.grid.data.DefaultColumnHeaderDataProvider;
import org.eclipse.nebula.widgets.nattable.grid.data.DefaultCornerDataProvider;
import org.eclipse.nebula.widgets.nattable.grid.data.DefaultRowHeaderDataProvider;
import org.eclipse.nebula.widgets.nattable.grid.layer.ColumnHeaderLayer;
import org.eclipse.nebula.widgets.nattable.grid.layer.CornerLayer;
import org.eclipse.nebula.widgets.nattable.grid.layer.DefaultColumnHeaderDataLayer;
import org.eclipse.nebula.widgets.nattable.grid.layer.DefaultRowHeaderDataLayer;
import org.eclipse.nebula.widgets.nattable.grid.layer.GridLayer;
import org.eclipse.nebula.widgets.nattable.grid.layer.RowHeaderLayer;
import org.eclipse.nebula.widgets.nattable.hideshow.ColumnHideShowLayer;
import org.eclipse.nebula.widgets.nattable.layer.DataLayer;
import org.eclipse.nebula.widgets.nattable.layer.event.RowStructuralRefreshEvent;
import org.eclipse.nebula.widgets.nattable.reorder.ColumnReorderLayer;
import org.eclipse.nebula.widgets.nattable.selection.SelectionLayer;
import org.eclipse.nebula.widgets.nattable.selection.command.SelectAllCommand;
import org.eclipse.nebula.widgets.nattable.sort.ISortModel;
import org.eclipse.nebula.widgets.nattable.sort.SortDirectionEnum;
import org.eclipse.nebula.widgets.nattable.sort.SortHeaderLayer;
import org.eclipse.nebula.widgets.nattable.sort.command.SortColumnCommand;
import org.eclipse.nebula.widgets.nattable.sort.config.SingleClickSortConfiguration;
import org.eclipse.nebula.widgets.nattable.ui.matcher.MouseEventMatcher;
import org.eclipse.nebula.widgets.nattable.ui.menu.AbstractHeaderMenuConfiguration;
import org.eclipse.nebula.widgets.nattable.ui.menu.PopupMenuBuilder;
import org.eclipse.nebula.widgets.nattable.viewport.ViewportLayer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.MenuItem;

/**
 * A NatTable over a {@link TableData}: click a column header to sort (again to reverse, a third
 * time to clear), type into the filter row under the headers ({@code >5000}, {@code greedy}), pick
 * columns from the header's context menu (Choose Columns..., Hide Column, Show All Columns), copy
 * the selection with Ctrl+C (with its headers, tab-separated) and export what is shown as CSV from
 * the body's context menu. Double-clicking a row reports its index in the data.
 */
public final class LabTable {

    private final Composite box;
    private TableData data = TableData.empty();
    private List<Integer> shown = new ArrayList<>();
    private final Map<Integer, Predicate<Object>> filters = new HashMap<>();
    private int sortColumn = -1;
    private SortDirectionEnum sortDirection = SortDirectionEnum.NONE;
    private IntConsumer onOpen = i -> { };
    private String exportName = "table.csv";

    private NatTable table;
    private DataLayer bodyData;
    private ColumnHideShowLayer hideShow;
    private ViewportLayer viewport;
    private SelectionLayer selection;
    private FilterRowHeaderComposite<Object> filterRow;

    public LabTable(Composite parent) {
        box = new Composite(parent, SWT.NONE);
        box.setLayout(new FillLayout());
        setData(TableData.empty());
    }

    public Composite control() {
        return box;
    }

    public NatTable natTable() {
        return table;
    }

    /** Replaces what is shown; sorting, filters and hidden columns start afresh. */
    public void setData(TableData newData) {
        data = newData;
        filters.clear();
        sortColumn = -1;
        sortDirection = SortDirectionEnum.NONE;
        recompute();
        if (table != null) {
            table.dispose();
        }
        build();
        box.layout(true, true);
    }

    public TableData data() {
        return data;
    }

    /** The file name the CSV export proposes. */
    public void setExportName(String name) {
        exportName = name;
    }

    /** Called with the data index of a row the user double-clicks. */
    public void onOpen(IntConsumer open) {
        onOpen = open;
    }

    /** Data indices of the rows shown, in the order shown (filtered, sorted). */
    public List<Integer> shownRows() {
        return List.copyOf(shown);
    }

    /** Names of the columns shown, in the order shown. */
    public List<String> visibleColumns() {
        List<String> names = new ArrayList<>();
        for (int p = 0; p < hideShow.getColumnCount(); p++) {
            names.add(data.columns().get(hideShow.getColumnIndexByPosition(p)));
        }
        return names;
    }

    /** Sorts by {@code column} as a header click does, through the table's sort command. */
    public void sort(String column, SortDirectionEnum direction) {
        int position = viewport.getColumnPositionByIndex(data.column(column));
        if (position < 0) {
            throw new IllegalArgumentException("column '" + column + "' is hidden or scrolled out of view");
        }
        table.doCommand(new SortColumnCommand(table, position + 1, false, direction));
    }

    /** Sets {@code column}'s filter-row entry, as typing it does. */
    public void filter(String column, String entry) {
        filterRow.getFilterRowDataLayer().getFilterRowDataProvider().setDataValue(data.column(column), 0, entry);
    }

    public void hideColumn(String column) {
        hideShow.hideColumnIndexes(data.column(column));
    }

    public void showAllColumns() {
        hideShow.showAllColumns();
    }

    /** Opens NatTable's column chooser dialog (also in the column header's context menu). */
    public void chooseColumns() {
        table.doCommand(new DisplayColumnChooserCommand(table));
    }

    /** Copies the selected cells with their column headers to the clipboard, tab-separated. */
    public void copySelection() {
        table.doCommand(new CopyDataToClipboardCommand("\t", System.lineSeparator(), table.getConfigRegistry()));
    }

    public void selectAll() {
        table.doCommand(new SelectAllCommand());
    }

    /** The shown rows and columns as CSV (RFC 4180 quoting), the cells as displayed. */
    public String csv() {
        StringBuilder csv = new StringBuilder();
        List<String> columns = visibleColumns();
        line(csv, columns);
        for (int row : shown) {
            List<String> cells = new ArrayList<>();
            for (String c : columns) {
                cells.add(TableData.text(data.rows().get(row).get(data.column(c))));
            }
            line(csv, cells);
        }
        return csv.toString();
    }

    public void exportCsv(Path file) throws IOException {
        Files.writeString(file, csv(), StandardCharsets.UTF_8);
    }

    private static void line(StringBuilder csv, List<String> cells) {
        for (int i = 0; i < cells.size(); i++) {
            String c = cells.get(i);
            csv.append(i > 0 ? "," : "")
                    .append(c.contains(",") || c.contains("\"") || c.contains("\n") ? "\"" + c.replace("\"", "\"\"") + "\"" : c);
        }
        csv.append('\n');
    }

    /** Filters then sorts the data's rows into {@link #shown}. */
    private void recompute() {
        List<Integer> rows = new ArrayList<>();
        for (int i = 0; i < data.rows().size(); i++) {
            List<Object> row = data.rows().get(i);
            if (filters.entrySet().stream().allMatch(f -> f.getValue().test(row.get(f.getKey())))) {
                rows.add(i);
            }
        }
        if (sortColumn >= 0 && sortDirection != SortDirectionEnum.NONE) {
            int c = sortColumn;
            int sign = sortDirection == SortDirectionEnum.DESC ? -1 : 1;
            rows.sort((i, j) -> {
                Object a = data.rows().get(i).get(c);
                Object b = data.rows().get(j).get(c);
                return a == null || b == null ? CELLS.compare(a, b) : sign * CELLS.compare(a, b);
            });
        }
        shown = rows;
    }

    private void refresh() {
        recompute();
        bodyData.fireLayerEvent(new RowStructuralRefreshEvent(bodyData));
    }

    /** Numbers in numeric order before text in text order; empty cells last either way. */
    static final Comparator<Object> CELLS = (a, b) -> {
        if (a == null || b == null) {
            return a == b ? 0 : a == null ? 1 : -1;
        }
        if (a instanceof Number x && b instanceof Number y) {
            return Double.compare(x.doubleValue(), y.doubleValue());
        }
        if (a instanceof Number != b instanceof Number) {
            return a instanceof Number ? -1 : 1;
        }
        return a.toString().compareTo(b.toString());
    };

    private void build() {
        IDataProvider body = new IDataProvider() {
            @Override
            public Object getDataValue(int column, int row) {
                return TableData.text(data.rows().get(shown.get(row)).get(column));
            }

            @Override
            public void setDataValue(int column, int row, Object value) {
                // read-only
            }

            @Override
            public int getColumnCount() {
                return data.columns().size();
            }

            @Override
            public int getRowCount() {
                return shown.size();
            }
        };
        bodyData = new DataLayer(body);
        for (int c = 0; c < data.columns().size(); c++) {
            bodyData.setColumnWidthByPosition(c, width(c));
        }
        ColumnReorderLayer reorder = new ColumnReorderLayer(bodyData);
        hideShow = new ColumnHideShowLayer(reorder);
        selection = new SelectionLayer(hideShow);
        viewport = new ViewportLayer(selection);

        ConfigRegistry config = new ConfigRegistry();
        DefaultColumnHeaderDataProvider headers = new DefaultColumnHeaderDataProvider(data.columns().toArray(String[]::new));
        DataLayer headerData = new DefaultColumnHeaderDataLayer(headers);
        ColumnHeaderLayer header = new ColumnHeaderLayer(headerData, viewport, selection);
        SortHeaderLayer<Object> sortHeader = new SortHeaderLayer<>(header, new Sorting(), false);
        filterRow = new FilterRowHeaderComposite<>(new Filtering(), sortHeader, headers, config);

        DefaultRowHeaderDataProvider rowNumbers = new DefaultRowHeaderDataProvider(body);
        RowHeaderLayer rowHeader = new RowHeaderLayer(new DefaultRowHeaderDataLayer(rowNumbers), viewport, selection);
        CornerLayer corner = new CornerLayer(new DataLayer(new DefaultCornerDataProvider(headers, rowNumbers)), rowHeader,
                filterRow);
        GridLayer grid = new GridLayer(viewport, filterRow, rowHeader, corner);

        // copies carry their column headers
        selection.registerCommandHandler(new CopyDataCommandHandler(selection, header, null));
        selection.registerCommandHandler(new DisplayColumnChooserCommandHandler(selection, hideShow, header, headerData,
                null, null));

        table = new NatTable(box, grid, false);
        table.setConfigRegistry(config);
        table.addConfiguration(new DefaultNatTableStyleConfiguration());
        table.addConfiguration(new SingleClickSortConfiguration());
        table.addConfiguration(new Menus(table));
        table.configure();
        bodyMenu();
        table.getUiBindingRegistry().registerDoubleClickBinding(MouseEventMatcher.bodyLeftClick(SWT.NONE),
                (natTable, event) -> {
                    int row = natTable.getRowIndexByPosition(natTable.getRowPositionByY(event.y));
                    if (row >= 0 && row < shown.size()) {
                        onOpen.accept(shown.get(row));
                    }
                });
    }

    /** Data index of the row at {@code position} of the body (0 = first row shown). */
    public void open(int position) {
        onOpen.accept(shown.get(position));
    }

    private int width(int column) {
        int chars = data.columns().get(column).length();
        for (int r = 0; r < Math.min(50, data.rows().size()); r++) {
            chars = Math.max(chars, TableData.text(data.rows().get(r).get(column)).length());
        }
        return Math.min(320, 16 + chars * 8);
    }

    private final class Sorting implements ISortModel {
        @Override
        public List<Integer> getSortedColumnIndexes() {
            return sortColumn < 0 || sortDirection == SortDirectionEnum.NONE ? List.of() : List.of(sortColumn);
        }

        @Override
        public boolean isColumnIndexSorted(int column) {
            return column == sortColumn && sortDirection != SortDirectionEnum.NONE;
        }

        @Override
        public SortDirectionEnum getSortDirection(int column) {
            return column == sortColumn ? sortDirection : SortDirectionEnum.NONE;
        }

        @Override
        public int getSortOrder(int column) {
            return isColumnIndexSorted(column) ? 0 : -1;
        }

        @SuppressWarnings("rawtypes")
        @Override
        public List<Comparator> getComparatorsForColumnIndex(int column) {
            return List.of(CELLS);
        }

        @Override
        public Comparator<?> getColumnComparator(int column) {
            return CELLS;
        }

        @Override
        public void sort(int column, SortDirectionEnum direction, boolean accumulate) {
            sortColumn = column;
            sortDirection = direction;
            refresh();
        }

        @Override
        public void clear() {
            sortColumn = -1;
            sortDirection = SortDirectionEnum.NONE;
            refresh();
        }
    }

    private final class Filtering implements IFilterStrategy<Object> {
        @Override
        public void applyFilter(Map<Integer, Object> entries) {
            filters.clear();
            entries.forEach((column, entry) -> filters.put(column, RowFilter.of(entry == null ? "" : entry.toString())));
            refresh();
        }
    }

    /** The column header's context menu: the column chooser, hiding and showing columns, clearing filters. */
    private final class Menus extends AbstractHeaderMenuConfiguration {
        Menus(NatTable natTable) {
            super(natTable);
        }

        @Override
        protected PopupMenuBuilder createColumnHeaderMenu(NatTable natTable) {
            return new PopupMenuBuilder(natTable).withColumnChooserMenuItem("Choose Columns...")
                    .withHideColumnMenuItem("Hide Column").withShowAllColumnsMenuItem("Show All Columns")
                    .withClearAllFilters("Clear All Filters");
        }
    }

    /** The body's context menu: copy, select all, export. */
    private void bodyMenu() {
        org.eclipse.swt.widgets.Menu menu = new PopupMenuBuilder(table).withMenuItemProvider((t, m) -> {
            MenuItem copy = new MenuItem(m, SWT.PUSH);
            copy.setText("Copy\tCtrl+C");
            copy.addListener(SWT.Selection, e -> copySelection());
            MenuItem all = new MenuItem(m, SWT.PUSH);
            all.setText("Select All");
            all.addListener(SWT.Selection, e -> selectAll());
            MenuItem export = new MenuItem(m, SWT.PUSH);
            export.setText("Export as CSV...");
            export.addListener(SWT.Selection, e -> exportWithDialog());
        }).build();
        table.getUiBindingRegistry().registerMouseDownBinding(MouseEventMatcher.bodyRightClick(SWT.NONE),
                new org.eclipse.nebula.widgets.nattable.ui.menu.PopupMenuAction(menu));
    }

    private void exportWithDialog() {
        FileDialog dialog = new FileDialog(box.getShell(), SWT.SAVE);
        dialog.setText("Export as CSV");
        dialog.setFileName(exportName);
        dialog.setFilterExtensions(new String[] { "*.csv" });
        dialog.setOverwrite(true);
        String file = dialog.open();
        if (file != null) {
            try {
                exportCsv(Path.of(file));
            } catch (IOException e) {
                org.eclipse.jface.dialogs.MessageDialog.openError(box.getShell(), "Export as CSV",
                        "Cannot write " + file + ": " + e.getMessage());
            }
        }
    }

}
