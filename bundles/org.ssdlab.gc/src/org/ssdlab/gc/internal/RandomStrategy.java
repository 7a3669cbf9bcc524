package org.ssdlab.gc.internal;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.gc.ClosedBlocks;

/** Cleans a closed block chosen uniformly at random: the baseline every other policy must beat. */
@Component(service = Plugin.class)
public final class RandomStrategy extends StatelessStrategy {

    public RandomStrategy() {
        super("random", "Random victim",
                "Cleans a closed block chosen uniformly at random (the drive's seeded generator). "
                        + "WA = (1 + OP) / OP under uniform writes, independent of block size.",
                ClosedBlocks::random);
    }
}
