package org.ssdlab.ui.internal.results;

import java.util.ArrayList;
import java.util.List;

import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.PhaseMetrics;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.RunOutcome;
import org.ssdlab.ui.internal.table.TableData;

/**
 * The per-phase results as a table: one row per run and phase, every metric of
 * {@code summary.json} ({@link PhaseMetrics#KEYS}) that some phase has; a metric no phase has
 * (read latencies of a write-only experiment) is left out, a cell without a value is empty.
 */
public final class PhaseTable {

    private PhaseTable() {
    }

    public static TableData of(ExperimentResult result) {
        List<String> metrics = new ArrayList<>();
        for (String key : PhaseMetrics.KEYS) {
            if (result.runs().stream().flatMap(r -> r.phases().stream())
                    .anyMatch(p -> !Double.isNaN(p.metrics().value(key)))) {
                metrics.add(key);
            }
        }
        List<String> columns = new ArrayList<>(List.of("run", "phase", "type", "steadyState"));
        columns.addAll(metrics);
        List<List<Object>> rows = new ArrayList<>();
        for (RunOutcome run : result.runs()) {
            for (PhaseOutcome phase : run.phases()) {
                List<Object> row = new ArrayList<>(List.of(run.name(), phase.name(), phase.type()));
                Boolean steady = phase.metrics().steadyState();
                row.add(steady == null ? null : steady ? "yes" : "no");
                for (String key : metrics) {
                    double v = phase.metrics().value(key);
                    row.add(Double.isNaN(v) ? null : v);
                }
                rows.add(row);
            }
        }
        return new TableData(columns, rows);
    }
}
