package org.ssdlab.stack.internal;

import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.host.StorageLayer;

/** A generic two-way mirror, such as Linux md raid1 or FreeBSD gmirror. */
@Component(service = Plugin.class)
public final class Raid1Plugin extends AbstractPlugin<StorageLayer> {

    static final String PASS_TRIM = "passTrim";

    public Raid1Plugin() {
        super(PluginKind.STACK, "raid1", "Two-way mirror (RAID 1)",
                "Generic software RAID 1 on 2 members: writes and TRIMs go to both and complete with the later, "
                        + "reads alternate. Creating it writes every sector of both members once (initial sync). "
                        + "TRIM passes by default, as Linux md raid1 and FreeBSD gmirror do (Linux drivers/md/raid1.c; the "
                        + "gmirror version that added it is [G]).",
                List.of(ParameterSpec.flag(PASS_TRIM, true, "whether the mirror forwards TRIM to its members")));
    }

    @Override
    public StorageLayer create(Parameters parameters) {
        return Layer.mirror("raid1", 2, parameters.flag(PASS_TRIM), true);
    }
}
