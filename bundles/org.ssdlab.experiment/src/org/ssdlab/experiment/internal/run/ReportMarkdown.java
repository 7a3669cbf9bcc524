package org.ssdlab.experiment.internal.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.ssdlab.experiment.Experiment;
import org.ssdlab.experiment.Phase;
import org.ssdlab.experiment.Reference;
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.Io;
import org.ssdlab.experiment.run.Latency;
import org.ssdlab.experiment.run.PerSecondIops;
import org.ssdlab.experiment.run.PhaseMetrics;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.RunOutcome;

/**
 * {@code report.md}: what ran, every phase's figures, and, when the document carries measured
 * figures, the simulation beside them: each value, and for every metric measured in several runs
 * whether the simulation changes in the same direction and by a similar ratio as the hardware did.
 */
public final class ReportMarkdown {

    /** Ratios within this factor of the measured ratio count as "similar". */
    private static final double SIMILAR = 1.25;

    private ReportMarkdown() {
    }

    public static String write(Experiment experiment, ExperimentResult result, List<String> chartNames) {
        StringBuilder md = new StringBuilder();
        md.append("# ").append(result.experiment()).append("\n\n");
        if (!experiment.description().isEmpty()) {
            md.append(experiment.description()).append("\n\n");
        }
        md.append("Seed ").append(result.seed()).append(", ").append(scale(result))
                .append(". Files: `summary.json`, `timeseries.csv`, `experiment.json` (the document as run), `charts/`.\n\n");
        java.util.Set<String> charts = java.util.Set.copyOf(chartNames);
        PtsReport.frontPage(md, experiment, result, charts);
        for (RunOutcome run : result.runs()) {
            md.append("## Run `").append(run.name()).append("` — ").append(run.drive()).append("\n\n");
            md.append("| phase | type | IOPS | MB/s | WA | mean latency (µs) | p99 latency (µs) | time (s) | steady |\n");
            md.append("|---|---|---:|---:|---:|---:|---:|---:|---|\n");
            for (PhaseOutcome phase : run.phases()) {
                PhaseMetrics m = phase.metrics();
                md.append("| ").append(phase.name()).append(" | ").append(type(experiment, run, phase)).append(" | ")
                        .append(fmt(m.iops())).append(" | ").append(fmt(m.throughputMBps())).append(" | ")
                        .append(fmt(m.writeAmplification())).append(" | ").append(fmt(m.meanLatencyUs())).append(" | ")
                        .append(fmt(m.p99LatencyUs())).append(" | ").append(fmt(m.seconds())).append(" | ")
                        .append(m.steadyState() == null ? "" : m.steadyState() ? "yes" : "no").append(" |\n");
            }
            md.append('\n');
            directions(md, run);
            extras(md, run);
        }
        PtsReport.determinations(md, result, charts);
        if (experiment.reference() != null) {
            reference(md, experiment.reference(), result);
        }
        if (!chartNames.isEmpty()) {
            md.append("## Charts\n\n");
            for (String chart : chartNames) {
                if (PtsReport.shown(chart)) {
                    continue; // in its PTS section already
                }
                md.append("![").append(chart).append("](charts/").append(chart).append(".png)\n");
            }
        }
        return md.toString();
    }

    /** The phase's type, and what its metrics measure when that is not the whole phase (a workload's window). */
    private static String type(Experiment experiment, RunOutcome run, PhaseOutcome phase) {
        return experiment.runs().stream().filter(r -> r.name().equals(run.name())).findFirst()
                .flatMap(r -> experiment.settingsOf(r).phases().stream().filter(p -> p.name().equals(phase.name()))
                        .findFirst())
                .filter(p -> p instanceof Phase.WorkloadPhase w && w.window() != null)
                .map(p -> phase.type() + ", metrics of the last " + duration(((Phase.WorkloadPhase) p).window()))
                .orElse(phase.type());
    }

