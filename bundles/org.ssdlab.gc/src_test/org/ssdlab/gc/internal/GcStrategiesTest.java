package org.ssdlab.gc.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.gc.VictimPolicy;

class GcStrategiesTest {

    private static List<Plugin<VictimPolicy>> allPlugins() {
        return List.of(new GreedyStrategy(), new FifoStrategy(), new RandomStrategy(), new DChoicesStrategy(),
                new WindowedGreedyStrategy(), new CostBenefitStrategy());
    }

    private static VictimPolicy policy(Plugin<VictimPolicy> plugin, Map<String, ?> raw) {
        return plugin.create(Parameters.validate(plugin, raw));
    }

    private static VictimPolicy policy(Plugin<VictimPolicy> plugin) {
        return policy(plugin, Map.of());
    }

    /**
     * Closing order 12, 3, 40, 7, 25, 9 (ids deliberately not in that order).
     * Valid: 12→30, 3→28, 40→17, 7→5, 25→20, 9→11. Fewest valid is 7, the fourth oldest.
     */
    private static FakeClosedBlocks sixBlocks() {
        return new FakeClosedBlocks(32, 1000)
                .close(12, 30, 100)
                .close(3, 28, 200)
                .close(40, 17, 300)
                .close(7, 5, 400)
                .close(25, 20, 500)
                .close(9, 11, 600);
    }

    @Test
    void greedyPicksTheBlockWithFewestValidUnits() {
        assertEquals(7, policy(new GreedyStrategy()).selectVictim(sixBlocks()));
        FakeClosedBlocks blocks = new FakeClosedBlocks(16, 50).close(4, 9, 1).close(2, 16, 2).close(8, 3, 3);
        assertEquals(8, policy(new GreedyStrategy()).selectVictim(blocks));
    }

    @Test
    void fifoPicksTheOldestWhateverItHolds() {
        assertEquals(12, policy(new FifoStrategy()).selectVictim(sixBlocks()));
        FakeClosedBlocks full = new FakeClosedBlocks(16, 50).close(5, 16, 10).close(1, 0, 20);
        assertEquals(5, policy(new FifoStrategy()).selectVictim(full));
    }

    @ParameterizedTest(name = "window {0} -> block {1}")
    @CsvSource({ "1, 12", "2, 3", "3, 40", "4, 7", "6, 7", "64, 7" })
    void windowedGreedyPicksFewestValidAmongTheOldestW(int window, int expected) {
        VictimPolicy policy = policy(new WindowedGreedyStrategy(), Map.of("window", window));
        assertEquals(expected, policy.selectVictim(sixBlocks()));
    }

    @Test
    void windowedGreedyIgnoresAnEmptierBlockJustOutsideTheWindow() {
        FakeClosedBlocks blocks = new FakeClosedBlocks(8, 100).close(0, 6, 1).close(1, 4, 2).close(2, 0, 3);
        assertEquals(1, policy(new WindowedGreedyStrategy(), Map.of("window", 2)).selectVictim(blocks));
        assertEquals(2, policy(new WindowedGreedyStrategy(), Map.of("window", 3)).selectVictim(blocks));
    }

    @Test
    void windowedGreedyOfOneIsFifo() {
        VictimPolicy windowOne = policy(new WindowedGreedyStrategy(), Map.of("window", "1"));
        VictimPolicy fifo = policy(new FifoStrategy());
        FakeClosedBlocks six = sixBlocks();
        assertEquals(fifo.selectVictim(six), windowOne.selectVictim(six));
        FakeClosedBlocks other = new FakeClosedBlocks(8, 100).close(30, 8, 1).close(31, 0, 2).close(29, 1, 3);
        assertEquals(30, windowOne.selectVictim(other));
        assertEquals(fifo.selectVictim(other), windowOne.selectVictim(other));
    }

    @Test
    void windowedGreedyDefaultWindowIs64() {
        // 70 blocks closed in id order; the 64th oldest (id 63) has 2 valid, the 65th (id 64) has 1.
        FakeClosedBlocks blocks = new FakeClosedBlocks(100, 10_000);
        for (int b = 0; b < 70; b++) {
            blocks.close(b, b == 63 ? 2 : b == 64 ? 1 : 50, b);
        }
        assertEquals(63, policy(new WindowedGreedyStrategy()).selectVictim(blocks));
        assertEquals(64, policy(new WindowedGreedyStrategy(), Map.of("window", 65)).selectVictim(blocks));
    }

    @Test
    void dChoicesPicksTheMinimumOfItsSampleOnly() {
        FakeClosedBlocks blocks = sixBlocks().script(12, 40, 25); // valid 30, 17, 20; block 7 (5) not sampled
        assertEquals(40, policy(new DChoicesStrategy(), Map.of("d", 3)).selectVictim(blocks));
        assertEquals(3, blocks.randomCalls());

        FakeClosedBlocks lastBest = sixBlocks().script(12, 3, 25, 9); // the best (9, valid 11) drawn last
        assertEquals(9, policy(new DChoicesStrategy(), Map.of("d", 4)).selectVictim(lastBest));
        assertEquals(4, lastBest.randomCalls());
    }

    @ParameterizedTest
    @ValueSource(ints = { 12, 3, 40, 7, 25, 9 })
    void dChoicesOfOneReturnsExactlyTheSample(int sampled) {
        FakeClosedBlocks blocks = sixBlocks().script(sampled);
        assertEquals(sampled, policy(new DChoicesStrategy(), Map.of("d", 1)).selectVictim(blocks));
        assertEquals(1, blocks.randomCalls());
    }

