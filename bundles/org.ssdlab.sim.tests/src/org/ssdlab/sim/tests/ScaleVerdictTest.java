package org.ssdlab.sim.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ssdlab.experiment.Experiment;
import org.ssdlab.experiment.ExperimentValidator;
import org.ssdlab.experiment.internal.run.ReportMarkdown;
import org.ssdlab.experiment.run.BundledExamples;
import org.ssdlab.experiment.run.ExperimentRunner;
import org.ssdlab.experiment.run.RunMonitor;
import org.ssdlab.experiment.run.RunOptions;

/**
 * {@code --scale} must not change the answer: every verdict a bundled example's report gives on
 * its reference (each claim per phase, each direction between runs) is the same at
 * {@value #QUICK} as at {@value #LARGER}. Full scale takes minutes per example on two cores;
 * {@value #LARGER} already keeps every drive at 128 blocks per plane or more.
 * <p>
 * Two examples cannot pass yet, and are checked at full scale instead (docs/seed-experiments.md):
 * their verdicts hinge on how a shrunk drive's GC pool compares with what is written into it, and
 * pieces of that comparison do not shrink by the same factor — AS SSD's test files shrink while the
 * Agility 2's write buffer does not (seed 000), and the watermarks, rounded to whole blocks per plane,
 * take a larger share of a shrunk spare (seed 001). Making every size that matters scale together
 * is open work on issue 13 item 12.
 */
class ScaleVerdictTest {

    static final double QUICK = 0.05;
    static final double LARGER = 0.25;
    static final List<String> NOT_SCALE_INVARIANT_YET = List.of("agility2-trim-vs-reserve",
            "840pro-raid1-overprovisioning");

    static List<String> examplesWithReference() throws Exception {
        return BundledExamples.NAMES.stream().filter(n -> load(n).reference() != null)
                .filter(n -> !NOT_SCALE_INVARIANT_YET.contains(n)).toList();
    }

    private static Experiment load(String name) {
        try {
            return new ExperimentValidator(Services.registry()).load(BundledExamples.text(name).orElseThrow());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<String> verdicts(Experiment experiment, double scale) throws Exception {
        var result = new ExperimentRunner(Services.registry()).run(experiment,
                new RunOptions(experiment.seed(), scale, 2), RunMonitor.NONE);
        return ReportMarkdown.verdicts(experiment.reference(), result);
    }

    @ParameterizedTest
    @MethodSource("examplesWithReference")
    void theVerdictsOfAQuickRunAreThoseOfALargerOne(String name) throws Exception {
        Experiment experiment = load(name);
        List<String> larger = verdicts(experiment, LARGER);
        assertFalse(larger.isEmpty(), name + " gives no verdict");
        assertEquals(String.join("\n", larger), String.join("\n", verdicts(experiment, QUICK)), name);
    }
}
