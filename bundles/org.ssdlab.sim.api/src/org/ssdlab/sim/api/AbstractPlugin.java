package org.ssdlab.sim.api;

import java.util.List;
import java.util.Objects;

/**
 * Convenience base for plugins: holds the description, so a subclass only implements
 * {@link #create}.
 *
 * @param <M> the model type this plugin creates
 */
public abstract class AbstractPlugin<M> implements Plugin<M> {

    private final PluginKind<M> kind;
    private final String id;
    private final String label;
    private final String description;
    private final List<ParameterSpec> parameters;

    protected AbstractPlugin(PluginKind<M> kind, String id, String label, String description,
            List<ParameterSpec> parameters) {
        this.kind = Objects.requireNonNull(kind, "kind");
        this.id = Objects.requireNonNull(id, "id");
        this.label = Objects.requireNonNull(label, "label");
        this.description = Objects.requireNonNull(description, "description");
        this.parameters = List.copyOf(parameters);
    }

    @Override
    public final PluginKind<M> kind() {
        return kind;
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String label() {
        return label;
    }

    @Override
    public final String description() {
        return description;
    }

    @Override
    public final List<ParameterSpec> parameters() {
        return parameters;
    }

    @Override
    public String toString() {
        return kind.id() + " '" + id + "'";
    }
}
