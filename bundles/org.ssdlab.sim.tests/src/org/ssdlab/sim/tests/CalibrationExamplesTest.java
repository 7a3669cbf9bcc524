package org.ssdlab.sim.tests;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ssdlab.experiment.Experiment;
import org.ssdlab.experiment.ExperimentValidator;
import org.ssdlab.experiment.Reference;
import org.ssdlab.experiment.run.BundledExamples;
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.ExperimentRunner;
import org.ssdlab.experiment.run.PerSecondIops;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.RunMonitor;
import org.ssdlab.experiment.run.RunOptions;
import org.ssdlab.experiment.run.RunOutcome;
import org.ssdlab.sim.api.PluginKind;

/**
 * The bundled calibration examples are the one home of the published figures the drives are
 * calibrated on: each example's reference gives the real drive's figure and its source, and this
 * test runs the example at full scale and holds the model to every figure, ±15 % for fresh drives
 * (spec-sheet-class benchmarks) and ±25 % for used ones (issue 10's tolerances).
 */
class CalibrationExamplesTest {

    static Stream<Arguments> examples() {
        return Stream.of(Arguments.of("fresh-sequential", 0.15), Arguments.of("anandtech-consistency", 0.25));
    }

    private static ExperimentResult fullScale(String name) throws Exception {
        Experiment experiment = new ExperimentValidator(Services.registry()).load(BundledExamples.text(name).orElseThrow());
        return new ExperimentRunner(Services.registry()).run(experiment, new RunOptions(experiment.seed(), 1, 2),
                RunMonitor.NONE);
    }

    private static Reference reference(String name) throws Exception {
        return new ExperimentValidator(Services.registry()).load(BundledExamples.text(name).orElseThrow()).reference();
    }

    @ParameterizedTest(name = "{0}, ±{1}")
    @MethodSource("examples")
    void everyPublishedFigureIsMetWithinItsTolerance(String name, double tolerance) throws Exception {
        Reference reference = reference(name);
        assertFalse(reference.figures().isEmpty(), name);
        ExperimentResult result = fullScale(name);
        Stream<Executable> checks = reference.figures().stream().map(f -> () -> {
            double simulated = result.run(f.run()).flatMap(r -> r.phase(f.phase())).orElseThrow().metrics()
                    .value(f.metric());
            assertEquals(f.value(), simulated, tolerance * f.value(), f.run() + "/" + f.phase() + " " + f.metric());
        });
        assertAll(name, checks);
        if (name.equals("anandtech-consistency")) {
            assertEveryDriveSettlesOnAContinuousBand(result);
        }
    }

    /**
     * AnandTech's consistency run on every drive of the catalogue, published figure or not: no second
     * of the measured 400 s under half their mean (GC all at once inside one write used to leave 55 %
     * of the 840 EVO's seconds at 0 IOPS).
     */
    private static void assertEveryDriveSettlesOnAContinuousBand(ExperimentResult result) throws Exception {
        List<String> drives = Services.registry().plugins(PluginKind.DRIVE).stream()
                .map(p -> p.id()).filter(id -> !id.equals("custom")).sorted().toList();
        assertEquals(drives, result.runs().stream().map(RunOutcome::name).sorted().toList(),
                "one run per drive of the catalogue");
        for (RunOutcome run : result.runs()) {
            PhaseOutcome window = run.phase("random-write-4k").orElseThrow();
            PerSecondIops seconds = window.metrics().perSecond();
            System.out.printf("%s: consistency run, last 400 s %.0f IOPS (min %.0f)%n", run.name(), seconds.mean(),
                    seconds.min());
            assertTrue(seconds.min() > 0.5 * seconds.mean(), run.name() + ": a continuous band, min " + seconds.min()
                    + " against mean " + seconds.mean());
        }
    }
}
