package org.ssdlab.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.nebula.widgets.nattable.sort.SortDirectionEnum;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.sweep.SweepDirectory;
import org.ssdlab.experiment.sweep.SweepPlot;
import org.ssdlab.ui.internal.UiIds;
import org.ssdlab.ui.internal.results.ResultsView;
import org.ssdlab.ui.internal.sweep.SweepView;
import org.ssdlab.ui.internal.table.TableData;

/** The Sweep view on a real sweep directory: 2 GC high watermarks × 2 GC policies of the OCZ drive at scale 0.01. */
class SweepViewTest {

    private static SweepDirectory sweep;

    @BeforeAll
    static void runTheSweep() throws Exception {
        sweep = TinySweep.get();
    }

    private static SweepView open(Path path) throws Exception {
        SweepView view = (SweepView) Ui.page().showView(UiIds.SWEEP_VIEW);
        Job job = view.open(path);
        job.join();
        Ui.waitUntil("the sweep shown", 10000, () -> view.data() != null && view.data().directory().path().equals(sweep.path()));
        return view;
    }

    @Test
    void showsTheCombinedTableSortsAndFiltersIt() throws Exception {
        SweepView view = open(sweep.path().resolve(SweepDirectory.MANIFEST)); // the manifest names its directory
        TableData data = view.table().data();
        assertEquals(List.of("point", "gcHighWatermark", "gc", "run", "phase", "type"), data.columns().subList(0, 6));
        assertEquals(8, data.rows().size(), "4 points x 2 phases");
        view.table().filter("phase", "random-write");
        assertEquals(4, view.table().shownRows().size());
        view.table().sort("iops", SortDirectionEnum.DESC);
        List<Double> iops = view.table().shownRows().stream()
                .map(r -> ((Number) data.rows().get(r).get(data.column("iops"))).doubleValue()).toList();
        assertEquals(iops.stream().sorted(java.util.Comparator.reverseOrder()).toList(), iops);
        assertTrue(iops.get(0) > 0, iops.toString());
        view.table().filter("gc", "fifo");
        assertEquals(2, view.table().shownRows().size());
        assertTrue(view.table().csv().startsWith("point,gcHighWatermark,gc,run,phase,type,"), view.table().csv());
        System.out.println("sweep table: NatTable " + view.table().natTable().getBounds() + " visible "
                + view.table().natTable().isVisible() + " in " + view.table().control().getBounds());
    }

    @Test
    void chartsAMetricAgainstAParameterOneLinePerOtherValue() throws Exception {
        SweepView view = open(sweep.path());
        view.chart("iops", "gcHighWatermark");
        SweepPlot plot = view.sweepChart().plot();
        assertEquals(List.of("gc greedy", "gc fifo"), plot.lines().stream().map(SweepPlot.Line::name).toList());
        assertEquals(2, plot.lines().get(0).x().length);
        assertEquals(64.0, plot.lines().get(0).x()[0]);
        assertTrue(view.sweepChart().chart().getSeriesSet().getSeries().length >= 2);
        view.chart("iops", "gc");
        assertEquals(List.of("greedy", "fifo"), view.sweepChart().plot().categories());
        assertEquals(List.of("gcHighWatermark 64", "gcHighWatermark 96"),
                view.sweepChart().plot().lines().stream().map(SweepPlot.Line::name).toList());

        // the OCZ Agility 2 compresses (SandForce DuraWrite): outside the GC models' setting, so no model line, and why
        view.chart("writeAmplification", "gc");
        SweepPlot wa = view.sweepChart().plot();
        System.out.println("tiny sweep WA chart notes: " + wa.notes());
        assertEquals(List.of(), wa.models());
        assertTrue(!wa.notes().isEmpty() && wa.notes().stream().allMatch(n -> n.startsWith("no model line for gcHighWatermark")),
                wa.notes().toString());
        assertTrue(view.notesText().contains(wa.notes().get(0)), view.notesText());
    }

    @Test
    void doubleClickingAChartPointOrARowOpensThatPointsResults() throws Exception {
        SweepView view = open(sweep.path());
        view.chart("iops", "gcHighWatermark");
        Ui.drain();
        Point pixel = view.sweepChart().pixelOf(3);
        assertNotNull(pixel);
        assertEquals(3, view.sweepChart().pointAt(pixel.x, pixel.y));
        Control plotArea = view.sweepChart().chart().getPlotArea().getControl();
        Event click = new Event();
        click.x = pixel.x;
        click.y = pixel.y;
        click.button = 1;
        click.count = 2;
        plotArea.notifyListeners(SWT.MouseDoubleClick, click);
        ResultsView results = (ResultsView) Ui.page().findView(UiIds.RESULTS_VIEW);
        Ui.waitUntil("point 3's results", 10000, () -> results.statusText().equals("Results in " + sweep.pointDir(3)));
        assertEquals(2, results.table().data().rows().size(), "its two phases in the per-phase table");

        view = open(sweep.path());
        view.table().open(0); // what a double-click on the first row does
        Ui.waitUntil("point 0's results", 10000, () -> results.statusText().equals("Results in " + sweep.pointDir(0)));
    }

    @Test
    void aFolderThatIsNotASweepIsAProblemInTheView() throws Exception {
        SweepView view = (SweepView) Ui.page().showView(UiIds.SWEEP_VIEW);
        view.open(Files.createTempDirectory("nothing")).join();
        Ui.waitUntil("the problem", 5000, () -> view.statusText().startsWith("Cannot open the sweep: "));
        assertTrue(view.statusText().contains("is not a sweep directory: it has no manifest.json"), view.statusText());
    }
}
