package org.ssdlab.experiment;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.PluginRegistry;

/**
 * Resolves plugin ids against the registry only, and checks parameters with
 * {@link Parameters#validate}, placing each message at the parameter it is about. Nothing is
 * created: checking a document runs no plugin code but its parameter descriptions.
 */
final class PluginChecker {

    private static final Pattern PARAMETER = Pattern.compile("parameter '([^']*)'");

    private final PluginRegistry registry;
    private final Problems problems;

    PluginChecker(PluginRegistry registry, Problems problems) {
        this.registry = registry;
        this.problems = problems;
    }

    /**
     * @param idPath    where the id was written
     * @param paramPath where each parameter was written (the section's or an override's)
     * @param section   where a missing parameter would go
     */
    void check(PluginKind<?> kind, PluginChoice choice, String idPath, Function<String, String> paramPath,
            String section) {
        Optional<? extends Plugin<?>> plugin = registry.find(kind, choice.id());
        if (plugin.isEmpty()) {
            List<String> known = registry.plugins(kind).stream().map(Plugin::id).toList();
            problems.add(idPath, "unknown " + kind.id() + " '" + choice.id() + "'; known: "
                    + (known.isEmpty() ? "(none installed)" : String.join(", ", known)));
            return;
        }
        try {
            Parameters.validate(plugin.get(), choice.parameters());
        } catch (PluginException e) {
            for (String line : e.getMessage().split("\n")) {
                Matcher m = PARAMETER.matcher(line);
                String name = m.find() ? m.group(1) : null;
                problems.add(name != null && choice.parameters().containsKey(name) ? paramPath.apply(name)
                        : JsonNode.child(section, "parameters"), line);
            }
        }
    }

    /** Where a parameter of {@code section} was written. */
    static Function<String, String> in(String section) {
        return name -> JsonNode.child(JsonNode.child(section, "parameters"), name);
    }

    /** Parameters set by an override are located there, the others in the defaults. */
    static Function<String, String> overridden(String overrideSection, Map<String, Object> overridden,
            String defaultSection) {
        return name -> overridden.containsKey(name) ? in(overrideSection).apply(name) : in(defaultSection).apply(name);
    }
}
