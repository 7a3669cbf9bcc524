package org.ssdlab.sim.api.host;

/**
 * Trims a volume's free space extent by extent at one time, up to a sector budget; reused so a
 * walk allocates nothing.
 */
final class FreeSpaceWalk implements ExtentVisitor {

    private TrimSink sink;
    private long now;
    private long budget;

    /** Trims the free extents in the order {@code freeSpace} visits them; returns the sectors sent. */
    long trim(long now, long maxSectors, FreeSpace freeSpace, TrimSink sink) {
        this.sink = sink;
        this.now = now;
        this.budget = maxSectors;
        freeSpace.forEachFreeExtent(this);
        this.sink = null;
        return maxSectors - budget;
    }

    @Override
    public void extent(long lba, long sectors) {
        long sent = Math.min(sectors, budget);
        if (sent > 0) {
            budget -= sent;
            sink.trim(now, lba, sent);
        }
    }
}
