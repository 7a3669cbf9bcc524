package org.ssdlab.experiment.internal.run;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.ssdlab.experiment.PtsTest;
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.IntervalPoint;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.RunOutcome;
import org.ssdlab.sim.core.timing.SteadyState;

/**
 * The SNIA PTS report's plots, drawn from a result: for each phase with a steady-state
 * determination the convergence plot (tracking variable per round, the window's average, its ±10 %
 * band and least-squares line), the IOPS test's IOPS against block size per R/W mix, and the WSAT's
 * IOPS against time. Written as PNG and SVG beside the other charts (by {@code ChartFiles}).
 */
public final class PtsCharts {

    private PtsCharts() {
    }

    /** Chart file name (without extension) of a phase's plot of {@code kind}: {@code pts-run-phase-steady-state}. */
    static String name(RunOutcome run, PhaseOutcome phase, String kind) {
        return "pts-" + run.name() + "-" + phase.name() + "-" + kind;
    }

    static final String CONVERGENCE = "steady-state";
    static final String IOPS = "iops-by-block-size";
    static final String WSAT_TIME = "wsat-time";
    /** HIR's IOPS and XSR's MB/s against time, as the PTS plots them. */
    static final String OVER_TIME = "over-time";

    /** File name → chart, in run and phase order. */
    public static Map<String, JFreeChart> of(ExperimentResult result) {
        Map<String, JFreeChart> charts = new LinkedHashMap<>();
        for (RunOutcome run : result.runs()) {
            for (PhaseOutcome phase : run.phases()) {
                double[] tracking = PtsLoop.tracking(phase.counts());
                if (tracking != null && tracking.length > 0) {
                    charts.put(name(run, phase, CONVERGENCE), convergence(run, phase, tracking));
                }
                if (PtsTest.IOPS.keyword.equals(phase.type())) {
                    charts.put(name(run, phase, IOPS), iopsByBlockSize(run, phase));
                }
                if ("wsat".equals(phase.type()) && !phase.series().isEmpty()) {
                    charts.put(name(run, phase, WSAT_TIME), wsatOverTime(run, phase));
                }
                if (PtsTest.HIR.keyword.equals(phase.type()) && !phase.series().isEmpty()) {
                    charts.put(name(run, phase, OVER_TIME), overTime(run, phase, "HIR: IOPS against time",
                            "IOPS (seconds with writes)", IntervalPoint::iops));
                }
                if (PtsTest.XSR.keyword.equals(phase.type()) && !phase.series().isEmpty()) {
                    charts.put(name(run, phase, OVER_TIME), overTime(run, phase, "XSR: throughput against time",
                            "MB/s", IntervalPoint::throughputMBps));
                }
            }
        }
        return charts;
    }

    /** What the tracking variable is for a phase of {@code type}. */
    static String tracking(String type) {
        PtsTest test = PtsTest.byKeyword(type);
        return test != null ? test.tracking : "IOPS";
    }