    @Test
    void dChoicesDefaultSamplesTwo() {
        FakeClosedBlocks blocks = sixBlocks().script(3, 9);
        assertEquals(9, policy(new DChoicesStrategy()).selectVictim(blocks));
        assertEquals(2, blocks.randomCalls());
    }

    @Test
    void randomReturnsOnlyClosedBlocksAndEventuallyEachOfThem() {
        FakeClosedBlocks blocks = new FakeClosedBlocks(8, 100);
        int[] closed = { 2, 5, 11, 17, 23, 42, 99 };
        for (int i = 0; i < closed.length; i++) {
            blocks.close(closed[i], i, i);
        }
        VictimPolicy random = policy(new RandomStrategy());
        Set<Integer> hit = new HashSet<>();
        for (int i = 0; i < 2000; i++) {
            int victim = random.selectVictim(blocks);
            assertTrue(blocks.isClosed(victim), "not a closed block: " + victim);
            hit.add(victim);
        }
        assertEquals(Set.of(2, 5, 11, 17, 23, 42, 99), hit);
    }

    @Test
    void costBenefitPrefersAnOldBlockOverASlightlyEmptierYoungOne() {
        // old: age 1001, u = 0.6 -> 333.7; young: age 11, u = 0.5 -> 5.5
        FakeClosedBlocks blocks = new FakeClosedBlocks(100, 1000).close(1, 60, 0).close(2, 50, 990);
        assertEquals(1, policy(new CostBenefitStrategy()).selectVictim(blocks));
        assertEquals(2, policy(new GreedyStrategy()).selectVictim(blocks), "greedy would choose otherwise");
    }

    @Test
    void costBenefitAmongEquallyOldBlocksIsGreedy() {
        FakeClosedBlocks blocks = new FakeClosedBlocks(32, 1000);
        int[] valid = { 20, 9, 31, 4, 17 };
        for (int b = 0; b < valid.length; b++) {
            blocks.close(b, valid[b], 500);
        }
        assertEquals(3, policy(new CostBenefitStrategy()).selectVictim(blocks));
    }

    @Test
    void costBenefitTakesAnEmptyBlockWhateverItsAge() {
        FakeClosedBlocks blocks = new FakeClosedBlocks(64, 100_000)
                .close(10, 1, 0) // very old and almost empty
                .close(11, 63, 50_000)
                .close(12, 0, 99_999) // just closed but empty
                .close(13, 2, 99_999);
        assertEquals(12, policy(new CostBenefitStrategy()).selectVictim(blocks));
        // at() runs newest first here: 13, then 12, which ends the scan
        assertEquals(2, blocks.atCalls(), "stops scanning at the empty block");
    }

    @Test
    void everyPluginDescribesItselfWithAUniqueId() {
        List<Plugin<VictimPolicy>> plugins = allPlugins();
        for (Plugin<VictimPolicy> p : plugins) {
            assertSame(PluginKind.GC_STRATEGY, p.kind(), p.id());
            assertFalse(p.id().isBlank(), p.getClass().getName());
            assertFalse(p.label().isBlank(), p.id());
            assertFalse(p.description().isBlank(), p.id());
            assertNotNull(policy(p), p.id());
        }
        Set<String> ids = plugins.stream().map(Plugin::id).collect(Collectors.toSet());
        assertEquals(Set.of("greedy", "fifo", "random", "d-choices", "windowed-greedy", "cost-benefit"), ids);
    }

    private static String rejection(Plugin<VictimPolicy> plugin, Map<String, ?> raw) {
        return assertThrows(PluginException.class, () -> Parameters.validate(plugin, raw)).getMessage();
    }

    @ParameterizedTest
    @ValueSource(strings = { "0", "x", "1025" })
    void dOutOfRangeOrNotANumberIsRejected(String d) {
        String message = rejection(new DChoicesStrategy(), Map.of("d", d));
        assertTrue(message.contains("'d-choices'"), message);
        assertTrue(message.contains("'d'"), message);
        assertTrue(message.contains("'" + d + "'"), message);
        assertTrue(message.contains("integer 1..1024"), message);
    }

    @Test
    void zeroWindowIsRejected() {
        String message = rejection(new WindowedGreedyStrategy(), Map.of("window", 0));
        assertTrue(message.contains("'windowed-greedy'"), message);
        assertTrue(message.contains("'window'"), message);
        assertTrue(message.contains("integer 1.." + (1 << 24)), message);
    }

    @Test
    void unknownParameterIsRejectedNamingTheKnownOnes() {
        String message = rejection(new DChoicesStrategy(), Map.of("window", 4));
        assertTrue(message.contains("'d-choices'"), message);
        assertTrue(message.contains("unknown parameter 'window'"), message);
        assertTrue(message.contains("known: d"), message);

        String none = rejection(new GreedyStrategy(), Map.of("d", 2));
        assertTrue(none.contains("'greedy'"), none);
        assertTrue(none.contains("unknown parameter 'd'"), none);
        assertTrue(none.contains("(none)"), none);
    }

    @Test
    void defaultsFillIn() {
        assertEquals(Map.of("d", 2L), Parameters.validate(new DChoicesStrategy(), Map.of()).asMap());
        assertEquals(Map.of("window", 64L), Parameters.validate(new WindowedGreedyStrategy(), Map.of()).asMap());
        assertEquals(Map.of(), Parameters.validate(new GreedyStrategy(), Map.of()).asMap());
        assertEquals(8L, Parameters.validate(new WindowedGreedyStrategy(), Map.of("window", "8")).integer("window"));
    }
}
