package org.ssdlab.experiment.internal.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.ssdlab.experiment.Reference;
import org.ssdlab.experiment.run.PhaseMetrics;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.RunOutcome;
import org.ssdlab.sim.api.SplitMix64;

/**
 * A run repeated with several seeds: which seeds, and one outcome whose metrics are the
 * replicates' means (the series is the first replicate's) and which keeps every replicate's
 * metrics for the spread.
 */
public final class Replicates {

    private Replicates() {
    }

    /** The first is {@code seed} itself, so one replicate gives what a plain run gives. */
    static List<Long> seeds(long seed, int count) {
        List<Long> seeds = new ArrayList<>(List.of(seed));
        SplitMix64 next = new SplitMix64(seed);
        while (seeds.size() < count) {
            seeds.add(next.nextLong() >>> 1);
        }
        return seeds;
    }

    static RunOutcome combine(List<RunOutcome> replicates) {
        RunOutcome first = replicates.get(0);
        List<PhaseOutcome> phases = new ArrayList<>();
        for (int i = 0; i < first.phases().size(); i++) {
            int index = i;
            List<PhaseOutcome> each = replicates.stream().map(r -> r.phases().get(index)).toList();
            List<PhaseMetrics> metrics = each.stream().map(PhaseOutcome::metrics).toList();
            Map<String, Double> counts = new LinkedHashMap<>();
            for (String key : each.get(0).counts().keySet()) {
                // a key one replicate lacks (it needed fewer steady-state rounds) counts as NaN there
                counts.put(key, each.stream().mapToDouble(p -> p.counts().getOrDefault(key, Double.NaN)).average()
                        .orElse(Double.NaN));
            }
            PhaseOutcome p = each.get(0);
            phases.add(new PhaseOutcome(p.name(), p.type(), mean(metrics), p.series(), counts, metrics));
        }
        List<Long> seeds = replicates.stream().flatMap(r -> r.seeds().stream()).toList();
        return new RunOutcome(first.name(), first.drive(), phases, first.appliedScale(), seeds, first.plugins());
    }

    private static PhaseMetrics mean(List<PhaseMetrics> all) {
        double[] m = new double[Reference.METRICS.size()];
        for (int k = 0; k < m.length; k++) {
            String key = Reference.METRICS.get(k);
            m[k] = all.stream().mapToDouble(x -> x.value(key)).average().orElse(Double.NaN);
        }
        Boolean steady = all.get(0).steadyState() == null ? null
                : all.stream().allMatch(x -> Boolean.TRUE.equals(x.steadyState()));
        long flushes = Math.round(all.stream().mapToLong(PhaseMetrics::flushes).average().orElse(0));
        return PhaseMetrics.of(key -> m[Reference.METRICS.indexOf(key)], steady, flushes);
    }

    /** Smallest, largest and sample standard deviation of {@code metric} over a phase's replicates. */
    public static double[] spread(PhaseOutcome phase, String metric) {
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        double sum = 0;
        double squares = 0;
        int n = phase.replicates().size();
        for (PhaseMetrics m : phase.replicates()) {
            double v = m.value(metric);
            min = Math.min(min, v);
            max = Math.max(max, v);
            sum += v;
            squares += v * v;
        }
        double mean = sum / n;
        double stdev = n < 2 ? 0 : Math.sqrt(Math.max(0, (squares - n * mean * mean) / (n - 1)));
        return new double[] { min, max, stdev };
    }
}
