package org.ssdlab.sim.core.ftl;

import java.util.ArrayList;
import java.util.List;

/**
 * The FTL's bookkeeping checked against itself: valid counts equal mapped units per block, forward
 * and reverse maps agree, every block is free, open or closed exactly once, and the GC index files
 * each closed block under its valid count. Compressing: valid counts are the quanta of the units in
 * the block's slots, and no closed block holds more than was written into it. A slot is live when the
 * forward map points back at it. A walk over every physical unit: for tests, never on the simulation's path.
 */
final class FtlInvariants {

    private FtlInvariants() {
    }

    static List<String> check(Ftl ftl) {
        int[] forward = ftl.forward;
        int[] reverse = ftl.reverse;
        int[] valid = ftl.valid;
        int blocks = ftl.blocks;
        int slotsPerBlock = ftl.slotsPerBlock;
        int capacity = ftl.capacity;
        byte[] quanta = ftl.quanta;
        BlockPools pools = ftl.pools;
        Ftl.Frontier hostFrontier = ftl.hostFrontier;
        Ftl.Frontier gcFrontier = ftl.gcFrontier;
        List<String> problems = new ArrayList<>();
        long mapped = 0;
        for (int unit = 0; unit < forward.length; unit++) {
            int physical = forward[unit];
            if (physical != Ftl.UNMAPPED) {
                mapped++;
                if (reverse[physical] != unit) {
                    problems.add("unit " + unit + " maps to " + physical + " whose reverse entry is " + reverse[physical]);
                }
            }
        }
        long validTotal = 0;
        int free = 0;
        int open = 0;
        int closedCount = 0;
        for (int block = 0; block < blocks; block++) {
            int live = 0;
            int units = 0;
            for (int offset = 0; offset < slotsPerBlock; offset++) {
                int slot = block * slotsPerBlock + offset;
                int unit = reverse[slot];
                if (unit == Ftl.UNMAPPED) {
                    continue;
                }
                if (forward[unit] == slot) {
                    units++;
                    live += quanta == null ? 1 : quanta[unit];
                } else if (quanta != null) { // the plain FTL leaves stale entries (Ftl.unmap), the compressing one clears them
                    problems.add("physical " + slot + " claims unit " + unit + " which maps to " + forward[unit]);
                }
            }
            if (live != valid[block]) {
                problems.add("block " + block + " counts " + valid[block] + " valid units but holds " + live);
            }
            int lost = ftl.lostUnits == null ? 0 : ftl.lostUnits[block];
            for (int offset = 0; offset < lost; offset++) {
                if (reverse[block * slotsPerBlock + offset] != Ftl.UNMAPPED) {
                    problems.add("block " + block + " holds data at " + offset + ", among the " + lost
                            + " units its bad plane blocks took");
                    break;
                }
            }
            if (quanta != null && ftl.state[block] == Ftl.CLOSED && (ftl.filled[block] > capacity || live > ftl.filled[block])) {
                problems.add("closed block " + block + " holds " + live + " valid quanta of " + ftl.filled[block]
                        + " written, capacity " + capacity);
            }
            validTotal += units;
            switch (ftl.state[block]) {
                case Ftl.FREE -> {
                    free++;
                    if (live != 0) {
                        problems.add("free block " + block + " holds " + live + " valid units");
                    }
                }
                case Ftl.OPEN -> open++;
                default -> {
                    closedCount++;
                    if (!pools.closed(block).contains(block) || !pools.closed(block).indexedAt(block, valid[block])) {
                        problems.add("closed block " + block + " is not indexed under " + valid[block] + " valid units");
                    }
                }
            }
        }
        if (validTotal != mapped) {
            problems.add("valid units " + validTotal + " != mapped units " + mapped);
        }
        if (free != pools.total()) {
            problems.add(free + " blocks are free but the free lists hold " + pools.total());
        }
        if (closedCount != pools.closedCount()) {
            problems.add(closedCount + " blocks are closed but the GC indexes hold " + pools.closedCount());
        }
        if (free + open + closedCount != blocks) {
            problems.add("free " + free + " + open " + open + " + closed " + closedCount + " != " + blocks + " blocks");
        }
        int frontiers = openBlocks(hostFrontier, capacity)
                + (gcFrontier != hostFrontier ? openBlocks(gcFrontier, capacity) : 0)
                + openBlocks(ftl.coldFrontier, capacity);
        int emptying = (ftl.victim != Ftl.UNMAPPED ? 1 : 0) + (ftl.coldVictim != Ftl.UNMAPPED ? 1 : 0);
        if (open != frontiers + emptying) {
            problems.add(open + " blocks are open but " + frontiers + " frontiers are writing and " + emptying
                    + " blocks are being emptied");
        }
        return problems;
    }

    /** Blocks {@code frontier} has open with room left: its current one, and with GC lanes those of the other lanes. */
    private static int openBlocks(Ftl.Frontier frontier, int capacity) {
        int open = frontier.block != Ftl.UNMAPPED && frontier.next < capacity ? 1 : 0;
        if (frontier.laneBlock != null) {
            for (int lane = 0; lane < frontier.laneBlock.length; lane++) {
                if (lane != frontier.lane && frontier.laneBlock[lane] != Ftl.UNMAPPED && frontier.laneNext[lane] < capacity) {
                    open++;
                }
            }
        }
        return open;
    }
}
