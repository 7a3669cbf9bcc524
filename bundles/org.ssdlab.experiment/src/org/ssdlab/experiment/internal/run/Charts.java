package org.ssdlab.experiment.internal.run;

import java.awt.Color;
import java.awt.Rectangle;
import java.awt.geom.Ellipse2D;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.text.NumberFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
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
 * throughput, write amplification and latency percentiles over simulated time (one line per run,
 * its phases one after another), per-phase throughput of every run side by side, and where the
 * phases allow: every second's IOPS of the long write phases as dots (AnandTech's consistency
 * plots, linear and log), and the SNIA WSAT plot of IOPS against data written.
 */
public final class Charts {

    private static final int WIDTH = 1000;
    private static final int HEIGHT = 520;
    /** Whole seconds a write phase needs for its own scatter (a presentation choice, not a measurement). */
    static final int LONG_PHASE_SECONDS = 20;

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
        XYSeriesCollection scatter = perSecondIops(result, 0);
        if (scatter.getSeriesCount() > 0) {
            charts.put("iops-scatter", scatter(scatter, "IOPS of every second, long write phases",
                    "seconds since the phase began", "IOPS", false));
            charts.put("iops-scatter-log", scatter(perSecondIops(result, 1), "IOPS of every second, long write phases",
                    "seconds since the phase began", "IOPS (log scale; a second at 0 is drawn at 1)", true));
        }
        XYSeriesCollection wsat = wsat(result);
        if (wsat.getSeriesCount() > 0) {
            charts.put("wsat", scatter(wsat, "WSAT: IOPS against data written (SNIA PTS)",
                    "total data written in the phase (GB)", "IOPS", false));
        }
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
            data.addSeries(series(run.name() + " p90", run, IntervalPoint::p90LatencyUs));
            data.addSeries(series(run.name() + " p99", run, IntervalPoint::p99LatencyUs));
            data.addSeries(series(run.name() + " p99.9", run, IntervalPoint::p999LatencyUs));
            data.addSeries(series(run.name() + " p99.99", run, IntervalPoint::p9999LatencyUs));
            data.addSeries(series(run.name() + " max", run, IntervalPoint::maxLatencyUs));
        }
        JFreeChart chart = style(ChartFactory.createXYLineChart("Latency percentiles over time", "simulated time (s)",
                "latency (µs)", data));
        ((XYPlot) chart.getPlot()).setRangeAxis(logAxis("latency (µs, log scale)", data));
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

    /**
     * Phases that mostly wrote for at least {@link #LONG_PHASE_SECONDS}: each second's IOPS from
     * the phase's start, at least {@code floor} (a log axis has no 0).
     */
    static XYSeriesCollection perSecondIops(ExperimentResult result, double floor) {
        XYSeriesCollection data = new XYSeriesCollection();
        for (RunOutcome run : result.runs()) {
            for (PhaseOutcome phase : run.phases()) {
                List<IntervalPoint> points = phase.series();
                double writes = phase.metrics().writes().iops();
                double reads = phase.metrics().reads().iops();
                if (points.size() <= LONG_PHASE_SECONDS || !(writes > 0) || reads > writes) {
                    continue;
                }
                XYSeries series = new XYSeries(run.name() + " / " + phase.name(), false, true);
                double start = points.get(0).timeSeconds();
                for (IntervalPoint p : points.subList(0, points.size() - 1)) { // the last is not a whole second
                    series.add(p.timeSeconds() - start, Math.max(floor, p.iops()), false);
                }
                data.addSeries(series);
            }
        }
        return data;
    }

    /** WSAT phases: each whole second's IOPS at the data written before it (SNIA PTS plots IOPS against TGBW). */
    static XYSeriesCollection wsat(ExperimentResult result) {
        XYSeriesCollection data = new XYSeriesCollection();
        for (RunOutcome run : result.runs()) {
            for (PhaseOutcome phase : run.phases()) {
                if (!org.ssdlab.experiment.PhaseType.WSAT.keyword().equals(phase.type()) || phase.series().isEmpty()) {
                    continue;
                }
                XYSeries series = new XYSeries(run.name() + " / " + phase.name(), false, true);
                List<IntervalPoint> points = phase.series();
                double gigabytes = 0;
                for (int i = 0; i < Math.max(1, points.size() - 1); i++) { // the last is not a whole second
                    IntervalPoint p = points.get(i);
                    series.add(gigabytes, p.iops(), false);
                    if (i + 1 < points.size() && Double.isFinite(p.writes().mbps())) {
                        gigabytes += p.writes().mbps() * (points.get(i + 1).timeSeconds() - p.timeSeconds()) / 1e3;
                    }
                }
                data.addSeries(series);
            }
        }
        return data;
    }

    private static JFreeChart scatter(XYSeriesCollection data, String title, String xTitle, String yTitle, boolean log) {
        JFreeChart chart = style(ChartFactory.createScatterPlot(title, xTitle, yTitle, data));
        XYPlot plot = (XYPlot) chart.getPlot();
        XYLineAndShapeRenderer dots = new XYLineAndShapeRenderer(false, true);
        for (int i = 0; i < data.getSeriesCount(); i++) {
            dots.setSeriesShape(i, new Ellipse2D.Double(-1.5, -1.5, 3, 3));
        }
        plot.setRenderer(dots);
        if (log) {
            plot.setRangeAxis(logAxis(yTitle, data));
        }
        return chart;
    }

    /**
     * Whole decades around the data, labelled as plain numbers (1, 10, 100, …), as storage plots
     * are read; a range inside one decade would otherwise show no label at all.
     */
    private static LogAxis logAxis(String title, XYSeriesCollection data) {
        LogAxis axis = new LogAxis(title);
        axis.setSmallestValue(1);
        axis.setTickUnit(new NumberTickUnit(1));
        axis.setNumberFormatOverride(NumberFormat.getIntegerInstance(Locale.ROOT));
        double min = Double.POSITIVE_INFINITY;
        double max = 0;
        for (int i = 0; i < data.getSeriesCount(); i++) {
            XYSeries series = data.getSeries(i);
            if (series.getItemCount() > 0) {
                min = Math.min(min, Math.max(1, series.getMinY()));
                max = Math.max(max, series.getMaxY());
            }
        }
        if (max >= 1) {
            double lower = Math.pow(10, Math.floor(Math.log10(min)));
            axis.setRange(lower, Math.max(10 * lower, Math.pow(10, Math.ceil(Math.log10(max)))));
        }
        return axis;
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
