package org.ssdlab.sim.api.host;

import java.util.Arrays;

/**
 * Freed extents waiting to be trimmed, kept sorted by LBA in growable primitive arrays. Adjacent or
 * overlapping extents merge and take the newer free time; rewriting part of a queued extent cuts
 * that part out. Not thread-safe: one queue serves one volume.
 */
final class PendingExtents {

    private long[] starts = new long[16];
    private long[] ends = new long[16];
    private long[] freedAt = new long[16];
    private int size;

    int size() {
        return size;
    }

    boolean isEmpty() {
        return size == 0;
    }

    /** Queues {@code [start, end)} freed at {@code time}, merging it with touching neighbours. */
    void add(long start, long end, long time) {
        int first = firstTouching(start);
        int last = first;
        while (last < size && starts[last] <= end) {
            start = Math.min(start, starts[last]);
            end = Math.max(end, ends[last]);
            last++;
        }
        replace(first, last, 1);
        set(first, start, end, time);
    }

    /** Drops {@code [start, end)} from the queue; the parts of queued extents outside it stay. */
    void remove(long start, long end) {
        int i = firstOverlapping(start);
        while (i < size && starts[i] < end) {
            long s = starts[i];
            long e = ends[i];
            long t = freedAt[i];
            boolean keepLeft = s < start;
            boolean keepRight = e > end;
            int kept = (keepLeft ? 1 : 0) + (keepRight ? 1 : 0);
            replace(i, i + 1, kept);
            if (keepLeft) {
                set(i++, s, start, t);
            }
            if (keepRight) {
                set(i++, end, e, t);
            }
        }
    }

    /** The earliest free time in the queue, {@link Long#MAX_VALUE} when empty. */
    long oldestFreeTime() {
        long oldest = Long.MAX_VALUE;
        for (int i = 0; i < size; i++) {
            oldest = Math.min(oldest, freedAt[i]);
        }
        return oldest;
    }

    /** Sends, in LBA order and at {@code now}, every extent freed at or before {@code cutoff}; removes them. */
    void sendFreedUpTo(long cutoff, long now, TrimSink sink) {
        int kept = 0;
        for (int i = 0; i < size; i++) {
            if (freedAt[i] <= cutoff) {
                sink.trim(now, starts[i], ends[i] - starts[i]);
            } else {
                set(kept++, starts[i], ends[i], freedAt[i]);
            }
        }
        size = kept;
    }

    /** Index of the first extent that ends at or after {@code lba} (touching or overlapping it). */
    private int firstTouching(long lba) {
        int lo = 0;
        int hi = size;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (ends[mid] < lba) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** Index of the first extent that ends after {@code lba}. */
    private int firstOverlapping(long lba) {
        int i = firstTouching(lba);
        return i < size && ends[i] == lba ? i + 1 : i;
    }

    /** Replaces entries {@code [from, to)} with {@code count} slots to be filled by {@link #set}. */
    private void replace(int from, int to, int count) {
        int newSize = size - (to - from) + count;
        if (newSize > starts.length) {
            int capacity = Math.max(newSize, starts.length * 2);
            starts = Arrays.copyOf(starts, capacity);
            ends = Arrays.copyOf(ends, capacity);
            freedAt = Arrays.copyOf(freedAt, capacity);
        }
        int tail = size - to;
        System.arraycopy(starts, to, starts, from + count, tail);
        System.arraycopy(ends, to, ends, from + count, tail);
        System.arraycopy(freedAt, to, freedAt, from + count, tail);
        size = newSize;
    }

    private void set(int i, long start, long end, long time) {
        starts[i] = start;
        ends[i] = end;
        freedAt[i] = time;
    }
}
