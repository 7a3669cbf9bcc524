package org.ssdlab.cli.internal;

import java.util.function.Function;

import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** The options {@code run} and {@code sweep} share: parallel runs, scale and seed, with their one check. */
final class ExecutionOptions {

    @Option(names = "--seed", paramLabel = "N",
            description = "random seed >= 0; default: the document's (a sweep: each point's document's)")
    Long seed;

    @Option(names = "--jobs", paramLabel = "N", defaultValue = "1",
            description = "runs (a sweep: points) executed in parallel here, 1..64; default: ${DEFAULT-VALUE}")
    int jobs;

    @Option(names = "--scale", paramLabel = "F", defaultValue = "1",
            description = "shrink drives, sizes and durations by F, 0 < F <= 1, for a quick check; default: ${DEFAULT-VALUE}")
    double scale;

    /** Refuses a value out of its range with a message naming the option and what is allowed. */
    void check(Function<String, ParameterException> invalid) {
        if (jobs < 1 || jobs > 64) {
            throw invalid.apply("--jobs: " + jobs + " is not allowed; allowed: 1..64");
        }
        if (!(scale > 0 && scale <= 1)) {
            throw invalid.apply("--scale: " + scale + " is not allowed; allowed: a number 0 < F <= 1");
        }
        if (seed != null && seed < 0) {
            throw invalid.apply("--seed: " + seed + " is not allowed; allowed: an integer >= 0");
        }
    }
}
