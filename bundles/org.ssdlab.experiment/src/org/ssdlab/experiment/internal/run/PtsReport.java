package org.ssdlab.experiment.internal.run;

import static org.ssdlab.experiment.internal.run.ReportMarkdown.duration;
import static org.ssdlab.experiment.internal.run.ReportMarkdown.fmt;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.ssdlab.experiment.Experiment;
import org.ssdlab.experiment.Phase;
import org.ssdlab.experiment.PtsTest;
import org.ssdlab.experiment.Run;
import org.ssdlab.experiment.Settings;
import org.ssdlab.experiment.Size;
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.IntervalPoint;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.RunOutcome;
import org.ssdlab.sim.core.timing.SteadyState;
import org.ssdlab.sim.core.timing.Wsat;

/**
 * The SNIA PTS sections of {@code report.md}: a front page in the PTS report's order (device under
 * test, purge, preconditioning, active range, test parameters) when the experiment runs PTS tests
 * or a WSAT, then one section per test with its tables and plots; and for every phase with a
 * steady-state determination, the determination (window, average, allowed and measured range and
 * slope, the convergence plot).
 */
final class PtsReport {

    private PtsReport() {
    }

    /** Whether a phase is one of the PTS's tests (the front page's subject). */
    private static boolean isPts(Phase phase) {
        return phase instanceof Phase.Pts || phase instanceof Phase.Wsat;
    }

    static boolean hasPts(Experiment experiment) {
        return experiment.runs().stream().anyMatch(r -> experiment.settingsOf(r).phases().stream()
                .anyMatch(PtsReport::isPts));
    }

    /** The front page and the test sections; nothing when the experiment runs no PTS test. */
    static void frontPage(StringBuilder md, Experiment experiment, ExperimentResult result, Set<String> charts) {
        if (!hasPts(experiment)) {
            return;
        }
        md.append("## SNIA PTS report\n\n");
        md.append("Tests as the SNIA Solid State Storage Performance Test Specification (PTS 2.0, client) prescribes "
                + "them, run on the simulated drive").append(result.scale() < 1 ? " at scale " + fmt(result.scale())
                        + " (capacities and durations shrunk; rates and latencies compare with full scale)" : "")
                .append(".\n\n");
        md.append("### Device under test\n\n| run | drive | drive plugin | parameters | GC | applied scale |\n"
                + "|---|---|---|---|---|---:|\n");
        for (Run run : experiment.runs()) {
            Settings s = experiment.settingsOf(run);
            RunOutcome outcome = result.run(run.name()).orElse(null);
            md.append("| ").append(run.name()).append(" | ").append(outcome == null ? "" : outcome.drive()).append(" | `")
                    .append(s.drive().id()).append("` | ").append(s.drive().parameters().isEmpty() ? "–"
                            : "`" + s.drive().parameters() + "`").append(" | `").append(s.gc().id()).append("` | ")
                    .append(outcome == null ? "" : fmt(outcome.appliedScale())).append(" |\n");
        }
        md.append("\n### Purge method\n\nATA SECURE ERASE before every test: every block erased, the mapping table "
                + "empty, as the PTS's purge requires.\n\n");
        md.append("### Preconditioning\n\n- **Workload independent (WIPC):** twice the user capacity in 128 KiB "
                + "sequential writes at QD32, over the whole device; not before HIR and XSR (PTS-E), whose own "
                + "stimulus preconditions the drive.\n- **Workload dependent (WDPC):** the test's own "
                + "stimulus, in rounds, until the tracking variable is steady (five rounds within 20 % range and 10 % "
                + "slope of their average) or the last round (HIR: 4 KiB random writes); WSAT has none (it starts "
                + "from the purge), nor XSR (its groups have fixed durations).\n\n");
        md.append("### Active range and test parameters\n\n| run | phase | test | active range | outstanding IO | "
                + "round (each test) | max rounds | data |\n|---|---|---|---|---:|---|---:|---|\n");
        for (Run run : experiment.runs()) {
            for (Phase phase : experiment.settingsOf(run).phases()) {
                if (phase instanceof Phase.Pts p) {
                    md.append("| ").append(run.name()).append(" | ").append(p.name()).append(" | ")
                            .append(p.test().title).append(p.test() == PtsTest.THROUGHPUT ? " " + p.blockBytes() / 1024
                                    + " KiB" : "").append(" | ").append(range(p.span())).append(" | ")
                            .append(p.queueDepth()).append(" | ").append(round(p)).append(" | ")
                            .append(p.test().steadyState() ? Integer.toString(p.test() == PtsTest.HIR
                                    ? SteadyState.MAX_ROUNDS : p.maxRounds()) : "–")
                            .append(" | random (incompressible) |\n");
                } else if (phase instanceof Phase.Wsat w) {
                    md.append("| ").append(run.name()).append(" | ").append(w.name()).append(" | WSAT | 100 % | ")
                            .append(w.queueDepth()).append(" | ").append(duration(w.duration())).append(" or ")
                            .append(fmt(Wsat.CAPACITY_WRITES)).append(" × capacity | – | random (incompressible) |\n");
                }
            }
        }
        md.append("\nDurations are as the document gives them; the run shrinks them by the applied scale.\n\n");
        for (RunOutcome run : result.runs()) {
            for (PhaseOutcome phase : run.phases()) {
                section(md, run, phase, charts);
            }
        }
    }

