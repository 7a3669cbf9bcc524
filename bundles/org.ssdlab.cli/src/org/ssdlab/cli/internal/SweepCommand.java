package org.ssdlab.cli.internal;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import org.jfree.chart.JFreeChart;
import org.ssdlab.experiment.InvalidExperimentException;
import org.ssdlab.experiment.run.BuildInfo;
import org.ssdlab.experiment.run.ExperimentFailedException;
import org.ssdlab.experiment.run.ResultDirectory;
import org.ssdlab.experiment.sweep.BundledSweeps;
import org.ssdlab.experiment.sweep.KubernetesJob;
import org.ssdlab.experiment.sweep.SlurmScript;
import org.ssdlab.experiment.sweep.SweepCharts;
import org.ssdlab.experiment.sweep.SweepModels;
import org.ssdlab.experiment.sweep.SweepDirectory;
import org.ssdlab.experiment.sweep.SweepExecution;
import org.ssdlab.experiment.sweep.SweepParameter;
import org.ssdlab.experiment.sweep.SweepTable;
import org.ssdlab.experiment.sweep.SweepValidator;
import org.ssdlab.sim.api.PluginRegistry;
import org.ssdlab.sim.api.Suggestions;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ssdlab sweep}: every point of a document's sweep section run as an ordinary experiment,
 * here in parallel or as a Slurm job array, into one sweep directory with a combined table and
 * charts (docs/sweeps.md).
 */
@Command(name = "sweep", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Runs every point of a document's sweep section (docs/sweeps.md) and writes a sweep directory: "
                + "manifest.json, points/<name>/ (one ordinary result directory per point), table.csv, table.json and "
                + "charts/ of --metric against each swept parameter. A rerun into the same --out skips the points "
                + "already complete with the same document, seed, scale and tool version.",
                "  ssdlab sweep DOC [--out DIR] [--jobs N]                  run here",
                "  ssdlab sweep DOC --executor slurm [--partition P] ...   one sbatch array task per missing point",
                "  ssdlab sweep DOC --executor k8s --dry-run               print a Kubernetes Indexed Job",
                "  ssdlab sweep --point I DIR                              run point I of a prepared sweep (a cluster task)",
                "  ssdlab sweep --collect DIR                              build the table and charts of a finished sweep"},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:done", "1:a point's simulation failed, or a sweep to collect is not complete",
                "2:invalid input (the message names the field)", "130:interrupted; finished points stay"})
final class SweepCommand implements Callable<Integer> {

    private final PluginRegistry registry;

    @Spec
    private CommandSpec spec;

    @Mixin
    private ExecutionOptions execution = new ExecutionOptions();

    @Parameters(paramLabel = "DOC|DIR", arity = "0..1",
            description = "a sweep document or the name of a bundled sweep (" + "840pro-spare-vs-gc"
                    + "); with --point or --collect a sweep directory")
    private String target;

    @Option(names = "--out", paramLabel = "DIR", description = "the sweep directory; default: sweeps/<name>")
    private Path out;




    @Option(names = "--metric", paramLabel = "[PHASE/]METRIC",
            description = "a summary metric to chart against each parameter (repeatable); without PHASE the last "
                    + "steady-state phase; default: iops and writeAmplification")
    private List<String> metrics = new ArrayList<>();

    @Option(names = "--executor", paramLabel = "E", defaultValue = "local",
            description = "local (default), slurm (sbatch a job array) or k8s (with --dry-run: print an Indexed Job)")
    private String executor;

    @Option(names = "--partition", paramLabel = "P", description = "slurm: the partition")
    private String partition;

    @Option(names = "--time", paramLabel = "T", description = "slurm: time limit per task, e.g. 30 or 1:00:00")
    private String time;

    @Option(names = "--mem", paramLabel = "M", description = "slurm: memory per task, e.g. 4G (the JVM gets three quarters); "
            + "k8s: per pod, e.g. 4Gi")
    private String memory;

    @Option(names = "--wait", description = "slurm: wait for the array (sbatch --wait), then collect")
    private boolean waitForArray;

    @Option(names = "--dry-run", description = "slurm: write the script, do not submit; k8s: print the manifest")
    private boolean dryRun;

    @Option(names = "--launcher", paramLabel = "PATH",
            description = "slurm: the ssdlab launcher as the nodes see it; default: the one running")
    private Path launcher;

