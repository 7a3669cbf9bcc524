package org.ssdlab.sim.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.gc.VictimPolicy;

/**
 * The checks every GC strategy (victim policy) passes, on closed blocks set up by hand ({@link FakeClosedBlocks}).
 * Extend it and name the bundle's strategies in {@link #strategies()}.
 */
public abstract class VictimPolicyContract {

    protected abstract List<Plugin<VictimPolicy>> strategies();

    /** The strategy's policy with these parameters. */
    protected static VictimPolicy policy(Plugin<VictimPolicy> strategy, Map<String, ?> raw) {
        return PluginChecks.create(strategy, raw);
    }

    /**
     * Closing order 12, 3, 40, 7, 25, 9 (ids deliberately not in that order), 32 units a block.
     * Valid: 12→30, 3→28, 40→17, 7→5, 25→20, 9→11. Fewest valid is 7, the fourth oldest.
     */
    protected static FakeClosedBlocks sixBlocks() {
        return new FakeClosedBlocks(32, 1000)
                .close(12, 30, 100)
                .close(3, 28, 200)
                .close(40, 17, 300)
                .close(7, 5, 400)
                .close(25, 20, 500)
                .close(9, 11, 600);
    }

    @TestFactory
    Stream<DynamicTest> eachIsAGcStrategyComponent() {
        return PluginChecks.each(strategies(), s -> PluginChecks.isAComponentOfItsKind(s, PluginKind.GC_STRATEGY));
    }

    @TestFactory
    Stream<DynamicTest> eachDescribesItself() {
        return PluginChecks.each(strategies(), PluginChecks::describesItself);
    }

    @TestFactory
    Stream<DynamicTest> eachRefusesAnUnknownParameterByName() {
        return PluginChecks.each(strategies(), PluginChecks::refusesAnUnknownParameterByName);
    }

    /** The victim is a closed block (the fake fails when a policy asks about any other). */
    @TestFactory
    Stream<DynamicTest> eachPicksAClosedBlock() {
        return PluginChecks.each(strategies(), s -> {
            FakeClosedBlocks blocks = sixBlocks();
            int victim = policy(s, Map.of()).selectVictim(blocks);
            assertTrue(blocks.isClosed(victim), s.id() + " picked block " + victim + ", which is not closed");
        });
    }

    /** With a single closed block there is no choice. */
    @TestFactory
    Stream<DynamicTest> eachPicksTheOnlyClosedBlock() {
        return PluginChecks.each(strategies(), s -> assertEquals(17,
                policy(s, Map.of()).selectVictim(new FakeClosedBlocks(8, 100).close(17, 3, 50)), s.id()));
    }

    @Test
    void idsAreDistinct() {
        PluginChecks.idsAreDistinct(strategies());
    }
}
