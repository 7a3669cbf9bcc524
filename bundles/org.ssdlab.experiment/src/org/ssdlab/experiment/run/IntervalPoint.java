package org.ssdlab.experiment.run;

/**
 * One interval of a phase's time series (a row of {@code timeseries.csv}).
 *
 * @param timeSeconds                 the interval's start, simulated seconds since the run began
 * @param writeAmplification          NAND bytes programmed per host byte written in the interval (NaN without writes)
 * @param cumulativeWriteAmplification since the drive was last secure-erased or new
 * @param freeBlocks                  free (super)blocks of the observed drive at the interval's end
 */
public record IntervalPoint(double timeSeconds, double iops, double throughputMBps, double meanLatencyUs,
        double p50LatencyUs, double p99LatencyUs, double p999LatencyUs, double maxLatencyUs,
        double writeAmplification, double cumulativeWriteAmplification, int freeBlocks) {
}
