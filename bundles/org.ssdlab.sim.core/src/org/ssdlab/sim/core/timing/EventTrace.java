package org.ssdlab.sim.core.timing;

import org.ssdlab.sim.api.workload.IoKind;

/**
 * Receives the engine's events as they are booked, for an event trace that Perfetto or Trace
 * Compass can open. Times are simulated nanoseconds; {@code drive} numbers the drives of a run
 * (0 the observed one). The engine calls it only when a trace is attached, so an untraced run
 * pays one null check per request.
 */
public interface EventTrace {

    /** A host request from its arrival to its completion (in the order they are issued). */
    void request(IoKind kind, long lba, int sectors, long arrivalNanos, long doneNanos);

    /** One block erase on a die. */
    void erase(int drive, int die, long startNanos, long endNanos);

    /** The controller relocating {@code units} valid units for GC (in the foreground or the background). */
    void relocation(int drive, boolean background, long units, long startNanos, long endNanos);

    /** GC took {@code victims} new victims since the last event, the last one block {@code block} with {@code validUnits} valid. */
    void victim(int drive, long atNanos, int block, int validUnits, long victims);

    /** A write's data waited for room in the DRAM buffer (pages still being programmed). */
    void bufferFull(int drive, long fromNanos, long toNanos);

    /** A FLUSH from its arrival until every buffered page was on NAND. */
    void flush(int drive, long arrivalNanos, long doneNanos);
}
