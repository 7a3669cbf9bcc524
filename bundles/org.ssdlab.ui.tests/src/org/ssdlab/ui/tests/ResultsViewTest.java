package org.ssdlab.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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

import org.eclipse.swtchart.ISeries;
import org.junit.jupiter.api.Test;
import org.ssdlab.ui.internal.UiIds;
import org.ssdlab.ui.internal.results.BarChartModel;
import org.ssdlab.ui.internal.results.ChartPanel;
import org.ssdlab.ui.internal.results.Curve;
import org.ssdlab.ui.internal.results.LineChartModel;
import org.ssdlab.ui.internal.results.ResultCharts;
import org.ssdlab.ui.internal.results.ResultsView;

class ResultsViewTest {

    private static LineChartModel line(String title, Curve... curves) {
        return new LineChartModel(title, "time (s)", title, List.of(curves));
    }

    @Test
    void drawsEveryRunAsASeriesAndTheLegendHidesOne() throws Exception {
        ResultsView view = (ResultsView) Ui.page().showView(UiIds.RESULTS_VIEW);
        Curve a = new Curve("fresh", new double[] { 1, 2, 3 }, new double[] { 5000, 4000, 3900 });
        Curve b = new Curve("full", new double[] { 1, 2 }, new double[] { 800, 700 });
        BarChartModel bars = new BarChartModel("IOPS per phase", "IOPS", List.of("fill", "write"),
                List.of(new Curve("fresh", new double[] { 0, 1 }, new double[] { 10, 20 })));
        view.show(new ResultCharts("demo", line("IOPS", a, b), line("MB/s"), line("Latency"), line("WA"), List.of(bars)),
                "test data");

        ChartPanel iops = view.panel(ResultsView.IOPS);
        ISeries<?>[] series = iops.chart().getSeriesSet().getSeries();
        assertEquals(List.of("fresh", "full"), Arrays.stream(series).map(ISeries::getId).toList());
        assertArrayEquals(new double[] { 5000, 4000, 3900 }, series[0].getYSeries());
        assertArrayEquals(new double[] { 1, 2 }, series[1].getXSeries());

        iops.toggle("full");
        assertFalse(iops.chart().getSeriesSet().getSeries("full").isVisible());
        view.show(view.charts(), "redrawn");
        assertFalse(iops.chart().getSeriesSet().getSeries("full").isVisible(), "a hidden run stays hidden on redraw");
        iops.toggle("full");
        assertTrue(iops.chart().getSeriesSet().getSeries("full").isVisible());

        ChartPanel phases = view.panel(ResultsView.PHASES);
        assertEquals(1, phases.chart().getSeriesSet().getSeries().length);
        assertArrayEquals(new String[] { "fill", "write" }, phases.chart().getAxisSet().getXAxis(0).getCategorySeries());
        assertEquals("phase,fresh\nfill,10\nwrite,20\n", phases.csv());
        assertTrue(iops.svg().contains(">full</text>"));
        java.nio.file.Path png = java.nio.file.Files.createTempFile("iops", ".png");
        iops.png(png);
        byte[] head = java.util.Arrays.copyOf(java.nio.file.Files.readAllBytes(png), 4);
        assertArrayEquals(new byte[] { (byte) 0x89, 'P', 'N', 'G' }, head);
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
