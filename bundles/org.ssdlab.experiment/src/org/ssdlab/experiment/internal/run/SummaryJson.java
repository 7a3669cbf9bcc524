package org.ssdlab.experiment.internal.run;

import java.io.IOException;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.ssdlab.experiment.run.BuildInfo;
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.PhaseMetrics;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.RunOutcome;
import org.ssdlab.experiment.run.RunPlugins;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.stream.JsonWriter;

/**
 * {@code summary.json}: per run and phase the metrics, numbers to six significant digits, NaN as
 * {@code null}; counts that are whole numbers (requests, bytes) exactly; the build that wrote it and
 * each run's plugins with every parameter resolved. The field order is fixed, so equal results give
 * byte-identical files (from one build: another build has another {@code tool}).
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
            if (result.tool() != null) {
                json.name("tool").beginObject();
                json.name("version").value(result.tool().version());
                json.name("commit").value(result.tool().commit());
                json.endObject();
            }
            json.name("runs").beginArray();
            for (RunOutcome run : result.runs()) {
                json.beginObject();
                json.name("name").value(run.name());
                json.name("drive").value(run.drive());
                if (run.plugins() != null) {
                    json.name("driveId").value(run.driveId());
                }
                json.name("appliedScale");
                number(json, run.appliedScale());
                if (run.seeds().size() > 1) {
                    json.name("seeds").beginArray();
                    for (long seed : run.seeds()) {
                        json.value(seed);
                    }
                    json.endArray();
                }
                if (run.plugins() != null) {
                    plugins(json, run.plugins());
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

    private static void plugins(JsonWriter json, RunPlugins plugins) throws IOException {
        json.name("plugins").beginObject();
        json.name("drive");
        plugin(json, plugins.drive());
        json.name("gc");
        plugin(json, plugins.gc());
        if (plugins.os() != null) {
            json.name("os");
            plugin(json, plugins.os());
        }
        if (!plugins.attached().isEmpty()) {
            json.name("attached");
            named(json, plugins.attached());
        }
        json.name("stack").beginArray();
        for (RunPlugins.Plugin layer : plugins.stack()) {
            plugin(json, layer);
        }
        json.endArray();
        json.name("workloads");
        named(json, plugins.workloads());
        json.endObject();
    }

    /** Plugins by the name of the phase that uses them, in document order. */
    private static void named(JsonWriter json, Map<String, RunPlugins.Plugin> plugins) throws IOException {
        json.beginObject();
        for (var entry : plugins.entrySet()) {
            json.name(entry.getKey());
            plugin(json, entry.getValue());
        }
        json.endObject();
    }

    /** A plugin's id and parameters; numbers as the plugin got them (integers exact, decimals in Java's shortest form). */
    private static void plugin(JsonWriter json, RunPlugins.Plugin plugin) throws IOException {
        json.beginObject();
        json.name("id").value(plugin.id());
        json.name("parameters").beginObject();
        for (var parameter : plugin.parameters().entrySet()) {
            json.name(parameter.getKey());
            switch (parameter.getValue()) {
                case null -> json.nullValue();
                case Long l -> json.value(l);
                case Integer i -> json.value(i);
                case Double d when Double.isFinite(d) -> json.value(d);
                case Double d -> json.nullValue();
                case Boolean b -> json.value(b);
                default -> json.value(parameter.getValue().toString());
            }
        }
        json.endObject();
        json.endObject();
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
                double value = count.getValue();
                if (value == Math.rint(value) && Math.abs(value) < 1e15) {
                    json.value((long) value); // requests and bytes exactly, not to six digits
                } else {
                    number(json, value);
                }
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
            JsonObject plugins = run.getAsJsonObject("plugins");
            runs.add(new RunOutcome(run.get("name").getAsString(), run.get("drive").getAsString(), phases,
                    applied == null || applied.isJsonNull() ? 1 : applied.getAsDouble(), seeds,
                    plugins == null ? null : plugins(plugins)));
        }
        JsonObject tool = root.getAsJsonObject("tool");
        return new ExperimentResult(root.get("experiment").getAsString(), root.get("seed").getAsLong(),
                root.get("scale").getAsDouble(), runs,
                tool == null ? null : new BuildInfo(tool.get("version").getAsString(), tool.get("commit").getAsString()));
    }

    private static RunPlugins plugins(JsonObject p) {
        List<RunPlugins.Plugin> stack = new ArrayList<>();
        JsonArray layers = p.getAsJsonArray("stack");
        if (layers != null) {
            layers.forEach(l -> stack.add(plugin(l.getAsJsonObject())));
        }
        return new RunPlugins(plugin(p.getAsJsonObject("drive")), plugin(p.getAsJsonObject("gc")),
                p.has("os") ? plugin(p.getAsJsonObject("os")) : null, named(p.getAsJsonObject("attached")), stack,
                named(p.getAsJsonObject("workloads")));
    }

    private static Map<String, RunPlugins.Plugin> named(JsonObject byPhase) {
        Map<String, RunPlugins.Plugin> plugins = new LinkedHashMap<>();
        if (byPhase != null) {
            byPhase.keySet().forEach(name -> plugins.put(name, plugin(byPhase.getAsJsonObject(name))));
        }
        return plugins;
    }

    private static RunPlugins.Plugin plugin(JsonObject p) {
        Map<String, Object> parameters = new LinkedHashMap<>();
        for (var e : p.getAsJsonObject("parameters").entrySet()) {
            JsonElement v = e.getValue();
            Object value = null;
            if (v.isJsonPrimitive() && v.getAsJsonPrimitive().isBoolean()) {
                value = v.getAsBoolean();
            } else if (v.isJsonPrimitive() && v.getAsJsonPrimitive().isNumber()) {
                String text = v.getAsString();
                value = text.matches("-?\\d+") ? (Object) Long.valueOf(text) : (Object) Double.valueOf(text);
            } else if (v.isJsonPrimitive()) {
                value = v.getAsString();
            }
            parameters.put(e.getKey(), value);
        }
        return new RunPlugins.Plugin(p.get("id").getAsString(), parameters);
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
