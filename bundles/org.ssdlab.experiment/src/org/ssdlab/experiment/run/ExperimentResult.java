package org.ssdlab.experiment.run;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The results of one execution of an experiment: every run in document order.
 *
 * @param scale the scale factor it ran at (1 = full scale)
 */
public record ExperimentResult(String experiment, long seed, double scale, List<RunOutcome> runs) {

    public ExperimentResult {
        Objects.requireNonNull(experiment, "experiment");
        runs = List.copyOf(runs);
    }

    public Optional<RunOutcome> run(String name) {
        return runs.stream().filter(r -> r.name().equals(name)).findFirst();
    }
}
