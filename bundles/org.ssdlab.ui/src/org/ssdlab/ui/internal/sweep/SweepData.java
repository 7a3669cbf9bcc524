package org.ssdlab.ui.internal.sweep;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.ssdlab.experiment.sweep.SweepCharts;
import org.ssdlab.experiment.sweep.SweepDirectory;
import org.ssdlab.experiment.sweep.SweepModels;
import org.ssdlab.experiment.sweep.SweepParameter;
import org.ssdlab.experiment.sweep.SweepPlot;
import org.ssdlab.experiment.sweep.SweepTable;
import org.ssdlab.ui.internal.Registries;
import org.ssdlab.ui.internal.table.Quantity;
import org.ssdlab.ui.internal.table.TableData;

import com.google.gson.JsonElement;

/**
 * A sweep directory read for the workbench: its combined table (the rows of {@code table.csv},
 * built from the points' summaries as {@code ssdlab sweep --collect} builds it) and its plots, from
 * the runner's own classes; it computes nothing of its own.
 */
public final class SweepData {

    private static final Pattern QUANTITY = Pattern.compile("(-?\\d+(?:\\.\\d+)?(?:[eE]-?\\d+)?)\\s?([A-Za-z%]*)");

    private final SweepDirectory dir;
    private final SweepTable table;
    private final SweepModels models;
    private final String modelProblem;

    private SweepData(SweepDirectory dir, SweepTable table, SweepModels models, String modelProblem) {
        this.dir = dir;
        this.table = table;
        this.models = models;
        this.modelProblem = modelProblem;
    }

    /**
     * Reads the sweep directory {@code path}, or the one holding {@code path} when it names its
     * {@code manifest.json}, {@code table.json} or {@code table.csv}.
     *
     * @throws IOException naming what is wrong: not a sweep directory, points not complete, damaged
     */
    public static SweepData read(Path path) throws IOException {
        SweepDirectory dir = SweepDirectory.open(sweepDirectory(path));
        SweepTable table = SweepTable.read(dir);
        try {
            return new SweepData(dir, table, SweepModels.of(Registries.registry(), dir), null);
        } catch (IOException | RuntimeException e) { // the table still shows; the charts say why they have no model lines
            return new SweepData(dir, table, null, "no model lines: " + e.getMessage());
        }
    }

    /** The sweep directory {@code path} names, itself or as one of its top-level files. */
    public static Path sweepDirectory(Path path) {
        Path name = path.getFileName();
        if (Files.isRegularFile(path) && name != null
                && List.of(SweepDirectory.MANIFEST, SweepDirectory.TABLE_JSON, SweepDirectory.TABLE_CSV)
                        .contains(name.toString())) {
            return path.toAbsolutePath().getParent();
        }
        return path;
    }

    /** Whether {@code path} is a sweep directory or one of its top-level files. */
    public static boolean isSweep(Path path) {
        return Files.isRegularFile(sweepDirectory(path).resolve(SweepDirectory.MANIFEST));
    }

    public SweepDirectory directory() {
        return dir;
    }

    public SweepTable sweepTable() {
        return table;
    }

    /** The combined table: point, each parameter, run, phase, type, then every metric. */
    public TableData tableData() {
        List<String> columns = new ArrayList<>(List.of("point"));
        columns.addAll(table.parameters());
        columns.addAll(List.of("run", "phase", "type"));
        columns.addAll(table.metrics());
        List<List<Object>> rows = new ArrayList<>();
        for (SweepTable.Row row : table.rows()) {
            List<Object> cells = new ArrayList<>();
            cells.add(row.pointName());
            row.values().forEach(v -> cells.add(cell(v)));
            cells.addAll(List.of(row.run(), row.phase(), row.type()));
            for (String metric : table.metrics()) {
                cells.add(cell(row.metrics().get(metric)));
            }
            rows.add(cells);
        }
        return new TableData(columns, rows);
    }

    /** The sweep point of row {@code row} of {@link #tableData()}. */
    public int pointOfRow(int row) {
        return table.rows().get(row).point();
    }

    /** Metrics with a number somewhere, for the chart's choice, iops and writeAmplification first. */
    public List<String> chartMetrics() {
        List<String> metrics = new ArrayList<>();
        for (String m : List.of("iops", "writeAmplification")) {
            if (table.metrics().contains(m)) {
                metrics.add(m);
            }
        }
        for (String m : table.metrics()) {
            if (!metrics.contains(m) && table.rows().stream().anyMatch(r -> r.metrics().get(m) != null
                    && r.metrics().get(m).isJsonPrimitive() && r.metrics().get(m).getAsJsonPrimitive().isNumber())) {
                metrics.add(m);
            }
        }
        return metrics;
    }

    /** The plot of {@code metric} (in the phase {@code ssdlab sweep} would chart) against parameter {@code k}, with model lines. */
    public SweepPlot plot(String metric, int k) {
        String phase = SweepCharts.phaseOf(table, SweepCharts.Choice.parse(metric));
        SweepPlot plot = SweepCharts.plot(dir, table, phase, metric, k);
        return models != null ? models.add(plot, phase, metric)
                : plot.withModels(java.util.List.of(), java.util.List.of(modelProblem));
    }

    /** A JSON value as a table cell: numbers as numbers, "72%" as a quantity that sorts by 72. */
    static Object cell(JsonElement v) {
        if (v == null || v.isJsonNull()) {
            return null;
        }
        if (v.isJsonPrimitive() && v.getAsJsonPrimitive().isNumber()) {
            return v.getAsDouble();
        }
        String text = v.isJsonPrimitive() ? SweepParameter.text(v) : v.toString();
        Matcher m = QUANTITY.matcher(text);
        return m.matches() && !m.group(2).isEmpty() ? new Quantity(Double.parseDouble(m.group(1)), text) : text;
    }
}
