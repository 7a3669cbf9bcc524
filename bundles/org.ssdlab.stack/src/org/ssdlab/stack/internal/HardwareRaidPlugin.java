package org.ssdlab.stack.internal;

import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.host.StorageLayer;

/** A hardware RAID controller (LSI, Adaptec and the like). */
@Component(service = Plugin.class)
public final class HardwareRaidPlugin extends AbstractPlugin<StorageLayer> {

    static final String LEVEL = "level";
    static final String STRIPE_KIB = "stripeKiB";

    public HardwareRaidPlugin() {
        super(PluginKind.STACK, "hw-raid", "Hardware RAID controller",
                "Hardware RAID 0 (2 members, striped) or 1 (2 members, mirrored). Never passes TRIM: hardware "
                        + "RAID generally has no TRIM pass-through, so over-provision instead (Wikipedia 'Trim', as of January 2017). "
                        + "Controller cache and initialisation are not modelled [G]; default stripe 64 KiB [G].",
                List.of(ParameterSpec.choice(LEVEL, "1", List.of("0", "1"), "RAID level of the array"),
                        ParameterSpec.integer(STRIPE_KIB, "KiB", 64L, 4, 1024, "stripe unit of RAID 0")));
    }

    @Override
    public StorageLayer create(Parameters parameters) {
        String name = id() + " RAID " + parameters.choice(LEVEL);
        if ("0".equals(parameters.choice(LEVEL))) {
            long stripe = StripeLayout.sectorsOfKiB(parameters.integer(STRIPE_KIB));
            return Layer.striped(name, StripeLayout.raid0(2, stripe), false, false);
        }
        return Layer.mirror(name, 2, false, false);
    }
}
