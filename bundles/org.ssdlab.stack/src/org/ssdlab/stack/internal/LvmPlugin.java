package org.ssdlab.stack.internal;

import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.host.StorageLayer;

/** A linear LVM logical volume. */
@Component(service = Plugin.class)
public final class LvmPlugin extends AbstractPlugin<StorageLayer> {

    public LvmPlugin() {
        super(PluginKind.STACK, "lvm", "Linux LVM (linear)",
                "A linear logical volume covering its one physical volume: file-system discards pass through "
                        + "dm-linear to the device below. lvm.conf issue_discards only concerns lvremove/lvreduce "
                        + "and is not modelled (lvm.conf(5); Kabelac on linux-lvm, 2013).",
                List.of());
    }

    @Override
    public StorageLayer create(Parameters parameters) {
        return Layer.filter(id(), FilterRules.trim(true));
    }
}