    @Option(names = "--image", paramLabel = "IMAGE", defaultValue = "ssdlab:latest",
            description = "k8s: an image with ssdlab on its PATH; default: ${DEFAULT-VALUE}")
    private String image;

    @Option(names = "--claim", paramLabel = "PVC", defaultValue = "ssdlab-sweeps",
            description = "k8s: the PersistentVolumeClaim holding sweep directories, mounted at /sweeps; default: ${DEFAULT-VALUE}")
    private String claim;

    @Option(names = "--point", paramLabel = "I", description = "run point I (0-based) of the sweep directory DIR")
    private Integer point;

    @Option(names = "--collect", description = "build table.csv, table.json and charts/ of the sweep directory DIR")
    private boolean collect;

    SweepCommand(PluginRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        checkOptions();
        List<SweepCharts.Choice> choices = metrics.isEmpty() ? SweepCharts.DEFAULTS
                : metrics.stream().map(SweepCharts.Choice::parse).toList();
        if (collect || point != null) {
            if (target == null) {
                throw invalid("DIR: " + (collect ? "--collect" : "--point") + " needs the sweep directory");
            }
            SweepDirectory dir = openDirectory(Path.of(target));
            return collect ? collect(dir, choices) : runPoint(dir);
        }
        return sweep(choices);
    }

    private void checkOptions() {
        execution.check(this::invalid);
        if (!List.of("local", "slurm", "k8s").contains(executor)) {
            throw invalid("--executor: '" + executor + "' is not allowed" + Suggestions.didYouMean(executor,
                    List.of("local", "slurm", "k8s")) + "; allowed: local, slurm, k8s");
        }
        if (collect && point != null) {
            throw invalid("--collect and --point: choose one");
        }
        if (point != null && point < 0) {
            throw invalid("--point: " + point + " is not allowed; allowed: a point index >= 0");
        }
        if (executor.equals("k8s") && !dryRun) {
            throw invalid("--executor k8s: only with --dry-run (the manifest is printed; apply it with kubectl)");
        }
    }

    private int sweep(List<SweepCharts.Choice> choices) {
        PrintWriter err = spec.commandLine().getErr();
        String name = target == null ? BundledSweeps.NAMES.get(0) : target;
        String text = read(name);
        Path folder = folderOf(name);
        SweepValidator.Sweep sweep = new SweepValidator(registry).validate(text, folder);
        if (!sweep.valid()) {
            sweep.problems().forEach(p -> err.println(name + ": " + p));
            return SsdLabCommand.EXIT_INVALID_INPUT;
        }
        Path dir = out != null ? out : Path.of("sweeps", sweep.name());
        try {
            ResultDirectory.checkWritable(dir);
        } catch (IOException e) {
            throw invalid("--out: cannot write the sweep to '" + dir + "': " + e.getMessage());
        }
        SweepDirectory prepared;
        try {
            prepared = SweepDirectory.prepare(dir, text, folder, sweep, execution.seed, execution.scale, version());
        } catch (IOException e) {
            err.println("ssdlab sweep: cannot write the sweep directory '" + dir + "': " + e.getMessage());
            return SsdLabCommand.EXIT_FAILURE;
        }
        List<Integer> missing = prepared.missing();
        err.printf(Locale.ROOT, "%s: sweep '%s', %d points (%d to run, %d complete), scale %s, executor %s%n", name,
                sweep.name(), prepared.size(), missing.size(), prepared.size() - missing.size(), execution.scale, executor);
        return switch (executor) {
            case "slurm" -> slurm(prepared, missing, choices);
            case "k8s" -> k8s(prepared);
            default -> local(prepared, sweep, choices);
        };
    }