    private static String range(Size span) {
        return switch (span) {
            case null -> "100 %";
            case Size.Percent p -> fmt(p.percent()) + " %";
            case Size.Bytes b -> fmt(b.bytes() / 1e9) + " GB";
        };
    }

    private static String round(Phase.Pts p) {
        return switch (p.test()) {
            case HIR -> "WDPC " + duration(p.groups().get(0)) + "; access " + duration(p.roundDuration()) + ", "
                    + p.maxRounds() + " per wait state";
            case XSR -> String.join(", ", p.groups().stream().map(ReportMarkdown::duration).toList()) + " (groups)";
            default -> duration(p.roundDuration());
        };
    }

    /** One test's section: its tables, its plots and its determination. */
    private static void section(StringBuilder md, RunOutcome run, PhaseOutcome phase, Set<String> charts) {
        PtsTest test = PtsTest.byKeyword(phase.type());
        boolean wsat = "wsat".equals(phase.type());
        if (test == null && !wsat) {
            return;
        }
        md.append("### ").append(wsat ? "WSAT" : test.title).append(": `").append(run.name()).append("` / `")
                .append(phase.name()).append("`\n\n");
        Map<String, Double> c = phase.counts();
        if (wsat) {
            wsat(md, phase);
            image(md, charts, PtsCharts.name(run, phase, PtsCharts.WSAT_TIME));
            image(md, charts, "wsat");
            return;
        }
        switch (test) {
            case IOPS -> {
                md.append("IOPS, averages over the measurement window:\n\n");
                matrix(md, PtsTest.IOPS.cells(0), c, "iops");
                image(md, charts, PtsCharts.name(run, phase, PtsCharts.IOPS));
            }
            case THROUGHPUT -> {
                md.append("| block size | write MB/s | read MB/s |\n|---|---:|---:|\n");
                List<PtsTest.Cell> cells = test.cells(blockOf(phase));
                md.append("| ").append(cells.get(0).size()).append(" | ")
                        .append(fmt(c.getOrDefault(PtsLoop.cellKey(cells.get(0), "MBps"), Double.NaN))).append(" | ")
                        .append(fmt(c.getOrDefault(PtsLoop.cellKey(cells.get(1), "MBps"), Double.NaN))).append(" |\n\n");
            }
            case LATENCY -> {
                md.append("Mean latency (µs), averages over the measurement window:\n\n");
                matrix(md, test.cells(0), c, "meanLatencyUs");
                md.append("Maximum latency (µs) in the measurement window:\n\n");
                matrix(md, test.cells(0), c, "maxLatencyUs");
            }
            case HIR -> {
                md.append("| wait state | idle per access period | IOPS during the wait state | IOPS on return to "
                        + "baseline |\n|---|---|---:|---:|\n");
                for (int w : PtsTest.HIR_WAIT_STATES) {
                    md.append("| ").append(w).append(" | ").append(w).append(" × the access period | ")
                            .append(fmt(c.getOrDefault(PtsLoop.hirKey(w, false), Double.NaN))).append(" | ")
                            .append(fmt(c.getOrDefault(PtsLoop.hirKey(w, true), Double.NaN))).append(" |\n");
                }
                md.append("\nThe preconditioning's steady-state window averages ").append(fmt(phase.metrics().iops()))
                        .append(" IOPS (rounds of 4 KiB random writes; its determination is below).\n\n");
                image(md, charts, PtsCharts.name(run, phase, PtsCharts.OVER_TIME));
            }
            case XSR -> {
                md.append("| access group | stimulus | MB/s | IOPS | first minute MB/s | last minute MB/s |\n"
                        + "|---|---|---:|---:|---:|---:|\n");
                List<PtsTest.Cell> cells = test.cells(0);
                for (int g = 1; g <= cells.size(); g++) {
                    PtsTest.Cell cell = cells.get(g - 1);
                    md.append("| ").append(g).append(" | ").append(cell.size()).append(cell.random() ? " random" : " sequential")
                            .append(" writes | ").append(fmt(c.getOrDefault(PtsLoop.xsrKey(g, "MBps"), Double.NaN)))
                            .append(" | ").append(fmt(c.getOrDefault(PtsLoop.xsrKey(g, "iops"), Double.NaN)))
                            .append(" | ").append(fmt(c.getOrDefault(PtsLoop.xsrKey(g, "firstMinuteMBps"), Double.NaN)))
                            .append(" | ").append(fmt(c.getOrDefault(PtsLoop.xsrKey(g, "lastMinuteMBps"), Double.NaN)))
                            .append(" |\n");
                }
                md.append("\nThe return to sequential writes reached 90 % of its final throughput after ")
                        .append(fmt(c.getOrDefault(PtsLoop.XSR_RECOVERY, Double.NaN))).append(" s (simulated).\n\n");
                image(md, charts, PtsCharts.name(run, phase, PtsCharts.OVER_TIME));
            }
        }
    }

