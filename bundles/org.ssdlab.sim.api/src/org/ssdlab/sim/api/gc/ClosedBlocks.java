package org.ssdlab.sim.api.gc;

/**
 * What a {@link VictimPolicy} may look at: the drive's closed blocks (fully programmed, neither
 * open for writing nor free). Blocks are identified by index; the engine keeps the indexes these
 * methods need up to date on every write, so each query is O(1) unless stated otherwise.
 * <p>
 * Implementations are owned by the engine and are only valid during
 * {@link VictimPolicy#selectVictim}.
 */
public interface ClosedBlocks {

    /** Number of closed blocks; at least one whenever a victim is asked for. */
    int count();

    /**
     * Mapping units per erase block ("pages per block" in the analytic models). On a drive that
     * compresses (SandForce DuraWrite) units vary in size, and this and {@link #validUnits} count
     * quanta of a unit instead, so that their ratio is still the block's live share.
     */
    int unitsPerBlock();

    /**
     * Units of {@code block} that cleaning it would not free: those that still hold live data (quanta
     * on a compressing drive, see {@link #unitsPerBlock}) and, on a drive with factory bad blocks,
     * those its bad plane blocks took from it.
     */
    int validUnits(int block);

    /**
     * When {@code block} was closed, on the drive's clock of units programmed; together with
     * {@link #now()} it gives a block's age.
     */
    long closedAt(int block);

    /** The drive's clock: units programmed so far (host and GC). */
    long now();

    /** A closed block with the fewest valid units (greedy's choice). */
    int fewestValid();

    /** The closed block that was closed longest ago (FIFO's choice). */
    int oldest();

    /** The block closed next after {@code block}, or -1 if it is the newest. */
    int newer(int block);

    /** A closed block chosen uniformly at random from the drive's seeded generator. */
    int random();

    /** The closed block at {@code position} in an arbitrary order, 0 &le; position &lt; {@link #count()}. */
    int at(int position);
}
