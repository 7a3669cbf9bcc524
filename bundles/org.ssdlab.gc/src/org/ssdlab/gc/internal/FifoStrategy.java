package org.ssdlab.gc.internal;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.gc.ClosedBlocks;

/** Cleans blocks in the order they were written, like a circular log. */
@Component(service = Plugin.class)
public final class FifoStrategy extends StatelessStrategy {

    public FifoStrategy() {
        super("fifo", "FIFO / least recently written",
                "Cleans the block closed longest ago, whatever it holds: a circular log. "
                        + "Even wear; WA from Desnoyers 2012 Eq. 4 (Lambert W) under uniform writes.",
                ClosedBlocks::oldest);
    }
}
