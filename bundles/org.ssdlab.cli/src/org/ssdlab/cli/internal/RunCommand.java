package org.ssdlab.cli.internal;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

import org.ssdlab.experiment.Experiment;
import org.ssdlab.experiment.ExperimentValidator;
import org.ssdlab.experiment.InvalidExperimentException;
import org.ssdlab.sim.api.Suggestions;
import org.ssdlab.experiment.Problem;
import org.ssdlab.experiment.Size;
import org.ssdlab.experiment.Units;
import org.ssdlab.experiment.Validation;
import org.ssdlab.experiment.run.BundledExamples;
import org.ssdlab.experiment.run.ExperimentFailedException;
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.ExperimentRunner;
import org.ssdlab.experiment.run.Latency;
import org.ssdlab.experiment.run.PerSecondIops;
import org.ssdlab.experiment.run.PhaseMetrics;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.ResultDirectory;
import org.ssdlab.experiment.run.RunOptions;
import org.ssdlab.experiment.run.RunOutcome;
import org.ssdlab.experiment.run.TraceRequest;
import org.ssdlab.experiment.sweep.SweepExpansion;
import org.ssdlab.sim.api.PluginRegistry;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ssdlab run [EXPERIMENT]}: runs an experiment headless and writes its result directory. */
@Command(name = "run", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Runs an experiment document (docs/experiment-format.md) and writes a result directory: "
                + "summary.json, timeseries.csv, charts (PNG, SVG), the document as run and report.md.",
                "Without EXPERIMENT it runs the bundled seed experiment '" + BundledExamples.DEFAULT + "'."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:done", "1:the simulation failed", "2:invalid input (the message names the field)",
                "130:interrupted (Ctrl-C, TERM, HUP); no result directory is left (a directory that appears is complete, "
                        + "and then the exit code is 0)"})
final class RunCommand implements Callable<Integer> {

    static final int EXIT_INTERRUPTED = 130;

    private final PluginRegistry registry;

    @Spec
    private CommandSpec spec;

    @Mixin
    private ExecutionOptions execution = new ExecutionOptions();

    @Parameters(paramLabel = "EXPERIMENT", arity = "0..1",
            description = "a document (JSON file) or the name of a bundled example (see ./ssdlab list examples)")
    private String experiment;

    @Option(names = "--out", paramLabel = "DIR", defaultValue = "results",
            description = "folder for result directories (each execution adds one); default: ${DEFAULT-VALUE}")
    private Path out;




    @Option(names = "--json", description = "print the execution's summary.json to standard output instead of the table")
    private boolean json;

    @Option(names = "--trace", paramLabel = "FILE", description = "also write an event trace of one run (Chrome/Perfetto "
            + "trace-event JSON: open it in ui.perfetto.dev or Trace Compass): host requests, GC victims and relocations, "
            + "erases per die, buffer-full waits, FLUSHes")
    private Path trace;

    @Option(names = "--trace-run", paramLabel = "NAME", description = "the run to trace; default: the document's first")
    private String traceRun;

    @Option(names = "--trace-from", paramLabel = "DURATION", description = "leave out events before this simulated time, e.g. 30s")
    private String traceFrom;

    @Option(names = "--trace-to", paramLabel = "DURATION", description = "leave out events from this simulated time on, e.g. 40s")
    private String traceTo;

    @Option(names = "--trace-limit", paramLabel = "SIZE", defaultValue = "100MB",
            description = "the trace file stops growing at this size (default: ${DEFAULT-VALUE}); it says how many events it dropped")
    private String traceLimit;

    @Option(names = "--trace-sample", paramLabel = "N", defaultValue = "1",
            description = "write one host request in N (default: every one); GC, erase and buffer events are all written")
    private int traceSample;

