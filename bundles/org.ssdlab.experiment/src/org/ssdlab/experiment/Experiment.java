package org.ssdlab.experiment;

import java.util.List;
import java.util.Objects;

/**
 * An experiment document: shared defaults and several runs that differ in a few settings, so a
 * comparison (say OP 6.58 % against 27.24 %) lives and reruns in one file. The seed makes every
 * run repeatable.
 *
 * @param reference measured figures the runs are meant to reproduce, or {@code null}
 */
public record Experiment(String name, String description, long seed, Settings defaults, List<Run> runs,
        Reference reference) {

    public Experiment {
        Objects.requireNonNull(name, "name");
        description = description == null ? "" : description;
        Objects.requireNonNull(defaults, "defaults");
        runs = List.copyOf(runs);
    }

    /** The complete settings of {@code run}: the defaults with the run's overrides applied. */
    public Settings settingsOf(Run run) {
        return run.overrides().applyTo(defaults);
    }
}
