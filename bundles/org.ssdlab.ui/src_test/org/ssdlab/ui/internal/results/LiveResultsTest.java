package org.ssdlab.ui.internal.results;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.chart.ChartModel;
import org.ssdlab.experiment.chart.Figure;
import org.ssdlab.experiment.chart.LineChartModel;
import org.ssdlab.experiment.chart.ResultCharts;
import org.ssdlab.experiment.run.IntervalPoint;
import org.ssdlab.experiment.run.Latency;

class LiveResultsTest {

    private static IntervalPoint point(double t, double iops) {
        return new IntervalPoint(t, iops, iops / 256, Latency.NONE, 1, 1, 0, org.ssdlab.experiment.run.Io.NONE,
                org.ssdlab.experiment.run.Io.NONE, 0);
    }

    @Test
    void liveResultsGrowAsIntervalsArriveAndPanelAsTheFinishedOnes() {
        LiveResults live = new LiveResults("demo (running)", Map.of("write", "workload", "asssd", "benchmark"));
        long before = live.version();
        live.add("fresh", "write", point(1, 10));
        live.add("fresh", "write", point(2, 20));
        live.add("fresh", "asssd-seq-write", point(3, 5));
        live.add("fresh", "asssd-seq-read", point(4, 6));
        assertTrue(live.version() > before);
        ResultCharts charts = live.charts();
        Figure iops = (Figure) charts.chart(ResultCharts.IOPS);
        assertEquals(List.of("write", "asssd"), iops.panels().stream().map(ChartModel::title).toList(),
                "a benchmark's steps are one panel, as in the result directory");
        assertArrayEquals(new double[] { 10, 20 }, ((LineChartModel) iops.panels().get(0)).curve("fresh").y());
        assertEquals(List.of(), charts.phaseBars());
        assertEquals("benchmark", live.type("asssd-4k-read"));
        assertEquals("workload", live.type("unknown"));
    }
}
