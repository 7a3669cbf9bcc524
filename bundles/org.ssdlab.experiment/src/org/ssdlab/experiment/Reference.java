package org.ssdlab.experiment;

import java.util.List;
import java.util.Objects;

import org.ssdlab.experiment.run.PhaseMetrics;

/**
 * Figures measured on real hardware that a run is meant to reproduce, so the report can set the
 * simulation beside them.
 *
 * @param source where the figures come from (an article, a data sheet)
 * @param claims changes between runs the source states only as a range ("20–50 % slower")
 * @param notes  caveats the report repeats, e.g. what the simulation leaves out
 */
public record Reference(String source, List<Figure> figures, List<Claim> claims, List<String> notes) {

    /** The metrics a figure may name: the keys of a phase's metrics in {@code summary.json}. */
    public static final List<String> METRICS = PhaseMetrics.KEYS;

    public Reference {
        Objects.requireNonNull(source, "source");
        figures = List.copyOf(figures);
        claims = List.copyOf(claims);
        notes = List.copyOf(notes);
    }

    /** One measured value of {@code metric} in phase {@code phase} of run {@code run}. */
    public record Figure(String run, String phase, String metric, double value) {
        public Figure {
            Objects.requireNonNull(run, "run");
            Objects.requireNonNull(phase, "phase");
            Objects.requireNonNull(metric, "metric");
        }
    }

    /**
     * The source says that {@code metric} of {@code phases} changes from run {@code base} to run
     * {@code run} by a share between {@code minChange} and {@code maxChange} (−0.5 = halved);
     * {@code mechanism}, when given ("" when not), says what in the model produces the change.
     */
    public record Claim(String text, String base, String run, List<String> phases, String metric, double minChange,
            double maxChange, String mechanism) {
        public Claim {
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(mechanism, "mechanism");
            phases = List.copyOf(phases);
        }

        public Claim(String text, String base, String run, List<String> phases, String metric, double minChange,
                double maxChange) {
            this(text, base, run, phases, metric, minChange, maxChange, "");
        }
    }
}
