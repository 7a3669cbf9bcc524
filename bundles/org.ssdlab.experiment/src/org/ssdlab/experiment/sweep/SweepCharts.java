package org.ssdlab.experiment.sweep;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.ssdlab.experiment.chart.ChartFiles;
import org.ssdlab.experiment.chart.Palette;
import org.ssdlab.experiment.chart.Shade;

import com.google.gson.JsonElement;

/**
 * A chosen metric against each swept parameter, one line per combination of the other parameters'
 * values (and per run when a point has several), drawn with the result directories' chart library
 * and written as PNG and SVG. A parameter whose values are all numbers with one unit ("72%",
 * "4096", 0.07) gets a numeric axis; any other (GC ids) a category axis in the sweep's order.
 */
public final class SweepCharts {

    private static final Pattern NUMBER = Pattern.compile("(-?\\d+(?:\\.\\d+)?(?:[eE]-?\\d+)?)\\s?([A-Za-z%]*)");

    private SweepCharts() {
    }

    /**
     * A metric to chart: {@code METRIC} or {@code PHASE/METRIC}; without a phase, the last
     * steady-state phase of the first run, else its last phase that has the metric.
     *
     * @throws IllegalArgumentException naming the metric or phase that the table does not have
     */
    public record Choice(String phase, String metric) {
        public static Choice parse(String text) {
            int slash = text.lastIndexOf('/');
            return slash < 0 ? new Choice(null, text) : new Choice(text.substring(0, slash), text.substring(slash + 1));
        }

        String fileName() {
            return (phase == null ? "" : phase + ".") + metric;
        }
    }

    /** Default choices: steady-state IOPS and write amplification. */
    public static final List<Choice> DEFAULTS = List.of(new Choice(null, "iops"), new Choice(null, "writeAmplification"));

    /** File name without extension → chart, in the order of the choices and then the parameters. */
    public static Map<String, JFreeChart> of(SweepDirectory dir, SweepTable table, List<Choice> choices) {
        return of(dir, table, choices, null);
    }

    /** As {@link #of(SweepDirectory, SweepTable, List)}, with the analytic models' lines where {@code models} has them. */
    public static Map<String, JFreeChart> of(SweepDirectory dir, SweepTable table, List<Choice> choices,
            SweepModels models) {
        Map<String, JFreeChart> charts = new LinkedHashMap<>();
        if (table.rows().isEmpty()) {
            return charts;
        }
        for (Choice choice : choices) {
            String phase = phaseOf(table, choice);
            for (int k = 0; k < table.parameters().size(); k++) {
                SweepPlot plot = plot(dir, table, phase, choice.metric(), k);
                charts.put(choice.fileName() + "-vs-" + table.parameters().get(k),
                        draw(models == null ? plot : models.add(plot, phase, choice.metric())));
            }
        }
        return charts;
    }

    /**
     * The phase a choice charts: its own, else the first run's last steady-state phase, else its
     * last phase with the metric.
     *
     * @throws IllegalArgumentException when the metric or the phase is not in the table
     */
    public static String phaseOf(SweepTable table, Choice choice) {
        String firstRun = table.runs().get(0);
        if (!table.metrics().contains(choice.metric())) {
            throw new IllegalArgumentException("--metric: '" + choice.metric() + "' is not a metric of the points' "
                    + "summaries; allowed: " + String.join(", ", table.metrics()));
        }
        String phase = choice.phase() != null ? choice.phase() : defaultPhase(table, firstRun, choice.metric());
        if (!table.phases(firstRun).containsKey(phase)) {
            throw new IllegalArgumentException("--metric: phase '" + phase + "' is not a phase of run '" + firstRun
                    + "'; allowed: " + String.join(", ", table.phases(firstRun).keySet()));
        }
        return phase;
    }

    /** Writes charts/NAME.png and .svg. */
    public static void write(SweepDirectory dir, Map<String, JFreeChart> charts) throws IOException {
        Path folder = Files.createDirectories(dir.path().resolve(SweepDirectory.CHARTS));
        for (Map.Entry<String, JFreeChart> chart : charts.entrySet()) {
            Path png = folder.resolve(chart.getKey() + ".png");
            Path svg = folder.resolve(chart.getKey() + ".svg");
            Files.write(png, ChartFiles.png(chart.getValue()));
            Files.write(svg, ChartFiles.svg(chart.getValue()));
        }
    }

