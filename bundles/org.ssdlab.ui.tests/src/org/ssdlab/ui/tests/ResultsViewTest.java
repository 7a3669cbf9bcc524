package org.ssdlab.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.runtime.ILogListener;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swtchart.IBarSeries;
import org.eclipse.swtchart.ILineSeries;
import org.eclipse.swtchart.ISeries;
import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.chart.PhaseSeries;
import org.ssdlab.experiment.chart.ResultCharts;
import org.ssdlab.experiment.chart.RunSeries;
import org.ssdlab.experiment.run.IntervalPoint;
import org.ssdlab.experiment.run.Io;
import org.ssdlab.experiment.run.Latency;
import org.ssdlab.experiment.run.PhaseMetrics;
import org.ssdlab.ui.internal.UiIds;
import org.ssdlab.ui.internal.results.ChartPanel;
import org.ssdlab.ui.internal.results.FigurePanel;
import org.ssdlab.ui.internal.results.ResultsView;

class ResultsViewTest {

    private static final Latency L = new Latency(100, 90, 120, 200, 300, 400, 500);

    private static IntervalPoint point(double t, double iops) {
        return new IntervalPoint(t, iops, iops * 4096e-6, L, 2, 2, 10, Io.NONE, new Io(iops, iops * 4096e-6, L), 0);
    }

    private static PhaseSeries phase(String name, String type, double mbps, double... timeAndIops) {
        List<IntervalPoint> points = new java.util.ArrayList<>();
        for (int i = 0; i < timeAndIops.length; i += 2) {
            points.add(point(timeAndIops[i], timeAndIops[i + 1]));
        }
        PhaseMetrics m = new PhaseMetrics(mbps * 100, mbps, 2, L, 1, null, Io.NONE, new Io(mbps * 100, mbps, L), 0, null);
        return new PhaseSeries(name, type, points, m);
    }

    /** Two runs: an erase without samples, a fill, an idle gap inside the write phase of the second. */
    static ResultCharts demo() {
        PhaseSeries erase = new PhaseSeries("secure-erase", "secure-erase", List.of(),
                new PhaseMetrics(0, 0, Double.NaN, L, 0, null, Io.NONE, Io.NONE, 0, null));
        return ResultCharts.of("demo", List.of(
                new RunSeries("fresh", List.of(erase, phase("fill", "fill", 200, 0, 5000, 1, 4000, 2, 3900),
                        phase("write", "workload", 50, 3, 900, 4, 800, 5, 850))),
                new RunSeries("full", List.of(erase, phase("fill", "fill", 100, 0, 800, 1, 700),
                        phase("write", "workload", 20, 500, 300, 501, 310, 502, 320, 510, 330, 511, 340)))));
    }

    @Test
    void drawsEachPhaseAsAPanelWithRunsOverlaidAndBreaksAtGaps() throws Exception {
        ResultsView view = (ResultsView) Ui.page().showView(UiIds.RESULTS_VIEW);
        view.show(demo(), "test data");
        FigurePanel iops = view.panel(ResultsView.IOPS);
        assertEquals(2, iops.panels().size(), "fill and write; the erase has no samples");
        assertEquals(List.of("fresh", "full"), iops.legendEntries());
        ChartPanel write = iops.panels().get(1);
        ISeries<?>[] series = write.chart().getSeriesSet().getSeries();
        assertEquals(List.of("fresh", "full", "full#2"), Arrays.stream(series).map(ISeries::getId).toList(),
                "the gap from 502 s to 510 s splits full's line");
        assertArrayEquals(new double[] { 0, 1, 2 }, series[1].getXSeries(), "time since the phase began");
        assertArrayEquals(new double[] { 300, 310, 320 }, series[1].getYSeries());
        assertEquals(((ILineSeries<?>) series[1]).getLineColor().getRGB(), ((ILineSeries<?>) series[2]).getLineColor().getRGB());
        assertNotEquals(((ILineSeries<?>) series[0]).getLineColor().getRGB(), ((ILineSeries<?>) series[1]).getLineColor().getRGB());
        assertEquals(iops.panels().get(0).chart().getAxisSet().getYAxis(0).getRange().upper,
                write.chart().getAxisSet().getYAxis(0).getRange().upper, "the panels share the value range");

        iops.toggle("full");
        assertFalse(write.chart().getSeriesSet().getSeries("full#2").isVisible(), "every piece of the curve hides");
        view.show(view.charts(), "redrawn");
        assertFalse(iops.panels().get(1).chart().getSeriesSet().getSeries("full").isVisible(),
                "a hidden run stays hidden on redraw");
        iops.toggle("full");
        assertTrue(iops.panels().get(1).chart().getSeriesSet().getSeries("full").isVisible());
    }