    /** The factor asked for and the one each drive got; what a shrunk run's figures can be compared with. */
    private static String scale(ExperimentResult result) {
        List<Double> applied = result.runs().stream().map(RunOutcome::appliedScale).distinct().toList();
        boolean full = applied.stream().allMatch(f -> f >= 1);
        if (full) {
            return "full scale";
        }
        String factors = applied.size() == 1 ? fmt(applied.get(0))
                : String.join(", ", result.runs().stream().map(r -> "`" + r.name() + "` " + fmt(r.appliedScale())).toList());
        return "scale " + fmt(result.scale()) + " asked, " + factors + " applied (a drive keeps at least 128 blocks per "
                + "plane). Drives, sizes, file counts and durations shrink by the applied factor; an `age` phase's simulated "
                + "time does not. Rates (IOPS, MB/s), write amplification and latencies compare with real drives; "
                + "`seconds` of a phase are shrunk seconds and **not comparable** with an article's real seconds (their "
                + "ratios between runs are). Write buffers keep their real size, so a test file that shrinks below one "
                + "measures the buffer, not the flash; GC watermarks are whole blocks per plane and round, so where "
                + "they do, the pool GC keeps is a different share of the spare, and verdicts that hinge on it can "
                + "differ from full scale (docs/seed-experiments.md says for which bundled examples)";
    }

    /** Per phase: what it did beyond I/O (an age phase's files) and the spread over replicates. */
    private static void extras(StringBuilder md, RunOutcome run) {
        for (PhaseOutcome phase : run.phases()) {
            if (!phase.counts().isEmpty() && !PtsReport.reportsCounts(phase)) {
                md.append("- `").append(phase.name()).append("`: ").append(String.join(", ", phase.counts().entrySet()
                        .stream().map(e -> e.getKey() + " " + count(e.getValue())).toList())).append('\n');
            }
        }
        if (run.replicateCount() > 1) {
            md.append("\nMeans of ").append(run.replicateCount()).append(" replicates (seeds ")
                    .append(String.join(", ", run.seeds().stream().map(String::valueOf).toList()))
                    .append("); spread as min – max (sample standard deviation):\n\n");
            md.append("| phase | IOPS | MB/s | WA | time (s) |\n|---|---:|---:|---:|---:|\n");
            for (PhaseOutcome phase : run.phases()) {
                md.append("| ").append(phase.name());
                for (String metric : List.of("iops", "throughputMBps", "writeAmplification", "seconds")) {
                    double[] s = Replicates.spread(phase, metric);
                    md.append(" | ").append(fmt(s[0])).append(" – ").append(fmt(s[1])).append(" (").append(fmt(s[2]))
                            .append(')');
                }
                md.append(" |\n");
            }
        }
        md.append('\n');
    }

    /** Reads and writes apart, every latency percentile, and how IOPS spread over the phase's seconds. */
    private static void directions(StringBuilder md, RunOutcome run) {
        md.append("| phase | I/O | IOPS | MB/s | mean | p50 | p90 | p99 | p99.9 | p99.99 | max latency (µs) "
                + "| IOPS per second: mean | min | max | stdev |\n");
        md.append("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (PhaseOutcome phase : run.phases()) {
            PhaseMetrics m = phase.metrics();
            if (!Double.isFinite(m.iops())) {
                continue;
            }
            PerSecondIops s = m.perSecond();
            boolean mixed = m.reads().iops() > 0 && m.writes().iops() > 0;
            String only = m.iops() == m.reads().iops() ? "reads" : m.iops() == m.writes().iops() ? "writes" : "all";
            io(md, phase.name(), mixed ? "all" : only, new Io(m.iops(), m.throughputMBps(), m.latency()));
            md.append(" | ").append(fmt(s.mean())).append(" | ").append(fmt(s.min())).append(" | ").append(fmt(s.max()))
                    .append(" | ").append(fmt(s.stdev())).append(" |\n");
            for (Io io : new Io[] { m.reads(), m.writes() }) {
                if (mixed) {
                    io(md, "", io == m.reads() ? "reads" : "writes", io);
                    md.append(" | | | | |\n");
                }
            }
        }
        md.append('\n');
    }

