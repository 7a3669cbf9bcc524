package org.ssdlab.sim.core.timing;

/**
 * What the drive did in one interval of simulated time (requests counted by issue time). A FLUSH
 * moves no data and is not an I/O in IOPS terms: flushes are counted apart from requests.
 *
 * @param startNanos           interval start, simulated time
 * @param seconds              interval length
 * @param reads                reads issued
 * @param writes               writes issued (FUA writes included)
 * @param trims                TRIMs issued
 * @param flushes              FLUSH commands issued
 * @param bytesRead            bytes read
 * @param bytesWritten         bytes written
 * @param latency              reads, writes and TRIMs together
 * @param readLatency          reads only
 * @param writeLatency         writes only
 * @param flushLatency         FLUSH commands
 * @param writeAmplification   NAND bytes programmed per host byte written in this interval (NaN without writes)
 * @param cumulativeWriteAmplification since the run began
 * @param freeBlocks           free (super)blocks at the end of the interval
 * @param gcUnitsRelocated     units GC moved in this interval
 */
public record IntervalStats(long startNanos, double seconds, long reads, long writes, long trims, long flushes,
        long bytesRead, long bytesWritten, LatencyStats latency, LatencyStats readLatency, LatencyStats writeLatency,
        LatencyStats flushLatency, double writeAmplification, double cumulativeWriteAmplification, int freeBlocks,
        long gcUnitsRelocated) {

    /** Reads, writes and TRIMs: the I/Os of IOPS. */
    public long requests() {
        return reads + writes + trims;
    }

    /** Bytes read and written. */
    public long bytes() {
        return bytesRead + bytesWritten;
    }

    /** Reads, writes and TRIMs per second. */
    public double iops() {
        return requests() / seconds;
    }

    public double readIops() {
        return reads / seconds;
    }

    public double writeIops() {
        return writes / seconds;
    }

    /** Bytes read and written, 10^6 per second. */
    public double megabytesPerSecond() {
        return bytes() / seconds / 1e6;
    }

    public double readMegabytesPerSecond() {
        return bytesRead / seconds / 1e6;
    }

    public double writeMegabytesPerSecond() {
        return bytesWritten / seconds / 1e6;
    }

    public double meanLatencyMicros() {
        return latency.meanMicros();
    }

    public double p50LatencyMicros() {
        return latency.p50Micros();
    }

    public double p99LatencyMicros() {
        return latency.p99Micros();
    }

    public double p999LatencyMicros() {
        return latency.p999Micros();
    }

    public double maxLatencyMicros() {
        return latency.maxMicros();
    }
}
