package org.ssdlab.stack.internal;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.host.BlockDevice;
import org.ssdlab.sim.api.host.StorageLayer;

/** Test helpers: create layers through validated parameters and put them on devices. */
final class Stacks {

    private Stacks() {
    }

    static List<Plugin<StorageLayer>> allPlugins() {
        return List.of(new Raid1Plugin(), new IntelRstPlugin(), new HardwareRaidPlugin(), new MdRaidPlugin(),
                new LvmPlugin(), new UsbBridgePlugin(), new DmCryptPlugin(), new VeraCryptPlugin(), new GeliPlugin(),
                new AppleRaidPlugin());
    }

    static StorageLayer layer(Plugin<StorageLayer> plugin, Map<String, ?> raw) {
        return plugin.create(Parameters.validate(plugin, raw));
    }

    static BlockDevice device(Plugin<StorageLayer> plugin, Map<String, ?> raw, BlockDevice... members) {
        return layer(plugin, raw).on(Arrays.asList(members));
    }
}
