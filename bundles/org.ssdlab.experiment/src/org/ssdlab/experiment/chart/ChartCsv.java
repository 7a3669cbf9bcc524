package org.ssdlab.experiment.chart;

import java.util.List;

/**
 * The data of any chart as CSV, one row per point: {@code panel,series,x,y}. A panel is a phase of
 * a figure (or the chart's title); a bar's x is its category; an empty y is a break or no bar.
 */
public final class ChartCsv {

    private ChartCsv() {
    }

    public static String write(ChartModel model) {
        StringBuilder out = new StringBuilder("panel,series,x,y\n");
        List<ChartModel> panels = model instanceof Figure f ? f.panels() : List.of(model);
        for (ChartModel panel : panels) {
            if (panel instanceof LineChartModel line) {
                for (Curve c : line.curves()) {
                    for (int i = 0; i < c.size(); i++) {
                        row(out, panel.title(), c.name(), number(c.x()[i]), c.y()[i]);
                    }
                }
            } else if (panel instanceof BarChartModel bars) {
                for (Curve s : bars.series()) {
                    for (int i = 0; i < bars.categories().size(); i++) {
                        row(out, panel.title(), s.name(), quote(bars.categories().get(i)), s.y()[i]);
                    }
                }
            }
        }
        return out.toString();
    }

    private static void row(StringBuilder out, String panel, String series, String x, double y) {
        out.append(quote(panel)).append(',').append(quote(series)).append(',').append(x).append(',')
                .append(Double.isFinite(y) ? number(y) : "").append('\n');
    }

    static String quote(String s) {
        return s.contains(",") || s.contains("\"") || s.contains("\n") ? '"' + s.replace("\"", "\"\"") + '"' : s;
    }

    static String number(double v) {
        if (!Double.isFinite(v)) {
            return "";
        }
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v)
                : String.format(java.util.Locale.ROOT, "%.6g", v).replaceFirst("\\.?0+(e|$)", "$1");
    }
}
