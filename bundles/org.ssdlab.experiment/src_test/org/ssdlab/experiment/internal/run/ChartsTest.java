package org.ssdlab.experiment.internal.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.jfree.chart.JFreeChart;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.IntervalPoint;
import org.ssdlab.experiment.run.Io;
import org.ssdlab.experiment.run.Latency;
import org.ssdlab.experiment.run.PhaseMetrics;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.RunOutcome;

/** Which phases get a per-second scatter and a WSAT plot, and where their points lie. */
class ChartsTest {

    private static final Latency L = new Latency(100, 90, 120, 200, 300, 400, 500);

    /** {@code seconds} whole seconds and a closing part, writing {@code writeIops} 4 KiB writes and reading {@code readIops}. */
    private static PhaseOutcome phase(String name, String type, double start, int seconds, double readIops,
            double writeIops) {
        List<IntervalPoint> points = new ArrayList<>();
        for (int i = 0; i <= seconds; i++) {
            double w = i == seconds ? 1 : writeIops * (i % 2 == 0 ? 1 : 0); // every other second a stall
            points.add(new IntervalPoint(start + i, readIops + w, (readIops + w) * 4096e-6, L, 2, 2, 10,
                    new Io(readIops, readIops * 4096e-6, L), new Io(w, w * 4096e-6, L), 0));
        }
        PhaseMetrics m = new PhaseMetrics(readIops + writeIops / 2, 1, 2, L, seconds, null,
                new Io(readIops, 1, L), new Io(writeIops / 2, 1, L), 0, null);
        return new PhaseOutcome(name, type, m, points);
    }

    private static ExperimentResult result() {
        return new ExperimentResult("e", 1, 1, List.of(new RunOutcome("a", "X", List.of(
                phase("wsat", "wsat", 0, 30, 0, 25_000),
                phase("short-write", "workload", 31, 5, 0, 25_000),
                phase("long-read", "workload", 37, 40, 50_000, 0)))));
    }

    @Test
    void longWritePhasesAloneGetEverySecondAsADot() {
        XYSeriesCollection data = Charts.perSecondIops(result(), 0);
        assertEquals(1, data.getSeriesCount());
        XYSeries wsat = data.getSeries(0);
        assertEquals("a / wsat", wsat.getKey());
        assertEquals(30, wsat.getItemCount(), "whole seconds only");
        assertEquals(0, wsat.getX(0).doubleValue());
        assertEquals(0, wsat.getY(1).doubleValue(), "a stalled second stays at 0 on the linear plot");
        assertEquals(1, Charts.perSecondIops(result(), 1).getSeries(0).getY(1).doubleValue(), "and at 1 on the log plot");
    }

    @Test
    void wsatPlotsIopsAgainstTheDataWrittenBefore() {
        XYSeries wsat = Charts.wsat(result()).getSeries(0);
        assertEquals(30, wsat.getItemCount());
        assertEquals(0, wsat.getX(0).doubleValue());
        // 25,000 × 4 KiB in each even second, nothing in the odd ones
        assertEquals(0.1024, wsat.getX(1).doubleValue(), 1e-9);
        assertEquals(0.1024, wsat.getX(2).doubleValue(), 1e-9);
        assertEquals(0.2048, wsat.getX(3).doubleValue(), 1e-9);
    }

    @Test
    void theChartsOfAResultAreDrawn() throws Exception {
        Map<String, JFreeChart> charts = Charts.of(result());
        assertTrue(charts.keySet().containsAll(List.of("iops", "latency", "iops-scatter", "iops-scatter-log", "wsat")),
                charts.keySet().toString());
        for (JFreeChart chart : charts.values()) {
            assertTrue(Charts.png(chart).length > 1000);
        }
        ExperimentResult none = new ExperimentResult("e", 1, 1,
                List.of(new RunOutcome("a", "X", List.of(phase("short-write", "workload", 0, 5, 0, 25_000)))));
        assertFalse(Charts.of(none).containsKey("iops-scatter") || Charts.of(none).containsKey("wsat"));
    }
}