    @Test
    void aZoomOfTheTimeAxisZoomsEveryTimeTabAndADoubleClickResetsThemAll() throws Exception {
        ResultsView view = (ResultsView) Ui.page().showView(UiIds.RESULTS_VIEW);
        view.show(demo(), "test data");
        view.select(ResultsView.IOPS);
        Ui.drain();
        view.resetZoom(); // the ranges of everything shown, at the size the panels have now (SWTChart's margins are in pixels)
        List<String> tabs = List.of(ResultsView.IOPS, ResultsView.THROUGHPUT, ResultsView.LATENCY, ResultsView.WA);
        java.util.Map<String, double[]> before = new java.util.HashMap<>();
        for (String tab : tabs) {
            for (ChartPanel p : view.panel(tab).panels()) {
                before.put(tab + "/" + p.model().title(), p.timeRange());
            }
        }
        ChartPanel write = phasePanel(view, ResultsView.IOPS, "write");
        org.eclipse.swt.widgets.Control plot = write.chart().getPlotArea().getControl();
        assertTrue(plot.getSize().x > 0, "the IOPS tab is laid out");
        org.eclipse.swt.widgets.Event wheel = new org.eclipse.swt.widgets.Event();
        wheel.x = plot.getSize().x / 4;
        wheel.y = plot.getSize().y / 2;
        wheel.count = 3;
        plot.notifyListeners(org.eclipse.swt.SWT.MouseVerticalWheel, wheel);
        plot.notifyListeners(org.eclipse.swt.SWT.MouseVerticalWheel, wheel);
        double[] zoomed = write.timeRange();
        double[] full = before.get(ResultsView.IOPS + "/write");
        assertTrue(zoomed[1] - zoomed[0] < 0.8 * (full[1] - full[0]), Arrays.toString(zoomed) + " in " + Arrays.toString(full));
        for (String tab : List.of(ResultsView.THROUGHPUT, ResultsView.LATENCY, ResultsView.WA)) {
            assertArrayEquals(zoomed, phasePanel(view, tab, "write").timeRange(), 1e-9, tab + " shows the same seconds");
            assertArrayEquals(before.get(tab + "/fill"), phasePanel(view, tab, "fill").timeRange(), 1e-9,
                    tab + ": the other phase keeps its range");
        }
        // a click marks an instant: the same seconds in the write panel of every time tab, none in the fill panels
        org.eclipse.swt.widgets.Event click = new org.eclipse.swt.widgets.Event();
        click.button = 1;
        click.count = 1;
        click.x = plot.getSize().x / 2;
        click.y = plot.getSize().y / 2;
        plot.notifyListeners(org.eclipse.swt.SWT.MouseUp, click);
        double marked = write.mark();
        assertTrue(marked > zoomed[0] && marked < zoomed[1], marked + " in " + Arrays.toString(zoomed));
        for (String tab : List.of(ResultsView.THROUGHPUT, ResultsView.LATENCY, ResultsView.WA)) {
            assertEquals(marked, phasePanel(view, tab, "write").mark(), 1e-9, tab + " marks the same instant");
            assertTrue(Double.isNaN(phasePanel(view, tab, "fill").mark()), tab + ": the other phase has no mark");
        }

        view.show(view.charts(), "redrawn");
        assertArrayEquals(zoomed, phasePanel(view, ResultsView.LATENCY, "write").timeRange(), 1e-9,
                "a redraw (a live run's) keeps the zoom");
        assertEquals(marked, phasePanel(view, ResultsView.LATENCY, "write").mark(), 1e-9, "and the mark");

        view.select(ResultsView.LATENCY);
        Ui.drain();
        phasePanel(view, ResultsView.LATENCY, "write").chart().getPlotArea().getControl()
                .notifyListeners(org.eclipse.swt.SWT.MouseDoubleClick, new org.eclipse.swt.widgets.Event());
        for (String tab : tabs) {
            for (ChartPanel p : view.panel(tab).panels()) {
                double[] all = before.get(tab + "/" + p.model().title());
                // SWTChart pads the data range by a few pixels, none while a tab was never laid out: up to 5 %
                assertArrayEquals(all, p.timeRange(), 0.06 * (all[1] - all[0]), tab + "/" + p.model().title()
                        + " shows everything again: " + Arrays.toString(p.timeRange()) + " for " + Arrays.toString(all));
                assertTrue(Double.isNaN(p.mark()), tab + "/" + p.model().title() + ": no mark after the reset");
            }
        }
        view.select(ResultsView.IOPS);
    }

