package org.ssdlab.experiment;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A run's change to one plugin section: with an id it replaces the whole section; without one it
 * replaces single parameters and keeps the rest, so "same drive, other OP" needs one line.
 *
 * @param id         the replacing plugin id, or {@code null} to keep the default plugin
 * @param parameters parameters to set
 */
public record PluginOverride(String id, Map<String, Object> parameters) {

    public PluginOverride {
        parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
    }

    public PluginChoice applyTo(PluginChoice base) {
        if (id != null || base == null) {
            return new PluginChoice(id == null ? "" : id, parameters);
        }
        Map<String, Object> merged = new LinkedHashMap<>(base.parameters());
        merged.putAll(parameters);
        return new PluginChoice(base.id(), merged);
    }
}
