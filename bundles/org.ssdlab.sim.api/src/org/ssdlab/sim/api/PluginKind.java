package org.ssdlab.sim.api;

import java.util.List;
import java.util.Objects;

import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.gc.VictimPolicy;
import org.ssdlab.sim.api.host.StorageLayer;
import org.ssdlab.sim.api.host.TrimPolicy;
import org.ssdlab.sim.api.workload.Workload;

/**
 * A kind of plugin: what its {@link Plugin#create create} returns and how users name the kind.
 * Kinds are constants; the registry groups plugins by kind.
 *
 * @param <M> the model type a plugin of this kind creates
 */
public final class PluginKind<M> {

    /** Garbage-collection strategies: they choose which closed block to clean next. */
    public static final PluginKind<VictimPolicy> GC_STRATEGY =
            new PluginKind<>("gc", "GC strategy", VictimPolicy.class);

    /** Drive models: NAND geometry and timing, controller, host interface. */
    public static final PluginKind<DriveSpec> DRIVE = new PluginKind<>("drive", "Drive", DriveSpec.class);

    /** Request generators: synthetic patterns, benchmark passes, trace replay. */
    public static final PluginKind<Workload> WORKLOAD = new PluginKind<>("workload", "Workload", Workload.class);

    /** Operating systems' TRIM behaviour: when a delete becomes a TRIM. */
    public static final PluginKind<TrimPolicy> OS = new PluginKind<>("os", "OS TRIM behaviour", TrimPolicy.class);

    /** Storage layers between OS and drives: RAID, encryption, USB bridges. */
    public static final PluginKind<StorageLayer> STACK = new PluginKind<>("stack", "Storage layer", StorageLayer.class);

    private static final List<PluginKind<?>> ALL = List.of(DRIVE, GC_STRATEGY, OS, STACK, WORKLOAD);

    private final String id;
    private final String label;
    private final Class<M> modelType;

    private PluginKind(String id, String label, Class<M> modelType) {
        this.id = id;
        this.label = label;
        this.modelType = modelType;
    }

    public static List<PluginKind<?>> all() {
        return ALL;
    }

    /** Short name used on command lines and in documents, e.g. {@code gc}. */
    public String id() {
        return id;
    }

    public String label() {
        return label;
    }

    public Class<M> modelType() {
        return modelType;
    }

    /** Narrows a plugin of unknown kind, e.g. one handed over by a service registry. */
    @SuppressWarnings("unchecked")
    public Plugin<M> cast(Plugin<?> plugin) {
        if (plugin.kind() != this) {
            throw new ClassCastException(plugin.id() + " is a " + plugin.kind() + ", not a " + this);
        }
        return (Plugin<M>) plugin;
    }

    @Override
    public String toString() {
        return label;
    }

    static PluginKind<?> byId(String id) {
        return ALL.stream().filter(k -> Objects.equals(k.id, id)).findFirst().orElse(null);
    }
}
