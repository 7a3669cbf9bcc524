package org.ssdlab.experiment.internal.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.run.PerSecondIops;
import org.ssdlab.experiment.run.PhaseMetrics;
import org.ssdlab.sim.core.ftl.FtlCounters;
import org.ssdlab.sim.core.timing.IntervalStats;
import org.ssdlab.sim.core.timing.LatencyStats;
import org.ssdlab.sim.core.timing.RunResult;

/** The phase figures from the engine's intervals: reads and writes apart, the per-second spread. */
class MetricsTest {

    private static final FtlCounters NONE = new FtlCounters(8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

    private static LatencyStats latency(long count, double micros) {
        return new LatencyStats(count, micros, micros, micros, micros, micros, micros, micros);
    }

    /** One interval of {@code seconds} with {@code reads} 4 KiB reads at 100 µs and {@code writes} at 1 ms. */
    private static IntervalStats interval(double start, double seconds, long reads, long writes) {
        return new IntervalStats((long) (start * 1e9), seconds, reads, writes, 0, 0, 4096 * reads, 4096 * writes,
                latency(reads + writes, (reads * 100.0 + writes * 1000.0) / Math.max(1, reads + writes)),
                reads > 0 ? latency(reads, 100) : LatencyStats.NONE, writes > 0 ? latency(writes, 1000) : LatencyStats.NONE,
                LatencyStats.NONE, 2, 2, 10, 0);
    }

    private static RunResult run(long[] writesPerSecond, long lastWrites) {
        List<IntervalStats> intervals = new ArrayList<>();
        long writes = 0;
        for (int i = 0; i < writesPerSecond.length; i++) {
            intervals.add(interval(i, 1, writesPerSecond[i] / 4, writesPerSecond[i] - writesPerSecond[i] / 4));
            writes += writesPerSecond[i];
        }
        intervals.add(interval(writesPerSecond.length, 0.5, 0, lastWrites));
        double seconds = writesPerSecond.length + 0.5;
        long reads = 0;
        for (long w : writesPerSecond) {
            reads += w / 4;
        }
        long all = writes + lastWrites;
        IntervalStats total = interval(0, seconds, reads, all - reads);
        return new RunResult(0, (long) (seconds * 1e9), total, intervals, NONE, 1);
    }

    @Test
    void standardDeviationOfAKnownSeries() {
        PerSecondIops s = PerSecondIops.of(new double[] { 2, 4, 4, 4, 5, 5, 7, 9 });
        assertEquals(5, s.mean(), 1e-12);
        assertEquals(2, s.min());
        assertEquals(9, s.max());
        assertEquals(2, s.stdev(), 1e-12);
        assertTrue(Double.isNaN(PerSecondIops.of(new double[0]).stdev()));
    }

    @Test
    void perSecondSpreadTakesTheWholeSecondsAndNotTheClosingPart() {
        PhaseMetrics m = Metrics.of(run(new long[] { 2000, 4000, 4000, 4000, 5000, 5000, 7000, 9000 }, 1));
        assertEquals(5000, m.perSecond().mean(), 1e-9);
        assertEquals(2000, m.perSecond().min());
        assertEquals(9000, m.perSecond().max());
        assertEquals(2000, m.perSecond().stdev(), 1e-9);
    }

    @Test
    void readsAndWritesApartAddUpToTheWhole() {
        PhaseMetrics m = Metrics.of(run(new long[] { 4000, 4000 }, 0));
        assertEquals(m.iops(), m.reads().iops() + m.writes().iops(), 1e-9);
        assertEquals(m.throughputMBps(), m.reads().mbps() + m.writes().mbps(), 1e-9);
        assertEquals(100, m.reads().latency().p99Us());
        assertEquals(1000, m.writes().latency().maxUs());
        assertEquals(m.reads().iops(), m.value("readIops"));
        assertEquals(1000, m.value("writeP9999LatencyUs"));
        assertEquals(m.perSecond().stdev(), m.value("perSecondIopsStdev"));
        for (String key : PhaseMetrics.KEYS) {
            assertTrue(key.equals("writeAmplification") || Double.isFinite(m.value(key)), key); // no FTL counters here
        }
    }
}
