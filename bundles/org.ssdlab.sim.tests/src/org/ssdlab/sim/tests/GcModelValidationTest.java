package org.ssdlab.sim.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.gc.SteadyStateWaModel;
import org.ssdlab.sim.api.gc.VictimPolicy;
import org.ssdlab.sim.core.study.WaStudy;

/**
 * Every registered GC strategy that publishes a steady-state model ({@link SteadyStateWaModel})
 * against it: uniform random single-unit writes after a full sequential fill must land within ±3 %
 * of the model's WA, at each of its reference parameter sets, 32, 64 and 256 units per block and OP
 * 7 %, 12.5 % and 28 %. A third-party strategy in the registry is held to its own curve the same way.
 */
class GcModelValidationTest {

    private static final int USER_UNITS = 262_144;
    private static final double CAPACITY_WRITES = 4;
    private static final double TOLERANCE = 0.03;

    static Stream<Arguments> publishedModels() throws InterruptedException {
        List<Arguments> cases = new ArrayList<>();
        for (Plugin<VictimPolicy> plugin : Services.registry().plugins(PluginKind.GC_STRATEGY)) {
            if (!(plugin instanceof SteadyStateWaModel model)) {
                continue;
            }
            for (Map<String, Object> parameters : model.referenceParameters()) {
                for (int b : new int[] {32, 64, 256}) {
                    for (double op : new double[] {0.07, 0.125, 0.28}) {
                        cases.add(Arguments.of(plugin.id(), parameters, b, op));
                    }
                }
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} {1} b={2} OP={3}")
    @MethodSource("publishedModels")
    void steadyStateWaMatchesTheModel(String gc, Map<String, ?> parameters, int unitsPerBlock, double op)
            throws Exception {
        double simulated = simulate(gc, parameters, unitsPerBlock, op);
        double expected = model(gc, parameters, unitsPerBlock, op);
        assertEquals(expected, simulated, TOLERANCE * expected,
                () -> gc + " " + parameters + " b=" + unitsPerBlock + " OP=" + op);
    }

    /** The bundled FIFO, greedy, random, d-choices and windowed-greedy strategies publish theirs. */
    @Test
    void theBundledStrategiesWithAPublishedModelOfferIt() throws Exception {
        long published = Services.registry().plugins(PluginKind.GC_STRATEGY).stream()
                .filter(SteadyStateWaModel.class::isInstance).count();
        assertTrue(published >= 5, published + " strategies publish a model");
    }

    @Test
    void windowedGreedySpansFifoToGreedy() throws Exception {
        double op = 0.07;
        int b = 32;
        double fifoLike = simulate("windowed-greedy", Map.of("window", 1), b, op);
        double greedyLike = simulate("windowed-greedy", Map.of("window", 1 << 20), b, op);
        double between = simulate("windowed-greedy", Map.of("window", 16), b, op);
        assertEquals(model("fifo", Map.of(), b, op), fifoLike, TOLERANCE * fifoLike);
        assertEquals(model("greedy", Map.of(), b, op), greedyLike, TOLERANCE * greedyLike);
        assertTrue(greedyLike < between && between < fifoLike, greedyLike + " < " + between + " < " + fifoLike);
    }

    @Test
    void costBenefitUnderUniformWritesStaysNearGreedyAndFarBelowRandom() throws Exception {
        double op = 0.125;
        int b = 64;
        double costBenefit = simulate("cost-benefit", Map.of(), b, op);
        assertTrue(costBenefit < 1.1 * model("greedy", Map.of(), b, op), "cost-benefit WA " + costBenefit);
        assertTrue(costBenefit < 0.8 * model("random", Map.of(), b, op), "cost-benefit WA " + costBenefit);
    }

    /** The model that the strategy {@code gc} publishes, at these parameters. */
    private static double model(String gc, Map<String, ?> raw, int unitsPerBlock, double op) throws Exception {
        Plugin<VictimPolicy> plugin = Services.registry().find(PluginKind.GC_STRATEGY, gc).orElseThrow();
        return ((SteadyStateWaModel) plugin).writeAmplification(op, unitsPerBlock, Parameters.validate(plugin, raw))
                .orElseThrow();
    }

    private static double simulate(String gc, Map<String, ?> parameters, int unitsPerBlock, double op) throws Exception {
        VictimPolicy policy = Services.registry().create(PluginKind.GC_STRATEGY, gc, parameters);
        return new WaStudy(USER_UNITS, op, unitsPerBlock, CAPACITY_WRITES, 1).run(policy).writeAmplification();
    }
}
