package org.ssdlab.experiment;

import java.util.List;

/** A document that cannot run; carries every problem at once so the user fixes them in one pass. */
public class InvalidExperimentException extends Exception {

    private static final long serialVersionUID = 1L;

    private final transient List<Problem> problems;

    public InvalidExperimentException(List<Problem> problems) {
        super(String.join("\n", problems.stream().map(Problem::toString).toList()));
        this.problems = List.copyOf(problems);
    }

    public List<Problem> problems() {
        return problems;
    }
}
