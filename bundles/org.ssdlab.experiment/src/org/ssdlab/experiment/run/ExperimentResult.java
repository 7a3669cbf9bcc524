package org.ssdlab.experiment.run;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The results of one execution of an experiment: every run in document order.
 *
 * @param scale the scale factor it ran at (1 = full scale)
 * @param tool  the build that produced it; {@code null} when not recorded (results written before it was)
 */
public record ExperimentResult(String experiment, long seed, double scale, List<RunOutcome> runs, BuildInfo tool) {

    public ExperimentResult {
        Objects.requireNonNull(experiment, "experiment");
        runs = List.copyOf(runs);
    }

    /** A result whose build is not recorded. */
    public ExperimentResult(String experiment, long seed, double scale, List<RunOutcome> runs) {
        this(experiment, seed, scale, runs, null);
    }

    public Optional<RunOutcome> run(String name) {
        return runs.stream().filter(r -> r.name().equals(name)).findFirst();
    }
}
