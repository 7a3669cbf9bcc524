package org.ssdlab.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.swtchart.ISeries;
import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.run.ExecutionComparison;
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.ResultDirectory;
import org.ssdlab.experiment.sweep.SweepDirectory;
import org.ssdlab.ui.internal.UiIds;
import org.ssdlab.ui.internal.results.ResultsView;
import org.ssdlab.ui.internal.table.TableData;

/** Two executions compared: the tiny sweep's greedy points at gcHighWatermark 64 (A) and 96 (B). */
class CompareResultsTest {

    @Test
    void overlaysTheRunsAndTabulatesTheChangeOfEveryMetric() throws Exception {
        SweepDirectory sweep = TinySweep.get();
        Path a = sweep.pointDir(0);
        Path b = sweep.pointDir(2);
        ResultsView view = (ResultsView) Ui.page().showView(UiIds.RESULTS_VIEW);
        view.compare(List.of(a, b)).join();
        Ui.waitUntil("the comparison shown", 10000, () -> view.sources().equals(List.of(a, b)));

        ISeries<?>[] iops = view.panel(ResultsView.IOPS).panels().get(0).chart().getSeriesSet().getSeries(); // the write phase's panel
        assertEquals(List.of("A: base", "B: base"), Arrays.stream(iops).map(ISeries::getId).toList());
        assertTrue(iops[0].getXSeries().length > 0, "A's intervals are drawn");
        assertEquals("A = " + a + "; B = " + b, view.statusText());

        TableData table = view.table().data();
        assertEquals(List.of("run", "phase", "metric", "A", "B", "B vs A (%)"), table.columns());
        ExperimentResult before = ResultDirectory.read(a);
        ExperimentResult after = ResultDirectory.read(b);
        double iopsA = before.run("base").orElseThrow().phase("random-write").orElseThrow().metrics().iops();
        double iopsB = after.run("base").orElseThrow().phase("random-write").orElseThrow().metrics().iops();
        List<Object> row = table.rows().stream().filter(r -> r.get(1).equals("random-write") && r.get(2).equals("iops"))
                .findFirst().orElseThrow();
        assertEquals(iopsA, (Double) row.get(3));
        assertEquals(iopsB, (Double) row.get(4));
        assertEquals((iopsB - iopsA) / iopsA * 100, (Double) row.get(5), 1e-9);
        view.table().filter("metric", "writeAmplification");
        assertEquals(1, view.table().shownRows().size(), "random-write only: the secure erase writes nothing, so has no WA");
    }

    @Test
    void twoSummaryFilesCompareWithoutTheirSeries() throws Exception {
        SweepDirectory sweep = TinySweep.get();
        Path a = sweep.pointDir(1).resolve("summary.json");
        Path b = sweep.pointDir(3).resolve("summary.json");
        ResultsView view = (ResultsView) Ui.page().showView(UiIds.RESULTS_VIEW);
        view.compare(List.of(a, b)).join();
        Ui.waitUntil("the comparison shown", 10000, () -> view.sources().equals(List.of(a, b)));
        assertTrue(view.table().data().rows().size() > 4, view.table().csv());
        assertTrue(view.table().csv().lines().anyMatch(l -> l.startsWith("base,random-write,iops,")), view.table().csv());
        assertEquals("AB", ExecutionComparison.label(27));

        view.compare(List.of(a, a.resolveSibling("nothing.json"))).join();
        Ui.waitUntil("the problem", 5000, () -> view.statusText().startsWith("Cannot compare: "));
    }
}