    private static void io(StringBuilder md, String phase, String what, Io io) {
        md.append("| ").append(phase).append(" | ").append(what).append(" | ").append(fmt(io.iops())).append(" | ")
                .append(fmt(io.mbps()));
        for (String stat : Latency.STATS) {
            md.append(" | ").append(fmt(io.latency().value(stat)));
        }
    }

    private static void reference(StringBuilder md, Reference reference, ExperimentResult result) {
        md.append("## Beside the measurements\n\nMeasured: ").append(reference.source()).append("\n\n");
        if (!reference.claims().isEmpty()) {
            boolean mechanisms = reference.claims().stream().anyMatch(c -> !c.mechanism().isEmpty());
            md.append("| what the source says | phase | simulated change | verdict |")
                    .append(mechanisms ? " mechanism in the model |\n|---|---|---:|---|---|\n" : "\n|---|---|---:|---|\n");
            for (Reference.Claim c : reference.claims()) {
                for (String phase : c.phases()) {
                    double base = simulated(result, c.base(), phase, c.metric());
                    double change = simulated(result, c.run(), phase, c.metric()) / base - 1;
                    double[] changes = replicateChanges(result, c, phase);
                    md.append("| ").append(c.text()).append(" (`").append(c.base()).append("` → `").append(c.run())
                            .append("`, ").append(c.metric()).append(") | ").append(phase).append(" | ")
                            .append(Double.isFinite(change) ? change(change + 1) : "–")
                            .append(changes.length > 1 ? " (" + change(min(changes) + 1) + " … " + change(max(changes) + 1)
                                    + " over " + changes.length + " replicates)" : "")
                            .append(" | ").append(claimVerdict(c, change, changes))
                            .append(mechanisms ? " | " + c.mechanism() : "").append(" |\n");
                }
            }
            md.append('\n');
        }
        if (reference.figures().isEmpty()) {
            notes(md, reference);
            return;
        }
        md.append("| run | phase | metric | measured | simulated | simulated / measured |\n");
        md.append("|---|---|---|---:|---:|---:|\n");
        for (Reference.Figure f : reference.figures()) {
            double sim = simulated(result, f);
            boolean shrunk = f.metric().equals("seconds") && result.run(f.run()).map(r -> r.appliedScale() < 1).orElse(false);
            md.append("| ").append(f.run()).append(" | ").append(f.phase()).append(" | ").append(f.metric()).append(" | ")
                    .append(fmt(f.value())).append(" | ").append(fmt(sim)).append(shrunk ? " (shrunk)" : "").append(" | ")
                    .append(shrunk ? "not comparable: scaled seconds" : fmt(sim / f.value())).append(" |\n");
        }
        List<String> verdicts = directions(reference, result);
        if (!verdicts.isEmpty()) {
            md.append("\n### Direction and ratio between runs\n\n");
            verdicts.forEach(v -> md.append("- ").append(v).append('\n'));
        }
        notes(md, reference);
    }

    private static void notes(StringBuilder md, Reference reference) {
        if (!reference.notes().isEmpty()) {
            md.append("\n### Notes\n\n");
            reference.notes().forEach(n -> md.append("- ").append(n).append('\n'));
        }
        md.append('\n');
    }

    /**
     * One claim judged on one phase: the simulated change from the claim's base run to its
     * {@code run}, the range the claim allows, and the verdict the report prints.
     */
    public record ClaimCheck(String claim, String run, String phase, double change, double minChange,
            double maxChange, String verdict) {

        /** How far the change lies from the nearer end of the range (the verdict's margin). */
        public double distanceToRange() {
            return Math.min(Math.abs(change - minChange), Math.abs(change - maxChange));
        }

        /** Whether the simulation moves the way the claim says (its verdict is "inside" or "same direction"). */
        public boolean agreesInDirection() {
            return ReportMarkdown.agreesInDirection(change, minChange, maxChange);
        }
    }

