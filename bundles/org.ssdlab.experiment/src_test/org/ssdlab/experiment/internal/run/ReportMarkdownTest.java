package org.ssdlab.experiment.internal.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.Experiment;
import org.ssdlab.experiment.Overrides;
import org.ssdlab.experiment.PluginChoice;
import org.ssdlab.experiment.Reference;
import org.ssdlab.experiment.Run;
import org.ssdlab.experiment.Settings;
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.PhaseMetrics;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.RunOutcome;

/** The report's verdicts follow the numbers: direction, ratio and stated ranges. */
class ReportMarkdownTest {

    private static ExperimentResult result(double freshMBps, double fullMBps) {
        return new ExperimentResult("e", 1, 1, List.of(run("fresh", freshMBps), run("full", fullMBps)));
    }

    private static RunOutcome run(String name, double mbps) {
        return new RunOutcome(name, "d", List.of(new PhaseOutcome("w", "benchmark",
                new PhaseMetrics(1, mbps, 1, 1, 1, 1, null), List.of())));
    }

    private static String report(Reference reference, ExperimentResult result) {
        Settings s = new Settings(new PluginChoice("d", java.util.Map.of()), new PluginChoice("g", java.util.Map.of()),
                null, List.of(), List.of(), 4096, List.of(new org.ssdlab.experiment.Phase.SecureErase("x")));
        Experiment e = new Experiment("e", "", 1, s, List.of(new Run("fresh", Overrides.NONE), new Run("full", Overrides.NONE)),
                reference);
        return ReportMarkdown.write(e, result, List.of());
    }

    private static Reference figures(double fresh, double full) {
        return new Reference("src", List.of(new Reference.Figure("fresh", "w", "throughputMBps", fresh),
                new Reference.Figure("full", "w", "throughputMBps", full)), List.of(), List.of());
    }

    private static Reference claim(double min, double max) {
        return new Reference("src", List.of(), List.of(new Reference.Claim("slower", "fresh", "full", List.of("w"),
                "throughputMBps", min, max)), List.of());
    }

    /** Figures keep three significant digits; counts read as whole numbers and nothing as 0.000. */
    @Test
    void countsAreWholeNumbersAndZeroIsZero() {
        assertEquals(List.of("814", "0", "24,691", "41.4", "0.250"), List.of(ReportMarkdown.count(814),
                ReportMarkdown.count(0), ReportMarkdown.count(24_691), ReportMarkdown.count(41.4), ReportMarkdown.count(0.25)));
        assertEquals(List.of("0", "1.00", "0.926", "1,234"), List.of(ReportMarkdown.fmt(0), ReportMarkdown.fmt(1),
                ReportMarkdown.fmt(0.926), ReportMarkdown.fmt(1234)));
    }

    @Test
    void directionAndRatioAreJudgedAgainstTheMeasuredChange() {
        assertTrue(report(figures(100, 50), result(200, 110)).contains("measured -50 %, simulated -45 % — agrees in direction and ratio"));
        assertTrue(report(figures(100, 50), result(200, 190)).contains("agrees in direction, not in size"));
        assertTrue(report(figures(100, 50), result(200, 260)).contains("**disagrees in direction**"));
    }

    @Test
    void directionsAreJudgedOnlyBetweenRunsOfOneDrive() {
        ExperimentResult twoDrives = new ExperimentResult("e", 1, 1, List.of(run("fresh", 200),
                new RunOutcome("full", "another drive", run("full", 260).phases())));
        String md = report(figures(100, 50), twoDrives);
        assertFalse(md.contains("Direction and ratio between runs"), md);
        assertTrue(md.contains("| full | w | throughputMBps | 50.0 | 260 | 5.20 |"), md);
    }

    /** One measurement given to two runs (two readings of an unknown condition) states no change between them. */
    @Test
    void runsBracketingOneMeasurementAreNotJudgedAgainstEachOther() {
        String md = report(figures(150.6, 150.6), result(140, 174));
        assertFalse(md.contains("Direction and ratio between runs"), md);
        assertTrue(md.contains("| full | w | throughputMBps | 151 | 174 | 1.16 |"), md);
    }

    @Test
    void claimsAreCheckedAgainstTheirRange() {
        assertTrue(report(claim(-0.5, -0.2), result(100, 70)).contains("inside the stated range"));
        assertTrue(report(claim(-0.5, -0.2), result(100, 100)).contains("**no change**, outside the range"));
        assertTrue(report(claim(-0.5, -0.2), result(100, 95)).contains("same direction, outside the range"));
        assertTrue(report(claim(-0.5, -0.2), result(100, 130)).contains("**opposite direction**"));
    }

