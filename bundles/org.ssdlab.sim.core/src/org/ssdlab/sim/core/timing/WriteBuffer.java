package org.ssdlab.sim.core.timing;

/**
 * The controller's DRAM write buffer as a FIFO of pages waiting to be programmed: a write is
 * accepted once the buffer has room for it, and room appears as earlier pages finish programming.
 * Program completions are kept in a ring sized to the buffer, so nothing is allocated per write.
 */
final class WriteBuffer {

    private final long capacityBytes;
    private final long[] doneAt;
    private final int[] bytes;
    private int head;
    private int size;
    private long heldBytes;

    WriteBuffer(long capacityBytes, int pageBytes) {
        this.capacityBytes = capacityBytes;
        int slots = (int) Math.max(1, Math.min(1 << 22, capacityBytes / Math.max(1, pageBytes) + 1));
        this.doneAt = new long[slots];
        this.bytes = new int[slots];
    }

    boolean exists() {
        return capacityBytes > 0;
    }

    /** The earliest time at or after {@code now} at which {@code needed} more bytes fit. */
    long roomAt(long now, long needed) {
        long time = now;
        release(time);
        while (size > 0 && (heldBytes + needed > capacityBytes || size == doneAt.length)) {
            time = Math.max(time, doneAt[head]);
            release(time);
        }
        return time;
    }

    /** Holds {@code pageBytes} until {@code programmedAt}. */
    void hold(long programmedAt, int pageBytes) {
        if (size == doneAt.length) {
            release(doneAt[head]);
        }
        int tail = head + size; // no modulo on the hot path: the ring wraps at most once
        if (tail >= doneAt.length) {
            tail -= doneAt.length;
        }
        doneAt[tail] = programmedAt;
        bytes[tail] = pageBytes;
        size++;
        heldBytes += pageBytes;
    }

    private void release(long now) {
        while (size > 0 && doneAt[head] <= now) {
            heldBytes -= bytes[head];
            head = head + 1 == doneAt.length ? 0 : head + 1;
            size--;
        }
    }
}
