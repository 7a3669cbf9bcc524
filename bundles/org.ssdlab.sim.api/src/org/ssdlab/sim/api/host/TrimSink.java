package org.ssdlab.sim.api.host;

/** Where an operating system's TRIM policy sends TRIMs: at a simulated time, for an extent. */
@FunctionalInterface
public interface TrimSink {

    void trim(long atNanos, long lba, long sectors);
}
