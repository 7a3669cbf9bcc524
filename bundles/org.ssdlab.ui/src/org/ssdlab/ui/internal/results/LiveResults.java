package org.ssdlab.ui.internal.results;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.ssdlab.experiment.Experiment;
import org.ssdlab.experiment.PhaseType;
import org.ssdlab.experiment.chart.PhaseSeries;
import org.ssdlab.experiment.chart.ResultCharts;
import org.ssdlab.experiment.chart.RunSeries;
import org.ssdlab.experiment.run.IntervalPoint;

/**
 * The intervals a running experiment has reported so far, collected from the runner's threads and
 * read by the UI thread for the live charts. Phase types come from the document (a benchmark's
 * steps, {@code asssd-seq-read}, are of its pass {@code asssd}), so the live charts panel phases as
 * the finished ones do.
 */
public final class LiveResults {

    private final String title;
    private final Map<String, String> types = new LinkedHashMap<>();
    private final Map<String, List<Step>> runs = new LinkedHashMap<>();
    private long version;

    private record Step(String phase, List<IntervalPoint> points) {
    }

    /** @param phaseTypes the document's phases: name to type keyword (see {@link #phaseTypes(Experiment)}) */
    public LiveResults(String title, Map<String, String> phaseTypes) {
        this.title = title;
        types.putAll(phaseTypes);
    }

    /** Every phase of the defaults and of the runs' overrides, name to type keyword. */
    public static Map<String, String> phaseTypes(Experiment experiment) {
        Map<String, String> types = new LinkedHashMap<>();
        Stream.concat(Stream.of(experiment.defaults().phases()),
                experiment.runs().stream().map(r -> r.overrides().phases()).filter(p -> p != null))
                .flatMap(List::stream).forEach(p -> types.putIfAbsent(p.name(), PhaseType.of(p).keyword()));
        return types;
    }

    public synchronized void add(String run, String phase, IntervalPoint point) {
        List<Step> phases = runs.computeIfAbsent(run, r -> new ArrayList<>());
        if (phases.isEmpty() || !phases.get(phases.size() - 1).phase().equals(phase)) {
            phases.add(new Step(phase, new ArrayList<>()));
        }
        phases.get(phases.size() - 1).points().add(point);
        version++;
    }

    /** Grows with every point: the UI redraws only when it changed. */
    public synchronized long version() {
        return version;
    }

    public synchronized ResultCharts charts() {
        List<RunSeries> copy = new ArrayList<>();
        runs.forEach((run, phases) -> copy.add(new RunSeries(run, phases.stream()
                .map(p -> new PhaseSeries(p.phase(), type(p.phase()), p.points(), null)).toList())));
        return ResultCharts.of(title, copy);
    }

    /** The document's type of {@code phase}; a benchmark's for its steps; a workload's when unknown. */
    String type(String phase) {
        String type = types.get(phase);
        if (type != null) {
            return type;
        }
        String benchmark = PhaseType.BENCHMARK.keyword();
        boolean step = types.entrySet().stream()
                .anyMatch(e -> e.getValue().equals(benchmark) && phase.startsWith(e.getKey() + "-"));
        return step ? benchmark : PhaseType.WORKLOAD.keyword();
    }

}
