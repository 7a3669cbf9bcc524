package org.ssdlab.experiment.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.jfree.chart.JFreeChart;
import org.ssdlab.experiment.Experiment;
import org.ssdlab.experiment.chart.ChartFiles;
import org.ssdlab.experiment.chart.ChartModel;
import org.ssdlab.experiment.chart.ResultCharts;
import org.ssdlab.experiment.internal.run.PtsCharts;
import org.ssdlab.experiment.internal.run.ReportHtml;
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
    /** {@code report.md} as one self-contained HTML page, its charts inlined. */
    public static final String REPORT_HTML = "report.html";
    public static final String CHARTS = "charts";

    /** ".<base>.partial-<pid>-<random>": a directory being written by process pid. */
    private static final Pattern PARTIAL_NAME = Pattern.compile("\\..+\\.partial-(\\d+)-[0-9a-z]+");

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
        return write(result, experiment, documentText, parent, () -> false);
    }

    /**
     * Like {@link #write(ExperimentResult, Experiment, String, Path)}, abandoned between files and
     * before publishing once {@code cancelled} says so: then a {@link CancellationException} is thrown
     * and nothing is left. A directory that appears is always complete.
     */
    public static Path write(ExperimentResult result, Experiment experiment, String documentText, Path parent,
            BooleanSupplier cancelled) throws IOException {
        return write(result, experiment, documentText, parent, result.experiment() + "-" + LocalDateTime.now().format(STAMP),
                false, Map.of(), cancelled);
    }

    /**
     * Like {@link #write(ExperimentResult, Experiment, String, Path, BooleanSupplier)} into
     * {@code <parent>/<name>} exactly (a sweep's point), with {@code extraFiles} (file name → text)
     * written beside the results before the directory is published.
     *
     * @throws java.nio.file.FileAlreadyExistsException when {@code <parent>/<name>} exists
     */
    public static Path writeNamed(ExperimentResult result, Experiment experiment, String documentText, Path parent,
            String name, Map<String, String> extraFiles, BooleanSupplier cancelled) throws IOException {
        return write(result, experiment, documentText, parent, name, true, extraFiles, cancelled);
    }

    private static Path write(ExperimentResult result, Experiment experiment, String documentText, Path parent,
            String base, boolean exact, Map<String, String> extraFiles, BooleanSupplier cancelled) throws IOException {
        Files.createDirectories(parent);
        Path partial = createPartial(parent, base);
        try {
            fill(partial, result, experiment, documentText, cancelled);
            for (Map.Entry<String, String> extra : extraFiles.entrySet()) {
                Files.writeString(partial.resolve(extra.getKey()), extra.getValue(), StandardCharsets.UTF_8);
            }
            return publish(partial, parent, base, exact, cancelled);
        } catch (IOException | RuntimeException e) {
            deleteTree(partial);
            if (cancelled.getAsBoolean() && !(e instanceof CancellationException)) {
                // the JVM is shutting down under us (e.g. "Shutdown in progress"): that is the cancel
                throw new CancellationException("interrupted while writing the results");
            }
            throw e;
        }
    }

    /**
     * Checks before a run that result directories can be created in {@code parent}, so that no
     * simulation is lost to an output folder that cannot take its results. Creates nothing: a
     * probe folder is made and removed in {@code parent} or its nearest existing ancestor.
     *
     * @throws IOException with the reason as its message: "'x' is a file, not a directory", ...
     */
    public static void checkWritable(Path parent) throws IOException {
        if (parent.toString().isEmpty()) {
            throw new IOException("the path is empty; allowed: a folder (e.g. results)");
        }
        Path existing = parent.toAbsolutePath();
        while (!Files.exists(existing)) {
            Path up = existing.getParent();
            if (up == null) {
                break;
            }
            existing = up;
        }
        if (!Files.isDirectory(existing)) {
            throw new IOException("'" + existing + "' is " + (Files.isRegularFile(existing) ? "a file" : "a special file")
                    + ", not a directory");
        }
        try {
            Files.delete(Files.createTempDirectory(existing, ".ssdlab-write-check-"));
        } catch (AccessDeniedException e) {
            throw new IOException("permission denied (" + existing + ")", e);
        } catch (FileSystemException e) {
            throw new IOException((e.getReason() == null ? e.getClass().getSimpleName() : e.getReason())
                    + " (" + existing + ")", e);
        }
    }

    /**
     * Removes hidden partial directories in {@code parent} that an execution killed while writing
     * left behind (its process is gone).
     *
     * @return the directories removed
     */
    public static List<Path> removeStalePartials(Path parent) {
        List<Path> removed = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(parent, ".*")) {
            for (Path entry : entries) {
                Matcher m = PARTIAL_NAME.matcher(entry.getFileName().toString());
                if (m.matches() && Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS)
                        && !ProcessHandle.of(Long.parseLong(m.group(1))).map(ProcessHandle::isAlive).orElse(false)) {
                    deleteTree(entry);
                    if (!Files.exists(entry, LinkOption.NOFOLLOW_LINKS)) {
                        removed.add(entry);
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            // best effort: nothing of value is in a stale partial directory
        }
        return removed;
    }

    /** A hidden sibling named after this process, created with the umask's mode like any folder. */
    private static Path createPartial(Path parent, String base) throws IOException {
        long pid = ProcessHandle.current().pid();
        for (;;) {
            Path partial = parent.resolve("." + base + ".partial-" + pid + "-"
                    + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36));
            try {
                return Files.createDirectory(partial);
            } catch (FileAlreadyExistsException e) {
                // next random suffix
            }
        }
    }

    private static void fill(Path dir, ExperimentResult result, Experiment experiment, String documentText,
            BooleanSupplier cancelled) throws IOException {
        Files.writeString(dir.resolve(SUMMARY), SummaryJson.write(result), StandardCharsets.UTF_8);
        Files.writeString(dir.resolve(TIMESERIES), TimeseriesCsv.write(result), StandardCharsets.UTF_8);
        Files.writeString(dir.resolve(DOCUMENT), documentText, StandardCharsets.UTF_8);
        Path charts = Files.createDirectory(dir.resolve(CHARTS));
        Map<String, byte[]> pngs = new LinkedHashMap<>();
        for (Map.Entry<String, ChartModel> chart : ResultCharts.of(result).charts().entrySet()) {
            checkCancelled(cancelled);
            byte[] png = ChartFiles.png(chart.getValue());
            pngs.put(chart.getKey(), png);
            Files.write(charts.resolve(chart.getKey() + ".png"), png);
            Files.write(charts.resolve(chart.getKey() + ".svg"), ChartFiles.svg(chart.getValue()));
        }
        for (Map.Entry<String, JFreeChart> chart : PtsCharts.of(result).entrySet()) { // drawn by JFreeChart directly
            checkCancelled(cancelled);
            byte[] png = ChartFiles.png(chart.getValue());
            pngs.put(chart.getKey(), png);
            Files.write(charts.resolve(chart.getKey() + ".png"), png);
            Files.write(charts.resolve(chart.getKey() + ".svg"), ChartFiles.svg(chart.getValue()));
        }
        checkCancelled(cancelled);
        String report = ReportMarkdown.write(experiment, result, List.copyOf(pngs.keySet()));
        Files.writeString(dir.resolve(REPORT), report, StandardCharsets.UTF_8);
        Files.writeString(dir.resolve(REPORT_HTML), ReportHtml.write(result.experiment(), report, pngs),
                StandardCharsets.UTF_8);
    }

    private static void checkCancelled(BooleanSupplier cancelled) {
        if (cancelled.getAsBoolean()) {
            throw new CancellationException("interrupted while writing the results");
        }
    }

    /**
     * Renames the complete directory to the first free name. rename(2) would replace an empty
     * directory of that name, so each name is first claimed with a hidden file that only one
     * process can create; a name whose folder exists (empty or not) is skipped.
     */
    private static Path publish(Path partial, Path parent, String base, boolean exact, BooleanSupplier cancelled)
            throws IOException {
        for (int n = 1;; n++) {
            String name = n == 1 ? base : base + "-" + n;
            Path target = parent.resolve(name);
            Path claim = parent.resolve("." + name + ".claim");
            if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                if (exact) {
                    throw new FileAlreadyExistsException(target.toString());
                }
                continue;
            }
            try {
                Files.createFile(claim);
            } catch (FileAlreadyExistsException e) {
                if (exact) {
                    throw new FileAlreadyExistsException(target.toString(), null, "another execution is publishing it");
                }
                continue; // another execution is publishing under this name
            }
            try {
                if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                    if (exact) {
                        throw new FileAlreadyExistsException(target.toString());
                    }
                    continue;
                }
                checkCancelled(cancelled);
                return Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                throw new IOException("cannot rename " + partial + " to " + target + " atomically", e);
            } finally {
                Files.deleteIfExists(claim);
            }
        }
    }

    /** Reads a directory written by {@link #write}: metrics from the summary, series from the CSV. */
    public static ExperimentResult read(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new IOException("'" + dir + "' " + (Files.exists(dir) ? "is a file, not a result directory"
                    : "does not exist"));
        }
        ExperimentResult summary;
        Map<String, Map<String, List<IntervalPoint>>> series;
        try {
            summary = SummaryJson.read(readPart(dir, SUMMARY));
            series = TimeseriesCsv.read(readPart(dir, TIMESERIES));
        } catch (RuntimeException e) { // the parsers' way of saying the text is not what this class wrote
            throw new IOException("'" + dir + "' holds damaged results: " + e.getMessage(), e);
        }
        List<RunOutcome> runs = new ArrayList<>();
        for (RunOutcome run : summary.runs()) {
            Map<String, List<IntervalPoint>> byPhase = series.getOrDefault(run.name(), Map.of());
            runs.add(run.withPhases(run.phases().stream()
                    .map(p -> new PhaseOutcome(p.name(), p.type(), p.metrics(), byPhase.getOrDefault(p.name(), List.of()),
                            p.counts(), p.replicates()))
                    .toList()));
        }
        return new ExperimentResult(summary.experiment(), summary.seed(), summary.scale(), runs, summary.tool());
    }

    private static String readPart(Path dir, String name) throws IOException {
        Path file = dir.resolve(name);
        if (!Files.isRegularFile(file)) {
            throw new IOException("'" + dir + "' is not a result directory: it has no " + name);
        }
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new IOException("'" + dir + "' holds damaged results: " + name + " is not UTF-8 text", e);
        }
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
