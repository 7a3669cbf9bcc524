package org.ssdlab.sim.testing;

import java.util.Arrays;

import org.ssdlab.sim.api.host.ExtentVisitor;
import org.ssdlab.sim.api.host.FreeSpace;

/** Free space that never changes: a fixed list of extents, visited in the order given. */
public final class FixedFreeSpace implements FreeSpace {

    private final long[] lbaSectorPairs;

    private FixedFreeSpace(long[] lbaSectorPairs) {
        this.lbaSectorPairs = lbaSectorPairs;
    }

    /** @param lbaSectorPairs first LBA and length of each free extent, one pair after another */
    public static FixedFreeSpace of(long... lbaSectorPairs) {
        if (lbaSectorPairs.length % 2 != 0) {
            throw new IllegalArgumentException("expected LBA, sectors pairs: " + Arrays.toString(lbaSectorPairs));
        }
        return new FixedFreeSpace(lbaSectorPairs.clone());
    }

    @Override
    public void forEachFreeExtent(ExtentVisitor visitor) {
        for (int i = 0; i < lbaSectorPairs.length; i += 2) {
            visitor.extent(lbaSectorPairs[i], lbaSectorPairs[i + 1]);
        }
    }
}
