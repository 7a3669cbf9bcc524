package org.ssdlab.experiment.run;

import java.util.List;
import java.util.Objects;

/**
 * One phase's results: its metrics and time series.
 *
 * @param type the phase type as written in documents ({@code workload}, {@code benchmark}, …)
 */
public record PhaseOutcome(String name, String type, PhaseMetrics metrics, List<IntervalPoint> series) {

    public PhaseOutcome {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(metrics, "metrics");
        series = List.copyOf(series);
    }
}
