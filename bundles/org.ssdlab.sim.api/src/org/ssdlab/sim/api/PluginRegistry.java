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

    /** A fixed registry of {@code plugins} (tests, tools that run without OSGi); ids must be unique per kind. */
    static PluginRegistry of(List<? extends Plugin<?>> plugins) {
        List<Plugin<?>> all = List.copyOf(plugins);
        return new PluginRegistry() {
            @Override
            public <M> List<Plugin<M>> plugins(PluginKind<M> kind) {
                return all.stream().filter(p -> p.kind() == kind).map(kind::cast)
                        .sorted(java.util.Comparator.comparing(Plugin::id)).toList();
            }

            @Override
            public <M> Optional<Plugin<M>> find(PluginKind<M> kind, String id) {
                return plugins(kind).stream().filter(p -> p.id().equals(id)).findFirst();
            }
        };
    }

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
