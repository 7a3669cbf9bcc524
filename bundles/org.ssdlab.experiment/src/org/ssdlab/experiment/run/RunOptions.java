package org.ssdlab.experiment.run;

/**
 * How to execute an experiment.
 *
 * @param seed  the random seed of every run (the document's unless the user overrides it): the
 *              same document and seed give byte-identical results
 * @param scale 0 &lt; scale &lt;= 1: drives, sizes and durations shrink by this factor, so a
 *              full-scale experiment can be checked in seconds (see {@code docs/experiment-format.md})
 * @param jobs  runs executed in parallel, at least 1
 * @param trace an event trace of one run to write, or null
 */
public record RunOptions(long seed, double scale, int jobs, TraceRequest trace) {

    public RunOptions(long seed, double scale, int jobs) {
        this(seed, scale, jobs, null);
    }

    public RunOptions {
        if (seed < 0) {
            throw new IllegalArgumentException("seed = " + seed + " must be zero or positive");
        }
        if (!(scale > 0 && scale <= 1)) {
            throw new IllegalArgumentException("scale = " + scale + " must be in (0, 1]");
        }
        if (jobs < 1) {
            throw new IllegalArgumentException("jobs = " + jobs + " must be at least 1");
        }
    }
}
