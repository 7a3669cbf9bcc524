package org.ssdlab.experiment.chart;

import java.util.List;
import java.util.Objects;

import org.ssdlab.experiment.run.IntervalPoint;
import org.ssdlab.experiment.run.PhaseMetrics;
import org.ssdlab.experiment.run.PhaseOutcome;

/**
 * One phase of a run as the charts see it: its intervals in order, and its metrics once it is done
 * ({@code null} while it runs: the live charts have intervals only).
 */
public record PhaseSeries(String name, String type, List<IntervalPoint> points, PhaseMetrics metrics) {

    public PhaseSeries {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        points = List.copyOf(points);
    }

    public static PhaseSeries of(PhaseOutcome phase) {
        return new PhaseSeries(phase.name(), phase.type(), phase.series(), phase.metrics());
    }
}
