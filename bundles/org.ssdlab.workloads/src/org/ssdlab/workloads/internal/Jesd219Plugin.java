package org.ssdlab.workloads.internal;

import java.util.ArrayList;
import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.workload.Workload;

/** JEDEC JESD219 enterprise endurance workload. */
@Component(service = Plugin.class)
public final class Jesd219Plugin extends AbstractPlugin<Workload> {

    static final String ID = "jesd219";

    public Jesd219Plugin() {
        super(PluginKind.WORKLOAD, ID, "JEDEC JESD219 enterprise",
                "The JESD219 enterprise endurance workload: random requests of 512 B (4 %), 1-3.5 KiB in 512 B "
                        + "steps (1 % each), 4 KiB (67 %), 8 KiB (10 %), 16 KiB (7 %), 32 KiB (3 %) and 64 KiB "
                        + "(3 %); 4 KiB and larger aligned to 4 KiB, smaller to 512 B; 50 % of requests go to the "
                        + "first 5 % of the LBAs, 30 % to the next 15 %, 20 % to the remaining 80 %. Writes unless "
                        + "a read share is set.",
                parameterList());
    }

    private static List<ParameterSpec> parameterList() {
        List<ParameterSpec> list = new ArrayList<>(List.of(
                ParameterSpec.decimal(SyntheticPlugin.READ_PERCENT, "%", 0.0, 0, 100,
                        "share of reads (0 = all writes, as in JESD219)"),
                SyntheticPlugin.TRIM_SPEC,
                ParameterSpec.decimal(SyntheticPlugin.COMPRESSIBILITY, "", 0.0, 0, 1,
                        "how well the data compresses: 0 incompressible, 1 all zeros")));
        list.addAll(Limits.PARAMETERS);
        list.addAll(Pacing.PARAMETERS);
        return list;
    }

    @Override
    public Workload create(Parameters parameters) {
        String owner = toString();
        return new Jesd219Workload(owner, parameters.decimal(SyntheticPlugin.READ_PERCENT),
                SyntheticPlugin.trimPercent(parameters, owner), parameters.decimal(SyntheticPlugin.COMPRESSIBILITY),
                Limits.of(parameters, owner), Pacing.of(parameters, owner));
    }
}
