package org.ssdlab.gc.internal;

import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.gc.ClosedBlocks;
import org.ssdlab.sim.api.gc.VictimPolicy;

/** Cleans blocks in the order they were written, like a circular log. */
@Component(service = Plugin.class)
public final class FifoStrategy extends AbstractPlugin<VictimPolicy> {

    public FifoStrategy() {
        super(PluginKind.GC_STRATEGY, "fifo", "FIFO / least recently written",
                "Cleans the block closed longest ago, whatever it holds: a circular log. "
                        + "Even wear; WA from Desnoyers 2012 Eq. 4 (Lambert W) under uniform writes.",
                List.of());
    }

    @Override
    public VictimPolicy create(Parameters parameters) {
        return new Policy();
    }

    private static final class Policy implements VictimPolicy {
        @Override
        public int selectVictim(ClosedBlocks blocks) {
            return blocks.oldest();
        }

        @Override
        public String toString() {
            return "fifo";
        }
    }
}
