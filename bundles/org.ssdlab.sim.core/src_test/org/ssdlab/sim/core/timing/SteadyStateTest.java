package org.ssdlab.sim.core.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SteadyStateTest {

    @Test
    void flatRoundsAreSteadyAtRoundFive() {
        assertEquals(5, SteadyState.firstSteadyRound(new double[] {100, 101, 99, 100, 100, 100}));
    }

    @Test
    void aDecayingTransientBecomesSteadyOnlyOnceItFlattens() {
        double[] rounds = {90_000, 40_000, 20_000, 12_000, 9_000, 8_000, 7_600, 7_400, 7_300, 7_250, 7_200};
        int round = SteadyState.firstSteadyRound(rounds);
        // rounds 5..9: range 1 700 is 21.6 % of the mean 7 860; rounds 6..10: range 10 %, slope × 4 = 9.6 %
        assertEquals(10, round);
        assertTrue(SteadyState.windowIsSteady(rounds, round));
        assertFalse(SteadyState.windowIsSteady(rounds, round - 1));
    }

    @Test
    void rangeOverTwentyPercentIsNotSteady() {
        assertFalse(SteadyState.windowIsSteady(new double[] {100, 100, 121, 100, 100}, 5));
        assertTrue(SteadyState.windowIsSteady(new double[] {100, 100, 119, 100, 100}, 5));
    }

    @Test
    void slopeOverTenPercentIsNotSteadyEvenWithinTheRange() {
        // a steady climb of 3 % per round: range 12 % of the mean (fine), slope × 4 = 12 % (too much)
        assertFalse(SteadyState.windowIsSteady(new double[] {94, 97, 100, 103, 106}, 5));
        assertTrue(SteadyState.windowIsSteady(new double[] {96, 98, 100, 102, 104}, 5));
    }

    @Test
    void neverSteadyWithinTwentyFiveRounds() {
        double[] alternating = new double[40];
        for (int i = 0; i < alternating.length; i++) {
            alternating[i] = i % 2 == 0 ? 100 : 150;
        }
        assertEquals(-1, SteadyState.firstSteadyRound(alternating));
    }

    @Test
    void theFitGivesTheDeterminationsFigures() {
        double[] rounds = {500, 94, 97, 100, 103, 106};
        SteadyState.Fit fit = SteadyState.fit(rounds, 6);
        assertEquals(2, fit.first());
        assertEquals(6, fit.last());
        assertEquals(100, fit.mean(), 1e-12);
        assertEquals(12, fit.range(), 1e-12);
        assertEquals(3, fit.slope(), 1e-12);
        assertEquals(94, fit.intercept(), 1e-12);
        assertEquals(12, fit.slopeExcursion(), 1e-12);
        assertEquals(20, fit.allowedRange(), 1e-12);
        assertEquals(10, fit.allowedSlopeExcursion(), 1e-12);
        assertFalse(fit.steady());
        assertEquals(2, SteadyState.fit(rounds, 2).first() + SteadyState.fit(rounds, 2).last() - 1, "fewer than five");
    }
}
