package org.ssdlab.experiment.internal.run;

import java.awt.Color;
import java.awt.Rectangle;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.ToDoubleFunction;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.svg.SVGGraphics2D;
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.IntervalPoint;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.RunOutcome;

/**
 * The charts of a result directory, each as PNG and SVG drawn from the same chart: IOPS,
 * throughput, write amplification and latency over simulated time (one line per run, its phases
 * one after another), and per-phase throughput of every run side by side.
 */
public final class Charts {

    private static final int WIDTH = 1000;
    private static final int HEIGHT = 520;

    static {
        System.setProperty("java.awt.headless", "true"); // never needs a display, also in the workbench
    }

    private Charts() {
    }

    /** File name without extension → chart, in a fixed order. */
    public static Map<String, JFreeChart> of(ExperimentResult result) {
        Map<String, JFreeChart> charts = new LinkedHashMap<>();
        charts.put("iops", overTime(result, "IOPS over time", "IOPS", IntervalPoint::iops));
        charts.put("throughput", overTime(result, "Throughput over time", "MB/s", IntervalPoint::throughputMBps));
        charts.put("write-amplification", overTime(result, "Write amplification over time (per interval)", "WA",
                IntervalPoint::writeAmplification));
        charts.put("latency", latency(result));
        charts.put("comparison", comparison(result));
        return charts;
    }

    public static byte[] png(JFreeChart chart) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ChartUtils.writeChartAsPNG(out, chart, WIDTH, HEIGHT);
        return out.toByteArray();
    }

    public static byte[] svg(JFreeChart chart) {
        SVGGraphics2D g = new SVGGraphics2D(WIDTH, HEIGHT);
        chart.draw(g, new Rectangle(0, 0, WIDTH, HEIGHT));
        return g.getSVGDocument().getBytes(StandardCharsets.UTF_8);
    }

    private static JFreeChart overTime(ExperimentResult result, String title, String unit,
            ToDoubleFunction<IntervalPoint> value) {
        XYSeriesCollection data = new XYSeriesCollection();
        for (RunOutcome run : result.runs()) {
            data.addSeries(series(run.name(), run, value));
        }
        return style(ChartFactory.createXYLineChart(title, "simulated time (s)", unit, data));
    }

    private static JFreeChart latency(ExperimentResult result) {
        XYSeriesCollection data = new XYSeriesCollection();
        for (RunOutcome run : result.runs()) {
            data.addSeries(series(run.name() + " p50", run, IntervalPoint::p50LatencyUs));
            data.addSeries(series(run.name() + " p99", run, IntervalPoint::p99LatencyUs));
        }
        JFreeChart chart = style(ChartFactory.createXYLineChart("Latency percentiles over time", "simulated time (s)",
                "latency (µs)", data));
        LogAxis axis = new LogAxis("latency (µs, log scale)");
        axis.setSmallestValue(1);
        ((XYPlot) chart.getPlot()).setRangeAxis(axis);
        return chart;
    }

    /** Throughput of every phase that moved data, runs side by side. */
    private static JFreeChart comparison(ExperimentResult result) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        for (RunOutcome run : result.runs()) {
            for (PhaseOutcome phase : run.phases()) {
                double mbps = phase.metrics().throughputMBps();
                if (Double.isFinite(mbps) && mbps > 0) {
                    data.addValue(mbps, run.name(), phase.name());
                }
            }
        }
        JFreeChart chart = ChartFactory.createBarChart("Throughput per phase", "phase", "MB/s", data,
                PlotOrientation.HORIZONTAL, true, true, false);
        chart.setBackgroundPaint(Color.WHITE);
        return chart;
    }

    private static XYSeries series(String key, RunOutcome run, ToDoubleFunction<IntervalPoint> value) {
        XYSeries series = new XYSeries(key, false, true);
        for (PhaseOutcome phase : run.phases()) {
            for (IntervalPoint p : phase.series()) {
                double v = value.applyAsDouble(p);
                if (Double.isFinite(v)) {
                    series.add(p.timeSeconds(), v, false);
                }
            }
        }
        return series;
    }

    private static JFreeChart style(JFreeChart chart) {
        chart.setBackgroundPaint(Color.WHITE);
        XYPlot plot = (XYPlot) chart.getPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        return chart;
    }
}
