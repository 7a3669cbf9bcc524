package org.ssdlab.stack.internal;

import java.util.List;

import org.ssdlab.sim.api.host.BlockDevice;

/** What creating a layer does to its members before the host uses it. */
@FunctionalInterface
interface Initialisation {

    /** Creating the layer touches nothing. */
    Initialisation NONE = (now, members) -> now;

    /** @return the completion time */
    long run(long now, List<BlockDevice> members);
}