    /** Every claim of {@code reference}, phase by phase, as the report judges it. */
    public static List<ClaimCheck> claimChecks(Reference reference, ExperimentResult result) {
        List<ClaimCheck> checks = new ArrayList<>();
        for (Reference.Claim c : reference.claims()) {
            for (String phase : c.phases()) {
                double change = simulated(result, c.run(), phase, c.metric()) / simulated(result, c.base(), phase, c.metric())
                        - 1;
                checks.add(new ClaimCheck(c.text(), c.run(), phase, change, c.minChange(), c.maxChange(),
                        claimVerdict(c, change, replicateChanges(result, c, phase))));
            }
        }
        return checks;
    }

    /** The verdict of each direction between runs the report states (hardware against simulation). */
    public static List<String> directionVerdicts(Reference reference, ExperimentResult result) {
        List<String> verdicts = new ArrayList<>();
        for (String direction : directions(reference, result)) {
            int figures = direction.indexOf(": measured");
            int verdict = direction.lastIndexOf(" — ");
            verdicts.add(direction.substring(0, figures) + ": " + direction.substring(verdict + 3));
        }
        return verdicts;
    }

    /**
     * The change per replicate, pairing the two runs' replicates by seed (both runs use the same
     * seeds); empty unless both ran more than once.
     */
    static double[] replicateChanges(ExperimentResult result, Reference.Claim c, String phase) {
        PhaseOutcome base = result.run(c.base()).flatMap(r -> r.phase(phase)).orElse(null);
        PhaseOutcome run = result.run(c.run()).flatMap(r -> r.phase(phase)).orElse(null);
        if (base == null || run == null || base.replicates().size() < 2 || run.replicates().size() < 2) {
            return new double[0];
        }
        int n = Math.min(base.replicates().size(), run.replicates().size());
        double[] changes = new double[n];
        for (int i = 0; i < n; i++) {
            changes[i] = run.replicates().get(i).value(c.metric()) / base.replicates().get(i).value(c.metric()) - 1;
        }
        return changes;
    }

    /** Judged on the means, and with replicates on their spread: how many of them fall inside the range. */
    static String claimVerdict(Reference.Claim c, double change, double[] changes) {
        String verdict = claimVerdict(c, change);
        if (changes.length < 2 || !Double.isFinite(change)) {
            return verdict;
        }
        long inside = java.util.Arrays.stream(changes).filter(x -> x >= c.minChange() && x <= c.maxChange()).count();
        if (inside == changes.length) {
            return "inside the stated range (all " + changes.length + " replicates)";
        }
        if (inside == 0) {
            return verdict + " (all " + changes.length + " replicates)";
        }
        return inside + " of " + changes.length + " replicates inside the stated range; mean: " + verdict;
    }

    private static double min(double[] v) {
        return java.util.Arrays.stream(v).min().orElse(Double.NaN);
    }

    private static double max(double[] v) {
        return java.util.Arrays.stream(v).max().orElse(Double.NaN);
    }

    private static String claimVerdict(Reference.Claim c, double change) {
        if (!Double.isFinite(change)) {
            return "not comparable";
        }
        if (change >= c.minChange() && change <= c.maxChange()) {
            return "inside the stated range";
        }
        if (Math.abs(change) < NO_CHANGE) {
            return "**no change**, outside the range";
        }
        return agreesInDirection(change, c.minChange(), c.maxChange()) ? "same direction, outside the range"
                : "**opposite direction**";
    }

    /** A change smaller than this, outside a claim's range, is no change. */
    private static final double NO_CHANGE = 0.02;

    /**
     * Inside the range, or outside it by a change of at least {@link #NO_CHANGE} on the side of zero
     * the range's middle is on; a range around zero ("unchanged") agrees only inside.
     */
    static boolean agreesInDirection(double change, double minChange, double maxChange) {
        if (change >= minChange && change <= maxChange) {
            return true;
        }
        return Math.abs(change) >= NO_CHANGE && Math.signum(change) == Math.signum((minChange + maxChange) / 2);
    }

