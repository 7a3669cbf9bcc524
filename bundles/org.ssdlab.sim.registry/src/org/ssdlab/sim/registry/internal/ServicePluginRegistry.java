package org.ssdlab.sim.registry.internal;

import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.PluginRegistry;

/**
 * Collects every {@link Plugin} service as it comes and goes. The first plugin to claim a kind and
 * id keeps it; a later one with the same id is refused (and logged) until the first goes away,
 * at which point it takes over. Thread-safe: DS binds from its own threads while callers read.
 */
@Component(service = PluginRegistry.class, immediate = true)
public final class ServicePluginRegistry implements PluginRegistry {

    private static final System.Logger LOG = System.getLogger(ServicePluginRegistry.class.getName());

    /** Every bound plugin in binding order, the refused duplicates included. */
    private final List<Plugin<?>> bound = new ArrayList<>();
    private final Map<String, Plugin<?>> active = new HashMap<>();
    private final List<String> refusals = new ArrayList<>();

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    public synchronized void addPlugin(Plugin<?> plugin) {
        bound.add(plugin);
        Plugin<?> holder = active.putIfAbsent(key(plugin), plugin);
        if (holder != null) {
            String message = plugin.kind() + " '" + plugin.id() + "' (" + plugin.getClass().getName()
                    + ") is refused: the id is already taken by " + holder.getClass().getName();
            refusals.add(message);
            LOG.log(Level.WARNING, message);
        }
    }

    public synchronized void removePlugin(Plugin<?> plugin) {
        bound.remove(plugin);
        String key = key(plugin);
        if (active.get(key) == plugin) {
            active.remove(key);
            bound.stream().filter(p -> key(p).equals(key)).findFirst().ifPresent(next -> active.put(key, next));
        }
    }

    @Override
    public synchronized <M> List<Plugin<M>> plugins(PluginKind<M> kind) {
        List<Plugin<M>> result = new ArrayList<>();
        for (Plugin<?> plugin : active.values()) {
            if (plugin.kind() == kind) {
                result.add(kind.cast(plugin));
            }
        }
        result.sort(Comparator.comparing(Plugin::id));
        return result;
    }

    @Override
    public synchronized <M> Optional<Plugin<M>> find(PluginKind<M> kind, String id) {
        return Optional.ofNullable(active.get(kind.id() + '/' + id)).map(kind::cast);
    }

    /** Messages about refused duplicates, oldest first. */
    public synchronized List<String> refusals() {
        return List.copyOf(refusals);
    }

    private static String key(Plugin<?> plugin) {
        return plugin.kind().id() + '/' + plugin.id();
    }
}
