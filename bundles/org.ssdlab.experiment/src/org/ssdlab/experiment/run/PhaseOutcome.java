package org.ssdlab.experiment.run;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One phase's results: its metrics and time series.
 *
 * @param type       the phase type as written in documents ({@code workload}, {@code benchmark}, …)
 * @param counts     what the phase did beyond I/O figures, by name in a fixed order (an {@code age}
 *                   phase: {@code hostGB}, {@code filesCreated}, …); empty for most phases
 * @param replicates each replicate's metrics when the run repeated with several seeds ({@code
 *                   metrics} is then their mean and {@code series} the first replicate's); empty when
 *                   it ran once
 */
public record PhaseOutcome(String name, String type, PhaseMetrics metrics, List<IntervalPoint> series,
        Map<String, Double> counts, List<PhaseMetrics> replicates) {

    public PhaseOutcome {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(metrics, "metrics");
        series = List.copyOf(series);
        counts = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(counts));
        replicates = List.copyOf(replicates);
    }

    public PhaseOutcome(String name, String type, PhaseMetrics metrics, List<IntervalPoint> series) {
        this(name, type, metrics, series, Map.of(), List.of());
    }
}
