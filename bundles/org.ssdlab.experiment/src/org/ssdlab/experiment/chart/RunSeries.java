package org.ssdlab.experiment.chart;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.ssdlab.experiment.run.ExperimentResult;

/**
 * One run's phases under the name its curves get in the legend. Runs of several executions of an
 * experiment chart together when their names carry the execution ({@link #of(Map)}).
 */
public record RunSeries(String name, List<PhaseSeries> phases) {

    public RunSeries {
        Objects.requireNonNull(name, "name");
        phases = List.copyOf(phases);
    }

    /** The runs of one execution, named as in the document. */
    public static List<RunSeries> of(ExperimentResult result) {
        return result.runs().stream()
                .map(r -> new RunSeries(r.name(), r.phases().stream().map(PhaseSeries::of).toList())).toList();
    }

    /** The runs of several executions, label to result, as "label: run" in the labels' order. */
    public static List<RunSeries> of(Map<String, ExperimentResult> executions) {
        List<RunSeries> runs = new ArrayList<>();
        executions.forEach((label, result) -> of(result)
                .forEach(r -> runs.add(new RunSeries(label + ": " + r.name(), r.phases()))));
        return runs;
    }
}
