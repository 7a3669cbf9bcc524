package org.ssdlab.experiment.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.jfree.chart.JFreeChart;
import org.ssdlab.experiment.Experiment;
import org.ssdlab.experiment.internal.run.Charts;
import org.ssdlab.experiment.internal.run.ReportMarkdown;
import org.ssdlab.experiment.internal.run.SummaryJson;
import org.ssdlab.experiment.internal.run.TimeseriesCsv;

/**
 * One execution's results on disk: {@code summary.json}, {@code timeseries.csv}, the document as
 * run ({@code experiment.json}), {@code report.md} and {@code charts/*.png|svg}. Written
 * atomically: everything goes to a hidden sibling first, which is renamed into place only when
 * complete, so a failure leaves no half-written directory and earlier results are never touched.
 */
public final class ResultDirectory {

    public static final String SUMMARY = "summary.json";
    public static final String TIMESERIES = "timeseries.csv";
    public static final String DOCUMENT = "experiment.json";
    public static final String REPORT = "report.md";
    public static final String CHARTS = "charts";

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private ResultDirectory() {
    }

    /**
     * Writes a new directory {@code <parent>/<experiment>-<date>-<time>} (with a counter when that
     * exists).
     *
     * @return the directory written
     * @throws IOException when it cannot be written; then nothing is left behind
     */
    public static Path write(ExperimentResult result, Experiment experiment, String documentText, Path parent)
            throws IOException {
        Files.createDirectories(parent);
        String base = result.experiment() + "-" + LocalDateTime.now().format(STAMP);
        Path partial = Files.createTempDirectory(parent, "." + base + ".partial-");
        try {
            fill(partial, result, experiment, documentText);
            return publish(partial, parent, base);
        } catch (IOException | RuntimeException e) {
            deleteTree(partial);
            throw e;
        }
    }

    private static void fill(Path dir, ExperimentResult result, Experiment experiment, String documentText)
            throws IOException {
        Files.writeString(dir.resolve(SUMMARY), SummaryJson.write(result), StandardCharsets.UTF_8);
        Files.writeString(dir.resolve(TIMESERIES), TimeseriesCsv.write(result), StandardCharsets.UTF_8);
        Files.writeString(dir.resolve(DOCUMENT), documentText, StandardCharsets.UTF_8);
        Path charts = Files.createDirectory(dir.resolve(CHARTS));
        Map<String, JFreeChart> all = Charts.of(result);
        for (Map.Entry<String, JFreeChart> chart : all.entrySet()) {
            Files.write(charts.resolve(chart.getKey() + ".png"), Charts.png(chart.getValue()));
            Files.write(charts.resolve(chart.getKey() + ".svg"), Charts.svg(chart.getValue()));
        }
        Files.writeString(dir.resolve(REPORT), ReportMarkdown.write(experiment, result, List.copyOf(all.keySet())),
                StandardCharsets.UTF_8);
    }

    /** Renames the complete directory to the first free name: a rename never overwrites a directory that exists. */
    private static Path publish(Path partial, Path parent, String base) throws IOException {
        for (int n = 1;; n++) {
            Path target = parent.resolve(n == 1 ? base : base + "-" + n);
            if (Files.exists(target)) {
                continue;
            }
            try {
                return Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (FileAlreadyExistsException e) {
                // taken meanwhile: try the next name
            } catch (AtomicMoveNotSupportedException e) {
                throw new IOException("cannot rename " + partial + " to " + target + " atomically", e);
            }
        }
    }

    /** Reads a directory written by {@link #write}: metrics from the summary, series from the CSV. */
    public static ExperimentResult read(Path dir) throws IOException {
        ExperimentResult summary = SummaryJson.read(Files.readString(dir.resolve(SUMMARY), StandardCharsets.UTF_8));
        Map<String, Map<String, List<IntervalPoint>>> series = TimeseriesCsv
                .read(Files.readString(dir.resolve(TIMESERIES), StandardCharsets.UTF_8));
        List<RunOutcome> runs = new ArrayList<>();
        for (RunOutcome run : summary.runs()) {
            Map<String, List<IntervalPoint>> byPhase = series.getOrDefault(run.name(), Map.of());
            runs.add(new RunOutcome(run.name(), run.drive(), run.phases().stream()
                    .map(p -> new PhaseOutcome(p.name(), p.type(), p.metrics(), byPhase.getOrDefault(p.name(), List.of()),
                            p.counts(), p.replicates()))
                    .toList(), run.appliedScale(), run.seeds()));
        }
        return new ExperimentResult(summary.experiment(), summary.seed(), summary.scale(), runs);
    }

    private static void deleteTree(Path dir) {
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException | UncheckedIOException e) {
            // best effort: the hidden partial directory is all that can remain
        }
    }
}
