package org.ssdlab.sim.core.timing;

/**
 * What the drive did in one interval of simulated time (requests counted by issue time).
 *
 * @param startNanos           interval start, simulated time
 * @param seconds              interval length
 * @param requests             requests issued (reads, writes and TRIMs)
 * @param bytes                bytes read and written
 * @param iops                 requests per second
 * @param megabytesPerSecond   10^6 bytes per second
 * @param meanLatencyMicros    mean request latency
 * @param p50LatencyMicros     median latency
 * @param p99LatencyMicros     99th percentile
 * @param p999LatencyMicros    99.9th percentile
 * @param maxLatencyMicros     largest latency
 * @param writeAmplification   NAND bytes programmed per host byte written in this interval (NaN without writes)
 * @param cumulativeWriteAmplification since the run began
 * @param freeBlocks           free (super)blocks at the end of the interval
 * @param gcUnitsRelocated     units GC moved in this interval
 */
public record IntervalStats(long startNanos, double seconds, long requests, long bytes, double iops,
        double megabytesPerSecond, double meanLatencyMicros, double p50LatencyMicros, double p99LatencyMicros,
        double p999LatencyMicros, double maxLatencyMicros, double writeAmplification,
        double cumulativeWriteAmplification, int freeBlocks, long gcUnitsRelocated) {
}
