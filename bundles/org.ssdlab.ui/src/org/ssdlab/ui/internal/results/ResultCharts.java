package org.ssdlab.ui.internal.results;

import java.util.List;

/**
 * Everything the Results view draws for one experiment: the time series (IOPS, MB/s, latency
 * percentiles, write amplification; one curve per run and measure, so runs overlay) and per-phase
 * comparison bars, one chart per metric. Pure data.
 */
public record ResultCharts(String title, LineChartModel iops, LineChartModel throughput, LineChartModel latency,
        LineChartModel writeAmplification, List<BarChartModel> phaseBars) {

    public ResultCharts {
        phaseBars = List.copyOf(phaseBars);
    }

    public static ResultCharts empty(String title) {
        return new ResultCharts(title, line("IOPS", "IOPS"), line("Throughput", "MB/s"), line("Latency", "µs"),
                line("Write amplification", "WA"), List.of());
    }

    private static LineChartModel line(String title, String yTitle) {
        return new LineChartModel(title, "time (s)", yTitle, List.of());
    }
}
