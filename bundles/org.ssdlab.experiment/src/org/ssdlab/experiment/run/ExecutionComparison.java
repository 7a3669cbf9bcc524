package org.ssdlab.experiment.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.ssdlab.experiment.internal.run.SummaryJson;

/**
 * Several executions side by side ("before and after changing gcHighWatermark"): each phase's
 * metrics of every execution, matched by run and phase name, and each one's change against the
 * first. It only compares what the summaries hold.
 */
public final class ExecutionComparison {

    /** One execution: where it was read from, its letter (A, B, ...) and its results. */
    public record Execution(String label, Path source, ExperimentResult result) {
    }

    /**
     * One metric of one run's phase in every execution.
     *
     * @param values        per execution, NaN where it lacks the run, the phase or the metric
     * @param changePercent per execution, (value − first) / first × 100; NaN for the first, and where
     *                      either is NaN or the first is 0
     */
    public record Difference(String run, String phase, String metric, double[] values, double[] changePercent) {
    }

    private ExecutionComparison() {
    }

    /**
     * Reads a result directory (summary and series), or a {@code summary.json} file alone (no series:
     * its charts stay empty).
     *
     * @throws IOException naming what is missing or damaged
     */
    public static ExperimentResult read(Path path) throws IOException {
        if (Files.isRegularFile(path)) {
            try {
                return SummaryJson.read(Files.readString(path, StandardCharsets.UTF_8));
            } catch (RuntimeException e) {
                throw new IOException("'" + path + "' is not a summary.json written by a run: " + e.getMessage(), e);
            }
        }
        return ResultDirectory.read(path);
    }

    /** The letter of the {@code i}-th execution: A, B, ..., Z, AA, AB, ... */
    public static String label(int i) {
        return i < 26 ? String.valueOf((char) ('A' + i)) : label(i / 26 - 1) + (char) ('A' + i % 26);
    }

    /**
     * The differences of every metric that some execution has, for every run and phase (those of
     * the first execution in its order, then any only the others have).
     */
    public static List<Difference> differences(List<ExperimentResult> executions) {
        Map<String, String[]> phases = new LinkedHashMap<>(); // "run\0phase" -> {run, phase}
        for (ExperimentResult e : executions) {
            for (RunOutcome run : e.runs()) {
                for (PhaseOutcome phase : run.phases()) {
                    phases.putIfAbsent(run.name() + "\0" + phase.name(), new String[] { run.name(), phase.name() });
                }
            }
        }
        List<Difference> differences = new ArrayList<>();
        for (String[] key : phases.values()) {
            for (String metric : PhaseMetrics.KEYS) {
                double[] values = new double[executions.size()];
                boolean any = false;
                for (int i = 0; i < values.length; i++) {
                    values[i] = executions.get(i).run(key[0]).flatMap(r -> r.phase(key[1]))
                            .map(p -> p.metrics().value(metric)).orElse(Double.NaN);
                    any |= !Double.isNaN(values[i]);
                }
                if (!any) {
                    continue;
                }
                double[] change = new double[values.length];
                for (int i = 0; i < values.length; i++) {
                    change[i] = i == 0 || values[0] == 0 ? Double.NaN : (values[i] - values[0]) / values[0] * 100;
                }
                differences.add(new Difference(key[0], key[1], metric, values, change));
            }
        }
        return differences;
    }

    /**
     * The executions as one result whose runs are named {@code "A: run"}, {@code "B: run"}, ..., so
     * the ordinary charts overlay them.
     */
    public static ExperimentResult overlay(List<Execution> executions) {
        List<RunOutcome> runs = new ArrayList<>();
        for (Execution e : executions) {
            for (RunOutcome run : e.result().runs()) {
                runs.add(run.renamed(e.label() + ": " + run.name()));
            }
        }
        ExperimentResult first = executions.get(0).result();
        String names = String.join(" vs ", executions.stream().map(e -> e.label() + " " + e.result().experiment()).toList());
        return new ExperimentResult(names, first.seed(), first.scale(), runs);
    }
}
