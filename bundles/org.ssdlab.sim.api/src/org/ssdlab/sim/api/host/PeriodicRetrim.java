package org.ssdlab.sim.api.host;

/**
 * Trims all free space every period, counted from the first mount. Remounts keep the schedule; a
 * run missed by a late {@link #advance} is made once, then the schedule continues.
 */
final class PeriodicRetrim implements TrimPolicy {

    private final long period;
    private final FreeSpaceWalk walk = new FreeSpaceWalk();
    private long next = Long.MAX_VALUE;

    PeriodicRetrim(long periodNanos) {
        this.period = periodNanos;
    }

    @Override
    public void freed(long now, long lba, long sectors, TrimSink sink) {
    }

    @Override
    public void advance(long now, FreeSpace freeSpace, TrimSink sink) {
        if (now >= next) {
            walk.trim(now, Long.MAX_VALUE, freeSpace, sink);
            next += ((now - next) / period + 1) * period;
        }
    }

    @Override
    public void mounted(long now, FreeSpace freeSpace, TrimSink sink) {
        if (next == Long.MAX_VALUE) {
            next = now + period;
        }
    }

    @Override
    public long nextDueNanos() {
        return next;
    }

    @Override
    public String toString() {
        return "periodicRetrim(" + period + " ns)";
    }
}
