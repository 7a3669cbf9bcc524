package org.ssdlab.experiment;

import java.util.List;

/**
 * The outcome of validating a document: the experiment when nothing is wrong, else every problem
 * found, in document order.
 *
 * @param experiment the loaded experiment, {@code null} when {@code problems} is not empty
 * @param problems   all problems; empty when the document is valid
 */
public record Validation(Experiment experiment, List<Problem> problems) {

    public Validation {
        problems = List.copyOf(problems);
        if (problems.isEmpty() == (experiment == null)) {
            throw new IllegalArgumentException("an experiment exactly when there are no problems");
        }
    }

    public boolean valid() {
        return problems.isEmpty();
    }
}