    private static ChartPanel phasePanel(ResultsView view, String tab, String phase) {
        return view.panel(tab).panels().stream().filter(p -> p.model().title().equals(phase)).findFirst()
                .orElseThrow(() -> new AssertionError("no panel " + phase + " in " + tab));
    }

    @Test
    void latencyShadesTicksAndPhaseBars() throws Exception {
        ResultsView view = (ResultsView) Ui.page().showView(UiIds.RESULTS_VIEW);
        view.show(demo(), "test data");
        ChartPanel latency = view.panel(ResultsView.LATENCY).panels().get(0);
        assertTrue(latency.chart().getAxisSet().getYAxis(0).isLogScaleEnabled());
        assertEquals("100 µs", latency.chart().getAxisSet().getYAxis(0).getTick().getFormat().format(100.0));
        assertEquals("1 ms", latency.chart().getAxisSet().getYAxis(0).getTick().getFormat().format(1000.0));
        List<Integer> blues = Arrays.stream(latency.chart().getSeriesSet().getSeries())
                .map(s -> ((ILineSeries<?>) s).getLineColor().getRGB().hashCode()).distinct().toList();
        assertEquals(6, blues.size(), "p50, p99, p99.9 of two runs: six different colours");

        FigurePanel phases = view.panel(ResultsView.PHASES);
        ChartPanel bars = phases.panels().get(0);
        assertArrayEquals(new String[] { "write", "fill" }, bars.chart().getAxisSet().getXAxis(0).getCategorySeries(),
                "no empty row for the erase (bottom-up: the first phase is drawn on top)");
        assertEquals(org.eclipse.swt.SWT.VERTICAL, bars.chart().getOrientation(), "horizontal bars");
        assertTrue(bars.chart().getSeriesSet().getSeries()[0] instanceof IBarSeries);
        assertTrue(phases.csv().startsWith("panel,series,x,y\nThroughput per phase,fresh,fill,200\n"), phases.csv());

        Path png = Files.createTempFile("iops", ".png");
        view.panel(ResultsView.IOPS).png(png);
        assertArrayEquals(new byte[] { (byte) 0x89, 'P', 'N', 'G' }, Arrays.copyOf(Files.readAllBytes(png), 4));
        Path svg = Files.createTempFile("iops", ".svg");
        view.panel(ResultsView.IOPS).svg(svg);
        assertTrue(Files.readString(svg).contains(">full<"), "the export is the result directory's drawing");
    }

    @Test
    void aMissingOrDamagedResultFolderIsAProblemInTheViewAndNoErrorInTheLog() throws Exception {
        ResultsView view = (ResultsView) Ui.page().showView(UiIds.RESULTS_VIEW);
        List<IStatus> logged = new CopyOnWriteArrayList<>();
        ILogListener listener = (status, plugin) -> logged.add(status);
        Platform.addLogListener(listener);
        try {
            Path root = Files.createTempDirectory("results");
            Path damaged = Files.createDirectory(root.resolve("damaged"));
            Files.writeString(damaged.resolve("summary.json"), "{ not json");
            Files.writeString(damaged.resolve("timeseries.csv"), "");
            String[][] cases = { { "nothing-here", "does not exist" }, { "damaged", "holds damaged results" },
                    { ".", "is not a result directory: it has no summary.json" } };
            for (String[] c : cases) {
                Job job = view.open(root.resolve(c[0]).normalize());
                job.join();
                Ui.waitUntil("the problem shown", 5000, () -> view.statusText().contains(c[1]));
                assertTrue(job.getResult().isOK(), job.getResult().toString());
                assertTrue(view.statusText().startsWith("Cannot open the results: "), view.statusText());
            }
            assertEquals(List.of(), logged.stream().filter(s -> s.getSeverity() == IStatus.ERROR).toList());
        } finally {
            Platform.removeLogListener(listener);
        }
    }
}
