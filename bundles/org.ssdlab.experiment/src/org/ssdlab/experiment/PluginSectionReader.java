package org.ssdlab.experiment;

import java.util.LinkedHashMap;
import java.util.Map;

import org.ssdlab.sim.api.PluginKind;

/** Reads plugin sections, {@code {"id": ..., "parameters": {...}}}, and checks them against the registry. */
final class PluginSectionReader {

    private static final java.util.List<String> PLUGIN = java.util.List.of("id", "parameters");

    private final FieldReader f;
    private final PluginChecker plugins;

    PluginSectionReader(FieldReader f, PluginChecker plugins) {
        this.f = f;
        this.plugins = plugins;
    }

    /** A whole plugin section: {@code {"id": ..., "parameters": {...}}}, checked against the registry. */
    PluginChoice plugin(JsonNode node, PluginKind<?> kind) {
        if (!f.isObject(node)) {
            return null;
        }
        f.allowOnly(node, PLUGIN);
        String id = f.text(node, "id", null);
        Map<String, Object> parameters = plugins.units(kind, id, parameters(node.members().get("parameters")),
                PluginChecker.in(node.path()));
        if (id == null || parameters == null) {
            return null;
        }
        PluginChoice choice = new PluginChoice(id, parameters);
        plugins.check(kind, choice, JsonNode.child(node.path(), "id"), PluginChecker.in(node.path()), node.path());
        return choice;
    }

    /**
     * A section that changes the default's parameters, or replaces it when it names an id.
     *
     * @param baseGiven whether the defaults have the section at all (when they do, a {@code null}
     *                  {@code base} is wrong and reported already)
     */
    PluginOverride override(JsonNode node, PluginKind<?> kind, PluginChoice base, String basePath, boolean baseGiven) {
        if (node == null || !f.isObject(node)) {
            return null;
        }
        if (node.members().containsKey("id")) {
            PluginChoice whole = plugin(node, kind);
            return whole == null ? null : new PluginOverride(whole.id(), whole.parameters());
        }
        f.allowOnly(node, PLUGIN);
        Map<String, Object> parameters = plugins.units(kind, base == null ? null : base.id(),
                parameters(node.members().get("parameters")), PluginChecker.in(node.path()));
        if (parameters == null) {
            return null;
        }
        PluginOverride override = new PluginOverride(null, parameters);
        if (base == null) {
            if (baseGiven) {
                return override; // the default section is wrong and reported already
            }
            f.problems.add(JsonNode.child(node.path(), "id"), "required field 'id' is missing; allowed: an " + kind.id()
                    + " plugin id (the defaults name no " + kind.id() + " to change)");
            return null;
        }
        plugins.check(kind, override.applyTo(base), JsonNode.child(basePath, "id"),
                PluginChecker.overridden(node.path(), parameters, basePath), node.path());
        return override;
    }

    /** Raw values only: strings, numbers, booleans. Anything else could smuggle structure in. */
    private Map<String, Object> parameters(JsonNode node) {
        if (node == null) {
            return Map.of();
        }
        if (!f.isObject(node)) {
            return null;
        }
        Map<String, Object> values = new LinkedHashMap<>();
        boolean ok = true;
        for (JsonNode value : node.members().values()) {
            Object raw = switch (value.type()) {
                case STRING -> value.text();
                case BOOLEAN -> Boolean.valueOf(value.text());
                case NUMBER -> FieldReader.number(value.text());
                default -> null;
            };
            if (raw == null) {
                f.problems.add(value, value.shown() + " is not a parameter value; allowed: a string, number or boolean");
                ok = false;
            } else {
                values.put(key(node, value), raw);
            }
        }
        return ok ? values : null;
    }

    private static String key(JsonNode parent, JsonNode child) {
        for (Map.Entry<String, JsonNode> e : parent.members().entrySet()) {
            if (e.getValue() == child) {
                return e.getKey();
            }
        }
        throw new IllegalStateException("not a member: " + child.path());
    }

}
