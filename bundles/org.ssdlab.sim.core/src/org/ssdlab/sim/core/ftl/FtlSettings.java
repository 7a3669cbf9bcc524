package org.ssdlab.sim.core.ftl;

import org.ssdlab.sim.api.drive.FirmwareCosts;

/**
 * How the FTL schedules garbage collection.
 *
 * @param separateGcFrontier GC relocations go to their own open block instead of sharing the host's;
 *                           real controllers do this to keep cold, relocated data apart
 * @param gcLowWatermark     GC starts when a host write needs a block and at most this many blocks
 *                           are free; at least 1, the block GC itself relocates into
 * @param gcHighWatermark    GC then cleans until this many blocks are free; above the low watermark
 * @param incrementalGc      how foreground GC is paced. {@code false}: all at once, inside the host
 *                           write that finds the pool at the low watermark, up to the high one (the
 *                           analytic models' setting). {@code true}, as drive firmware does it: below
 *                           the high watermark every host unit written relocates a slice of the
 *                           current victim, in proportion to its valid share (v / (B − v) units per
 *                           host unit, so the pool holds its level); only a pool down at the low
 *                           watermark makes a host write wait for a whole victim
 * @param gcSliceUnits       incremental GC moves data once its credit covers the victim's next
 *                           {@code gcSliceUnits} valid units (or all it has left), then all of the
 *                           credit: 1 paces it unit by unit; a page, a multi-plane
 *                           operation or a stripe over the dies are coarser slices firmware may use
 *                           (about the same work in fewer, longer pauses)
 * @param wearLevelingThreshold static wear levelling: a block GC erases more than this many erases
 *                           ahead of the least-erased closed block takes that block's data and rests
 *                           under it, so that data nobody rewrites does not keep young blocks out of
 *                           service while the rest wear out. 0: none (GC's own choices only spread wear)
 * @param lanes              GC lanes: the FTL's blocks fall into this many groups of consecutive
 *                           indexes, each with its own free blocks and GC index, and the host and GC
 *                           frontiers keep an open block in every lane and write {@code turnPages}
 *                           pages into each in turn. 1: one pool, the frontiers fill one block after
 *                           another (superblocks, and the analytic models). The watermarks then count
 *                           free blocks per lane, held by the neediest lane
 * @param turnPages          pages a frontier writes into one lane before it moves on to the next (with
 *                           more than one lane)
 */
public record FtlSettings(boolean separateGcFrontier, int gcLowWatermark, int gcHighWatermark,
        boolean incrementalGc, int gcSliceUnits, int wearLevelingThreshold, int lanes, int turnPages) {

    /** One shared frontier and the smallest reserve: the setting of the analytic models. */
    public static final FtlSettings ANALYTIC = new FtlSettings(false, 1, 2);

    /** Foreground GC all at once, as the analytic models assume. */
    public FtlSettings(boolean separateGcFrontier, int gcLowWatermark, int gcHighWatermark) {
        this(separateGcFrontier, gcLowWatermark, gcHighWatermark, false);
    }

    /** GC paced unit by unit when incremental. */
    public FtlSettings(boolean separateGcFrontier, int gcLowWatermark, int gcHighWatermark, boolean incrementalGc) {
        this(separateGcFrontier, gcLowWatermark, gcHighWatermark, incrementalGc, 1);
    }

    /** No static wear levelling. */
    public FtlSettings(boolean separateGcFrontier, int gcLowWatermark, int gcHighWatermark, boolean incrementalGc,
            int gcSliceUnits) {
        this(separateGcFrontier, gcLowWatermark, gcHighWatermark, incrementalGc, gcSliceUnits, 0);
    }

    /** One GC lane: blocks as the FTL is given them. */
    public FtlSettings(boolean separateGcFrontier, int gcLowWatermark, int gcHighWatermark, boolean incrementalGc,
            int gcSliceUnits, int wearLevelingThreshold) {
        this(separateGcFrontier, gcLowWatermark, gcHighWatermark, incrementalGc, gcSliceUnits, wearLevelingThreshold, 1,
                1);
    }

    public FtlSettings {
        if (lanes < 1 || turnPages < 1) {
            throw new IllegalArgumentException("lanes = " + lanes + " and turnPages = " + turnPages
                    + " must be at least 1");
        }
        if (gcLowWatermark < 1) {
            throw new IllegalArgumentException("gcLowWatermark = " + gcLowWatermark + " must be at least 1");
        }
        if (gcSliceUnits < 1) {
            throw new IllegalArgumentException("gcSliceUnits = " + gcSliceUnits + " must be at least 1");
        }
        if (wearLevelingThreshold < 0) {
            throw new IllegalArgumentException("wearLevelingThreshold = " + wearLevelingThreshold
                    + " must be zero (off) or positive");
        }
        if (gcLowWatermark < FirmwareCosts.leastGcLowWatermark(wearLevelingThreshold)) {
            throw new IllegalArgumentException("wearLevelingThreshold = " + wearLevelingThreshold
                    + " needs gcLowWatermark of at least " + FirmwareCosts.leastGcLowWatermark(wearLevelingThreshold)
                    + ", not " + gcLowWatermark);
        }
        if (lanes > 1 && gcLowWatermark < 2) {
            throw new IllegalArgumentException("lanes = " + lanes + " need gcLowWatermark of at least 2 (GC's frontier "
                    + "opens a block in every lane at once), not " + gcLowWatermark);
        }
        if (gcHighWatermark <= gcLowWatermark) {
            throw new IllegalArgumentException("gcHighWatermark = " + gcHighWatermark
                    + " must be above gcLowWatermark = " + gcLowWatermark);
        }
    }

    /** Open blocks that hold no valid data for long: the write frontiers. */
    public int frontiers() {
        return separateGcFrontier ? 2 : 1;
    }

    /** Blocks the FTL needs beyond those that hold user data, to make progress at all: in every lane. */
    public int reserveBlocks() {
        return (frontiers() + gcHighWatermark) * lanes;
    }
}
