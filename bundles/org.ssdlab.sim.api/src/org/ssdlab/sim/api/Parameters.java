package org.ssdlab.sim.api;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Validated parameter values of one plugin: every declared parameter is present (given or
 * defaulted), typed and in range. Obtained only through {@link #validate}.
 */
public final class Parameters {

    private final Map<String, Object> values;

    private Parameters(Map<String, Object> values) {
        this.values = Collections.unmodifiableMap(values);
    }

    /**
     * Checks raw values against a plugin's parameter list and fills in defaults.
     *
     * @param plugin the plugin whose {@link Plugin#parameters()} apply
     * @param raw    values by name: strings, numbers or booleans
     * @throws PluginException listing every problem, each naming the plugin, the parameter and
     *                         what is allowed; {@link PluginException#problems()} carries each
     *                         with the parameter's name
     */
    public static Parameters validate(Plugin<?> plugin, Map<String, ?> raw) {
        String owner = plugin.kind().id() + " '" + plugin.id() + "'";
        List<ParameterProblem> problems = new ArrayList<>();
        Map<String, Object> values = new LinkedHashMap<>();
        List<String> names = plugin.parameters().stream().map(ParameterSpec::name).toList();
        for (String name : raw.keySet()) {
            if (!names.contains(name)) {
                problems.add(new ParameterProblem(name, owner + ": " + Suggestions.unknown("parameter", name, names)));
            }
        }
        for (ParameterSpec spec : plugin.parameters()) {
            Object given = raw.get(spec.name());
            if (given == null) {
                if (spec.required()) {
                    problems.add(new ParameterProblem(spec.name(),
                            owner + ": parameter '" + spec.name() + "' is missing; allowed: " + spec.allowed()));
                } else {
                    values.put(spec.name(), spec.defaultValue());
                }
                continue;
            }
            try {
                values.put(spec.name(), spec.normalize(given));
            } catch (IllegalArgumentException e) {
                problems.add(new ParameterProblem(spec.name(),
                        owner + ": parameter '" + spec.name() + "' = " + e.getMessage()));
            }
        }
        if (!problems.isEmpty()) {
            throw new PluginException(problems);
        }
        return new Parameters(values);
    }

    public long integer(String name) {
        return (Long) get(name);
    }

    public double decimal(String name) {
        return (Double) get(name);
    }

    public boolean flag(String name) {
        return (Boolean) get(name);
    }

    public String choice(String name) {
        return (String) get(name);
    }

    public String text(String name) {
        return (String) get(name);
    }

    /** All values by name, in declaration order. */
    public Map<String, Object> asMap() {
        return values;
    }

    private Object get(String name) {
        Object value = values.get(name);
        if (value == null) {
            throw new IllegalArgumentException("no parameter '" + name + "'; known: " + values.keySet());
        }
        return value;
    }

    @Override
    public String toString() {
        return values.toString();
    }
}
