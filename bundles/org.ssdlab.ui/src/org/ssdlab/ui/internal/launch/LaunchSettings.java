package org.ssdlab.ui.internal.launch;

import org.ssdlab.experiment.run.RunOptions;

/**
 * What a launch configuration of an experiment holds, checked: the document, the scale, the seed
 * (none: the document's own) and the runs executed in parallel. Pure Java.
 *
 * @param document a workspace path ({@code /project/folder/file.json}) or a file system path
 * @param seed     {@code null} to run with the document's seed
 */
public record LaunchSettings(String document, double scale, Long seed, int jobs) {

    /** Range of the Jobs field; more parallel runs than an experiment has gain nothing. */
    public static final int MAX_JOBS = 64;

    /**
     * Reads the fields as typed.
     *
     * @throws IllegalArgumentException naming the field and what it allows
     */
    public static LaunchSettings parse(String document, String scale, String seed, int jobs) {
        if (document == null || document.isBlank()) {
            throw new IllegalArgumentException("Document: choose an experiment document (.json)");
        }
        double s;
        try {
            s = Double.parseDouble(scale.trim());
        } catch (NumberFormatException e) {
            s = Double.NaN;
        }
        if (!(s > 0 && s <= 1)) {
            throw new IllegalArgumentException("Scale: '" + scale.trim() + "' is not allowed; a number above 0 and at most 1 (1 = full scale)");
        }
        Long seedValue = null;
        if (seed != null && !seed.isBlank()) {
            try {
                seedValue = Long.valueOf(seed.trim());
            } catch (NumberFormatException e) {
                seedValue = -1L;
            }
            if (seedValue < 0) {
                throw new IllegalArgumentException("Seed: '" + seed.trim() + "' is not allowed; an integer of 0 or more, or blank for the document's seed");
            }
        }
        if (jobs < 1 || jobs > MAX_JOBS) {
            throw new IllegalArgumentException("Parallel runs: " + jobs + " is not allowed; 1 to " + MAX_JOBS);
        }
        return new LaunchSettings(document.trim(), s, seedValue, jobs);
    }

    /** The runner's options for a document whose own seed is {@code documentSeed}. */
    public RunOptions options(long documentSeed) {
        return new RunOptions(seed == null ? documentSeed : seed, scale, jobs);
    }
}
