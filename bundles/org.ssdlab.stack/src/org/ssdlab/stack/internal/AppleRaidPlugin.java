package org.ssdlab.stack.internal;

import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.host.StorageLayer;

/** A macOS AppleRAID mirror set. */
@Component(service = Plugin.class)
public final class AppleRaidPlugin extends AbstractPlugin<StorageLayer> {

    public AppleRaidPlugin() {
        super(PluginKind.STACK, "apple-raid", "macOS AppleRAID mirror",
                "A two-member AppleRAID mirror: no TRIM reaches the members (OS X 10.7 to 10.12; Wikipedia "
                        + "'Trim'; Eclectic Light Company, 2019). Set creation is not modelled as a sync [G].",
                List.of());
    }

    @Override
    public StorageLayer create(Parameters parameters) {
        return Layer.mirror(id(), 2, false, false);
    }
}
