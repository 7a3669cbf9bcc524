package org.ssdlab.ui.internal.results;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.ssdlab.experiment.run.IntervalPoint;

/**
 * The intervals a running experiment has reported so far, collected from the runner's threads and
 * read by the UI thread for the live charts.
 */
public final class LiveResults {

    private final String title;
    private final Map<String, List<ResultModels.PhaseSeries>> runs = new LinkedHashMap<>();
    private long version;

    public LiveResults(String title) {
        this.title = title;
    }

    public synchronized void add(String run, String phase, IntervalPoint point) {
        List<ResultModels.PhaseSeries> phases = runs.computeIfAbsent(run, r -> new ArrayList<>());
        if (phases.isEmpty() || !phases.get(phases.size() - 1).phase().equals(phase)) {
            phases.add(new ResultModels.PhaseSeries(phase, new ArrayList<>()));
        }
        phases.get(phases.size() - 1).points().add(point);
        version++;
    }

    /** Grows with every point: the UI redraws only when it changed. */
    public synchronized long version() {
        return version;
    }

    public synchronized ResultCharts charts() {
        Map<String, List<ResultModels.PhaseSeries>> copy = new LinkedHashMap<>();
        runs.forEach((run, phases) -> copy.put(run, phases.stream()
                .map(p -> new ResultModels.PhaseSeries(p.phase(), List.copyOf(p.points()))).toList()));
        return ResultModels.lines(title, copy);
    }
}
