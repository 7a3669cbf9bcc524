package org.ssdlab.sim.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.osgi.framework.ServiceRegistration;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.PluginRegistry;
import org.ssdlab.sim.api.gc.ClosedBlocks;
import org.ssdlab.sim.api.gc.VictimPolicy;

/** The registry as Declarative Services wires it: plugin bundles contribute, test code adds and removes. */
class RegistryWiringTest {

    private static final List<String> STANDARD_STRATEGIES =
            List.of("cost-benefit", "d-choices", "fifo", "greedy", "random", "windowed-greedy");

    /** A plugin registered at test time, as a third-party bundle would contribute one. */
    private static final class TestStrategy extends AbstractPlugin<VictimPolicy> {
        TestStrategy(String id) {
            super(PluginKind.GC_STRATEGY, id, "Test " + id, "registered by a test", List.of());
        }

        @Override
        public VictimPolicy create(Parameters parameters) {
            return ClosedBlocks::oldest;
        }
    }

    @Test
    void everyStandardStrategyIsRegisteredAndCreatesAPolicy() throws Exception {
        PluginRegistry registry = Services.registry();
        List<String> ids = registry.plugins(PluginKind.GC_STRATEGY).stream().map(Plugin::id).toList();
        assertTrue(ids.containsAll(STANDARD_STRATEGIES), "registered: " + ids);
        for (String id : STANDARD_STRATEGIES) {
            assertTrue(registry.create(PluginKind.GC_STRATEGY, id, Map.of()) instanceof VictimPolicy, id);
        }
    }

    /**
     * Descriptions are what `ssdlab list --long` and the workbench show, so they cite their sources
     * themselves: the project's reference sheet (ssd-facts.md) does not ship with the product.
     */
    @Test
    void everyDescriptionCitesItsSourcesDirectly() throws Exception {
        PluginRegistry registry = Services.registry();
        for (PluginKind<?> kind : PluginKind.all()) {
            for (Plugin<?> plugin : registry.plugins(kind)) {
                String text = plugin.description() + " " + plugin.parameters();
                for (String unshipped : List.of("ssd-facts", "sheet section", "reference sheet", "§2 row", "(row '")) {
                    assertTrue(!text.contains(unshipped), plugin.id() + " cites '" + unshipped + "'");
                }
            }
        }
    }

    @Test
    void aPluginRegisteredAtRunTimeComesAndGoes() throws Exception {
        PluginRegistry registry = Services.registry();
        ServiceRegistration<?> registration = Services.context().registerService(Plugin.class, new TestStrategy("test-late"), null);
        try {
            assertTrue(registry.find(PluginKind.GC_STRATEGY, "test-late").isPresent());
        } finally {
            registration.unregister();
        }
        assertTrue(registry.find(PluginKind.GC_STRATEGY, "test-late").isEmpty());
    }

    @Test
    void aDuplicateIdIsRefusedAndTakesOverWhenTheFirstLeaves() throws Exception {
        PluginRegistry registry = Services.registry();
        TestStrategy first = new TestStrategy("test-dup");
        TestStrategy second = new TestStrategy("test-dup");
        ServiceRegistration<?> one = Services.context().registerService(Plugin.class, first, null);
        ServiceRegistration<?> two = Services.context().registerService(Plugin.class, second, null);
        try {
            assertSame(first, registry.find(PluginKind.GC_STRATEGY, "test-dup").orElseThrow());
            assertEquals(1, registry.plugins(PluginKind.GC_STRATEGY).stream().filter(p -> p.id().equals("test-dup")).count());
            one.unregister();
            one = null;
            assertSame(second, registry.find(PluginKind.GC_STRATEGY, "test-dup").orElseThrow());
        } finally {
            if (one != null) {
                one.unregister();
            }
            two.unregister();
        }
        assertTrue(registry.find(PluginKind.GC_STRATEGY, "test-dup").isEmpty());
    }

    @Test
    void badInputNamesThePluginTheParameterAndWhatIsAllowed() throws Exception {
        PluginRegistry registry = Services.registry();
        PluginException unknown = assertThrows(PluginException.class,
                () -> registry.create(PluginKind.GC_STRATEGY, "nope", Map.of()));
        assertTrue(unknown.getMessage().contains("'nope'") && unknown.getMessage().contains("greedy"), unknown.getMessage());
        PluginException range = assertThrows(PluginException.class,
                () -> registry.create(PluginKind.GC_STRATEGY, "d-choices", Map.of("d", 0)));
        assertEquals("gc 'd-choices': parameter 'd' = '0' is not allowed; allowed: integer 1..1024 blocks",
                range.getMessage());
    }
}
