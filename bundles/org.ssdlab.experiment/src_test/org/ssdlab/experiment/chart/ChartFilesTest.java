package org.ssdlab.experiment.chart;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.GraphicsEnvironment;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.RunOutcome;

/** The files drawn from the model: headless, every chart, breaks as gaps, one CSV for every kind. */
class ChartFilesTest {

    private static final Axis PLAIN = Axis.of("x", AxisFormat.PLAIN);

    private static int count(String text, String what) {
        int n = 0;
        for (int i = text.indexOf(what); i >= 0; i = text.indexOf(what, i + 1)) {
            n++;
        }
        return n;
    }

    private static String svg(double... y) {
        double[] x = new double[y.length];
        Arrays.setAll(x, i -> i);
        return new String(ChartFiles.svg(LineChartModel.lines("t", PLAIN, PLAIN, List.of(new Curve("c", x, y)))),
                StandardCharsets.UTF_8);
    }

    @Test
    void everyChartOfAResultRendersAsPngAndSvgWithoutADisplay() throws Exception {
        assertTrue(GraphicsEnvironment.isHeadless(), "the test JVM runs headless (build.properties: argLine)");
        ExperimentResult result = new ExperimentResult("e", 1, 1, List.of(
                new RunOutcome("fresh", "X", List.of(Results.phase("wsat", "wsat", 0, 30, 0, 25_000),
                        Results.phase("read", "workload", 31, 5, 100, 0))),
                new RunOutcome("full", "X", List.of(Results.phase("wsat", "wsat", 0, 30, 0, 5_000)))));
        ResultCharts charts = ResultCharts.of(result);
        for (var chart : charts.charts().entrySet()) {
            byte[] png = ChartFiles.png(chart.getValue());
            assertArrayEquals(new byte[] { (byte) 0x89, 'P', 'N', 'G' }, Arrays.copyOf(png, 4), chart.getKey());
            String svg = new String(ChartFiles.svg(chart.getValue()), StandardCharsets.UTF_8);
            assertTrue(svg.contains("<svg") && svg.contains("full"), chart.getKey());
        }
        String latency = new String(ChartFiles.svg(charts.chart(ResultCharts.LATENCY)), StandardCharsets.UTF_8);
        var plot = (org.jfree.chart.plot.CombinedRangeXYPlot) ChartFiles.chart(charts.chart(ResultCharts.LATENCY)).getPlot();
        assertTrue(plot.getRangeAxis() instanceof org.jfree.chart.axis.LogAxis);
        assertEquals("1 ms", ((org.jfree.chart.axis.LogAxis) plot.getRangeAxis()).getNumberFormatOverride().format(1000.0),
                "latency ticks in µs and ms, not powers of ten");
        assertEquals(1, count(latency, ">fresh p99.9<"), "one legend entry for a run's curve in all panels");
    }

    @Test
    void aBreakInACurveLeavesAGapInTheDrawing() {
        int whole = count(svg(1, 2, 3, 4, 5, 6), "<line");
        int broken = count(svg(1, 2, 3, Double.NaN, 5, 6), "<line");
        assertEquals(whole - 2, broken, "the two segments touching the missing sample are not drawn");
    }

    @Test
    void barsCarryTheirValues() {
        BarChartModel bars = new BarChartModel("b", Axis.of("latency", AxisFormat.MICROSECONDS), List.of("fill", "write"),
                List.of(new Curve("a", new double[] { 0, 1 }, new double[] { 1500, Double.NaN })));
        String svg = new String(ChartFiles.svg(bars), StandardCharsets.UTF_8);
        assertTrue(svg.contains(">1.5 ms<"), "the bar's value as a label");
    }

    @Test
    void oneCsvForLinesBarsAndFigures() {
        LineChartModel line = LineChartModel.lines("p", PLAIN, PLAIN,
                List.of(new Curve("a,b", new double[] { 0, 1.5 }, new double[] { 2, Double.NaN })));
        LineChartModel other = LineChartModel.lines("q", PLAIN, PLAIN,
                List.of(new Curve("c", new double[] { 3 }, new double[] { 1e-7 })));
        BarChartModel bars = new BarChartModel("bars", PLAIN, List.of("fill"),
                List.of(new Curve("r", new double[] { 0 }, new double[] { 0.25 })));
        assertEquals("panel,series,x,y\np,\"a,b\",0,2\np,\"a,b\",1.5,\n", ChartCsv.write(line));
        assertEquals("panel,series,x,y\np,\"a,b\",0,2\np,\"a,b\",1.5,\nq,c,3,1e-07\n",
                ChartCsv.write(new Figure("f", List.of(line, other))));
        assertEquals("panel,series,x,y\nbars,r,fill,0.25\n", ChartCsv.write(bars));
    }
}
