package org.ssdlab.experiment.internal.run;

import java.io.IOException;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.PhaseMetrics;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.RunOutcome;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.stream.JsonWriter;

/**
 * {@code summary.json}: per run and phase the metrics, numbers to six significant digits, NaN as
 * {@code null}. The field order is fixed, so equal results give byte-identical files.
 */
public final class SummaryJson {

    private static final MathContext DIGITS = new MathContext(6);

    private SummaryJson() {
    }

    public static String write(ExperimentResult result) {
        StringWriter text = new StringWriter();
        try (JsonWriter json = new JsonWriter(text)) {
            json.setIndent("  ");
            json.beginObject();
            json.name("experiment").value(result.experiment());
            json.name("seed").value(result.seed());
            json.name("scale");
            number(json, result.scale());
            json.name("runs").beginArray();
            for (RunOutcome run : result.runs()) {
                json.beginObject();
                json.name("name").value(run.name());
                json.name("drive").value(run.drive());
                json.name("appliedScale");
                number(json, run.appliedScale());
                if (run.seeds().size() > 1) {
                    json.name("seeds").beginArray();
                    for (long seed : run.seeds()) {
                        json.value(seed);
                    }
                    json.endArray();
                }
                json.name("phases").beginArray();
                for (PhaseOutcome phase : run.phases()) {
                    json.beginObject();
                    json.name("name").value(phase.name());
                    json.name("type").value(phase.type());
                    json.name("metrics");
                    metrics(json, phase.metrics());
                    extras(json, phase);
                    json.endObject();
                }
                json.endArray();
                json.endObject();
            }
            json.endArray();
            json.endObject();
        } catch (IOException e) {
            throw new IllegalStateException("writing to a string cannot fail", e);
        }
        return text + "\n";
    }

    private static void metrics(JsonWriter json, PhaseMetrics m) throws IOException {
        json.beginObject();
        for (String key : PhaseMetrics.KEYS) {
            json.name(key);
            number(json, m.value(key));
        }
        json.name("steadyState").value(m.steadyState());
        json.name("flushes").value(m.flushes());
        json.endObject();
    }

    /** What a phase did beyond its metrics, and the spread over replicates when there were several. */
    private static void extras(JsonWriter json, PhaseOutcome phase) throws IOException {
        if (!phase.counts().isEmpty()) {
            json.name("counts").beginObject();
            for (var count : phase.counts().entrySet()) {
                json.name(count.getKey());
                number(json, count.getValue());
            }
            json.endObject();
        }
        if (!phase.replicates().isEmpty()) {
            json.name("spread").beginObject();
            for (String key : PhaseMetrics.KEYS) {
                double[] s = Replicates.spread(phase, key);
                json.name(key).beginObject();
                json.name("min");
                number(json, s[0]);
                json.name("max");
                number(json, s[1]);
                json.name("stdev");
                number(json, s[2]);
                json.endObject();
            }
            json.endObject();
            json.name("replicates").beginArray();
            for (PhaseMetrics m : phase.replicates()) {
                metrics(json, m);
            }
            json.endArray();
        }
    }

    private static void number(JsonWriter json, double value) throws IOException {
        if (Double.isFinite(value)) {
            json.jsonValue(round(value));
        } else {
            json.nullValue();
        }
    }

    static String round(double value) {
        BigDecimal d = new BigDecimal(value).round(DIGITS).stripTrailingZeros();
        return d.scale() < 0 ? d.setScale(0).toPlainString() : d.toPlainString();
    }

    /** Reads what {@link #write} wrote; the phases' series are left empty (they are in the CSV). */
    public static ExperimentResult read(String text) {
        JsonObject root = JsonParser.parseString(text).getAsJsonObject();
        List<RunOutcome> runs = new ArrayList<>();
        for (JsonElement r : root.getAsJsonArray("runs")) {
            JsonObject run = r.getAsJsonObject();
            List<PhaseOutcome> phases = new ArrayList<>();
            for (JsonElement p : run.getAsJsonArray("phases")) {
                JsonObject phase = p.getAsJsonObject();
                Map<String, Double> counts = new LinkedHashMap<>();
                JsonObject c = phase.getAsJsonObject("counts");
                if (c != null) {
                    c.keySet().forEach(key -> counts.put(key, number(c, key)));
                }
                List<PhaseMetrics> replicates = new ArrayList<>();
                JsonArray each = phase.getAsJsonArray("replicates");
                if (each != null) {
                    each.forEach(e -> replicates.add(metrics(e.getAsJsonObject())));
                }
                phases.add(new PhaseOutcome(phase.get("name").getAsString(), phase.get("type").getAsString(),
                        metrics(phase.getAsJsonObject("metrics")), List.of(), counts, replicates));
            }
            JsonElement applied = run.get("appliedScale");
            List<Long> seeds = new ArrayList<>();
            JsonArray s = run.getAsJsonArray("seeds");
            if (s != null) {
                s.forEach(e -> seeds.add(e.getAsLong()));
            }
            runs.add(new RunOutcome(run.get("name").getAsString(), run.get("drive").getAsString(), phases,
                    applied == null || applied.isJsonNull() ? 1 : applied.getAsDouble(), seeds));
        }
        return new ExperimentResult(root.get("experiment").getAsString(), root.get("seed").getAsLong(),
                root.get("scale").getAsDouble(), runs);
    }

    private static PhaseMetrics metrics(JsonObject m) {
        JsonElement steady = m.get("steadyState");
        return PhaseMetrics.of(key -> number(m, key), steady == null || steady.isJsonNull() ? null : steady.getAsBoolean(),
                m.has("flushes") ? m.get("flushes").getAsLong() : 0);
    }

    private static double number(JsonObject object, String key) {
        JsonElement e = object.get(key);
        return e == null || e.isJsonNull() ? Double.NaN : e.getAsDouble();
    }
}
