package org.ssdlab.sim.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CancellationException;
import java.util.stream.Stream;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ssdlab.experiment.Experiment;
import org.ssdlab.experiment.ExperimentValidator;
import org.ssdlab.experiment.Run;
import org.ssdlab.experiment.internal.run.ReportMarkdown;
import org.ssdlab.experiment.internal.run.ReportMarkdown.ClaimCheck;
import org.ssdlab.experiment.internal.run.SummaryJson;
import org.ssdlab.experiment.internal.run.TimeseriesCsv;
import org.ssdlab.experiment.run.BundledExamples;
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.ExperimentRunner;
import org.ssdlab.experiment.run.PhaseMetrics;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.ResultDirectory;
import org.ssdlab.experiment.run.RunMonitor;
import org.ssdlab.experiment.run.RunOptions;
import org.ssdlab.experiment.run.RunOutcome;

/**
 * The seed experiments run end to end on the installed plugins at a reduced scale (drives, sizes
 * and durations × {@value #SCALE}; the full-scale run is {@code ./ssdlab run NAME}), and the
 * runner's promises hold: determinism whatever the parallelism, cancellation, atomic results.
 */
class ExperimentRunTest {

    static final double SCALE = 0.01;

    static List<String> examples() {
        return BundledExamples.NAMES;
    }

    private static Experiment load(String name) throws Exception {
        return new ExperimentValidator(Services.registry()).load(BundledExamples.text(name).orElseThrow());
    }

    private static ExperimentResult run(Experiment experiment, int jobs, RunMonitor monitor) throws Exception {
        return new ExperimentRunner(Services.registry()).run(experiment, new RunOptions(experiment.seed(), SCALE, jobs),
                monitor);
    }

    /**
     * The claim checks (run/phase, against the claim's base run) whose simulated change does not go
     * the way the article says at this scale; every other check of every example must. Full-scale
     * verdicts are in docs/seed-experiments.md; where they differ, it says why (seed 000's watermarks
     * round on a shrunk drive, so its sequential-fill bracket already falls here).
     */
    private static final Map<String, Set<String>> DEPARTURES = Map.of(
            // on the 8.1 volume the 4K tests stay under the firmware's IOPS cap, below the dirty program rate; the
            // sector-63 reserve's scattered bracket: its misaligned random writes use up the never-written quarter,
            // so the copies meet SandForce's dirty state as the full drive does
            "agility2-trim-vs-reserve", Set.of("full-no-trim/asssd-4k-write", "full-no-trim/asssd-4k64-write",
                    "reserve25-full-no-trim-dos63-scattered/asssd-copy-iso",
                    "reserve25-full-no-trim-dos63-scattered/asssd-copy-program",
                    "reserve25-full-no-trim-dos63-scattered/asssd-copy-game"),
            // not reproduced: the missing mechanism is named in the document's claims
            "840pro-macos-trim", Set.of("trim-on/aja-seq-read", "trim-on/aja-seq-write", "trim-on/disktester-4k",
                    "trim-on/disktester-8k", "trim-on-videos-kept/aja-seq-read", "trim-on-videos-kept/aja-seq-write",
                    "trim-on-videos-kept/disktester-4k", "trim-on-videos-kept/disktester-8k"));

    @ParameterizedTest
    @MethodSource("examples")
    void everySeedExampleRunsAndReportsEveryPhaseOfEveryRun(String name) throws Exception {
        Experiment experiment = load(name);
        ExperimentResult result = run(experiment, 2, RunMonitor.NONE);
        assertEquals(experiment.runs().stream().map(Run::name).toList(), result.runs().stream().map(RunOutcome::name).toList());
        for (Run run : experiment.runs()) {
            List<String> expected = experiment.settingsOf(run).phases().stream().flatMap(p -> p.resultNames().stream())
                    .toList();
            RunOutcome outcome = result.run(run.name()).orElseThrow();
            assertEquals(expected, outcome.phases().stream().map(PhaseOutcome::name).toList());
            for (PhaseOutcome phase : outcome.phases()) {
                PhaseMetrics m = phase.metrics();
                assertTrue(m.seconds() >= 0, name + "/" + run.name() + "/" + phase.name() + " " + m);
                if (phase.type().equals("benchmark") || phase.type().equals("steady-state")) {
                    assertTrue(m.iops() > 0 && m.throughputMBps() > 0 && m.meanLatencyUs() > 0 && !phase.series().isEmpty(),
                            name + "/" + run.name() + "/" + phase.name() + " " + m);
                }
            }
        }
        Set<String> departures = new TreeSet<>();
        if (experiment.reference() != null) {
            for (ClaimCheck check : ReportMarkdown.claimChecks(experiment.reference(), result)) {
                if (!check.agreesInDirection()) {
                    departures.add(check.run() + "/" + check.phase());
                }
            }
        }
        assertEquals(new TreeSet<>(DEPARTURES.getOrDefault(name, Set.of())), departures,
                name + ": the claim checks whose change goes against the article's");
    }