    /** The rule the report's verdicts and the examples' direction test share. */
    @Test
    void aChangeAgreesInDirectionInsideItsRangeOrOutsideItOnTheRangesSideOfZero() {
        assertTrue(ReportMarkdown.agreesInDirection(-0.3, -0.5, -0.2));
        assertTrue(ReportMarkdown.agreesInDirection(-0.67, -0.5, -0.2));
        assertTrue(ReportMarkdown.agreesInDirection(-0.03, -0.5, -0.2));
        assertFalse(ReportMarkdown.agreesInDirection(-0.01, -0.5, -0.2), "no change");
        assertFalse(ReportMarkdown.agreesInDirection(0.05, -0.5, -0.2), "opposite");
        assertTrue(ReportMarkdown.agreesInDirection(0.08, -0.1, 0.1));
        assertFalse(ReportMarkdown.agreesInDirection(-0.15, -0.1, 0.1), "'unchanged' agrees only inside its range");
        assertFalse(ReportMarkdown.agreesInDirection(Double.NaN, -0.5, -0.2));
    }

    @Test
    void aClaimsMechanismStandsBesideItsVerdict() {
        Reference withMechanism = new Reference("src", List.of(), List.of(new Reference.Claim("slower", "fresh", "full",
                List.of("w"), "throughputMBps", -0.5, -0.2, "stale data spread over every block")), List.of());
        String report = report(withMechanism, result(100, 70));
        assertTrue(report.contains("| verdict | mechanism in the model |"), report);
        assertTrue(report.contains("inside the stated range | stale data spread over every block |"), report);
        assertTrue(!report(claim(-0.5, -0.2), result(100, 70)).contains("mechanism in the model"),
                "no column when no claim names a mechanism");
    }

    /** A run of replicates: the mean and each replicate's throughput, its drive shrunk by {@code scale}. */
    private static RunOutcome replicated(String name, double scale, double... mbps) {
        List<PhaseMetrics> each = java.util.Arrays.stream(mbps).mapToObj(v -> new PhaseMetrics(1, v, 1, 1, 1, 1, null))
                .toList();
        double mean = java.util.Arrays.stream(mbps).average().orElseThrow();
        return new RunOutcome(name, "d", List.of(new PhaseOutcome("w", "benchmark", new PhaseMetrics(1, mean, 1, 1, 1, 1, null),
                List.of(), java.util.Map.of(), each)), scale, java.util.stream.LongStream.range(1, mbps.length + 1).boxed().toList());
    }

    @Test
    void claimsAreJudgedAgainstTheSpreadOfReplicates() {
        ExperimentResult all = new ExperimentResult("e", 1, 1, List.of(replicated("fresh", 1, 100, 100, 100),
                replicated("full", 1, 70, 75, 65)));
        assertTrue(report(claim(-0.5, -0.2), all).contains("inside the stated range (all 3 replicates)"),
                report(claim(-0.5, -0.2), all));
        ExperimentResult some = new ExperimentResult("e", 1, 1, List.of(replicated("fresh", 1, 100, 100, 100),
                replicated("full", 1, 70, 95, 85)));
        String md = report(claim(-0.5, -0.2), some);
        assertTrue(md.contains("1 of 3 replicates inside the stated range; mean: same direction, outside the range"), md);
        assertTrue(md.contains("-17 % (-30 % … -5 % over 3 replicates)"), md);
        assertTrue(md.contains("Means of 3 replicates (seeds 1, 2, 3)"), md);
        assertTrue(md.contains("| w | 1.00 – 1.00 (0) | 70.0 – 95.0 (12.6) |"), md);
    }

    @Test
    void theAppliedScaleIsReportedAndShrunkSecondsAreNotComparedWithRealOnes() {
        ExperimentResult shrunk = new ExperimentResult("e", 1, 0.01, List.of(replicated("fresh", 0.03125, 100),
                replicated("full", 0.03125, 50)));
        Reference seconds = new Reference("src", List.of(new Reference.Figure("fresh", "w", "seconds", 6)), List.of(),
                List.of());
        String md = report(seconds, shrunk);
        assertTrue(md.contains("scale 0.010 asked, 0.031 applied"), md);
        assertTrue(md.contains("not comparable: scaled seconds"), md);
        assertTrue(report(seconds, result(100, 50)).contains("Seed 1, full scale."));
    }
}
