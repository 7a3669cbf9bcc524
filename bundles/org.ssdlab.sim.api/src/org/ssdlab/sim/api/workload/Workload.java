package org.ssdlab.sim.api.workload;

/**
 * A stream of requests for one simulated drive, as a workload plugin creates it. The runner calls
 * {@link #start} once, then {@link #next} until it returns false; it is on the simulation's hot
 * path, so {@code next} must not allocate.
 */
public interface Workload {

    /**
     * @param userSectors the capacity the host sees, in 512-byte sectors
     * @param seed        fixes every random choice of the workload
     * @throws IllegalArgumentException when the parameters do not fit this drive (e.g. a span beyond it)
     */
    void start(long userSectors, long seed);

    /**
     * Fills in the next request.
     *
     * @param nowNanos the simulated time at which the request would be issued
     * @return false when the workload is finished (by count, bytes, time or end of trace)
     */
    boolean next(IoRequest request, long nowNanos);
}
