package org.ssdlab.stack.internal;

import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.host.StorageLayer;

/** FreeBSD GELI disk encryption. */
@Component(service = Plugin.class)
public final class GeliPlugin extends AbstractPlugin<StorageLayer> {

    static final String NO_DELETE = "noDelete";

    public GeliPlugin() {
        super(PluginKind.STACK, "geli", "FreeBSD GELI",
                "Encrypts: the drive sees incompressible data. Passes BIO_DELETE by default; geli init/configure "
                        + "-T sets G_ELI_FLAG_NODELETE and stops it (FreeBSD sys/geom/eli/g_eli.h). The "
                        + "version that added the pass-through is [G].",
                List.of(ParameterSpec.flag(NO_DELETE, false, "the provider has the NODELETE flag (geli -T)")));
    }

    @Override
    public StorageLayer create(Parameters parameters) {
        return Layer.filter(id(), FilterRules.trim(!parameters.flag(NO_DELETE)).encrypting());
    }
}
