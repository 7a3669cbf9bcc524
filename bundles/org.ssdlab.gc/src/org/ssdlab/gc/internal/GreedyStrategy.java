package org.ssdlab.gc.internal;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.gc.ClosedBlocks;

/** Cleans the block with the fewest valid units: least copying now, blind to how hot the data is. */
@Component(service = Plugin.class)
public final class GreedyStrategy extends StatelessStrategy {

    public GreedyStrategy() {
        super("greedy", "Greedy (fewest valid units)",
                "Cleans the closed block with the fewest valid units. O(1) through valid-count buckets. "
                        + "Least copying per clean; WA from Desnoyers 2012 Eq. 12 under uniform writes.",
                ClosedBlocks::fewestValid);
    }
}
