package org.ssdlab.sim.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SplitMix64Test {

    @Test
    void matchesTheReferenceSequenceForSeedZero() {
        // first outputs of the reference C implementation (Vigna) seeded with 0
        SplitMix64 random = new SplitMix64(0);
        assertEquals(0xE220A8397B1DCDAFL, random.nextLong());
        assertEquals(0x6E789E6AA1B965F4L, random.nextLong());
        assertEquals(0x06C45D188009454FL, random.nextLong());
    }

    @Test
    void seedsGiveDifferentSequences() {
        assertNotEquals(new SplitMix64(1).nextLong(), new SplitMix64(2).nextLong());
        SplitMix64 a = new SplitMix64(99);
        SplitMix64 b = new SplitMix64(99);
        for (int i = 0; i < 1000; i++) {
            assertEquals(a.nextLong(), b.nextLong());
        }
    }

    @ParameterizedTest
    @ValueSource(longs = { 1, 2, 3, 7, 10, 1L << 20, 1_000_003, (1L << 62) + 1 })
    void boundedValuesStayInRangeAndAreUnbiased(long bound) {
        SplitMix64 random = new SplitMix64(bound);
        int n = 60_000;
        long below = 0;
        for (int i = 0; i < n; i++) {
            long v = random.nextLong(bound);
            assertTrue(v >= 0 && v < bound, () -> v + " outside [0," + bound + ")");
            if (v < bound / 2.0) {
                below++;
            }
        }
        double expected = Math.ceil(bound / 2.0) / bound;
        assertEquals(expected, below / (double) n, 0.01);
    }

    @Test
    void doublesAreInTheUnitInterval() {
        SplitMix64 random = new SplitMix64(5);
        double sum = 0;
        for (int i = 0; i < 100_000; i++) {
            double d = random.nextDouble();
            assertTrue(d >= 0 && d < 1);
            sum += d;
        }
        assertEquals(0.5, sum / 100_000, 0.005);
    }
}
