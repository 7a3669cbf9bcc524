package org.ssdlab.sim.core.timing;

import java.util.Arrays;

/**
 * The map pages a controller keeps in DRAM when DRAM cannot hold the whole mapping table (demand
 * paging, as DFTL does): map page p holds the entries of mapping units [p × E, (p + 1) × E).
 * Replacement is CLOCK — one reference bit per cached page and a hand that gives each referenced
 * page a second chance — an approximation of LRU that firmware can afford.
 * <p>
 * It knows nothing of time or NAND: {@link #access} says whether a lookup missed and which dirty
 * page, if any, it evicted; the drive books the map read and the write-back. Flat arrays, nothing
 * allocated per lookup: 4 bytes per map page plus 5 per cached page.
 * <p>
 * A {@linkplain #sized sized} cache holds pages of different sizes (a map kept as runs: a page
 * written in order is a few bytes, a fragmented one may take more than its flat entries) within a
 * byte budget, evicting as many pages as it takes; a page's size is what it was at its last lookup. It keeps
 * 17 bytes per map page.
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
    /** The dirty pages the last access evicted (at most one of whole pages). */
    private final int[] evicted;
    private int evictedCount;
    /** Sized pages: the DRAM bytes each cached page takes (indexed by page), null for whole pages. */
    private final int[] bytesOf;
    /** Sized pages: DRAM bytes for map pages, and how many the cached ones take. */
    private final long budget;
    private long used;

    private long lookups;
    private long misses;
    private long writeBacks;

    /**
     * A cache of whole pages, one slot each.
     *
     * @param mapPages       map pages of the whole table
     * @param slots          map pages DRAM holds, fewer than {@code mapPages}
     * @param entriesPerPage map entries (mapping units) per map page
     */
    MapCache(int mapPages, int slots, int entriesPerPage) {
        this(mapPages, slots, entriesPerPage, 0);
        if (slots < 1 || slots > mapPages) {
            throw new IllegalArgumentException("a map cache of " + slots + " slots for " + mapPages
                    + " map pages: need 1 <= slots <= map pages");
        }
    }

    /**
     * A cache whose pages take as much DRAM as their entries need ({@link #access(int, boolean, int)}
     * says how much), within {@code budgetBytes}; a page's slot is its own number.
     */
    static MapCache sized(int mapPages, long budgetBytes, int entriesPerPage) {
        if (budgetBytes < 1) {
            throw new IllegalArgumentException("a map cache of " + budgetBytes + " bytes: need a positive budget");
        }
        return new MapCache(mapPages, mapPages, entriesPerPage, budgetBytes);
    }

    private MapCache(int mapPages, int slots, int entriesPerPage, long budgetBytes) {
        if (mapPages < 1 || entriesPerPage < 1) {
            throw new IllegalArgumentException("a map cache for " + mapPages + " map pages of " + entriesPerPage
                    + " entries: need at least one page and one entry per page");
        }
        this.entriesPerPage = entriesPerPage;
        this.entryShift = Integer.bitCount(entriesPerPage) == 1 ? Integer.numberOfTrailingZeros(entriesPerPage) : -1;
        this.slotOf = new int[mapPages];
        this.pageIn = new int[slots];
        this.flags = new byte[slots];
        boolean sized = budgetBytes > 0;
        this.bytesOf = sized ? new int[mapPages] : null;
        this.budget = budgetBytes;
        this.evicted = new int[sized ? mapPages : 1];
        clear();
    }

    /** Power-on or secure erase: nothing cached. */
    void clear() {
        Arrays.fill(slotOf, NONE);
        Arrays.fill(pageIn, NONE);
        Arrays.fill(flags, (byte) 0);
        hand = 0;
        evictedCount = 0;
        if (bytesOf != null) {
            Arrays.fill(bytesOf, 0);
            used = 0;
        }
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
     * entry changed). After a miss, {@link #evictedCount()} and {@link #evicted(int)} name the dirty
     * page it displaced, if any.
     *
     * @return whether the page was not cached (the caller reads it from NAND)
     */
    boolean access(int page, boolean update) {
        lookups++;
        evictedCount = 0;
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
                evicted[evictedCount++] = old;
                writeBacks++;
            }
        }
        pageIn[slot] = page;
        slotOf[page] = slot;
        flags[slot] = update ? REFERENCED | DIRTY : REFERENCED;
        return true;
    }

    /**
     * Looks map page {@code page} up in a cache of sized pages, caching it on a miss; it now takes
     * {@code bytes} of DRAM. Pages are evicted (CLOCK, the page itself spared) until the cached ones
     * fit the budget; {@link #evictedCount()} and {@link #evicted(int)} name the dirty ones.
     *
     * @return whether the page was not cached (the caller reads it from NAND)
     */
    boolean access(int page, boolean update, int bytes) {
        lookups++;
        evictedCount = 0;
        boolean miss = pageIn[page] == NONE;
        if (miss) {
            misses++;
            pageIn[page] = page;
            slotOf[page] = page;
        }
        flags[page] |= update ? REFERENCED | DIRTY : REFERENCED;
        used += bytes - bytesOf[page];
        bytesOf[page] = bytes;
        while (used > budget) {
            int victim = sweepSized(page);
            if (victim == NONE) {
                break; // the page alone is larger than the budget: it stays while it is in use
            }
            if ((flags[victim] & DIRTY) != 0) {
                evicted[evictedCount++] = victim;
                writeBacks++;
            }
            pageIn[victim] = NONE;
            slotOf[victim] = NONE;
            flags[victim] = 0;
            used -= bytesOf[victim];
            bytesOf[victim] = 0;
        }
        return miss;
    }

    /** The hand's next cached page other than {@code keep} that is unreferenced, or NONE if there is none. */
    private int sweepSized(int keep) {
        int n = pageIn.length;
        for (int steps = 0; steps < 2 * n + 1; steps++) {
            int p = hand;
            hand = hand + 1 == n ? 0 : hand + 1;
            if (pageIn[p] == NONE || p == keep) {
                continue;
            }
            if ((flags[p] & REFERENCED) != 0) {
                flags[p] &= ~REFERENCED;
                continue;
            }
            return p;
        }
        return NONE;
    }

    /** Whether map page {@code page} is in DRAM. */
    boolean cached(int page) {
        return slotOf[page] != NONE;
    }

    /** How many dirty pages the last access evicted. */
    int evictedCount() {
        return evictedCount;
    }

    /** The {@code i}-th dirty page the last access evicted. */
    int evicted(int i) {
        return evicted[i];
    }

    /** Whether pages take the DRAM their entries need rather than a whole slot each. */
    boolean sized() {
        return bytesOf != null;
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

    /** Forgets {@code page} without writing it back: every entry in it was unmapped (TRIM). */
    void discard(int page) {
        int slot = slotOf[page];
        if (slot != NONE && bytesOf != null) {
            used -= bytesOf[page];
            bytesOf[page] = 0;
        }
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
