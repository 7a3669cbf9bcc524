package org.ssdlab.sim.api.host;

/**
 * Queues freed extents and sends each once it has waited {@code delay}, checked on ticks every
 * {@code tick} from mount (a trim thread's wake-ups; 1 for no ticks). Adjacent frees merge and
 * take the newer time; rewritten ranges leave the queue.
 */
final class BatchedTrim implements TrimPolicy {

    private final long delay;
    private final long tick;
    private final PendingExtents pending = new PendingExtents();
    private long tickOrigin;
    private long oldest = Long.MAX_VALUE;

    BatchedTrim(long delayNanos, long tickNanos) {
        this.delay = delayNanos;
        this.tick = tickNanos;
    }

    @Override
    public void freed(long now, long lba, long sectors, TrimSink sink) {
        if (sectors > 0) {
            pending.add(lba, lba + sectors, now);
            oldest = Math.min(oldest, now);
        }
    }

    @Override
    public void reallocated(long now, long lba, long sectors) {
        if (sectors > 0 && !pending.isEmpty()) {
            pending.remove(lba, lba + sectors);
            oldest = pending.oldestFreeTime();
        }
    }

    @Override
    public void advance(long now, FreeSpace freeSpace, TrimSink sink) {
        if (now >= nextDueNanos()) {
            pending.sendFreedUpTo(now - delay, now, sink);
            oldest = pending.oldestFreeTime();
        }
    }

    @Override
    public void mounted(long now, FreeSpace freeSpace, TrimSink sink) {
        tickOrigin = now;
    }

    @Override
    public void unmounted(long now, TrimSink sink) {
        pending.sendFreedUpTo(Long.MAX_VALUE, now, sink);
        oldest = Long.MAX_VALUE;
    }

    @Override
    public long nextDueNanos() {
        if (oldest == Long.MAX_VALUE) {
            return Long.MAX_VALUE;
        }
        long due = oldest + delay;
        long late = Math.floorMod(due - tickOrigin, tick);
        return late == 0 ? due : due - late + tick;
    }

    @Override
    public String toString() {
        return "batched(" + delay + " ns, tick " + tick + " ns, " + pending.size() + " queued)";
    }
}
