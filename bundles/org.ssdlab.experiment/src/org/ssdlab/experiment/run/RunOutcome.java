package org.ssdlab.experiment.run;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** One run's results, phase by phase in the order they ran. */
public record RunOutcome(String name, String drive, List<PhaseOutcome> phases) {

    public RunOutcome {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(drive, "drive");
        phases = List.copyOf(phases);
    }

    public Optional<PhaseOutcome> phase(String phaseName) {
        return phases.stream().filter(p -> p.name().equals(phaseName)).findFirst();
    }
}
