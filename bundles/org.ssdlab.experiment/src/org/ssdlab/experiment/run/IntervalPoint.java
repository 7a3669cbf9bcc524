package org.ssdlab.experiment.run;

/**
 * One interval of a phase's time series (a row of {@code timeseries.csv}).
 *
 * @param timeSeconds                 the interval's start, simulated seconds since the run began
 * @param iops                        reads, writes and TRIMs per second (FLUSHes are counted in {@code flushes})
 * @param latency                     reads, writes and TRIMs together
 * @param writeAmplification          NAND bytes programmed per host byte written in the interval (NaN without writes)
 * @param cumulativeWriteAmplification since the drive was last secure-erased or new
 * @param freeBlocks                  free (super)blocks of the observed drive at the interval's end
 * @param reads                       reads alone
 * @param writes                      writes alone
 * @param flushes                     FLUSH commands issued
 */
public record IntervalPoint(double timeSeconds, double iops, double throughputMBps, Latency latency,
        double writeAmplification, double cumulativeWriteAmplification, int freeBlocks, Io reads, Io writes,
        long flushes) {

    /** The columns of the first result format alone; the others are NaN. */
    public IntervalPoint(double timeSeconds, double iops, double throughputMBps, double meanLatencyUs,
            double p50LatencyUs, double p99LatencyUs, double p999LatencyUs, double maxLatencyUs,
            double writeAmplification, double cumulativeWriteAmplification, int freeBlocks) {
        this(timeSeconds, iops, throughputMBps, new Latency(meanLatencyUs, p50LatencyUs, Double.NaN, p99LatencyUs,
                p999LatencyUs, Double.NaN, maxLatencyUs), writeAmplification, cumulativeWriteAmplification, freeBlocks,
                Io.NONE, Io.NONE, 0);
    }

    public double meanLatencyUs() {
        return latency.meanUs();
    }

    public double p50LatencyUs() {
        return latency.p50Us();
    }

    public double p90LatencyUs() {
        return latency.p90Us();
    }

    public double p99LatencyUs() {
        return latency.p99Us();
    }

    public double p999LatencyUs() {
        return latency.p999Us();
    }

    public double p9999LatencyUs() {
        return latency.p9999Us();
    }

    public double maxLatencyUs() {
        return latency.maxUs();
    }
}
