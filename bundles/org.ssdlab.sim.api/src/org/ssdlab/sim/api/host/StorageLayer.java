package org.ssdlab.sim.api.host;

import java.util.List;

/**
 * One layer of a storage stack between the operating system and the drives, as a stack plugin
 * creates it: it may pass, drop or transform TRIMs, make data incompressible (encryption), cap
 * throughput (a USB bridge) or combine several devices (a mirror).
 */
public interface StorageLayer {

    /** How many devices this layer sits on: 1 for a filter, 2 for a two-way mirror. */
    int members();

    /**
     * Builds the device this layer presents on top of {@code members} (exactly {@link #members()}
     * of them, in order).
     */
    BlockDevice on(List<BlockDevice> members);

    /**
     * What creating the layer does to its members before the host uses it, e.g. a RAID 1
     * initialisation that copies every sector from one member to the other.
     *
     * @return the completion time; {@code now} when the layer does nothing
     */
    default long initialise(long now, List<BlockDevice> members) {
        return now;
    }
}
