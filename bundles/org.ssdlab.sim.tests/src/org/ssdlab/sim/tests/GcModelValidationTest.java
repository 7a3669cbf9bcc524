package org.ssdlab.sim.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleUnaryOperator;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.gc.VictimPolicy;
import org.ssdlab.sim.core.model.WaModels;
import org.ssdlab.sim.core.study.WaStudy;

/**
 * The registered GC strategies against the published analytic models: uniform random single-unit
 * writes after a full sequential fill must land within ±3 % of each model's steady-state WA.
 */
class GcModelValidationTest {

    private static final int USER_UNITS = 262_144;
    private static final double CAPACITY_WRITES = 4;
    private static final double TOLERANCE = 0.03;

    static Stream<Arguments> publishedModels() {
        List<Arguments> cases = new ArrayList<>();
        for (double op : new double[] {0.07, 0.125, 0.28}) {
            cases.add(Arguments.of("fifo", Map.of(), 64, op, (DoubleUnaryOperator) WaModels::fifo));
            for (int b : new int[] {32, 64, 256}) {
                cases.add(Arguments.of("greedy", Map.of(), b, op, (DoubleUnaryOperator) a -> WaModels.greedy(a, b)));
            }
            cases.add(Arguments.of("random", Map.of(), 64, op, (DoubleUnaryOperator) WaModels::random));
            for (int d : new int[] {2, 10}) {
                cases.add(Arguments.of("d-choices", Map.of("d", d), 64, op,
                        (DoubleUnaryOperator) a -> WaModels.dChoices(a, 64, d)));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} {1} b={2} OP={3}")
    @MethodSource("publishedModels")
    void steadyStateWaMatchesTheModel(String gc, Map<String, ?> parameters, int unitsPerBlock, double op,
            DoubleUnaryOperator model) throws Exception {
        double simulated = simulate(gc, parameters, unitsPerBlock, op);
        double expected = model.applyAsDouble(1 + op);
        assertEquals(expected, simulated, TOLERANCE * expected,
                () -> gc + " " + parameters + " b=" + unitsPerBlock + " OP=" + op);
    }

    @Test
    void windowedGreedySpansFifoToGreedy() throws Exception {
        double op = 0.07;
        int b = 32;
        double fifoLike = simulate("windowed-greedy", Map.of("window", 1), b, op);
        double greedyLike = simulate("windowed-greedy", Map.of("window", 1 << 20), b, op);
        double between = simulate("windowed-greedy", Map.of("window", 16), b, op);
        assertEquals(WaModels.fifo(1 + op), fifoLike, TOLERANCE * fifoLike);
        assertEquals(WaModels.greedy(1 + op, b), greedyLike, TOLERANCE * greedyLike);
        assertTrue(greedyLike < between && between < fifoLike, greedyLike + " < " + between + " < " + fifoLike);
    }

    @Test
    void costBenefitUnderUniformWritesStaysNearGreedyAndFarBelowRandom() throws Exception {
        double op = 0.125;
        int b = 64;
        double costBenefit = simulate("cost-benefit", Map.of(), b, op);
        assertTrue(costBenefit < 1.1 * WaModels.greedy(1 + op, b), "cost-benefit WA " + costBenefit);
        assertTrue(costBenefit < 0.8 * WaModels.random(1 + op), "cost-benefit WA " + costBenefit);
    }

    private static double simulate(String gc, Map<String, ?> parameters, int unitsPerBlock, double op) throws Exception {
        VictimPolicy policy = Services.registry().create(PluginKind.GC_STRATEGY, gc, parameters);
        return new WaStudy(USER_UNITS, op, unitsPerBlock, CAPACITY_WRITES, 1).run(policy).writeAmplification();
    }
}
