package org.ssdlab.experiment;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A plugin named by id with its raw parameter values (strings, {@link Long}s, {@link Double}s or
 * {@link Boolean}s, as written). Values stay raw so a document round-trips; the registry's
 * {@code Parameters.validate} checks and defaults them.
 */
public record PluginChoice(String id, Map<String, Object> parameters) {

    public PluginChoice {
        Objects.requireNonNull(id, "id");
        parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
    }
}
