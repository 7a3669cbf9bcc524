package org.ssdlab.sim.core.host;

/**
 * Which clusters of a volume are in use, one bit each, and a <em>next-fit</em> allocator over
 * them: a roving pointer remembers where the last allocation ended, the next one takes the free
 * clusters that follow it in address order, and the search wraps to cluster 0 at the end.
 * <p>
 * What that means: a file takes whatever free clusters come next, across holes, so it is
 * contiguous while the space ahead of the rover is empty and fragments as soon as the rover runs
 * into space left full of small holes (e.g. after deleting a few of many small files). Space
 * freed behind the rover is reused only after the rover has wrapped, so over time writes sweep
 * the whole volume, as ext4's and NTFS's allocators tend to: without TRIM the drive soon sees
 * every LBA of the partition as holding data.
 * <p>
 * The bitmap is a {@code long[]}; finding the next free or used cluster skips 64 at a time.
 */
public final class ClusterAllocator {

    private final long[] words;
    private final int clusters;
    private int free;
    private int rover;

    public ClusterAllocator(int clusters) {
        if (clusters < 1) {
            throw new IllegalArgumentException("clusters = " + clusters + " must be at least 1");
        }
        this.clusters = clusters;
        this.words = new long[(clusters + 63) >>> 6];
        this.free = clusters;
    }

    public int clusters() {
        return clusters;
    }

    public int freeClusters() {
        return free;
    }

    /** Where the next allocation starts looking. */
    public int rover() {
        return rover;
    }

    public boolean isAllocated(int cluster) {
        checkCluster(cluster);
        return (words[cluster >>> 6] & (1L << cluster)) != 0;
    }

    /** The first free cluster at or after {@code from}, or -1 when there is none before the end. */
    public int nextFree(int from) {
        return nextFree(from, clusters);
    }

    /** The first free cluster in {@code [from, limit)}, or -1 when there is none. */
    private int nextFree(int from, int limit) {
        if (from >= limit) {
            return -1;
        }
        int w = from >>> 6;
        int lastWord = (limit - 1) >>> 6;
        long candidates = ~words[w] & (-1L << from);
        while (candidates == 0) {
            if (++w > lastWord) {
                return -1;
            }
            candidates = ~words[w];
        }
        int cluster = (w << 6) + Long.numberOfTrailingZeros(candidates);
        return cluster < limit ? cluster : -1;
    }

    /** The first allocated cluster at or after {@code from}, or {@link #clusters()} when there is none. */
    public int nextAllocated(int from) {
        return nextAllocated(from, clusters);
    }

    /**
     * The first allocated cluster in {@code [from, limit)}, or {@code limit} when there is none: an
     * allocation needs to look only as far as the clusters it takes, not to the end of a volume's
     * free space (a scan of the whole bitmap per file on a large empty volume).
     */
    private int nextAllocated(int from, int limit) {
        if (from >= limit) {
            return limit;
        }
        int w = from >>> 6;
        int lastWord = (limit - 1) >>> 6;
        long candidates = words[w] & (-1L << from);
        while (candidates == 0) {
            if (++w > lastWord) {
                return limit;
            }
            candidates = words[w];
        }
        return Math.min(limit, (w << 6) + Long.numberOfTrailingZeros(candidates));
    }

    /**
     * Takes {@code count} clusters next-fit and appends them to {@code out} as extents in address
     * order from the rover (wrapping once).
     *
     * @throws IllegalStateException when fewer than {@code count} clusters are free
     */
    public void allocate(int count, ClusterExtents out) {
        if (count < 0) {
            throw new IllegalArgumentException("count = " + count + " must be zero or positive");
        }
        if (count > free) {
            throw new IllegalStateException("volume full: " + count + " clusters needed, " + free + " free");
        }
        int remaining = count;
        int at = rover;
        while (remaining > 0) {
            int start = nextFree(at);
            if (start < 0) {
                at = 0; // wrap: there is enough free space, so it lies before the rover
                continue;
            }
            int end = nextAllocated(start, (int) Math.min(clusters, (long) start + remaining));
            setRange(start, end);
            out.append(start, end - start);
            remaining -= end - start;
            at = end;
        }
        free -= count;
        rover = at == clusters ? 0 : at;
    }

    /**
     * Takes {@code [start, start + length)} for good, as a format takes its superblocks, bitmaps,
     * tables and journal; clusters taken already stay taken.
     */
    public void reserve(int start, int length) {
        if (start < 0 || length < 0 || (long) start + length > clusters) {
            throw new IllegalArgumentException("clusters [" + start + ", " + ((long) start + length)
                    + ") must lie in [0, " + clusters + ")");
        }
        for (int c = nextFree(start); c >= 0 && c < start + length; c = nextFree(c)) {
            int end = nextAllocated(c, start + length);
            setRange(c, end);
            free -= end - c;
            c = end;
            if (c >= clusters) {
                break;
            }
        }
    }

    /**
     * Takes the first free cluster at or after {@code goal}, wrapping to 0 (how ext4 finds an inode
     * in a group); the rover is not moved.
     *
     * @throws IllegalStateException when none is free
     */
    public int allocateFirstFree(int goal) {
        checkCluster(goal);
        int c = nextFree(goal);
        if (c < 0) {
            c = nextFree(0);
        }
        if (c < 0) {
            throw new IllegalStateException("all " + clusters + " are in use");
        }
        setRange(c, c + 1);
        free--;
        return c;
    }

    /**
     * Returns {@code [start, start + length)} to the free space.
     *
     * @throws IllegalStateException when part of it is free already (a double free)
     */
    public void free(int start, int length) {
        if (start < 0 || length < 0 || (long) start + length > clusters) {
            throw new IllegalArgumentException("clusters [" + start + ", " + ((long) start + length)
                    + ") must lie in [0, " + clusters + ")");
        }
        int firstFree = nextFree(start, start + length);
        if (firstFree >= 0) {
            throw new IllegalStateException("cluster " + firstFree + " is free already");
        }
        clearRange(start, start + length);
        free += length;
    }

    private void setRange(int from, int to) {
        for (int c = from; c < to;) {
            int w = c >>> 6;
            int bits = Math.min(64 - (c & 63), to - c);
            long mask = (bits == 64 ? -1L : (1L << bits) - 1) << c;
            words[w] |= mask;
            c += bits;
        }
    }

    private void clearRange(int from, int to) {
        for (int c = from; c < to;) {
            int w = c >>> 6;
            int bits = Math.min(64 - (c & 63), to - c);
            long mask = (bits == 64 ? -1L : (1L << bits) - 1) << c;
            words[w] &= ~mask;
            c += bits;
        }
    }

    private void checkCluster(int cluster) {
        if (cluster < 0 || cluster >= clusters) {
            throw new IllegalArgumentException("cluster = " + cluster + " must be in [0, " + (clusters - 1) + "]");
        }
    }
}
