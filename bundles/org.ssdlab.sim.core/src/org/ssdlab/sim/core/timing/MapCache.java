package org.ssdlab.sim.core.timing;

import java.util.Arrays;

/**
 * The map pages a controller keeps in DRAM when DRAM cannot hold the whole mapping table (demand
 * paging, as DFTL does): map page p holds the entries of mapping units [p × E, (p + 1) × E).
 * Replacement is CLOCK — one reference bit per cached page and a hand that gives each referenced
 * page a second chance — an approximation of LRU that firmware can afford.
 * <p>
 * It knows nothing of time or NAND: {@link #access} says whether a lookup missed and which dirty
 * page, if any, it evicted; the drive books the map read and the write-back. Three flat arrays,
 * nothing allocated per lookup: 4 bytes per map page plus 5 per cached page.
 */
final class MapCache {

    private static final int NONE = -1;
    private static final byte REFERENCED = 1;
    private static final byte DIRTY = 2;

    private final int entriesPerPage;
    /** log2(entriesPerPage) when it is a power of two, else -1. */
    private final int entryShift;
    /** The slot caching each map page, or NONE. */
    private final int[] slotOf;
    /** The map page in each slot, or NONE. */
    private final int[] pageIn;
    private final byte[] flags;
    private int hand;
    private int evictedDirty = NONE;

    private long lookups;
    private long misses;
    private long writeBacks;

    /**
     * @param mapPages       map pages of the whole table
     * @param slots          map pages DRAM holds, fewer than {@code mapPages}
     * @param entriesPerPage map entries (mapping units) per map page
     */
    MapCache(int mapPages, int slots, int entriesPerPage) {
        if (slots < 1 || slots > mapPages || entriesPerPage < 1) {
            throw new IllegalArgumentException("a map cache of " + slots + " slots for " + mapPages + " map pages of "
                    + entriesPerPage + " entries: need 1 <= slots <= map pages and at least one entry per page");
        }
        this.entriesPerPage = entriesPerPage;
        this.entryShift = Integer.bitCount(entriesPerPage) == 1 ? Integer.numberOfTrailingZeros(entriesPerPage) : -1;
        this.slotOf = new int[mapPages];
        this.pageIn = new int[slots];
        this.flags = new byte[slots];
        clear();
    }

    /** Power-on or secure erase: nothing cached. */
    void clear() {
        Arrays.fill(slotOf, NONE);
        Arrays.fill(pageIn, NONE);
        Arrays.fill(flags, (byte) 0);
        hand = 0;
        evictedDirty = NONE;
    }

    /** The map page holding mapping unit {@code unit}'s entry. */
    int pageOf(long unit) {
        return (int) (entryShift >= 0 ? unit >>> entryShift : unit / entriesPerPage);
    }

    int mapPages() {
        return slotOf.length;
    }

    int slots() {
        return pageIn.length;
    }

    int entriesPerPage() {
        return entriesPerPage;
    }

    /**
     * Looks map page {@code page} up, caching it on a miss; {@code update} marks it dirty (an
     * entry changed). After a miss, {@link #evictedDirty()} names the dirty page it displaced.
     *
     * @return whether the page was not cached (the caller reads it from NAND)
     */
    boolean access(int page, boolean update) {
        lookups++;
        evictedDirty = NONE;
        int slot = slotOf[page];
        if (slot != NONE) {
            flags[slot] |= update ? REFERENCED | DIRTY : REFERENCED;
            return false;
        }
        misses++;
        slot = sweep();
        int old = pageIn[slot];
        if (old != NONE) {
            slotOf[old] = NONE;
            if ((flags[slot] & DIRTY) != 0) {
                evictedDirty = old;
                writeBacks++;
            }
        }
        pageIn[slot] = page;
        slotOf[page] = slot;
        flags[slot] = update ? REFERENCED | DIRTY : REFERENCED;
        return true;
    }

    /** The hand's next slot that is empty or unreferenced, clearing reference bits on the way. */
    private int sweep() {
        while (pageIn[hand] != NONE && (flags[hand] & REFERENCED) != 0) {
            flags[hand] &= ~REFERENCED;
            hand = hand + 1 == pageIn.length ? 0 : hand + 1;
        }
        int slot = hand;
        hand = hand + 1 == pageIn.length ? 0 : hand + 1;
        return slot;
    }

    /** The dirty page the last missing {@link #access} evicted, or -1. */
    int evictedDirty() {
        return evictedDirty;
    }

    /** Forgets {@code page} without writing it back: every entry in it was unmapped (TRIM). */
    void discard(int page) {
        int slot = slotOf[page];
        if (slot != NONE) {
            slotOf[page] = NONE;
            pageIn[slot] = NONE;
            flags[slot] = 0;
        }
    }

    long lookups() {
        return lookups;
    }

    long misses() {
        return misses;
    }

    long writeBacks() {
        return writeBacks;
    }
}