    /**
     * For each figure whose phase and metric were also measured in an earlier run of the list on
     * the same drive, the change from that run in hardware and in simulation.
     */
    static List<String> directions(Reference reference, ExperimentResult result) {
        List<String> verdicts = new ArrayList<>();
        List<Reference.Figure> figures = reference.figures();
        for (int i = 0; i < figures.size(); i++) {
            Reference.Figure later = figures.get(i);
            for (int j = 0; j < i; j++) {
                Reference.Figure base = figures.get(j);
                if (!base.phase().equals(later.phase()) || !base.metric().equals(later.metric())
                        || base.run().equals(later.run()) || !sameDrive(result, base.run(), later.run())
                        || base.value() == later.value()) { // one measurement given to two runs: brackets, no change
                    continue;
                }
                double measured = later.value() / base.value();
                double simulated = simulated(result, later) / simulated(result, base);
                verdicts.add(verdict(base, later, measured, simulated));
                break;
            }
        }
        return verdicts;
    }

    /**
     * Whether two runs use the same drive: a direction between runs judges what a condition does to
     * one drive, and figures of different drives (often from different tools) say nothing about that.
     */
    private static boolean sameDrive(ExperimentResult result, String run, String other) {
        return result.run(run).map(RunOutcome::drive).equals(result.run(other).map(RunOutcome::drive));
    }

    private static String verdict(Reference.Figure base, Reference.Figure later, double measured, double simulated) {
        String what = "`" + later.phase() + "` " + later.metric() + ", `" + base.run() + "` → `" + later.run() + "`: measured "
                + change(measured) + ", simulated " + change(simulated);
        if (!Double.isFinite(simulated)) {
            return what + " — not comparable (no simulated value)";
        }
        boolean sameDirection = Math.signum(measured - 1) == Math.signum(simulated - 1)
                || Math.abs(measured - 1) < 0.02 && Math.abs(simulated - 1) < 0.02;
        if (!sameDirection) {
            return what + " — **disagrees in direction**";
        }
        double ratio = Math.max(measured, simulated) / Math.min(measured, simulated);
        return what + (ratio <= SIMILAR ? " — agrees in direction and ratio" : " — agrees in direction, not in size");
    }

    private static String change(double ratio) {
        if (!Double.isFinite(ratio)) {
            return "–";
        }
        return String.format(Locale.ROOT, "%+.0f %%", (ratio - 1) * 100);
    }

    private static double simulated(ExperimentResult result, Reference.Figure f) {
        return simulated(result, f.run(), f.phase(), f.metric());
    }

    private static double simulated(ExperimentResult result, String run, String phase, String metric) {
        return result.run(run).flatMap(r -> r.phase(phase)).map(p -> p.metrics().value(metric)).orElse(Double.NaN);
    }

    /** A count as a whole number (hostWrites 814, not 814.0); a share or a mean of counts as {@link #fmt}. */
    static String count(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? String.format(Locale.ROOT, "%,d", (long) v) : fmt(v);
    }

    /** "1 min", "5 s", "8 h": as a document writes it. */
    static String duration(java.time.Duration d) {
        long s = d.toSeconds();
        return s > 0 && s % 3600 == 0 ? s / 3600 + " h" : s > 0 && s % 60 == 0 ? s / 60 + " min"
                : d.toMillis() % 1000 == 0 ? s + " s" : d.toMillis() / 1000.0 + " s";
    }

    static String fmt(double v) {
        if (!Double.isFinite(v)) {
            return "–";
        }
        if (v == 0) {
            return "0";
        }
        double a = Math.abs(v);
        return String.format(Locale.ROOT, a >= 1000 ? "%,.0f" : a >= 100 ? "%.0f" : a >= 10 ? "%.1f" : a >= 1 ? "%.2f" : "%.3f", v);
    }
}
