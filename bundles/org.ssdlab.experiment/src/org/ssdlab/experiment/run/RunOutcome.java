package org.ssdlab.experiment.run;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One run's results, phase by phase in the order they ran.
 *
 * @param appliedScale the factor its drive was really shrunk by, which may differ from the one
 *                     asked for (a drive keeps at least 128 blocks per plane); 1 at full scale
 * @param seeds        the seed of each replicate, the first the experiment's
 */
public record RunOutcome(String name, String drive, List<PhaseOutcome> phases, double appliedScale, List<Long> seeds) {

    public RunOutcome {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(drive, "drive");
        phases = List.copyOf(phases);
        seeds = List.copyOf(seeds);
    }

    /** A run at full scale, or whose factor was not recorded, with one seed not recorded. */
    public RunOutcome(String name, String drive, List<PhaseOutcome> phases) {
        this(name, drive, phases, 1, List.of());
    }

    public Optional<PhaseOutcome> phase(String phaseName) {
        return phases.stream().filter(p -> p.name().equals(phaseName)).findFirst();
    }

    /** How many times the run repeated with its own seed. */
    public int replicateCount() {
        return Math.max(1, seeds.size());
    }
}
