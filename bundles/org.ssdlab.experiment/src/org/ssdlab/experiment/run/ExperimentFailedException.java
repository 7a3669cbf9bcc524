package org.ssdlab.experiment.run;

/** The simulation of a valid experiment failed (a bug, or a resource running out); no result exists. */
public class ExperimentFailedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public ExperimentFailedException(String message, Throwable cause) {
        super(message, cause);
    }
}
