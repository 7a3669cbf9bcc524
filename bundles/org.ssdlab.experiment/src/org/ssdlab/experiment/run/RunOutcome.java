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
 * @param drive        the drive's label (its model name); its id is in {@code plugins}
 * @param plugins      the plugins the run used with every parameter resolved; {@code null} when not
 *                     recorded (results written before they were)
 */
public record RunOutcome(String name, String drive, List<PhaseOutcome> phases, double appliedScale, List<Long> seeds,
        RunPlugins plugins) {

    public RunOutcome {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(drive, "drive");
        phases = List.copyOf(phases);
        seeds = List.copyOf(seeds);
    }

    /** A run whose plugins were not recorded. */
    public RunOutcome(String name, String drive, List<PhaseOutcome> phases, double appliedScale, List<Long> seeds) {
        this(name, drive, phases, appliedScale, seeds, null);
    }

    /** The drive plugin's id, or {@code null} when the plugins were not recorded. */
    public String driveId() {
        return plugins == null ? null : plugins.drive().id();
    }

    /** The same run under another name (the runs of executions overlaid). */
    public RunOutcome renamed(String newName) {
        return new RunOutcome(newName, drive, phases, appliedScale, seeds, plugins);
    }

    /** The same run with other phases (a result directory's series added). */
    public RunOutcome withPhases(List<PhaseOutcome> newPhases) {
        return new RunOutcome(name, drive, newPhases, appliedScale, seeds, plugins);
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
