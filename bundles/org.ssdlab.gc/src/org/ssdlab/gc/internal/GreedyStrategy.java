package org.ssdlab.gc.internal;

import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.gc.ClosedBlocks;
import org.ssdlab.sim.api.gc.VictimPolicy;

/** Cleans the block with the fewest valid units: least copying now, blind to how hot the data is. */
@Component(service = Plugin.class)
public final class GreedyStrategy extends AbstractPlugin<VictimPolicy> {

    public GreedyStrategy() {
        super(PluginKind.GC_STRATEGY, "greedy", "Greedy (fewest valid units)",
                "Cleans the closed block with the fewest valid units. O(1) through valid-count buckets. "
                        + "Least copying per clean; WA from Desnoyers 2012 Eq. 12 under uniform writes.",
                List.of());
    }

    @Override
    public VictimPolicy create(Parameters parameters) {
        return new Policy();
    }

    private static final class Policy implements VictimPolicy {
        @Override
        public int selectVictim(ClosedBlocks blocks) {
            return blocks.fewestValid();
        }

        @Override
        public String toString() {
            return "greedy";
        }
    }
}
