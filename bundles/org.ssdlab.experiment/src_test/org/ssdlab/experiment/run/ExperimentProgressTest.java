package org.ssdlab.experiment.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class ExperimentProgressTest {

    @Test
    void keepsEachRunsPhaseFractionAndClock() {
        ExperimentProgress p = new ExperimentProgress();
        p.phaseStarted("a", "fill", 0, 2);
        p.progress("a", 0.5, 7_000_000_000L);
        p.phaseStarted("a", "idle", 1, 2);
        ExperimentProgress.RunState a = p.runs().get("a");
        assertEquals("idle", a.phase());
        assertEquals(0, a.fraction());
        assertEquals(7_000_000_000L, a.simulatedNanos(), "a new phase keeps the run's clock");
        assertFalse(a.finished());
        p.progress("a", 1, 9_000_000_000L);
        assertTrue(p.runs().get("a").finished());
    }

    @Test
    void twoEstimatesOfTheWhole() {
        ExperimentProgress p = new ExperimentProgress();
        p.phaseStarted("a", "x", 1, 2); // a: 1 of 2 phases done
        p.phaseStarted("b", "y", 0, 4);
        p.progress("b", 2.0, 0); // reported beyond 1: counted as 1 by the run share
        assertEquals((1 + 2.0) / 6, p.phaseShare(6), 1e-12);
        assertEquals((0.5 + 0.25) / 2, p.runShare(2), 1e-12);
        assertEquals(1, p.phaseShare(2), "at most 1");
        assertEquals(List.of("a", "b"), List.copyOf(p.runs().keySet()), "in the order runs first reported");
    }
}
