package org.ssdlab.experiment.sweep;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
        Map<String, JFreeChart> charts = new LinkedHashMap<>();
        if (table.rows().isEmpty()) {
            return charts;
        }
        List<String> runs = table.runs();
        for (Choice choice : choices) {
            String phase = phaseOf(table, choice);
            for (int k = 0; k < table.parameters().size(); k++) {
                charts.put(choice.fileName() + "-vs-" + table.parameters().get(k),
                        chart(dir, table, runs, phase, choice.metric(), k));
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

    private static JFreeChart chart(SweepDirectory dir, SweepTable table, List<String> runs, String phase, String metric,
            int k) {
        List<String> names = table.parameters();
        List<JsonElement> axisValues = dir.parameterValues(k);
        String unit = unit(axisValues);
        XYSeriesCollection data = new XYSeriesCollection();
        Map<String, XYSeries> series = new LinkedHashMap<>();
        for (String run : runs) {
            double[] column = table.column(run, phase, metric, dir.size());
            for (int i = 0; i < dir.size(); i++) {
                List<JsonElement> values = dir.pointValues(i);
                List<String> others = new ArrayList<>();
                for (int j = 0; j < names.size(); j++) {
                    if (j != k) {
                        others.add(names.get(j) + " " + SweepParameter.text(values.get(j)));
                    }
                }
                if (runs.size() > 1) {
                    others.add(run);
                }
                String key = others.isEmpty() ? metric : String.join(", ", others);
                XYSeries line = series.computeIfAbsent(key, n -> new XYSeries(n, true, true));
                double x = unit != null ? number(values.get(k)) : axisValues.indexOf(values.get(k));
                if (!Double.isNaN(column[i])) {
                    line.add(x, column[i]);
                }
            }
        }
        series.values().forEach(data::addSeries);
        String axis = names.get(k) + (unit != null && !unit.isEmpty() ? " (" + unit + ")" : "");
        JFreeChart chart = ChartFactory.createXYLineChart(metric + " of phase '" + phase + "' against " + names.get(k),
                axis, metric, data, PlotOrientation.VERTICAL, true, false, false);
        chart.setBackgroundPaint(Color.WHITE);
        XYPlot plot = chart.getXYPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, true);
        for (int i = 0; i < data.getSeriesCount(); i++) { // the result charts' colour-blind-safe hues
            renderer.setSeriesPaint(i, new Color(Palette.rgb(i, Shade.BASE)));
        }
        plot.setRenderer(renderer);
        if (unit == null) {
            plot.setDomainAxis(new SymbolAxis(axis, axisValues.stream().map(SweepParameter::text).toArray(String[]::new)));
        }
        return chart;
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

    private static double number(JsonElement value) {
        Matcher m = NUMBER.matcher(SweepParameter.text(value));
        return m.matches() ? Double.parseDouble(m.group(1)) : Double.NaN;
    }
}