    /**
     * Seed 003: clusters on a 63-sector partition straddle the drive's 4 KiB units, which it must
     * read-modify-write. With ext4's metadata modelled, the copy's small files go out merged
     * (delayed allocation, writeback), so only request ends and metadata singletons straddle: the
     * copy's WA is above the aligned one's but no longer 1.3 (it was, with one 4 KiB write a file).
     */
    @Test
    void anUnalignedPartitionWritesMoreFlashForSmallFiles() throws Exception {
        ExperimentResult result = run(load("ext4-alignment"), 1, RunMonitor.NONE);
        double unaligned = metrics(result, "unaligned-63", "copy-portage").writeAmplification();
        double aligned = metrics(result, "aligned-128k", "copy-portage").writeAmplification();
        assertEquals(1.0, aligned, 0.02);
        assertTrue(unaligned > aligned + 0.001, "unaligned WA " + unaligned + " vs " + aligned);
        assertTrue(metrics(result, "unaligned-63", "delete-portage").seconds()
                >= metrics(result, "aligned-128k", "delete-portage").seconds());
    }

    /** Seed 001: spare flash the host never writes lowers steady-state write amplification behind a RAID 1 without TRIM. */
    @Test
    void unpartitionedSpaceLowersSteadyStateWriteAmplification() throws Exception {
        ExperimentResult result = run(load("840pro-raid1-overprovisioning"), 2, RunMonitor.NONE);
        PhaseMetrics factory = metrics(result, "op-6.58", "random-write-4k");
        PhaseMetrics reserve = metrics(result, "op-27.24", "random-write-4k");
        assertTrue(reserve.writeAmplification() < factory.writeAmplification(), reserve + " vs " + factory);
        assertTrue(reserve.iops() >= factory.iops(), reserve + " vs " + factory);
    }

    @Test
    void theSameDocumentAndSeedGiveByteIdenticalResultsWhateverTheJobs() throws Exception {
        Experiment experiment = load(BundledExamples.DEFAULT);
        ExperimentResult serial = run(experiment, 1, RunMonitor.NONE);
        ExperimentResult parallel = run(experiment, 3, RunMonitor.NONE);
        assertEquals(SummaryJson.write(serial), SummaryJson.write(parallel));
        assertEquals(TimeseriesCsv.write(serial), TimeseriesCsv.write(parallel));
        ExperimentResult otherSeed = new ExperimentRunner(Services.registry()).run(experiment,
                new RunOptions(experiment.seed() + 1, SCALE, 1), RunMonitor.NONE);
        assertFalse(TimeseriesCsv.write(serial).equals(TimeseriesCsv.write(otherSeed)), "the seed must matter");
    }

    @Test
    void cancellingStopsBetweenRequestsAndReturnsNoResult() throws Exception {
        Experiment experiment = load(BundledExamples.DEFAULT);
        int[] progressCalls = { 0 };
        RunMonitor cancelDuringTheSecondRun = new RunMonitor() {
            private volatile boolean cancelled;

            @Override
            public void phaseStarted(String run, String phase, int phaseIndex, int phaseCount) {
                cancelled |= run.equals("full-no-trim") && phase.equals("fill");
            }

            @Override
            public void progress(String run, double phaseFraction, long simulatedNanos) {
                progressCalls[0]++;
            }

            @Override
            public boolean isCancelled() {
                return cancelled;
            }
        };
        assertThrows(CancellationException.class, () -> run(experiment, 1, cancelDuringTheSecondRun));
        assertTrue(progressCalls[0] > 0);
    }

    @Test
    void resultsAreWrittenWholeOrNotAtAllAndEarlierOnesStayUntouched(@TempDir Path parent) throws Exception {
        Experiment experiment = load(BundledExamples.DEFAULT);
        ExperimentResult result = run(experiment, 3, RunMonitor.NONE);
        String document = BundledExamples.text(BundledExamples.DEFAULT).orElseThrow();
        Path first = ResultDirectory.write(result, experiment, document, parent);
        for (String file : List.of("summary.json", "timeseries.csv", "experiment.json", "report.md", "charts/iops.png",
                "charts/iops.svg", "charts/comparison.png", "charts/latency.svg", "charts/write-amplification.png")) {
            assertTrue(Files.size(first.resolve(file)) > 0, file);
        }
        assertEquals(SummaryJson.write(result), Files.readString(first.resolve("summary.json")));
        ExperimentResult reread = ResultDirectory.read(first);
        assertEquals(SummaryJson.write(result), SummaryJson.write(reread));
        assertEquals(TimeseriesCsv.write(result), TimeseriesCsv.write(reread));
        String before = tree(parent);

        // a failure half-way (the document text is missing, after summary and series are written)
        assertThrows(NullPointerException.class, () -> ResultDirectory.write(result, experiment, null, parent));
        assertEquals(before, tree(parent), "a failed write must leave nothing behind and change nothing");

        Path second = ResultDirectory.write(result, experiment, document, parent);
        assertFalse(first.equals(second));
        assertEquals(Files.readString(first.resolve("summary.json")), Files.readString(second.resolve("summary.json")));
    }

    private static String tree(Path dir) throws IOException {
        try (Stream<Path> paths = Files.walk(dir)) {
            return String.join("\n", paths.sorted().map(p -> {
                try {
                    return dir.relativize(p) + (Files.isRegularFile(p) ? " " + Files.size(p) : "");
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            }).toList());
        }
    }

    private static PhaseMetrics metrics(ExperimentResult result, String run, String phase) {
        return result.run(run).flatMap(r -> r.phase(phase)).orElseThrow(() -> new AssertionError(run + "/" + phase))
                .metrics();
    }

}
