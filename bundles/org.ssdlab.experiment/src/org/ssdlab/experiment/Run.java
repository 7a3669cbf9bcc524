package org.ssdlab.experiment;

import java.util.Objects;

/**
 * One run of an experiment: a name for its results and what it changes against the defaults.
 *
 * @param replicates how many times it runs, each time with its own seed (the first with the
 *                   experiment's): the report gives each metric's mean and spread
 */
public record Run(String name, Overrides overrides, int replicates) {

    public Run {
        Objects.requireNonNull(name, "name");
        overrides = overrides == null ? Overrides.NONE : overrides;
        if (replicates < 1) {
            throw new IllegalArgumentException("replicates = " + replicates + " must be at least 1");
        }
    }

    /** A run that runs once. */
    public Run(String name, Overrides overrides) {
        this(name, overrides, 1);
    }
}
