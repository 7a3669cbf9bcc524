package org.ssdlab.stack.internal;

import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.host.StorageLayer;

/** Linux dm-crypt / LUKS. */
@Component(service = Plugin.class)
public final class DmCryptPlugin extends AbstractPlugin<StorageLayer> {

    static final String ALLOW_DISCARDS = "allowDiscards";

    public DmCryptPlugin() {
        super(PluginKind.STACK, "dm-crypt", "Linux dm-crypt / LUKS",
                "Encrypts: the drive sees incompressible data. Discards pass only with allow_discards "
                        + "(cryptsetup open --allow-discards, crypttab discard), never enabled by default for "
                        + "security reasons (dm-crypt's allow_discards commit, Linux 3.1, 2011).",
                List.of(ParameterSpec.flag(ALLOW_DISCARDS, false, "the mapping was opened with allow_discards")));
    }

    @Override
    public StorageLayer create(Parameters parameters) {
        return Layer.filter(id(), FilterRules.trim(parameters.flag(ALLOW_DISCARDS)).encrypting());
    }
}
