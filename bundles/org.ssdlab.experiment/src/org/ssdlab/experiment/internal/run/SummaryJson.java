package org.ssdlab.experiment.internal.run;

import java.io.IOException;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;

import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.PhaseMetrics;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.RunOutcome;

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
                json.name("phases").beginArray();
                for (PhaseOutcome phase : run.phases()) {
                    json.beginObject();
                    json.name("name").value(phase.name());
                    json.name("type").value(phase.type());
                    json.name("metrics").beginObject();
                    PhaseMetrics m = phase.metrics();
                    for (String key : PhaseMetrics.KEYS) {
                        json.name(key);
                        number(json, m.value(key));
                    }
                    json.name("steadyState").value(m.steadyState());
                    json.name("flushes").value(m.flushes());
                    json.endObject();
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
                JsonObject m = phase.getAsJsonObject("metrics");
                JsonElement steady = m.get("steadyState");
                phases.add(new PhaseOutcome(phase.get("name").getAsString(), phase.get("type").getAsString(),
                        PhaseMetrics.of(key -> number(m, key),
                                steady == null || steady.isJsonNull() ? null : steady.getAsBoolean(),
                                m.has("flushes") ? m.get("flushes").getAsLong() : 0),
                        List.of()));
            }
            runs.add(new RunOutcome(run.get("name").getAsString(), run.get("drive").getAsString(), phases));
        }
        return new ExperimentResult(root.get("experiment").getAsString(), root.get("seed").getAsLong(),
                root.get("scale").getAsDouble(), runs);
    }

    private static double number(JsonObject object, String key) {
        JsonElement e = object.get(key);
        return e == null || e.isJsonNull() ? Double.NaN : e.getAsDouble();
    }
}
