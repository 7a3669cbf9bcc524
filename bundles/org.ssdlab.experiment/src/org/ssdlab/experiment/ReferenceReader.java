package org.ssdlab.experiment;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads the {@code reference} section: measured figures and claims, each naming runs and phases of the document. */
final class ReferenceReader {

    private final FieldReader f;

    ReferenceReader(FieldReader f) {
        this.f = f;
    }

    /** Measured figures; each must name a run of the document, a phase that run reports and a metric. */
    Reference reference(JsonNode node, Settings defaults, List<Run> runs) {
        if (!f.isObject(node)) {
            return null;
        }
        f.allowOnly(node, List.of("source", "figures", "claims", "notes"));
        String source = f.text(node, "source", null);
        JsonNode figuresNode = node.members().get("figures");
        List<JsonNode> items = figuresNode == null ? List.of() : f.list(figuresNode, 1);
        JsonNode claimsNode = node.members().get("claims");
        List<JsonNode> claimItems = claimsNode == null ? List.of() : f.list(claimsNode, 1);
        List<String> notes = new ArrayList<>();
        JsonNode notesNode = node.members().get("notes");
        if (notesNode != null && f.is(notesNode, JsonNode.Type.ARRAY)) {
            for (JsonNode note : notesNode.items()) {
                if (f.is(note, JsonNode.Type.STRING)) {
                    notes.add(note.text());
                }
            }
        }
        if (items == null || claimItems == null) {
            return null;
        }
        Map<String, List<String>> phasesByRun = new LinkedHashMap<>();
        for (Run run : runs) {
            phasesByRun.put(run.name(), run.overrides().applyTo(defaults).phases().stream()
                    .flatMap(p -> p.resultNames().stream()).toList());
        }
        List<Reference.Figure> figures = new ArrayList<>();
        boolean ok = source != null;
        for (JsonNode item : items) {
            Reference.Figure figure = figure(item, phasesByRun);
            ok &= figure != null;
            figures.add(figure);
        }
        List<Reference.Claim> claims = new ArrayList<>();
        for (JsonNode item : claimItems) {
            Reference.Claim claim = claim(item, phasesByRun);
            ok &= claim != null;
            claims.add(claim);
        }
        return ok ? new Reference(source, figures, claims, notes) : null;
    }

    private Reference.Claim claim(JsonNode node, Map<String, List<String>> phasesByRun) {
        if (!f.isObject(node)) {
            return null;
        }
        f.allowOnly(node, List.of("text", "base", "run", "phases", "metric", "minChange", "maxChange", "mechanism"));
        String text = f.text(node, "text", null);
        String mechanism = node.members().containsKey("mechanism") ? f.text(node, "mechanism", null) : "";
        List<String> runs = List.copyOf(phasesByRun.keySet());
        String base = f.keyword(node, "base", runs);
        String run = f.keyword(node, "run", runs);
        String metric = f.keyword(node, "metric", Reference.METRICS);
        Double min = f.decimal(node, "minChange", Double.NaN, -1, 100);
        Double max = f.decimal(node, "maxChange", Double.NaN, -1, 100);
        if (min != null && max != null && !(min <= max)) {
            f.problems.add(node, "minChange and maxChange must both be given, minChange <= maxChange; allowed: shares -1..100");
            min = null;
        }
        List<JsonNode> items = f.list(f.field(node, "phases", "a list of phase names"), 1);
        List<String> phases = new ArrayList<>();
        boolean ok = items != null;
        for (JsonNode item : items == null ? List.<JsonNode>of() : items) {
            if (!f.is(item, JsonNode.Type.STRING)) {
                ok = false;
            } else if (base != null && run != null && !(phasesByRun.get(base).contains(item.text())
                    && phasesByRun.get(run).contains(item.text()))) {
                f.problems.add(item, "phase '" + item.text() + "' is not reported by both runs '" + base + "' and '" + run
                        + "'; allowed: " + String.join(", ", phasesByRun.get(run)));
                ok = false;
            } else {
                phases.add(item.text());
            }
        }
        return !ok || text == null || mechanism == null || base == null || run == null || metric == null || min == null
                || max == null ? null : new Reference.Claim(text, base, run, phases, metric, min, max, mechanism);
    }

    private Reference.Figure figure(JsonNode node, Map<String, List<String>> phasesByRun) {
        if (!f.isObject(node)) {
            return null;
        }
        f.allowOnly(node, List.of("run", "phase", "metric", "value"));
        String run = f.keyword(node, "run", List.copyOf(phasesByRun.keySet()));
        String phase = run == null ? null : f.keyword(node, "phase", phasesByRun.get(run));
        String metric = f.keyword(node, "metric", Reference.METRICS);
        Double value = f.decimal(node, "value", Double.NaN, 0, Double.MAX_VALUE);
        if (value != null && value.isNaN()) {
            f.field(node, "value", "a number >= 0");
            value = null;
        }
        return run == null || phase == null || metric == null || value == null ? null
                : new Reference.Figure(run, phase, metric, value);
    }

}
