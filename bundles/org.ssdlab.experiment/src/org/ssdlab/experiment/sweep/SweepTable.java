package org.ssdlab.experiment.sweep;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.ssdlab.experiment.run.ResultDirectory;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * The combined table of a sweep: one row per point, run and phase, the point's values, then every
 * metric of that phase in its {@code summary.json}, the numbers exactly as written there. Built
 * from the files alone, in the manifest's order, with no time in it: the same results give the same
 * bytes, whichever executor and however many jobs made them.
 */
public final class SweepTable {

    /** One row: point, its values, run, phase and the phase's metrics (JSON values, null where none). */
    public record Row(int point, String pointName, List<JsonElement> values, String run, String phase, String type,
            JsonObject metrics) {
    }

    private final List<String> parameters;
    private final List<String> metrics;
    private final List<Row> rows;

    private SweepTable(List<String> parameters, List<String> metrics, List<Row> rows) {
        this.parameters = List.copyOf(parameters);
        this.metrics = List.copyOf(metrics);
        this.rows = List.copyOf(rows);
    }

    /**
     * @throws IOException when a point is not complete (naming the points still missing) or a
     *                     summary cannot be read
     */
    public static SweepTable read(SweepDirectory dir) throws IOException {
        List<Integer> missing = dir.missing();
        if (!missing.isEmpty()) {
            List<String> names = missing.stream().limit(5).map(dir::pointName).toList();
            throw new IOException(missing.size() + " of " + dir.size() + " points are not complete in " + dir.path() + " ("
                    + String.join(", ", names) + (missing.size() > 5 ? ", …" : "")
                    + "); run them (ssdlab sweep again, or the cluster tasks) before collecting");
        }
        List<Row> rows = new ArrayList<>();
        Set<String> metrics = new LinkedHashSet<>();
        for (int i = 0; i < dir.size(); i++) {
            Path summary = dir.pointDir(i).resolve(ResultDirectory.SUMMARY);
            JsonObject root;
            try {
                root = JsonParser.parseString(Files.readString(summary, StandardCharsets.UTF_8)).getAsJsonObject();
                for (JsonElement run : root.getAsJsonArray("runs")) {
                    JsonObject r = run.getAsJsonObject();
                    for (JsonElement phase : r.getAsJsonArray("phases")) {
                        JsonObject p = phase.getAsJsonObject();
                        JsonObject m = p.getAsJsonObject("metrics");
                        metrics.addAll(m.keySet());
                        rows.add(new Row(i, dir.pointName(i), dir.pointValues(i), r.get("name").getAsString(),
                                p.get("name").getAsString(), p.get("type").getAsString(), m));
                    }
                }
            } catch (JsonParseException | IllegalStateException | NullPointerException | ClassCastException e) {
                throw new IOException("'" + summary + "' is damaged: " + e.getMessage(), e);
            }
        }
        return new SweepTable(dir.parameterNames(), List.copyOf(metrics), rows);
    }

    public List<String> parameters() {
        return parameters;
    }

    public List<String> metrics() {
        return metrics;
    }

    public List<Row> rows() {
        return rows;
    }

    public String csv() {
        StringBuilder csv = new StringBuilder();
        List<String> header = new ArrayList<>(List.of("point"));
        header.addAll(parameters);
        header.addAll(List.of("run", "phase", "type"));
        header.addAll(metrics);
        line(csv, header);
        for (Row row : rows) {
            List<String> cells = new ArrayList<>(List.of(row.pointName()));
            row.values().forEach(v -> cells.add(SweepParameter.text(v)));
            cells.addAll(List.of(row.run(), row.phase(), row.type()));
            for (String metric : metrics) {
                JsonElement v = row.metrics().get(metric);
                cells.add(v == null || v.isJsonNull() ? "" : v.isJsonPrimitive() ? v.getAsJsonPrimitive().isString()
                        ? v.getAsString() : v.toString() : v.toString());
            }
            line(csv, cells);
        }
        return csv.toString();
    }

    public String json(String sweep) {
        JsonObject root = new JsonObject();
        root.addProperty("sweep", sweep);
        JsonArray names = new JsonArray();
        parameters.forEach(names::add);
        root.add("parameters", names);
        JsonArray keys = new JsonArray();
        metrics.forEach(keys::add);
        root.add("metrics", keys);
        JsonArray list = new JsonArray();
        for (Row row : rows) {
            JsonObject r = new JsonObject();
            r.addProperty("point", row.pointName());
            JsonObject values = new JsonObject();
            for (int k = 0; k < parameters.size(); k++) {
                values.add(parameters.get(k), row.values().get(k));
            }
            r.add("values", values);
            r.addProperty("run", row.run());
            r.addProperty("phase", row.phase());
            r.addProperty("type", row.type());
            r.add("metrics", row.metrics());
            list.add(r);
        }
        root.add("rows", list);
        return SweepDirectory.json(root);
    }

    /** Writes table.csv and table.json into the sweep directory (each replaced whole). */
    public void write(SweepDirectory dir) throws IOException {
        SweepDirectory.writeAtomically(dir.path().resolve(SweepDirectory.TABLE_CSV), csv());
        SweepDirectory.writeAtomically(dir.path().resolve(SweepDirectory.TABLE_JSON), json(dir.name()));
    }

    private static void line(StringBuilder csv, List<String> cells) {
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                csv.append(',');
            }
            String c = cells.get(i);
            csv.append(c.contains(",") || c.contains("\"") || c.contains("\n") ? "\"" + c.replace("\"", "\"\"") + "\"" : c);
        }
        csv.append('\n');
    }

    /** The metric of {@code run}/{@code phase} at the first {@code points} points, {@code NaN} where it has none. */
    double[] column(String run, String phase, String metric, int points) {
        double[] values = new double[points];
        java.util.Arrays.fill(values, Double.NaN);
        for (Row row : rows) {
            if (row.point() < points && row.run().equals(run) && row.phase().equals(phase)) {
                JsonElement v = row.metrics().get(metric);
                if (v != null && v.isJsonPrimitive() && v.getAsJsonPrimitive().isNumber()) {
                    values[row.point()] = v.getAsDouble();
                }
            }
        }
        return values;
    }

    /** Runs in the order of the first point's rows. */
    List<String> runs() {
        return rows.stream().filter(r -> r.point() == 0).map(Row::run).distinct().toList();
    }

    /** Phases of {@code run} at the first point, in order, with their types. */
    Map<String, String> phases(String run) {
        Map<String, String> phases = new java.util.LinkedHashMap<>();
        rows.stream().filter(r -> r.point() == 0 && r.run().equals(run)).forEach(r -> phases.put(r.phase(), r.type()));
        return phases;
    }
}
