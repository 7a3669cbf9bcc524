package org.ssdlab.ui.internal.table;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.List;

/**
 * What a {@link LabTable} shows: named columns and rows of cells, each a {@link Number}, a
 * {@link String} or {@code null} (no value). Numbers sort as numbers and are shown with six
 * significant digits, as {@code summary.json} writes them.
 */
public record TableData(List<String> columns, List<List<Object>> rows) {

    public TableData {
        columns = List.copyOf(columns);
        rows = rows.stream().map(r -> java.util.Collections.unmodifiableList(new java.util.ArrayList<>(r))).toList();
        for (List<Object> row : rows) {
            if (row.size() != columns.size()) {
                throw new IllegalArgumentException("a row has " + row.size() + " cells for " + columns.size() + " columns");
            }
        }
    }

    public static TableData empty() {
        return new TableData(List.of(), List.of());
    }

    public int column(String name) {
        int i = columns.indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException("no column '" + name + "'; columns: " + String.join(", ", columns));
        }
        return i;
    }

    /** A cell as shown, copied and exported: numbers to six significant digits without trailing zeros. */
    public static String text(Object cell) {
        if (cell == null) {
            return "";
        }
        if (cell instanceof Double || cell instanceof Float) {
            double d = ((Number) cell).doubleValue();
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                return d != d ? "" : String.valueOf(d);
            }
            BigDecimal b = new BigDecimal(d).round(new MathContext(6)).stripTrailingZeros();
            return b.scale() <= 0 && b.precision() - b.scale() <= 15 ? b.toBigInteger().toString() : b.toPlainString();
        }
        return cell.toString();
    }
}
