package org.ssdlab.ui.internal.results;

import java.util.Locale;

/**
 * Charts as files without SWT: CSV of the data (one row per point) and SVG drawings that scale,
 * for papers. PNG comes from the widget itself ({@code Chart.save}).
 */
public final class ChartExport {

    private static final String[] COLORS = { "#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b",
            "#e377c2", "#7f7f7f", "#bcbd22", "#17becf" };

    private ChartExport() {
    }

    /** {@code series,x,y} rows, every curve after the other; names quoted when they need it. */
    public static String csv(LineChartModel model) {
        StringBuilder out = new StringBuilder("series,").append(quote(model.xTitle())).append(',')
                .append(quote(model.yTitle())).append('\n');
        for (Curve curve : model.curves()) {
            for (int i = 0; i < curve.size(); i++) {
                out.append(quote(curve.name())).append(',').append(number(curve.x()[i])).append(',')
                        .append(number(curve.y()[i])).append('\n');
            }
        }
        return out.toString();
    }

    /** {@code category,run1,run2,...}: the bar values as a table. */
    public static String csv(BarChartModel model) {
        StringBuilder out = new StringBuilder("phase");
        model.series().forEach(s -> out.append(',').append(quote(s.name())));
        out.append('\n');
        for (int i = 0; i < model.categories().size(); i++) {
            out.append(quote(model.categories().get(i)));
            for (Curve s : model.series()) {
                out.append(',').append(Double.isNaN(s.y()[i]) ? "" : number(s.y()[i]));
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** A {@code width} × {@code height} SVG: axes with their ranges, one polyline per curve, a legend. */
    public static String svg(LineChartModel model, int width, int height) {
        double[] range = range(model);
        int left = 70;
        int right = width - 20;
        int top = 40;
        int bottom = height - 50;
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">%n", width, height, width, height));
        out.append(String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>%n", width, height));
        out.append(text(width / 2.0, 20, "middle", model.title(), 14));
        out.append(String.format(Locale.ROOT, "<path d=\"M%d %d V%d H%d\" stroke=\"black\" fill=\"none\"/>%n", left, top,
                bottom, right));
        out.append(text(left, bottom + 16, "start", number(range[0]), 11));
        out.append(text(right, bottom + 16, "end", number(range[1]), 11));
        out.append(text(left - 6, bottom, "end", number(range[2]), 11));
        out.append(text(left - 6, top + 10, "end", number(range[3]), 11));
        out.append(text((left + right) / 2.0, height - 12, "middle", model.xTitle(), 12));
        out.append(text(14, (top + bottom) / 2.0, "middle", model.yTitle(), 12)
                .replace("<text ", "<text transform=\"rotate(-90 14 " + (top + bottom) / 2 + ")\" "));
        for (int c = 0; c < model.curves().size(); c++) {
            Curve curve = model.curves().get(c);
            String color = COLORS[c % COLORS.length];
            StringBuilder points = new StringBuilder();
            for (int i = 0; i < curve.size(); i++) {
                double px = left + (curve.x()[i] - range[0]) / (range[1] - range[0]) * (right - left);
                double py = bottom - (curve.y()[i] - range[2]) / (range[3] - range[2]) * (bottom - top);
                points.append(String.format(Locale.ROOT, "%.1f,%.1f ", px, py));
            }
            out.append(String.format(Locale.ROOT, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"1.5\" points=\"%s\"/>%n",
                    color, points.toString().strip()));
            out.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"3\" fill=\"%s\"/>%n",
                    right - 160, top + 4 + 16 * c, color));
            out.append(text(right - 144, top + 9 + 16 * c, "start", curve.name(), 11));
        }
        return out.append("</svg>\n").toString();
    }

    /** x min, x max, y min, y max over every finite point; never an empty interval. */
    static double[] range(LineChartModel model) {
        double[] r = { Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0, Double.NEGATIVE_INFINITY };
        for (Curve curve : model.curves()) {
            for (int i = 0; i < curve.size(); i++) {
                if (Double.isFinite(curve.x()[i]) && Double.isFinite(curve.y()[i])) {
                    r[0] = Math.min(r[0], curve.x()[i]);
                    r[1] = Math.max(r[1], curve.x()[i]);
                    r[2] = Math.min(r[2], curve.y()[i]);
                    r[3] = Math.max(r[3], curve.y()[i]);
                }
            }
        }
        if (r[0] > r[1]) {
            r[0] = 0;
            r[1] = 1;
        }
        if (r[3] < r[2]) {
            r[3] = r[2] + 1;
        }
        r[1] = r[1] == r[0] ? r[0] + 1 : r[1];
        r[3] = r[3] == r[2] ? r[2] + 1 : r[3];
        return r;
    }

    private static String text(double x, double y, String anchor, String text, int size) {
        return String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\" font-size=\"%d\">%s</text>%n", x, y,
                anchor, size, escape(text));
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    private static String quote(String s) {
        return s.contains(",") || s.contains("\"") || s.contains("\n") ? '"' + s.replace("\"", "\"\"") + '"' : s;
    }

    private static String number(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : String.format(Locale.ROOT, "%.6g", v);
    }
}
