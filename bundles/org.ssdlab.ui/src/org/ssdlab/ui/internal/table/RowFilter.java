package org.ssdlab.ui.internal.table;

import java.util.Locale;
import java.util.function.Predicate;

/**
 * A filter-row entry: {@code >5000}, {@code <=3}, {@code =4096}, {@code !=0} compare numbers;
 * anything else keeps the cells whose text contains it, ignoring case; an empty entry keeps all.
 * A comparison never matches a cell without a number.
 */
final class RowFilter {

    private RowFilter() {
    }

    static Predicate<Object> of(String entry) {
        String t = entry == null ? "" : entry.trim();
        if (t.isEmpty()) {
            return c -> true;
        }
        for (String op : new String[] { ">=", "<=", "!=", ">", "<", "=" }) {
            if (t.startsWith(op)) {
                Double bound = number(t.substring(op.length()).trim());
                if (bound != null) {
                    double b = bound;
                    return c -> c instanceof Number n && !Double.isNaN(n.doubleValue()) && compare(op, n.doubleValue(), b);
                }
            }
        }
        String needle = t.toLowerCase(Locale.ROOT);
        return c -> TableData.text(c).toLowerCase(Locale.ROOT).contains(needle);
    }

    private static boolean compare(String op, double v, double b) {
        return switch (op) {
            case ">=" -> v >= b;
            case "<=" -> v <= b;
            case "!=" -> v != b;
            case ">" -> v > b;
            case "<" -> v < b;
            default -> v == b;
        };
    }

    private static Double number(String s) {
        try {
            return Double.valueOf(s);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
