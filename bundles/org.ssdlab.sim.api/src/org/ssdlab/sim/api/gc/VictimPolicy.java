package org.ssdlab.sim.api.gc;

/**
 * Garbage collection's choice of which closed block to clean next: its valid units are copied
 * elsewhere and the block is erased. One instance serves one simulated drive and is called on the
 * engine's hot path, so it must not allocate.
 */
@FunctionalInterface
public interface VictimPolicy {

    /** Returns one of the closed blocks. */
    int selectVictim(ClosedBlocks blocks);
}