    private static String defaultPhase(SweepTable table, String run, String metric) {
        Map<String, String> phases = table.phases(run);
        String last = null;
        String lastWithMetric = null;
        for (Map.Entry<String, String> phase : phases.entrySet()) {
            if (phase.getValue().equals("steady-state")) {
                last = phase.getKey();
            }
            double[] column = table.column(run, phase.getKey(), metric, 1);
            if (!Double.isNaN(column[0])) {
                lastWithMetric = phase.getKey();
            }
        }
        return last != null ? last : lastWithMetric != null ? lastWithMetric : phases.keySet().iterator().next();
    }

    /** What the chart of {@code metric} of {@code phase} against parameter {@code k} shows (the workbench draws it too). */
    public static SweepPlot plot(SweepDirectory dir, SweepTable table, String phase, String metric, int k) {
        return SweepPlot.of(dir, table, phase, metric, k);
    }

    /** Draws a plot with JFreeChart: measured lines with their points, model lines dashed without. */
    static JFreeChart draw(SweepPlot plotted) {
        XYSeriesCollection data = new XYSeriesCollection();
        for (SweepPlot.Line line : plotted.lines()) {
            data.addSeries(series(line.name(), line));
        }
        for (SweepPlot.Line line : plotted.models()) {
            data.addSeries(series(line.name(), line));
        }
        JFreeChart chart = ChartFactory.createXYLineChart(plotted.title(), plotted.xTitle(), plotted.yTitle(), data,
                PlotOrientation.VERTICAL, true, false, false);
        chart.setBackgroundPaint(Color.WHITE);
        XYPlot plot = chart.getXYPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, true);
        for (int i = 0; i < plotted.lines().size(); i++) { // the result charts' colour-blind-safe hues
            renderer.setSeriesPaint(i, new Color(Palette.rgb(i, Shade.BASE)));
        }
        for (int m = 0; m < plotted.models().size(); m++) {
            int s = plotted.lines().size() + m;
            renderer.setSeriesShapesVisible(s, false);
            renderer.setSeriesStroke(s, new java.awt.BasicStroke(1.5f, java.awt.BasicStroke.CAP_BUTT,
                    java.awt.BasicStroke.JOIN_MITER, 10f, new float[] { 6f, 4f }, 0f));
        }
        plot.setRenderer(renderer);
        if (plotted.categories() != null) {
            plot.setDomainAxis(new SymbolAxis(plotted.xTitle(), plotted.categories().toArray(String[]::new)));
        }
        if (!plotted.notes().isEmpty()) {
            org.jfree.chart.title.TextTitle note = new org.jfree.chart.title.TextTitle(String.join("\n", plotted.notes()),
                    new java.awt.Font(java.awt.Font.SANS_SERIF, java.awt.Font.PLAIN, 10));
            note.setPosition(org.jfree.chart.ui.RectangleEdge.BOTTOM);
            chart.addSubtitle(note);
        }
        return chart;
    }

    private static XYSeries series(String name, SweepPlot.Line line) {
        XYSeries series = new XYSeries(name, true, true);
        for (int i = 0; i < line.x().length; i++) {
            series.add(line.x()[i], line.y()[i]);
        }
        return series;
    }

    /** The one unit of all values when each is a number ("" for plain numbers), else null. */
    static String unit(List<JsonElement> values) {
        String unit = null;
        for (JsonElement value : values) {
            if (value.getAsJsonPrimitive().isBoolean()) {
                return null;
            }
            Matcher m = NUMBER.matcher(SweepParameter.text(value));
            if (!m.matches() || (unit != null && !unit.equals(m.group(2)))) {
                return null;
            }
            unit = m.group(2);
        }
        return unit;
    }

    static double number(JsonElement value) {
        Matcher m = NUMBER.matcher(SweepParameter.text(value));
        return m.matches() ? Double.parseDouble(m.group(1)) : Double.NaN;
    }
}
