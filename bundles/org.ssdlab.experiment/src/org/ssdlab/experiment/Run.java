package org.ssdlab.experiment;

import java.util.Objects;

/** One run of an experiment: a name for its results and what it changes against the defaults. */
public record Run(String name, Overrides overrides) {

    public Run {
        Objects.requireNonNull(name, "name");
        overrides = overrides == null ? Overrides.NONE : overrides;
    }
}