    /** The throughput test's block size, from the cells its counts hold. */
    private static long blockOf(PhaseOutcome phase) {
        for (long bytes : new long[] { 128 << 10, 1 << 20 }) {
            if (phase.counts().containsKey(PtsLoop.cellKey(PtsTest.THROUGHPUT.cells(bytes).get(0), "MBps"))) {
                return bytes;
            }
        }
        return 1 << 20;
    }

    /** Rows block sizes, columns R/W mixes, as the PTS's tables. */
    private static void matrix(StringBuilder md, List<PtsTest.Cell> cells, Map<String, Double> c, String metric) {
        List<Integer> mixes = new ArrayList<>();
        List<Integer> sizes = new ArrayList<>();
        for (PtsTest.Cell cell : cells) {
            if (!mixes.contains(cell.readPercent())) {
                mixes.add(cell.readPercent());
            }
            if (!sizes.contains(cell.blockBytes())) {
                sizes.add(cell.blockBytes());
            }
        }
        md.append("| block size |");
        mixes.forEach(m -> md.append(" R/W ").append(m).append('/').append(100 - m).append(" |"));
        md.append("\n|---|").append("---:|".repeat(mixes.size())).append('\n');
        for (int size : sizes) {
            md.append("| ").append(new PtsTest.Cell(0, size, true).size()).append(" |");
            for (int mix : mixes) {
                md.append(' ').append(fmt(c.getOrDefault(PtsLoop.cellKey(new PtsTest.Cell(mix, size, true), metric),
                        Double.NaN))).append(" |");
            }
            md.append('\n');
        }
        md.append('\n');
    }