    RunCommand(PluginRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        execution.check(this::invalid);
        try {
            ResultDirectory.checkWritable(out); // before simulating: a finished run must have somewhere to go
        } catch (IOException e) {
            throw invalid("--out: cannot write results to '" + out + "': " + e.getMessage());
        }
        String name = experiment == null ? BundledExamples.DEFAULT : experiment;
        String text = read(name);
        PrintWriter err = spec.commandLine().getErr();
        if (SweepExpansion.hasSweep(text)) {
            throw invalid("EXPERIMENT: '" + name + "' has a sweep section; run its points with ./ssdlab sweep " + name);
        }
        Validation validation = new ExperimentValidator(registry).validate(text, folderOf(name));
        if (!validation.valid()) {
            validation.problems().forEach(p -> err.println(name + ": " + p));
            return SsdLabCommand.EXIT_INVALID_INPUT;
        }
        for (Path stale : ResultDirectory.removeStalePartials(out)) {
            err.println("ssdlab run: removed " + stale + ", left half-written by an execution that was killed");
        }
        Experiment doc = validation.experiment();
        long seed = execution.seed == null ? doc.seed() : execution.seed;
        RunOptions options = new RunOptions(seed, execution.scale, execution.jobs, traceRequest(doc));
        AtomicBoolean cancelled = new AtomicBoolean();
        AtomicReference<Path> published = new AtomicReference<>();
        CountDownLatch finished = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            cancelled.set(true); // Ctrl-C: stop between requests and leave nothing half-written
            try {
                finished.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            if (published.get() != null) {
                // the contract: exit 130 means no result directory; one that was published counts as done
                System.out.flush();
                System.err.flush();
                Runtime.getRuntime().halt(0);
            }
        });
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            return execute(name, text, doc, options, cancelled, published);
        } finally {
            finished.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // the JVM is already shutting down
            }
        }
    }

    /** The --trace options as a request, checked against the document; null without --trace. */
    private TraceRequest traceRequest(Experiment doc) {
        if (trace == null) {
            return null;
        }
        if (traceRun != null && doc.runs().stream().noneMatch(r -> r.name().equals(traceRun))) {
            throw invalid("--trace-run: '" + traceRun + "' is not a run of the document; allowed: "
                    + String.join(", ", doc.runs().stream().map(r -> r.name()).toList()));
        }
        long from = traceFrom == null ? 0 : nanos("--trace-from", traceFrom);
        long to = traceTo == null ? Long.MAX_VALUE : nanos("--trace-to", traceTo);
        if (to <= from) {
            throw invalid("--trace-to: " + traceTo + " is not after --trace-from " + traceFrom + "; allowed: a later time");
        }
        long limit;
        try {
            Size size = Units.parseSize(traceLimit, false);
            limit = ((Size.Bytes) size).bytes();
        } catch (IllegalArgumentException e) {
            throw invalid("--trace-limit: " + e.getMessage());
        }
        if (limit < 1024) {
            throw invalid("--trace-limit: " + traceLimit + " is not allowed; allowed: at least 1KiB");
        }
        if (traceSample < 1) {
            throw invalid("--trace-sample: " + traceSample + " is not allowed; allowed: an integer >= 1");
        }
        Path parent = trace.toAbsolutePath().getParent();
        if (parent != null && !Files.isDirectory(parent)) {
            throw invalid("--trace: the folder of '" + trace + "' does not exist");
        }
        return new TraceRequest(trace, traceRun, from, to, limit, traceSample);
    }

    private long nanos(String option, String text) {
        try {
            return Units.parseDuration(text).toNanos();
        } catch (IllegalArgumentException e) {
            throw invalid(option + ": " + e.getMessage());
        }
    }

    private int execute(String name, String text, Experiment doc, RunOptions options, AtomicBoolean cancelled,
            AtomicReference<Path> published) {
        PrintWriter err = spec.commandLine().getErr();
        int phases = doc.runs().stream().mapToInt(r -> doc.settingsOf(r).phases().size()).sum();
        ProgressPrinter progress = new ProgressPrinter(err, System.console() != null, phases, cancelled);
        err.printf(Locale.ROOT, "%s: experiment '%s', %d runs, seed %d, scale %s, %d job(s)%n", name, doc.name(),
                doc.runs().size(), options.seed(), options.scale(), options.jobs());
        long start = System.nanoTime();
        ExperimentResult result;
        try {
            try {
                result = new ExperimentRunner(registry).run(doc, options, progress);
            } finally {
                progress.finish(); // clear the progress line before anything else is printed
            }
        } catch (InvalidExperimentException e) {
            e.problems().forEach(p -> err.println(name + ": " + p));
            return SsdLabCommand.EXIT_INVALID_INPUT;
        } catch (CancellationException e) {
            err.println("ssdlab run: interrupted; no result directory written");
            return EXIT_INTERRUPTED;
        } catch (ExperimentFailedException e) {
            Error error = Failures.errorIn(e);
            err.println("ssdlab run: the simulation failed: " + (error != null ? Failures.describe(error) : e.getMessage()));
            return SsdLabCommand.EXIT_FAILURE;
        }
        Path dir;
        try {
            dir = ResultDirectory.write(result, doc, text, out, cancelled::get);
        } catch (CancellationException e) {
            err.println("ssdlab run: interrupted while writing the results; no result directory written");
            return EXIT_INTERRUPTED;
        } catch (IOException e) {
            err.println("ssdlab run: cannot write the results to '" + out + "': " + reason(e));
            return SsdLabCommand.EXIT_FAILURE;
        }
        PrintWriter stdout = spec.commandLine().getOut();
        String where = String.format(Locale.ROOT, "Results in %s (report.md, summary.json, timeseries.csv, charts/); %.1f s",
                dir, (System.nanoTime() - start) / 1e9);
        if (json) { // for scripts: standard output holds the JSON alone
            try {
                stdout.print(Files.readString(dir.resolve(ResultDirectory.SUMMARY), StandardCharsets.UTF_8));
            } catch (IOException e) {
                err.println("ssdlab run: the results are in " + dir + " but summary.json cannot be read back: " + reason(e));
                return SsdLabCommand.EXIT_FAILURE;
            }
            err.println(where);
        } else {
            printTable(stdout, result);
            stdout.printf("%n%s%n", where);
        }
        stdout.flush();
        published.set(dir);
        return 0;
    }

    private static String reason(IOException e) {
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason() + " (" + f.getFile() + ")";
        }
        return e instanceof FileSystemException f ? e.getClass().getSimpleName() + " " + f.getFile() : e.getMessage();
    }

    /**
     * Every phase that did I/O, per run: the figures a lab notebook would take down. A phase that
     * both read and wrote gets a row for all its I/O and one each for reads and writes; latencies
     * have at least three significant digits. Then the spread of each phase's per-second IOPS.
     */
    static void printTable(PrintWriter out, ExperimentResult result) {
        out.printf(Locale.ROOT, "%s (seed %d, scale %s)%n", result.experiment(), result.seed(), result.scale());
        int runWidth = "run".length();
        int phaseWidth = "phase".length();
        for (RunOutcome run : result.runs()) {
            runWidth = Math.max(runWidth, run.name().length());
            for (PhaseOutcome phase : run.phases()) {
                phaseWidth = Math.max(phaseWidth, phase.name().length());
            }
        }
        String names = "%-" + runWidth + "s %-" + phaseWidth + "s";
        out.printf(Locale.ROOT, names + " %-5s %9s %8s %6s %9s %9s %9s %9s %9s %9s %9s %8s%n", "run", "phase", "io",
                "IOPS", "MB/s", "WA", "mean (us)", "p50", "p90", "p99", "p99.9", "p99.99", "max", "time (s)");
        for (RunOutcome run : result.runs()) {
            for (PhaseOutcome phase : run.phases()) {
                PhaseMetrics m = phase.metrics();
                if (Double.isNaN(m.iops())) {
                    continue;
                }
                boolean reads = m.reads().iops() > 0;
                boolean writes = m.writes().iops() > 0;
                boolean others = m.iops() > (reads ? m.reads().iops() : 0) + (writes ? m.writes().iops() : 0) + 1e-9;
                String steady = m.steadyState() == null ? "" : m.steadyState() ? "  steady" : "  not steady";
                String wa = Double.isNaN(m.writeAmplification()) ? "-"
                        : String.format(Locale.ROOT, "%.2f", m.writeAmplification());
                String time = String.format(Locale.ROOT, "%.1f", m.seconds());
                String only = reads && !writes && !others ? "read" : writes && !reads && !others ? "write"
                        : !reads && !writes ? "trim" : "all";
                row(out, names, run.name(), phase.name(), only, m.iops(), m.throughputMBps(), wa, m.latency(), time, steady);
                if (only.equals("all")) {
                    if (reads) {
                        row(out, names, "", "", "read", m.reads().iops(), m.reads().mbps(), "", m.reads().latency(), "", "");
                    }
                    if (writes) {
                        row(out, names, "", "", "write", m.writes().iops(), m.writes().mbps(), "", m.writes().latency(),
                                "", "");
                    }
                }
            }
        }
        out.printf(Locale.ROOT, "%nPer-second IOPS (whole simulated seconds of each phase)%n");
        out.printf(Locale.ROOT, names + " %9s %9s %9s %9s %7s%n", "run", "phase", "mean", "min", "max", "stdev",
                "stdev %");
        for (RunOutcome run : result.runs()) {
            for (PhaseOutcome phase : run.phases()) {
                PerSecondIops s = phase.metrics().perSecond();
                if (Double.isNaN(s.mean())) {
                    continue;
                }
                out.printf(Locale.ROOT, names + " %9.0f %9.0f %9.0f %9.0f %7s%n", run.name(), phase.name(), s.mean(),
                        s.min(), s.max(), s.stdev(),
                        s.mean() > 0 ? String.format(Locale.ROOT, "%.1f", 100 * s.stdev() / s.mean()) : "-");
            }
        }
    }

    private static void row(PrintWriter out, String names, String run, String phase, String io, double iops, double mbps,
            String wa, Latency l, String time, String steady) {
        out.printf(Locale.ROOT, names + " %-5s %9.0f %8s %6s %9s %9s %9s %9s %9s %9s %9s %8s%s%n", run, phase, io, iops,
                digits(mbps), wa, digits(l.meanUs()), digits(l.p50Us()), digits(l.p90Us()), digits(l.p99Us()),
                digits(l.p999Us()), digits(l.p9999Us()), digits(l.maxUs()), time, steady);
    }

    /** At least three significant digits (352 µs, 35.2 µs, 3.52 µs), "-" where there is no value. */
    static String digits(double v) {
        if (!Double.isFinite(v)) {
            return "-";
        }
        double a = Math.abs(v);
        return String.format(Locale.ROOT, a >= 100 ? "%.0f" : a >= 10 ? "%.1f" : a >= 1 ? "%.2f" : "%.3f", v);
    }

    private String read(String name) {
        Path file = Path.of(name);
        if (Files.exists(file, LinkOption.NOFOLLOW_LINKS) || name.endsWith(".json") || name.contains("/")) {
            String wrong = DocumentFile.whatIsWrong(file);
            if (wrong != null) {
                throw invalid("EXPERIMENT: '" + name + "' is " + (wrong.startsWith("no such") ? "not there: " : "")
                        + wrong);
            }
            try {
                return DocumentFile.read(file);
            } catch (IOException e) {
                throw invalid("EXPERIMENT: cannot read '" + name + "': " + reason(e));
            } catch (IllegalArgumentException e) {
                throw invalid(name + ": " + e.getMessage());
            }
        }
        Optional<String> example = BundledExamples.text(name);
        return example.orElseThrow(() -> invalid("EXPERIMENT: '" + name + "' is neither a file nor a bundled example"
                + Suggestions.didYouMean(name, BundledExamples.NAMES) + "; allowed: a JSON document or one of "
                + String.join(", ", BundledExamples.NAMES)));
    }

    /** Where relative paths in the document (trace files) are resolved: its own folder. */
    private static Path folderOf(String name) {
        Path file = Path.of(name);
        if (!Files.isRegularFile(file)) {
            return Path.of("").toAbsolutePath();
        }
        Path parent = file.toAbsolutePath().getParent();
        return parent == null ? Path.of("").toAbsolutePath() : parent;
    }

    private ParameterException invalid(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
