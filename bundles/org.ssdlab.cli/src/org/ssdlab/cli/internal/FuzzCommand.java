package org.ssdlab.cli.internal;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

import org.ssdlab.experiment.run.BundledExamples;
import org.ssdlab.experiment.run.ResultDirectory;
import org.ssdlab.sim.api.PluginRegistry;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code ssdlab fuzz} (not listed in --help): damages every bundled example many times, seeded, and
 * checks the command line's promises on each: {@code validate} exits 0 or 2 with one line per
 * problem and never a stack trace; a sample of the documents it accepts is run at a small scale,
 * and each must end with a complete result directory (exit 0) or exit 1 naming the cause, within a
 * time limit. Exit 2 from {@code run} after {@code validate} said valid is a finding too.
 */
@Command(name = "fuzz", hidden = true, mixinStandardHelpOptions = true,
        description = "Mutated bundled examples through validate and run: the exit-code and output contract.")
final class FuzzCommand implements Callable<Integer> {

    /** Values a person might write, right or wrong: units of other tools, limits, wrong types. */
    private static final String[] VALUES = { "0", "1", "2", "-1", "7", "64", "512", "4096", "1e30", "0.5", "100",
            "9223372036854775807", "true", "false", "null", "\"\"", "\"0\"", "\"4k\"", "\"4KiB\"", "\"128KiB\"",
            "\"2MiB\"", "\"-4096\"", "\"1s\"", "\"30s\"", "\"1min\"", "\"10min\"", "\"1h\"", "\"1%\"", "\"50%\"",
            "\"100%\"", "\"101%\"", "\"dos63\"", "\"mib\"", "\"file\"", "\"block\"", "\"all-files\"", "\"random\"",
            "\"sequential\"", "\"4096:50,65536:50\"", "\"\\ud800\"", "\"..\"", "\".\"", "[]", "{}" };

    private final PluginRegistry registry;

    @Spec
    private CommandSpec spec;

    @Option(names = "--mutations", defaultValue = "10000", description = "mutated documents per example")
    private int mutations;

    @Option(names = "--runs", defaultValue = "200", description = "valid mutated documents run, in all")
    private int runs;

    @Option(names = "--seed", defaultValue = "20261201")
    private long seed;

    @Option(names = "--scale", defaultValue = "0.01")
    private String scale;

    @Option(names = "--run-timeout", paramLabel = "SECONDS", defaultValue = "600")
    private long runTimeoutSeconds;

    FuzzCommand(PluginRegistry registry) {
        this.registry = registry;
    }

    private record Outcome(int exitCode, String out, String err) {
    }

    @Override
    public Integer call() throws Exception {
        PrintWriter log = spec.commandLine().getOut();
        Path work = Files.createTempDirectory("ssdlab-fuzz-");
        Random random = new Random(seed);
        List<Path> valid = new ArrayList<>();
        List<String> findings = new ArrayList<>();
        try {
            for (String example : BundledExamples.NAMES) {
                String original = BundledExamples.text(example).orElseThrow();
                int accepted = 0;
                long start = System.nanoTime();
                for (int i = 0; i < mutations; i++) {
                    String doc = mutate(original, random);
                    Path file = work.resolve(example + "-" + i + ".json");
                    Files.writeString(file, doc, StandardCharsets.UTF_8);
                    Outcome v = execute("validate", file.toString());
                    String problem = v.exitCode() == 0 ? null
                            : v.exitCode() != 2 ? "validate exited " + v.exitCode() : stackTrace(v);
                    if (problem == null && v.exitCode() == 2 && v.err().isBlank()) {
                        problem = "validate exited 2 without a word";
                    }
                    if (problem != null) {
                        findings.add(file + ": " + problem + ": " + firstLines(v.err()));
                        Files.copy(file, work.resolve("finding-" + file.getFileName()));
                    }
                    if (v.exitCode() == 0) {
                        accepted++;
                        valid.add(file);
                    } else {
                        Files.delete(file);
                    }
                }
                log.printf(Locale.ROOT, "%s: %d mutations, %d valid, %d refused, %.1f s%n", example, mutations, accepted,
                        mutations - accepted, (System.nanoTime() - start) / 1e9);
                log.flush();
            }
            runSample(valid, random, work, findings, log);
        } finally {
            deleteTree(work, findings.isEmpty());
        }
        log.printf(Locale.ROOT, "fuzz: %d findings%s%n", findings.size(), findings.isEmpty() ? "" : " (kept in " + work + ")");
        findings.forEach(log::println);
        return findings.isEmpty() ? 0 : SsdLabCommand.EXIT_FAILURE;
    }

