package org.ssdlab.sim.core.host;

/**
 * What a volume's metadata has cost so far.
 *
 * @param runningBlocks      distinct blocks in the running (uncommitted) transaction or write-back batch
 * @param commits            transactions committed
 * @param journalBlocks      blocks written to the journal (images, descriptors, commit blocks)
 * @param flushes            FLUSH requests sent (barriers, sync)
 * @param forcedCheckpoints  times a call had to wait for journal space and checkpoint
 * @param homeBlocks         metadata blocks written in place
 * @param journalBlocksInUse journal blocks held by committed transactions not yet checkpointed
 * @param uncheckpointed     committed transactions not yet checkpointed
 */
public record MetadataCounters(long runningBlocks, long commits, long journalBlocks, long flushes,
        long forcedCheckpoints, long homeBlocks, long journalBlocksInUse, long uncheckpointed) {

    /** A volume without metadata. */
    public static final MetadataCounters NONE = new MetadataCounters(0, 0, 0, 0, 0, 0, 0, 0);
}