    private int local(SweepDirectory dir, SweepValidator.Sweep sweep, List<SweepCharts.Choice> choices) {
        PrintWriter err = spec.commandLine().getErr();
        AtomicBoolean cancelled = new AtomicBoolean();
        CountDownLatch finished = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            cancelled.set(true); // Ctrl-C: points in flight stop and leave nothing; finished ones stay
            try {
                finished.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            new SweepExecution(registry).runAll(dir, sweep, execution.jobs, new SweepExecution.Listener() {
                @Override
                public void started(int index, String name) {
                    synchronized (err) {
                        err.printf(Locale.ROOT, "ssdlab sweep: point %d/%d %s started%n", index + 1, dir.size(), name);
                    }
                }

                @Override
                public void finished(int index, String name, boolean ran, double seconds) {
                    synchronized (err) {
                        err.printf(Locale.ROOT, "ssdlab sweep: point %d/%d %s %s in %.1f s%n", index + 1, dir.size(),
                                name, ran ? "done" : "was complete", seconds);
                    }
                }
            }, cancelled::get);
        } catch (CancellationException e) {
            err.println("ssdlab sweep: interrupted; the points finished stay in " + dir.path()
                    + ", a rerun does the rest");
            return RunCommand.EXIT_INTERRUPTED;
        } catch (InvalidExperimentException e) {
            e.problems().forEach(p -> err.println("ssdlab sweep: " + p));
            return SsdLabCommand.EXIT_INVALID_INPUT;
        } catch (IOException e) {
            err.println("ssdlab sweep: cannot write a point into '" + dir.path() + "': " + e.getMessage());
            return SsdLabCommand.EXIT_FAILURE;
        } catch (ExperimentFailedException e) {
            Error error = Failures.errorIn(e);
            err.println("ssdlab sweep: a point's simulation failed: " + (error != null ? Failures.describe(error)
                    : e.getMessage()));
            return SsdLabCommand.EXIT_FAILURE;
        } finally {
            finished.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // the JVM is already shutting down
            }
        }
        return collect(dir, choices);
    }

    private int slurm(SweepDirectory dir, List<Integer> missing, List<SweepCharts.Choice> choices) {
        PrintWriter err = spec.commandLine().getErr();
        if (missing.isEmpty()) {
            err.println("ssdlab sweep: every point is complete; nothing to submit");
            return collect(dir, choices);
        }
        SlurmScript.Options options;
        try {
            options = new SlurmScript.Options(partition, time, memory);
        } catch (IllegalArgumentException e) {
            throw invalid(e.getMessage());
        }
        if (missing.get(missing.size() - 1) > SlurmScript.DEFAULT_MAX_ARRAY_INDEX) {
            err.println("ssdlab sweep: note: array indices go up to " + missing.get(missing.size() - 1)
                    + "; Slurm's default MaxArraySize allows 0.." + SlurmScript.DEFAULT_MAX_ARRAY_INDEX);
        }
        Path script = dir.path().resolve("slurm").resolve("sweep.sbatch");
        String text = SlurmScript.script(dir.name(), dir.path().toAbsolutePath().normalize().toString(),
                launcherPath().toString(), missing, options);
        try {
            Files.createDirectories(script.getParent());
            Files.writeString(script, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            err.println("ssdlab sweep: cannot write " + script + ": " + e.getMessage());
            return SsdLabCommand.EXIT_FAILURE;
        }
        if (dryRun) {
            spec.commandLine().getOut().println(script);
            err.println("ssdlab sweep: wrote " + script + " (" + missing.size() + " array tasks); submit it with sbatch");
            return 0;
        }
        List<String> command = new ArrayList<>(List.of("sbatch", "--parsable"));
        if (waitForArray) {
            command.add("--wait");
        }
        command.add(script.toString());
        String output;
        int status;
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            status = process.waitFor();
        } catch (IOException e) {
            err.println("ssdlab sweep: cannot run sbatch (" + e.getMessage() + "); is Slurm installed here? The script is "
                    + script);
            return SsdLabCommand.EXIT_FAILURE;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return RunCommand.EXIT_INTERRUPTED;
        }
        if (status != 0 && !waitForArray) {
            err.println("ssdlab sweep: sbatch failed (exit " + status + "): " + output);
            return SsdLabCommand.EXIT_FAILURE;
        }
        String job = output.lines().filter(l -> l.matches("\\d+(;.*)?")).findFirst().orElse(output);
        err.println("ssdlab sweep: submitted job array " + job + " (" + missing.size() + " tasks, script " + script + ")");
        if (!waitForArray) {
            err.println("ssdlab sweep: when it has finished: ./ssdlab sweep --collect " + dir.path());
            return 0;
        }
        if (status != 0) {
            err.println("ssdlab sweep: the job array ended with exit " + status + " (task logs in " + dir.path().resolve("slurm")
                    + "); resubmit to run the missing points");
        }
        return collect(dir, choices);
    }

    private int k8s(SweepDirectory dir) {
        spec.commandLine().getOut().print(KubernetesJob.manifest(dir.name(), dir.size(), image, claim, "/sweeps",
                dir.path().getFileName().toString(), execution.jobs, memory));
        spec.commandLine().getErr().println("ssdlab sweep: the Indexed Job expects " + dir.path().getFileName()
                + " (this sweep directory) at the root of claim '" + claim + "'; nothing was submitted");
        return 0;
    }

    private int runPoint(SweepDirectory dir) {
        PrintWriter err = spec.commandLine().getErr();
        if (point >= dir.size()) {
            throw invalid("--point: " + point + " is not allowed; allowed: 0.." + (dir.size() - 1) + " (" + dir.size()
                    + " points in " + dir.path() + ")");
        }
        if (dir.complete(point)) {
            err.println("ssdlab sweep: point " + point + " " + dir.pointName(point) + " is complete");
            return 0;
        }
        if (!dir.toolVersion().equals(version())) {
            err.println("ssdlab sweep: " + dir.path() + " was prepared by " + dir.toolVersion() + ", this is " + version()
                    + "; run the points with the same build (or prepare the sweep again)");
            return SsdLabCommand.EXIT_INVALID_INPUT;
        }
        SweepValidator.Sweep sweep;
        try {
            sweep = new SweepValidator(registry).validate(dir.documentText(), dir.documentFolder());
            if (!sweep.valid()) {
                sweep.problems().forEach(p -> err.println(dir.path().resolve(SweepDirectory.DOCUMENT) + ": " + p));
                return SsdLabCommand.EXIT_INVALID_INPUT;
            }
            SweepExecution.checkSame(dir, sweep);
        } catch (IOException e) {
            err.println("ssdlab sweep: " + e.getMessage());
            return SsdLabCommand.EXIT_INVALID_INPUT;
        }
        AtomicBoolean cancelled = new AtomicBoolean();
        Thread hook = new Thread(() -> cancelled.set(true));
        Runtime.getRuntime().addShutdownHook(hook);
        long start = System.nanoTime();
        try {
            boolean ran = new SweepExecution(registry).runPoint(dir, sweep, point, cancelled::get);
            err.printf(Locale.ROOT, "ssdlab sweep: point %d %s %s in %.1f s%n", point, dir.pointName(point),
                    ran ? "done" : "was complete", (System.nanoTime() - start) / 1e9);
            return 0;
        } catch (CancellationException e) {
            err.println("ssdlab sweep: point " + point + " interrupted; nothing of it was written");
            return RunCommand.EXIT_INTERRUPTED;
        } catch (InvalidExperimentException e) {
            e.problems().forEach(p -> err.println("ssdlab sweep: point " + point + ": " + p));
            return SsdLabCommand.EXIT_INVALID_INPUT;
        } catch (IOException e) {
            err.println("ssdlab sweep: cannot write point " + point + ": " + e.getMessage());
            return SsdLabCommand.EXIT_FAILURE;
        } catch (ExperimentFailedException e) {
            Error error = Failures.errorIn(e);
            err.println("ssdlab sweep: point " + point + " failed: " + (error != null ? Failures.describe(error) : e.getMessage()));
            return SsdLabCommand.EXIT_FAILURE;
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // shutting down
            }
        }
    }

    private int collect(SweepDirectory dir, List<SweepCharts.Choice> choices) {
        PrintWriter err = spec.commandLine().getErr();
        SweepTable table;
        Map<String, JFreeChart> charts;
        try {
            table = SweepTable.read(dir);
            charts = SweepCharts.of(dir, table, choices, models(dir, err));
            table.write(dir);
            SweepCharts.write(dir, charts);
        } catch (IOException e) {
            err.println("ssdlab sweep: " + e.getMessage());
            return SsdLabCommand.EXIT_FAILURE;
        }
        PrintWriter stdout = spec.commandLine().getOut();
        printSummary(stdout, dir, table, choices);
        stdout.printf("%nSweep in %s (table.csv, table.json, charts/: %s; points/)%n", dir.path(),
                String.join(", ", charts.keySet()));
        stdout.flush();
        return 0;
    }

    /** The analytic models' lines, or none (saying why) when the sweep's document no longer expands here as it did. */
    private SweepModels models(SweepDirectory dir, PrintWriter err) {
        try {
            return SweepModels.of(registry, dir);
        } catch (IOException e) {
            err.println("ssdlab sweep: charts without model lines: " + e.getMessage());
            return null;
        }
    }

    /** Point, values and each chosen metric of the first run, as a lab notebook would take them down. */
    private static void printSummary(PrintWriter out, SweepDirectory dir, SweepTable table, List<SweepCharts.Choice> choices) {
        List<String> header = new ArrayList<>(table.parameters());
        List<String> phases = new ArrayList<>();
        for (SweepCharts.Choice choice : choices) {
            String phase = SweepCharts.phaseOf(table, choice);
            phases.add(phase);
            header.add(phase + "/" + choice.metric());
        }
        String run = table.rows().get(0).run();
        List<List<String>> lines = new ArrayList<>();
        lines.add(header);
        for (int i = 0; i < dir.size(); i++) {
            List<String> line = new ArrayList<>();
            dir.pointValues(i).forEach(v -> line.add(SweepParameter.text(v)));
            for (int c = 0; c < choices.size(); c++) {
                int index = i;
                String phase = phases.get(c);
                String metric = choices.get(c).metric();
                line.add(table.rows().stream().filter(r -> r.point() == index && r.run().equals(run) && r.phase().equals(phase))
                        .findFirst().map(r -> r.metrics().get(metric)).filter(v -> v != null && !v.isJsonNull())
                        .map(v -> v.isJsonPrimitive() && v.getAsJsonPrimitive().isNumber()
                                ? RunCommand.digits(v.getAsDouble()) : v.toString())
                        .orElse("-"));
            }
            lines.add(line);
        }
        int[] widths = new int[header.size()];
        for (List<String> line : lines) {
            for (int c = 0; c < line.size(); c++) {
                widths[c] = Math.max(widths[c], line.get(c).length());
            }
        }
        out.printf("%s (run %s)%n", dir.name(), run);
        for (List<String> line : lines) {
            StringBuilder s = new StringBuilder();
            for (int c = 0; c < line.size(); c++) {
                String format = c < table.parameters().size() ? "%-" + widths[c] + "s  " : "%" + widths[c] + "s  ";
                s.append(String.format(Locale.ROOT, format, line.get(c)));
            }
            out.println(s.toString().stripTrailing());
        }
    }

    private SweepDirectory openDirectory(Path dir) {
        try {
            return SweepDirectory.open(dir);
        } catch (IOException e) {
            throw invalid("DIR: " + e.getMessage());
        }
    }

    private String read(String name) {
        Path file = Path.of(name);
        if (Files.exists(file, LinkOption.NOFOLLOW_LINKS) || name.endsWith(".json") || name.contains("/")) {
            String wrong = DocumentFile.whatIsWrong(file);
            if (wrong != null) {
                throw invalid("DOC: '" + name + "' is " + (wrong.startsWith("no such") ? "not there: " : "") + wrong);
            }
            try {
                return DocumentFile.read(file);
            } catch (IOException e) {
                throw invalid("DOC: cannot read '" + name + "': " + e.getMessage());
            } catch (IllegalArgumentException e) {
                throw invalid(name + ": " + e.getMessage());
            }
        }
        Optional<String> bundled = BundledSweeps.text(name);
        return bundled.orElseThrow(() -> invalid("DOC: '" + name + "' is neither a file nor a bundled sweep"
                + Suggestions.didYouMean(name, BundledSweeps.NAMES) + "; allowed: a JSON document with a sweep section or "
                + "one of " + String.join(", ", BundledSweeps.NAMES)));
    }

    private static Path folderOf(String name) {
        Path file = Path.of(name);
        Path parent = Files.isRegularFile(file) ? file.toAbsolutePath().getParent() : null;
        return parent == null ? Path.of("").toAbsolutePath() : parent;
    }

    /** The build that runs, as {@code -V} prints it: stamped into every point it makes. */
    static String version() {
        return BuildInfo.current().headline();
    }

    /** The ./ssdlab that started this JVM: the product sits in its releng/ folder. */
    private Path launcherPath() {
        if (launcher != null) {
            return launcher.toAbsolutePath().normalize();
        }
        String area = System.getProperty("osgi.install.area");
        if (area != null) {
            Path dir = Path.of(area.replaceFirst("^file:", "")).toAbsolutePath();
            for (Path p = dir; p != null; p = p.getParent()) {
                if (Files.isExecutable(p.resolve("ssdlab")) && Files.isRegularFile(p.resolve("mvnw"))) {
                    return p.resolve("ssdlab");
                }
            }
        }
        return Path.of("ssdlab"); // on the nodes' PATH
    }

    private ParameterException invalid(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
