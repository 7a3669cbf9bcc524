package org.ssdlab.sim.core.ftl;

import org.ssdlab.sim.api.SplitMix64;

/**
 * The free and the closed blocks of one drive, kept per GC lane. A lane is what one of the FTL's
 * blocks spans: every die and plane when GC reclaims superblocks (one lane), one die when it
 * reclaims die blocks, one plane when plane blocks. Block {@code b} is in lane
 * {@code b / blocksPerLane}. The write frontiers take a lane's blocks from that lane's ring, and a
 * victim, once erased, returns to its own lane, so the pool is as full as its neediest lane
 * ({@link #level()}), and that lane gives GC its next victim ({@link #neediestLane(int)}).
 * Nothing is allocated after construction.
 */
final class BlockPools {

    private final int lanes;
    private final int blocksPerLane;
    private final FreeBlockRing[] free;
    private final ClosedBlockIndex[] closed;
    private int total;
    /** The fewest free blocks any lane has. */
    private int level;

    /**
     * @param capacity what a full block counts in the measure of {@code valid}
     * @param valid    the FTL's valid counts per block, read by the GC indexes
     * @param lost     per block, the units bad plane blocks took from it, or null
     */
    BlockPools(int blocks, int lanes, int capacity, int[] valid, int[] lost, SplitMix64 random) {
        if (lanes < 1 || blocks % lanes != 0) {
            throw new IllegalArgumentException(blocks + " blocks do not divide into " + lanes + " GC lanes");
        }
        this.lanes = lanes;
        this.blocksPerLane = blocks / lanes;
        this.free = new FreeBlockRing[lanes];
        this.closed = new ClosedBlockIndex[lanes];
        for (int lane = 0; lane < lanes; lane++) {
            free[lane] = new FreeBlockRing(lane * blocksPerLane, blocksPerLane);
            closed[lane] = new ClosedBlockIndex(lane * blocksPerLane, blocksPerLane, capacity, valid, lost, random);
        }
    }

    /** Every block free, none closed: a drive fresh out of the box. */
    void fillAll() {
        for (int lane = 0; lane < lanes; lane++) {
            free[lane].fillAll();
            closed[lane].clear();
        }
        total = lanes * blocksPerLane;
        level = blocksPerLane;
    }

    int laneOf(int block) {
        return lanes == 1 ? 0 : block / blocksPerLane;
    }

    /** The block of {@code lane} freed longest ago, taken out of its ring. */
    int take(int lane) {
        FreeBlockRing ring = free[lane];
        if (ring.count() == 0) {
            throw new IllegalStateException("GC lane " + lane + " of " + lanes + " has no free block: the low "
                    + "watermark leaves each lane too few for GC to make room");
        }
        int block = ring.take();
        total--;
        updateLevel();
        return block;
    }

    /** {@code block}, erased, back in its lane's ring. */
    void add(int block) {
        free[laneOf(block)].add(block);
        total++;
        updateLevel();
    }

    private void updateLevel() {
        if (lanes == 1) {
            level = total;
            return;
        }
        int least = Integer.MAX_VALUE;
        for (FreeBlockRing ring : free) {
            least = Math.min(least, ring.count());
        }
        level = least;
    }

    /** Free blocks in all lanes. */
    int total() {
        return total;
    }

    /** Free blocks of the neediest lane: what the watermarks (blocks per plane) are compared with. */
    int level() {
        return level;
    }

    int free(int lane) {
        return free[lane].count();
    }

    /** The GC index of {@code block}'s lane. */
    ClosedBlockIndex closed(int block) {
        return closed[laneOf(block)];
    }

    ClosedBlockIndex closedIn(int lane) {
        return closed[lane];
    }

    int closedCount() {
        int count = 0;
        for (ClosedBlockIndex index : closed) {
            count += index.count();
        }
        return count;
    }

    /**
     * The lane GC cleans next: of those with a closed block, the one with the fewest free blocks,
     * among equals the first from {@code first} on in the order the host writes the lanes (the one
     * whose block it will need soonest), or -1 when no block is closed.
     */
    int neediestLane(int first) {
        if (lanes == 1) {
            return closed[0].count() > 0 ? 0 : -1;
        }
        int neediest = -1;
        for (int i = 0, lane = first; i < lanes; i++, lane = lane + 1 == lanes ? 0 : lane + 1) {
            if (closed[lane].count() > 0 && (neediest < 0 || free[lane].count() < free[neediest].count())) {
                neediest = lane;
            }
        }
        return neediest;
    }
}
