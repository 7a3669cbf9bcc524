package org.ssdlab.sim.core.host;

import java.util.Arrays;

import org.ssdlab.sim.api.host.TrimSink;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;

/**
 * The sink a volume's TRIM policy sends to: TRIMs wait here, earliest first and in the order sent
 * among equal times (a binary heap over parallel primitive arrays), until a running operation reaches their time and emits them as TRIM
 * requests. Extents longer than one request are emitted in pieces.
 * <p>
 * When the path below drops TRIM the queue drops them too, as an operating system that finds
 * {@code discard_max_bytes} zero sends none. A queued TRIM whose clusters are allocated again is
 * cut back, so that it cannot discard data written after it.
 */
final class TrimQueue implements TrimSink {

    /**
     * Sectors per TRIM request: an ATA DATA SET MANAGEMENT command's 512-byte payload holds 64
     * ranges of at most 65,535 sectors each.
     */
    static final int MAX_TRIM_SECTORS = 64 * 65_535;

    private final boolean enabled;
    private long[] at = new long[16];
    private long[] lba = new long[16];
    private long[] sectors = new long[16];
    /** Order of arrival: TRIMs due at the same time go out in the order the policy sent them. */
    private long[] order = new long[16];
    private long arrivals;
    private int size;

    TrimQueue(boolean enabled) {
        this.enabled = enabled;
    }

    @Override
    public void trim(long atNanos, long first, long count) {
        if (!enabled || count <= 0) {
            return;
        }
        append(atNanos, first, count);
        siftUp(size - 1);
    }

    /** Adds an entry at the end without restoring the heap. */
    private void append(long atNanos, long first, long count) {
        if (size == at.length) {
            at = Arrays.copyOf(at, 2 * size);
            lba = Arrays.copyOf(lba, 2 * size);
            sectors = Arrays.copyOf(sectors, 2 * size);
            order = Arrays.copyOf(order, 2 * size);
        }
        int i = size++;
        at[i] = atNanos;
        lba[i] = first;
        sectors[i] = count;
        order[i] = arrivals++;
    }

    int size() {
        return size;
    }

    /** Time of the earliest queued TRIM, {@link Long#MAX_VALUE} when none is queued. */
    long nextAt() {
        return size == 0 ? Long.MAX_VALUE : at[0];
    }

    /** Fills {@code request} with the earliest TRIM due at {@code now}, if there is one. */
    boolean pollDue(long now, IoRequest request) {
        if (size == 0 || at[0] > now) {
            return false;
        }
        int piece = (int) Math.min(sectors[0], MAX_TRIM_SECTORS);
        request.set(IoKind.TRIM, lba[0], piece, 0);
        if (piece < sectors[0]) {
            lba[0] += piece; // same time, so the heap order holds
            sectors[0] -= piece;
        } else {
            removeHead();
        }
        return true;
    }

    /**
     * Makes every TRIM queued for after {@code now} due at {@code now}, as an unmount that sends what
     * its OS held back; the order among them stays the order they were sent in.
     */
    void dueBy(long now) {
        for (int i = 0; i < size; i++) {
            at[i] = Math.min(at[i], now);
        }
        heapify();
    }

    /** Cuts {@code [first, first + count)} out of every queued TRIM; O(queued). */
    void cancel(long first, long count) {
        if (size == 0) {
            return;
        }
        long end = first + count;
        int n = size;
        for (int i = 0; i < n; i++) {
            long qFirst = lba[i];
            long qEnd = qFirst + sectors[i];
            if (qEnd <= first || qFirst >= end) {
                continue;
            }
            if (qFirst < first && qEnd > end) { // the middle goes: keep the head here, queue the tail
                sectors[i] = first - qFirst;
                append(at[i], end, qEnd - end); // beyond n: not cut again
            } else if (qFirst < first) {
                sectors[i] = first - qFirst;
            } else if (qEnd > end) {
                lba[i] = end;
                sectors[i] = qEnd - end;
            } else {
                sectors[i] = 0; // covered whole: removed below
            }
        }
        compact();
    }

    private void compact() {
        int kept = 0;
        for (int i = 0; i < size; i++) {
            if (sectors[i] > 0) {
                at[kept] = at[i];
                lba[kept] = lba[i];
                sectors[kept] = sectors[i];
                order[kept] = order[i];
                kept++;
            }
        }
        size = kept;
        heapify();
    }

    private void heapify() {
        for (int i = size / 2 - 1; i >= 0; i--) {
            siftDown(i);
        }
    }

    private void removeHead() {
        size--;
        if (size > 0) {
            move(size, 0);
            siftDown(0);
        }
    }

    private void siftUp(int i) {
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (!before(i, parent)) {
                return;
            }
            swap(i, parent);
            i = parent;
        }
    }

    private void siftDown(int i) {
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                return;
            }
            if (child + 1 < size && before(child + 1, child)) {
                child++;
            }
            if (!before(child, i)) {
                return;
            }
            swap(i, child);
            i = child;
        }
    }

    private boolean before(int a, int b) {
        return at[a] < at[b] || (at[a] == at[b] && order[a] < order[b]);
    }

    private void move(int from, int to) {
        at[to] = at[from];
        lba[to] = lba[from];
        sectors[to] = sectors[from];
        order[to] = order[from];
    }

    private void swap(int a, int b) {
        long t = at[a];
        at[a] = at[b];
        at[b] = t;
        t = lba[a];
        lba[a] = lba[b];
        lba[b] = t;
        t = sectors[a];
        sectors[a] = sectors[b];
        sectors[b] = t;
        t = order[a];
        order[a] = order[b];
        order[b] = t;
    }
}
