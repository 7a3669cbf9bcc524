package org.ssdlab.stack.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ssdlab.stack.internal.Stacks.allPlugins;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.host.StorageLayer;
import org.ssdlab.sim.testing.StorageLayerContract;

/** The plugins as the registry sees them: kind, ids, defaults, and what bad parameters say. */
class PluginsTest extends StorageLayerContract {

    @Override
    protected List<Plugin<StorageLayer>> layers() {
        return allPlugins();
    }

    @Test
    void theIdsAreStable() {
        List<String> ids = allPlugins().stream().map(Plugin::id).toList();

        assertEquals(List.of("raid1", "intel-rst", "hw-raid", "md-raid", "lvm", "usb-bridge", "dm-crypt", "veracrypt",
                "geli", "apple-raid"), ids);
    }

    @ParameterizedTest(name = "{0} {1}={2}")
    @CsvSource(delimiter = '|', value = { "intel-rst|raidLevel|10|0, 1, 5", "usb-bridge|protocol|sata|bot, uas",
            "md-raid|level|3|0, 1, 10, 4, 5, 6", "intel-rst|stripeKiB|256|4..128 KiB",
            "veracrypt|platform|freebsd|windows, linux, macos", "dm-crypt|allowDiscards|yes|true or false" })
    void aBadValueNamesTheParameterAndWhatIsAllowed(String id, String parameter, String value, String allowed) {
        Plugin<StorageLayer> plugin = plugin(id);

        PluginException e = assertThrows(PluginException.class, () -> Parameters.validate(plugin, Map.of(parameter, value)));

        assertTrue(e.getMessage().contains("'" + parameter + "'"), e.getMessage());
        assertTrue(e.getMessage().contains(allowed), e.getMessage());
    }

    @Test
    void anUnknownParameterIsNamedWithTheKnownOnes() {
        PluginException e = assertThrows(PluginException.class,
                () -> Parameters.validate(new GeliPlugin(), Map.of("allowDiscards", true)));

        assertTrue(e.getMessage().contains("'allowDiscards'") && e.getMessage().contains("noDelete"), e.getMessage());
    }

    private static Plugin<StorageLayer> plugin(String id) {
        return allPlugins().stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
    }
}
