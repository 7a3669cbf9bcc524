package org.ssdlab.sim.core.ftl;

import java.util.Arrays;

import org.ssdlab.sim.api.gc.ClosedBlocks;
import org.ssdlab.sim.api.SplitMix64;

/**
 * The closed blocks of one drive, indexed three ways so that every victim policy chooses in O(1):
 * by valid count (intrusive doubly-linked bucket lists, as in Desnoyers' ftlsim), by closing order
 * (a doubly-linked list, oldest first) and as a dense array (uniform sampling).
 * All links are int arrays indexed by block; nothing is allocated after construction.
 */
final class ClosedBlockIndex implements ClosedBlocks {

    private static final int NONE = -1;

    private final int unitsPerBlock;
    private final int[] valid;
    /** Per block, units its bad plane blocks took (they never free either); null when none. */
    private final int[] lost;
    private final SplitMix64 random;
    /** The first block indexed; the link arrays are indexed by block − first. */
    private final int first;

    private final int[] bucketHead;
    private final int[] bucketNext;
    private final int[] bucketPrev;
    /** No closed block has fewer valid units than this. */
    private int lowestBucket;

    private final int[] olderNeighbour;
    private final int[] newerNeighbour;
    private int oldest = NONE;
    private int newest = NONE;
    private final long[] closedAt;
    private long clock;

    private final int[] members;
    private final int[] position;
    private int count;

    /**
     * @param unitsPerBlock what a full block counts: units, or quanta on a compressing FTL
     * @param valid  the FTL's valid-unit counts per block, read (not written) by the index
     */
    public ClosedBlockIndex(int blocks, int unitsPerBlock, int[] valid, SplitMix64 random) {
        this(blocks, unitsPerBlock, valid, null, random);
    }

    /**
     * @param lost per block, the units factory-bad plane blocks took from it, or null: a block is
     *             indexed by what cleaning it would not free, its valid units and these
     */
    public ClosedBlockIndex(int blocks, int unitsPerBlock, int[] valid, int[] lost, SplitMix64 random) {
        this(0, blocks, unitsPerBlock, valid, lost, random);
    }

    /**
     * The index of blocks {@code [first, first + blocks)} only (one GC lane's, {@link BlockPools}): its
     * per-block links take no room for the others.
     */
    public ClosedBlockIndex(int first, int blocks, int unitsPerBlock, int[] valid, int[] lost, SplitMix64 random) {
        this.first = first;
        this.unitsPerBlock = unitsPerBlock;
        this.valid = valid;
        this.lost = lost;
        this.random = random;
        this.bucketHead = new int[unitsPerBlock + 1];
        this.bucketNext = new int[blocks];
        this.bucketPrev = new int[blocks];
        this.olderNeighbour = new int[blocks];
        this.newerNeighbour = new int[blocks];
        this.closedAt = new long[blocks];
        this.members = new int[blocks];
        this.position = new int[blocks];
        clear();
    }

    public void clear() {
        Arrays.fill(bucketHead, NONE);
        Arrays.fill(position, NONE);
        oldest = newest = NONE;
        count = 0;
        lowestBucket = unitsPerBlock;
    }

    public boolean contains(int block) {
        int at = block - first;
        return at >= 0 && at < position.length && position[at] != NONE;
    }

    /** Adds a block that has just been fully programmed, at the drive's {@code clock}. */
    public void add(int block, long clock) {
        this.clock = clock;
        closedAt[block - first] = clock;
        link(block, occupied(block, valid[block]));
        olderNeighbour[block - first] = newest;
        newerNeighbour[block - first] = NONE;
        if (newest == NONE) {
            oldest = block;
        } else {
            newerNeighbour[newest - first] = block;
        }
        newest = block;
        position[block - first] = count;
        members[count++] = block;
    }

    /** Removes a block chosen for cleaning. */
    public void remove(int block) {
        unlink(block, occupied(block, valid[block]));
        int older = olderNeighbour[block - first];
        int newer = newerNeighbour[block - first];
        if (older == NONE) {
            oldest = newer;
        } else {
            newerNeighbour[older - first] = newer;
        }
        if (newer == NONE) {
            newest = older;
        } else {
            olderNeighbour[newer - first] = older;
        }
        int last = members[--count];
        members[position[block - first]] = last;
        position[last - first] = position[block - first];
        position[block - first] = NONE;
    }

    /** Moves a closed block from bucket {@code nowValid + 1} to {@code nowValid}. */
    public void validDropped(int block, int nowValid) {
        int now = occupied(block, nowValid);
        unlink(block, now + 1);
        link(block, now);
    }

    /** Moves a closed block from bucket {@code before} to {@code after} (a compressed unit leaves several quanta). */
    public void validChanged(int block, int before, int after) {
        unlink(block, occupied(block, before));
        link(block, occupied(block, after));
    }

    /** What cleaning {@code block} would not free with {@code validCount} valid units: its bucket. */
    private int occupied(int block, int validCount) {
        return lost == null ? validCount : validCount + lost[block];
    }

    public void tick(long clock) {
        this.clock = clock;
    }

    private void link(int block, int bucket) {
        int head = bucketHead[bucket];
        bucketNext[block - first] = head;
        bucketPrev[block - first] = NONE;
        if (head != NONE) {
            bucketPrev[head - first] = block;
        }
        bucketHead[bucket] = block;
        if (bucket < lowestBucket) {
            lowestBucket = bucket;
        }
    }

    private void unlink(int block, int bucket) {
        int next = bucketNext[block - first];
        int prev = bucketPrev[block - first];
        if (prev == NONE) {
            bucketHead[bucket] = next;
        } else {
            bucketNext[prev - first] = next;
        }
        if (next != NONE) {
            bucketPrev[next - first] = prev;
        }
    }

    /** Blocks in bucket {@code bucket} (for invariant checks). */
    public int bucketSize(int bucket) {
        int n = 0;
        for (int b = bucketHead[bucket]; b != NONE; b = bucketNext[b - first]) {
            n++;
        }
        return n;
    }

    /** Whether {@code block} is where its valid units put it. */
    public boolean indexedAt(int block, int validCount) {
        return inBucket(block, occupied(block, validCount));
    }

    public boolean inBucket(int block, int bucket) {
        for (int b = bucketHead[bucket]; b != NONE; b = bucketNext[b - first]) {
            if (b == block) {
                return true;
            }
        }
        return false;
    }

    @Override
    public int count() {
        return count;
    }

    @Override
    public int unitsPerBlock() {
        return unitsPerBlock;
    }

    /** The block's valid units, and any its bad plane blocks took: cleaning it frees the rest. */
    @Override
    public int validUnits(int block) {
        return occupied(block, valid[block]);
    }

    @Override
    public long closedAt(int block) {
        return closedAt[block - first];
    }

    @Override
    public long now() {
        return clock;
    }

    @Override
    public int fewestValid() {
        while (bucketHead[lowestBucket] == NONE) {
            lowestBucket++;
        }
        return bucketHead[lowestBucket];
    }

    @Override
    public int oldest() {
        return oldest;
    }

    @Override
    public int newer(int block) {
        return newerNeighbour[block - first];
    }

    @Override
    public int random() {
        return members[random.nextInt(count)];
    }

    @Override
    public int at(int index) {
        if (index < 0 || index >= count) {
            throw new IndexOutOfBoundsException(index);
        }
        return members[index];
    }
}
