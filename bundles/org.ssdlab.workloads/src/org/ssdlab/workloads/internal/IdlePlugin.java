package org.ssdlab.workloads.internal;

import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.workload.IdleGap;
import org.ssdlab.sim.api.workload.Workload;

/** An idle period, e.g. between two phases of an experiment. */
@Component(service = Plugin.class)
public final class IdlePlugin extends AbstractPlugin<Workload> {

    static final String ID = "idle";

    public IdlePlugin() {
        super(PluginKind.WORKLOAD, ID, "Idle",
                "No requests for a while: a single idle gap during which the drive may collect garbage in the "
                        + "background.",
                List.of(ParameterSpec.integer(Limits.DURATION_MILLIS, "ms", null, 1,
                        Long.MAX_VALUE / Limits.NANOS_PER_MILLI, "length of the idle period")));
    }

    @Override
    public Workload create(Parameters parameters) {
        return new IdleGap(parameters.integer(Limits.DURATION_MILLIS) * Limits.NANOS_PER_MILLI);
    }
}