    private static JFreeChart convergence(RunOutcome run, PhaseOutcome phase, double[] tracking) {
        SteadyState.Fit fit = SteadyState.fit(tracking, tracking.length);
        XYSeriesCollection data = new XYSeriesCollection();
        XYSeries rounds = new XYSeries(tracking(phase.type()), false);
        for (int n = 1; n <= tracking.length; n++) {
            rounds.add(n, tracking[n - 1]);
        }
        data.addSeries(rounds);
        data.addSeries(line("window average", fit.first(), fit.last(), fit.mean(), fit.mean()));
        data.addSeries(line("110 % of average", fit.first(), fit.last(), 1.1 * fit.mean(), 1.1 * fit.mean()));
        data.addSeries(line("90 % of average", fit.first(), fit.last(), 0.9 * fit.mean(), 0.9 * fit.mean()));
        data.addSeries(line("least-squares line", fit.first(), fit.last(), fit.intercept(),
                fit.intercept() + fit.slope() * (fit.last() - fit.first())));
        JFreeChart chart = ChartFactory.createXYLineChart("Steady-state convergence: " + run.name() + " / "
                + phase.name() + " (rounds " + fit.first() + "–" + fit.last() + ")", "round", tracking(phase.type()), data);
        XYPlot plot = style(chart);
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, false);
        renderer.setSeriesShapesVisible(0, true);
        renderer.setSeriesPaint(0, new Color(0x1f77b4));
        renderer.setSeriesPaint(1, Color.BLACK);
        float[] dash = { 6f, 4f };
        renderer.setSeriesPaint(2, new Color(0xd62728));
        renderer.setSeriesStroke(2, new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, dash, 0f));
        renderer.setSeriesPaint(3, new Color(0xd62728));
        renderer.setSeriesStroke(3, new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, dash, 0f));
        renderer.setSeriesPaint(4, new Color(0x2ca02c));
        plot.setRenderer(renderer);
        ((NumberAxis) plot.getDomainAxis()).setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        ((NumberAxis) plot.getRangeAxis()).setAutoRangeIncludesZero(true);
        return chart;
    }

    private static XYSeries line(String name, double x0, double x1, double y0, double y1) {
        XYSeries s = new XYSeries(name, false);
        s.add(x0, y0);
        s.add(x1, y1);
        return s;
    }

    /** The PTS IOPS plot: one line per R/W mix, IOPS against block size (log scale). */
    private static JFreeChart iopsByBlockSize(RunOutcome run, PhaseOutcome phase) {
        XYSeriesCollection data = new XYSeriesCollection();
        Map<Integer, XYSeries> byMix = new LinkedHashMap<>();
        List<PtsTest.Cell> cells = PtsTest.IOPS.cells(0);
        for (PtsTest.Cell cell : cells) {
            XYSeries s = byMix.computeIfAbsent(cell.readPercent(), r -> new XYSeries("R/W " + cell.mix(), true));
            Double iops = phase.counts().get(PtsLoop.cellKey(cell, "iops"));
            if (iops != null && iops > 0) {
                s.add(cell.blockBytes() / 1024.0, iops);
            }
        }
        byMix.values().forEach(data::addSeries);
        JFreeChart chart = ChartFactory.createXYLineChart("PTS IOPS: " + run.name() + " / " + phase.name()
                + " (steady-state window average)", "block size (KiB, log scale)", "IOPS (log scale)", data);
        XYPlot plot = style(chart);
        LogAxis x = new LogAxis("block size (KiB, log scale)");
        x.setBase(2);
        x.setSmallestValue(0.25);
        // ticks at every power (0.5, 1, 2 … 1024 KiB; 1, 10, 100 … IOPS) written as numbers, not 2^n
        x.setTickUnit(new org.jfree.chart.axis.NumberTickUnit(1));
        x.setNumberFormatOverride(new java.text.DecimalFormat("0.#"));
        plot.setDomainAxis(x);
        LogAxis y = new LogAxis("IOPS (log scale)");
        y.setSmallestValue(1);
        y.setTickUnit(new org.jfree.chart.axis.NumberTickUnit(1));
        y.setNumberFormatOverride(new java.text.DecimalFormat("#,##0"));
        plot.setRangeAxis(y);
        plot.setRenderer(new XYLineAndShapeRenderer(true, true));
        return chart;
    }

    /** WSAT: IOPS of every interval against time since the phase began. */
    private static JFreeChart wsatOverTime(RunOutcome run, PhaseOutcome phase) {
        XYSeries s = new XYSeries(phase.name(), false);
        double t0 = phase.series().get(0).timeSeconds();
        for (IntervalPoint p : phase.series()) {
            s.add(p.timeSeconds() - t0, p.iops());
        }
        XYSeriesCollection data = new XYSeriesCollection(s);
        JFreeChart chart = ChartFactory.createScatterPlot("WSAT: IOPS against time, " + run.name() + " / "
                + phase.name(), "time since the phase began (s, simulated)", "IOPS", data);
        XYPlot plot = style(chart);
        XYLineAndShapeRenderer dots = new XYLineAndShapeRenderer(false, true);
        dots.setSeriesShape(0, new java.awt.geom.Ellipse2D.Double(-1.5, -1.5, 3, 3));
        plot.setRenderer(dots);
        return chart;
    }

    /** A dot per interval of the phase with I/O in it (HIR's idle seconds are left out), against time. */
    private static JFreeChart overTime(RunOutcome run, PhaseOutcome phase, String title, String axis,
            java.util.function.ToDoubleFunction<IntervalPoint> metric) {
        XYSeries s = new XYSeries(phase.name(), false);
        double t0 = phase.series().get(0).timeSeconds();
        for (IntervalPoint p : phase.series()) {
            if (p.iops() > 0) {
                s.add((p.timeSeconds() - t0) / 60, metric.applyAsDouble(p));
            }
        }
        JFreeChart chart = ChartFactory.createScatterPlot(title + ", " + run.name() + " / " + phase.name(),
                "time since the test's stimulus began (min, simulated)", axis, new XYSeriesCollection(s));
        XYPlot plot = style(chart);
        XYLineAndShapeRenderer dots = new XYLineAndShapeRenderer(false, true);
        dots.setSeriesShape(0, new java.awt.geom.Ellipse2D.Double(-1.5, -1.5, 3, 3));
        plot.setRenderer(dots);
        ((NumberAxis) plot.getRangeAxis()).setAutoRangeIncludesZero(true);
        return chart;
    }

    private static XYPlot style(JFreeChart chart) {
        chart.setBackgroundPaint(Color.WHITE);
        XYPlot plot = (XYPlot) chart.getPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        return plot;
    }
}
