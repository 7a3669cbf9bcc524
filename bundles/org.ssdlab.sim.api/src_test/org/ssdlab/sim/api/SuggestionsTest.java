package org.ssdlab.sim.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

class SuggestionsTest {

    private static final List<String> DRIVES = List.of("samsung-840-pro-256", "samsung-840-pro-512", "ocz-agility2-60");

    @Test
    void aNearMissIdIsAnsweredWithTheClosestKnownOne() {
        assertEquals("unknown drive 'samsung-840pro-256'; did you mean 'samsung-840-pro-256'? known: "
                + "samsung-840-pro-256, samsung-840-pro-512, ocz-agility2-60",
                Suggestions.unknown("drive", "samsung-840pro-256", DRIVES));
    }

    @Test
    void aWordFarFromEveryKnownOneGetsNoGuess() {
        assertEquals("unknown drive 'x25m'; known: samsung-840-pro-256, samsung-840-pro-512, ocz-agility2-60",
                Suggestions.unknown("drive", "x25m", DRIVES));
        assertEquals("unknown gc 'lru'; known: (none)", Suggestions.unknown("gc", "lru", List.of()));
    }

    @Test
    void caseDoesNotCount() {
        assertEquals("; did you mean 'greedy'?", Suggestions.didYouMean("GREEDY", List.of("greedy", "d-choices")));
    }
}
