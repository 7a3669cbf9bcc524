package org.ssdlab.experiment.sweep;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.JsonElement;

/**
 * What a metric-against-parameter chart of a sweep shows, independent of the library that draws it
 * (the headless charts and the workbench draw the same): one line per combination of the other
 * parameters' values (and per run when a point has several), each point of a line tied to its sweep
 * point, and the analytic model's lines where one exists.
 *
 * @param categories the axis labels of a category axis (x = their index), or null for a numeric axis
 */
public record SweepPlot(String title, String xTitle, String yTitle, List<String> categories, List<Line> lines,
        List<Line> models, List<String> notes) {

    /**
     * A line: x ascending; {@code points[i]} is the sweep point that gave {@code (x[i], y[i])}, -1
     * on a model line.
     */
    public record Line(String name, double[] x, double[] y, int[] points) {
    }

    public SweepPlot {
        categories = categories == null ? null : List.copyOf(categories);
        lines = List.copyOf(lines);
        models = List.copyOf(models);
        notes = List.copyOf(notes);
    }

    /** The plot of {@code metric} of {@code phase} against parameter {@code k}. */
    public static SweepPlot of(SweepDirectory dir, SweepTable table, String phase, String metric, int k) {
        List<String> names = table.parameters();
        List<JsonElement> axisValues = dir.parameterValues(k);
        String unit = SweepCharts.unit(axisValues);
        List<String> runs = table.runs();
        Map<String, List<double[]>> series = new LinkedHashMap<>();
        for (String run : runs) {
            double[] column = table.column(run, phase, metric, dir.size());
            for (int i = 0; i < dir.size(); i++) {
                List<JsonElement> values = dir.pointValues(i);
                String key = lineName(names, values, k, runs.size() > 1 ? run : null, metric);
                List<double[]> line = series.computeIfAbsent(key, n -> new ArrayList<>());
                double x = unit != null ? SweepCharts.number(values.get(k)) : axisValues.indexOf(values.get(k));
                if (!Double.isNaN(column[i])) {
                    line.add(new double[] { x, column[i], i });
                }
            }
        }
        List<Line> lines = new ArrayList<>();
        series.forEach((name, p) -> {
            p.sort((a, b) -> Double.compare(a[0], b[0]));
            lines.add(new Line(name, p.stream().mapToDouble(a -> a[0]).toArray(), p.stream().mapToDouble(a -> a[1]).toArray(),
                    p.stream().mapToInt(a -> (int) a[2]).toArray()));
        });
        String axis = names.get(k) + (unit != null && !unit.isEmpty() ? " (" + unit + ")" : "");
        List<String> categories = unit != null ? null : axisValues.stream().map(SweepParameter::text).toList();
        return new SweepPlot(metric + " of phase '" + phase + "' against " + names.get(k), axis, metric, categories, lines,
                List.of(), List.of());
    }

    /** The name of the line a point belongs to: the other parameters' values (and the run). */
    static String lineName(List<String> names, List<JsonElement> values, int k, String run, String metric) {
        List<String> others = new ArrayList<>();
        for (int j = 0; j < names.size(); j++) {
            if (j != k) {
                others.add(names.get(j) + " " + SweepParameter.text(values.get(j)));
            }
        }
        if (run != null) {
            others.add(run);
        }
        return others.isEmpty() ? metric : String.join(", ", others);
    }

    /** This plot with model lines and notes (why a model line is missing) added. */
    public SweepPlot withModels(List<Line> modelLines, List<String> modelNotes) {
        List<Line> m = new ArrayList<>(models);
        m.addAll(modelLines);
        List<String> n = new ArrayList<>(notes);
        n.addAll(modelNotes);
        return new SweepPlot(title, xTitle, yTitle, categories, lines, m, n);
    }

    /** The sweep point nearest to {@code (x, y)} on any measured line, scaled by the given axis spans; -1 if none. */
    public int nearestPoint(double x, double y, double xSpan, double ySpan) {
        int best = -1;
        double bestDistance = Double.MAX_VALUE;
        for (Line line : lines) {
            for (int i = 0; i < line.x().length; i++) {
                double dx = (line.x()[i] - x) / (xSpan == 0 ? 1 : xSpan);
                double dy = (line.y()[i] - y) / (ySpan == 0 ? 1 : ySpan);
                double d = dx * dx + dy * dy;
                if (d < bestDistance) {
                    bestDistance = d;
                    best = line.points()[i];
                }
            }
        }
        return best;
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(title);
        for (Line line : lines) {
            s.append("\n  ").append(line.name()).append(' ').append(Arrays.toString(line.x())).append(" -> ")
                    .append(Arrays.toString(line.y()));
        }
        return s.toString();
    }
}
