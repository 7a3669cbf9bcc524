package org.ssdlab.sim.api;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every installed plugin, by kind and id. Plugins come and go at run time (bundles are installed
 * and removed); the registry always answers with what is installed now.
 */
public interface PluginRegistry {

    /** The plugins of one kind, sorted by id. */
    <M> List<Plugin<M>> plugins(PluginKind<M> kind);

    <M> Optional<Plugin<M>> find(PluginKind<M> kind, String id);

    /**
     * Looks a plugin up, validates the raw parameters and creates a model.
     *
     * @throws PluginException for an unknown id (the message lists the known ones) or bad
     *                         parameters (see {@link Parameters#validate})
     */
    default <M> M create(PluginKind<M> kind, String id, Map<String, ?> rawParameters) {
        Plugin<M> plugin = find(kind, id).orElseThrow(() -> new PluginException(
                Suggestions.unknown(kind.toString(), id, plugins(kind).stream().map(Plugin::id).toList())));
        return plugin.create(Parameters.validate(plugin, rawParameters));
    }
}
