package org.ssdlab.sim.api;

import java.util.List;

/**
 * An interchangeable part of a simulated drive or host, contributed as an OSGi service.
 * <p>
 * A plugin is a stateless factory: it describes itself and its parameters, and {@link #create}
 * returns a fresh model for one simulated drive each time. Callers never pass unchecked values:
 * {@link Parameters#validate} (used by the registry) checks names, types and ranges first, so
 * {@code create} may rely on every declared parameter being present and in range.
 *
 * @param <M> the model type this plugin creates
 */
public interface Plugin<M> {

    PluginKind<M> kind();

    /** Stable id used in documents and on command lines, e.g. {@code greedy}; unique per kind. */
    String id();

    /** Human-readable name, e.g. "Greedy (fewest valid units)". */
    String label();

    /** What the model does and where its figures come from (sources, guessed values). */
    String description();

    /** The parameters {@link #create} understands, in display order. */
    List<ParameterSpec> parameters();

    /** Returns a new model; {@code parameters} were validated against {@link #parameters()}. */
    M create(Parameters parameters);
}
