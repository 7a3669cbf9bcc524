package org.ssdlab.gc.internal;

import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.gc.ClosedBlocks;
import org.ssdlab.sim.api.gc.VictimPolicy;

/** Cleans a closed block chosen uniformly at random: the baseline every other policy must beat. */
@Component(service = Plugin.class)
public final class RandomStrategy extends AbstractPlugin<VictimPolicy> {

    public RandomStrategy() {
        super(PluginKind.GC_STRATEGY, "random", "Random victim",
                "Cleans a closed block chosen uniformly at random (the drive's seeded generator). "
                        + "WA = (1 + OP) / OP under uniform writes, independent of block size.",
                List.of());
    }

    @Override
    public VictimPolicy create(Parameters parameters) {
        return new Policy();
    }

    private static final class Policy implements VictimPolicy {
        @Override
        public int selectVictim(ClosedBlocks blocks) {
            return blocks.random();
        }

        @Override
        public String toString() {
            return "random";
        }
    }
}