    private void runSample(List<Path> valid, Random random, Path work, List<String> findings, PrintWriter log)
            throws IOException, InterruptedException {
        List<Path> sample = new ArrayList<>(valid);
        java.util.Collections.shuffle(sample, random);
        sample = sample.subList(0, Math.min(runs, sample.size()));
        int done = 0;
        int failed = 0;
        long start = System.nanoTime();
        ExecutorService pool = Executors.newCachedThreadPool(Thread.ofPlatform().daemon().factory());
        try {
            for (Path file : sample) {
                Path out = Files.createDirectories(work.resolve("out-" + file.getFileName()));
                Future<Outcome> future = pool.submit(() -> execute("run", file.toString(), "--scale", scale,
                        "--out", out.toString()));
                Outcome r;
                try {
                    r = future.get(runTimeoutSeconds, TimeUnit.SECONDS);
                } catch (TimeoutException e) {
                    findings.add(file + ": run outlived " + runTimeoutSeconds + " s");
                    continue; // it goes on in a daemon thread; the process ends with this command
                } catch (ExecutionException e) {
                    findings.add(file + ": run threw " + e.getCause());
                    continue;
                }
                List<Path> folders = resultFolders(out);
                String problem = switch (r.exitCode()) {
                    case 0 -> folders.size() != 1 || !complete(folders.get(0)) ? "exit 0 without a complete result folder"
                            : null;
                    case 1 -> !folders.isEmpty() ? "exit 1 but a result folder" : r.err().isBlank() ? "exit 1 without a cause" : null;
                    case 2 -> "validate said valid, run refused it";
                    default -> "run exited " + r.exitCode();
                };
                if (problem == null) {
                    problem = stackTrace(r);
                }
                if (r.exitCode() == 0) {
                    done++;
                } else {
                    failed++;
                }
                if (problem != null) {
                    findings.add(file + ": " + problem + ": " + firstLines(r.err()));
                    Files.copy(file, work.resolve("finding-" + file.getFileName()));
                }
                deleteTree(out, true);
                if ((done + failed) % 10 == 0) { // a long sample says where it is
                    log.printf(Locale.ROOT, "run --scale %s: %d of %d, %d with results, %d failed, %d findings, %.0f s%n",
                            scale, done + failed, sample.size(), done, failed, findings.size(),
                            (System.nanoTime() - start) / 1e9);
                    log.flush();
                }
            }
        } finally {
            pool.shutdownNow();
        }
        log.printf(Locale.ROOT, "run --scale %s: %d documents, %d with results, %d failed with exit 1 or 2, %.1f s%n",
                scale, sample.size(), done, failed, (System.nanoTime() - start) / 1e9);
        log.flush();
    }

    private Outcome execute(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = SsdLabCommand.execute(registry, new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Outcome(code, out.toString(), err.toString());
    }

    private static String stackTrace(Outcome o) {
        String all = o.out() + o.err();
        return all.contains("\tat ") || all.contains("Exception:") || all.contains("Exception in") ? "a stack trace or exception"
                : null;
    }

    private static String firstLines(String text) {
        return text.lines().limit(3).reduce((a, b) -> a + " | " + b).orElse("");
    }

    private static List<Path> resultFolders(Path out) throws IOException {
        try (Stream<Path> s = Files.list(out)) {
            return s.toList();
        }
    }

    private static boolean complete(Path dir) {
        return Stream.of(ResultDirectory.SUMMARY, ResultDirectory.TIMESERIES, ResultDirectory.DOCUMENT,
                ResultDirectory.REPORT, ResultDirectory.CHARTS).allMatch(f -> Files.exists(dir.resolve(f)));
    }

    /** One to three changes: mostly a scalar value replaced (so deeper rules run), sometimes raw text damage. */
    static String mutate(String doc, Random random) {
        StringBuilder s = new StringBuilder(doc);
        int times = 1 + random.nextInt(3);
        for (int n = 0; n < times && s.length() > 0; n++) {
            int at = random.nextInt(s.length());
            switch (random.nextInt(10)) {
                case 0 -> s.delete(at, Math.min(s.length(), at + 1 + random.nextInt(8)));
                case 1 -> s.insert(at, ",:{}[]\"\\".charAt(random.nextInt(8)));
                default -> replaceValue(s, at, VALUES[random.nextInt(VALUES.length)]);
            }
        }
        return s.toString();
    }

    private static void replaceValue(StringBuilder s, int from, String value) {
        int colon = s.indexOf(":", from);
        if (colon < 0) {
            return;
        }
        int begin = colon + 1;
        while (begin < s.length() && s.charAt(begin) == ' ') {
            begin++;
        }
        if (begin >= s.length() || s.charAt(begin) == '{' || s.charAt(begin) == '[') {
            return; // keep the structure
        }
        int end = begin;
        boolean quoted = s.charAt(begin) == '"';
        if (quoted) {
            end = s.indexOf("\"", begin + 1) + 1;
            if (end <= 0) {
                return;
            }
        } else {
            while (end < s.length() && ",}] \n".indexOf(s.charAt(end)) < 0) {
                end++;
            }
        }
        s.replace(begin, end, value);
    }

    private static void deleteTree(Path dir, boolean delete) {
        if (!delete) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException | UncheckedIOException e) {
            // a temporary folder
        }
    }
}
