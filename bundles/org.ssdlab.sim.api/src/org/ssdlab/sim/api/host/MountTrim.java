package org.ssdlab.sim.api.host;

/** Trims free space at every mount, up to a sector budget per mount (from the volume's start each time). */
final class MountTrim implements TrimPolicy {

    private final long maxSectorsPerMount;
    private final FreeSpaceWalk walk = new FreeSpaceWalk();

    MountTrim(long maxSectorsPerMount) {
        this.maxSectorsPerMount = maxSectorsPerMount;
    }

    @Override
    public void freed(long now, long lba, long sectors, TrimSink sink) {
    }

    @Override
    public void advance(long now, FreeSpace freeSpace, TrimSink sink) {
    }

    @Override
    public void mounted(long now, FreeSpace freeSpace, TrimSink sink) {
        walk.trim(now, maxSectorsPerMount, freeSpace, sink);
    }

    @Override
    public long nextDueNanos() {
        return Long.MAX_VALUE;
    }

    @Override
    public String toString() {
        return maxSectorsPerMount == Long.MAX_VALUE ? "atMount" : "atMount(" + maxSectorsPerMount + " sectors)";
    }
}
