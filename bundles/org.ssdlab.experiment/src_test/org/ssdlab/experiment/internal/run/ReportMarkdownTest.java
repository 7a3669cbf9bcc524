package org.ssdlab.experiment.internal.run;

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

    @Test
    void directionAndRatioAreJudgedAgainstTheMeasuredChange() {
        assertTrue(report(figures(100, 50), result(200, 110)).contains("measured -50 %, simulated -45 % — agrees in direction and ratio"));
        assertTrue(report(figures(100, 50), result(200, 190)).contains("agrees in direction, not in size"));
        assertTrue(report(figures(100, 50), result(200, 260)).contains("**disagrees in direction**"));
    }

    @Test
    void claimsAreCheckedAgainstTheirRange() {
        assertTrue(report(claim(-0.5, -0.2), result(100, 70)).contains("inside the stated range"));
        assertTrue(report(claim(-0.5, -0.2), result(100, 100)).contains("**no change**, outside the range"));
        assertTrue(report(claim(-0.5, -0.2), result(100, 95)).contains("same direction, outside the range"));
        assertTrue(report(claim(-0.5, -0.2), result(100, 130)).contains("**opposite direction**"));
    }
}
