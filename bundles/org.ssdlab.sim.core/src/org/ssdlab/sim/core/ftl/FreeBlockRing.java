package org.ssdlab.sim.core.ftl;

/**
 * The erased blocks of one drive, or of one GC lane ({@link BlockPools}), handed out in the order
 * they were freed (a FIFO ring), so that wear spreads over all of them. Nothing is allocated
 * after construction.
 */
final class FreeBlockRing {

    private final int[] ring;
    /** The first of the blocks this ring holds: they are {@code [first, first + ring.length)}. */
    private final int first;
    private int head;
    private int count;

    FreeBlockRing(int first, int blocks) {
        this.first = first;
        ring = new int[blocks];
    }

    /** Every block free, in block order: a drive fresh out of the box. */
    void fillAll() {
        for (int b = 0; b < ring.length; b++) {
            ring[b] = first + b;
        }
        head = 0;
        count = ring.length;
    }

    /** The block freed longest ago, taken out of the ring; the caller checks {@link #count()} first. */
    int take() {
        int block = ring[head];
        head = head + 1 == ring.length ? 0 : head + 1;
        count--;
        return block;
    }

    void add(int block) {
        int tail = head + count;
        ring[tail >= ring.length ? tail - ring.length : tail] = block;
        count++;
    }

    int count() {
        return count;
    }
}