    private static void wsat(StringBuilder md, PhaseOutcome phase) {
        List<IntervalPoint> s = phase.series();
        if (s.isEmpty()) {
            return;
        }
        int tail = Math.max(1, s.size() / 10);
        double last = 0;
        double written = 0;
        for (int i = 0; i < s.size(); i++) {
            if (i >= s.size() - tail) {
                last += s.get(i).iops() / tail;
            }
        }
        for (int i = 0; i + 1 < s.size(); i++) {
            written += s.get(i).writes().mbps() * (s.get(i + 1).timeSeconds() - s.get(i).timeSeconds()) / 1e3;
        }
        md.append("| first interval IOPS | last tenth's IOPS | IOPS over the test | total written (GB, simulated) | "
                + "WA |\n|---:|---:|---:|---:|---:|\n| ").append(fmt(s.get(0).iops())).append(" | ").append(fmt(last))
                .append(" | ").append(fmt(phase.metrics().iops())).append(" | ").append(fmt(written)).append(" | ")
                .append(fmt(phase.metrics().writeAmplification())).append(" |\n\n");
    }

    /** Every phase's steady-state determination, as the PTS reports it. */
    static void determinations(StringBuilder md, ExperimentResult result, Set<String> charts) {
        boolean any = result.runs().stream().flatMap(r -> r.phases().stream())
                .anyMatch(p -> PtsLoop.tracking(p.counts()) != null);
        if (!any) {
            return;
        }
        md.append("## Steady-state determination\n\n");
        for (RunOutcome run : result.runs()) {
            for (PhaseOutcome phase : run.phases()) {
                double[] tracking = PtsLoop.tracking(phase.counts());
                if (tracking == null || tracking.length == 0) {
                    continue;
                }
                SteadyState.Fit fit = SteadyState.fit(tracking, tracking.length);
                md.append("### `").append(run.name()).append("` / `").append(phase.name()).append("`: ")
                        .append(PtsCharts.tracking(phase.type())).append("\n\n");
                md.append("| round |");
                for (int n = 1; n <= tracking.length; n++) {
                    md.append(' ').append(n).append(" |");
                }
                md.append("\n|---|").append("---:|".repeat(tracking.length)).append("\n| value |");
                for (double v : tracking) {
                    md.append(' ').append(fmt(v)).append(" |");
                }
                md.append("\n\n| determination | |\n|---|---:|\n");
                md.append("| measurement window | rounds ").append(fit.first()).append("–").append(fit.last()).append(" |\n");
                md.append("| average | ").append(fmt(fit.mean())).append(" |\n");
                md.append("| allowed range (20 % of the average) | ").append(fmt(fit.allowedRange())).append(" |\n");
                md.append("| measured range | ").append(fmt(fit.range())).append(" |\n");
                md.append("| allowed slope excursion (10 % of the average) | ").append(fmt(fit.allowedSlopeExcursion()))
                        .append(" |\n");
                md.append("| measured slope excursion (least-squares slope ").append(fmt(fit.slope()))
                        .append(" per round × ").append(fit.last() - fit.first()).append(") | ")
                        .append(fmt(fit.slopeExcursion())).append(" |\n");
                md.append("| least-squares line | ").append(fmt(fit.intercept())).append(" at round ").append(fit.first())
                        .append(" |\n");
                Boolean flag = phase.metrics().steadyState();
                boolean steady = flag != null ? flag : fit.steady() && tracking.length >= SteadyState.WINDOW;
                md.append("| steady state | ").append(steady ? "reached at round " + fit.last()
                        : "not reached in " + tracking.length + " rounds").append(" |\n\n");
                image(md, charts, PtsCharts.name(run, phase, PtsCharts.CONVERGENCE));
            }
        }
    }

    /** Whether a chart is one of the PTS sections' (not listed again under "Charts"). */
    static boolean shown(String chart) {
        return chart.startsWith("pts-");
    }

    /** Whether the PTS sections present a phase's counts (its matrix and determination). */
    static boolean reportsCounts(PhaseOutcome phase) {
        return PtsLoop.tracking(phase.counts()) != null || PtsTest.byKeyword(phase.type()) != null;
    }

    private static void image(StringBuilder md, Set<String> charts, String name) {
        if (charts.contains(name)) {
            md.append("![").append(name).append("](charts/").append(name).append(".png)\n\n");
        }
    }
}
