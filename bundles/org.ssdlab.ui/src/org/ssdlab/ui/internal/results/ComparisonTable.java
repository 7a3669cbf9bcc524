package org.ssdlab.ui.internal.results;

import java.util.ArrayList;
import java.util.List;

import org.ssdlab.experiment.run.ExecutionComparison;
import org.ssdlab.experiment.run.ExecutionComparison.Difference;
import org.ssdlab.experiment.run.ExecutionComparison.Execution;
import org.ssdlab.ui.internal.table.TableData;

/**
 * The difference table of a comparison: run, phase, metric, each execution's value (columns A, B,
 * ...) and each later one's change against A in percent.
 */
public final class ComparisonTable {

    private ComparisonTable() {
    }

    public static TableData of(List<Execution> executions) {
        List<String> columns = new ArrayList<>(List.of("run", "phase", "metric"));
        executions.forEach(e -> columns.add(e.label()));
        for (int i = 1; i < executions.size(); i++) {
            columns.add(executions.get(i).label() + " vs A (%)");
        }
        List<List<Object>> rows = new ArrayList<>();
        for (Difference d : ExecutionComparison.differences(executions.stream().map(Execution::result).toList())) {
            List<Object> row = new ArrayList<>(List.of(d.run(), d.phase(), d.metric()));
            for (double v : d.values()) {
                row.add(Double.isNaN(v) ? null : v);
            }
            for (int i = 1; i < d.changePercent().length; i++) {
                row.add(Double.isNaN(d.changePercent()[i]) ? null : d.changePercent()[i]);
            }
            rows.add(row);
        }
        return new TableData(columns, rows);
    }
}
