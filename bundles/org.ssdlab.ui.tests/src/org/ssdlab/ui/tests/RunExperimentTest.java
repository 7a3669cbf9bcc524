package org.ssdlab.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swtchart.ISeries;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.IntervalPoint;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.ResultDirectory;
import org.ssdlab.experiment.run.RunOutcome;
import org.ssdlab.ui.internal.UiIds;
import org.ssdlab.ui.internal.editor.ExperimentEditor;
import org.ssdlab.ui.internal.prefs.LabPreferences;
import org.ssdlab.ui.internal.prefs.PreferenceKeys;
import org.ssdlab.experiment.chart.ResultCharts;
import org.ssdlab.ui.internal.results.ResultsView;
import org.ssdlab.ui.internal.run.RunJob;

class RunExperimentTest {

    @Test
    void aRunFromTheEditorDrawsItsResultsAndItsDirectoryRestoresThem() throws Exception {
        Path folder = Files.createTempDirectory("ssdlab-results");
        LabPreferences.store().setValue(PreferenceKeys.RESULT_FOLDER, folder.toString());
        LabPreferences.store().setValue(PreferenceKeys.RUN_SCALE, "0.5");
        IFile file = Ui.file("run-tests", "tiny.json", Ui.resource("tiny.json"));
        ExperimentEditor editor = assertInstanceOf(ExperimentEditor.class,
                IDE.openEditor(Ui.page(), file, UiIds.EXPERIMENT_EDITOR));
        try {
            RunJob job = assertInstanceOf(RunJob.class,
                    PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(UiIds.RUN_COMMAND, null));
            Ui.waitUntil("the run finishes", 300_000, () -> job.getResult() != null);
            assertTrue(job.getResult().isOK(), job.getResult().toString());
            assertEquals(folder, job.directory().getParent());

            ResultsView view = (ResultsView) Ui.page().findView(UiIds.RESULTS_VIEW);
            Ui.waitUntil("the Results view shows the results", 10_000, () -> view.statusText().startsWith("Results in"));
            ExperimentResult result = job.result();
            assertEquals(0.5, result.scale(), "the preferred scale");
            List<String> runs = result.runs().stream().map(RunOutcome::name).toList();
            assertEquals(List.of("base", "high-watermark"), runs);
            assertEquals(1, view.panel(ResultsView.IOPS).panels().size(), "the erase has no samples: no panel");
            ISeries<?>[] iops = view.panel(ResultsView.IOPS).panels().get(0).chart().getSeriesSet().getSeries();
            assertEquals(runs, Arrays.stream(iops).map(ISeries::getId).toList());
            for (int i = 0; i < runs.size(); i++) {
                double[] expected = points(result.runs().get(i)).stream().mapToDouble(IntervalPoint::iops).toArray();
                assertTrue(expected.length > 0, "the runner reported intervals for " + runs.get(i));
                assertArrayEquals(expected, iops[i].getYSeries(), 1e-9 * Arrays.stream(expected).max().orElse(1));
            }
            assertEquals(3 * runs.size(),
                    view.panel(ResultsView.LATENCY).panels().get(0).chart().getSeriesSet().getSeries().length,
                    "p50, p99, p99.9 of each run");
            String[] rows = view.panel(ResultsView.PHASES).panels().get(0).chart().getAxisSet().getXAxis(0).getCategorySeries();
            assertEquals(List.of("random-write"), Arrays.stream(rows).filter(r -> !r.isEmpty()).toList(),
                    "the erase moved no data: no row (a blank one pads SWTChart's category axis to two)");

            // a result directory opened later shows the same charts (of the values as written: rounded)
            ExperimentResult written = ResultDirectory.read(job.directory());
            int[] drawn = Arrays.stream(iops).mapToInt(series -> series.getYSeries().length).toArray();
            view.show(ResultCharts.empty("cleared"), "cleared");
            Job read = view.open(job.directory());
            Ui.waitUntil("the directory is read and drawn", 30_000,
                    () -> read.getResult() != null && view.statusText().startsWith("Results in"));
            ISeries<?>[] again = view.panel(ResultsView.IOPS).panels().get(0).chart().getSeriesSet().getSeries();
            assertEquals(runs, Arrays.stream(again).map(ISeries::getId).toList());
            for (int i = 0; i < runs.size(); i++) {
                double[] expected = points(written.runs().get(i)).stream().mapToDouble(IntervalPoint::iops).toArray();
                assertEquals(drawn[i], expected.length);
                assertArrayEquals(expected, again[i].getYSeries());
            }
        } finally {
            Ui.page().closeEditor(editor, false);
        }
    }

    @Test
    void aLongRunDrawsLiveChartsAndStopsWhenCancelled() throws Exception {
        LabPreferences.store().setValue(PreferenceKeys.RESULT_FOLDER, Files.createTempDirectory("ssdlab-results").toString());
        LabPreferences.store().setValue(PreferenceKeys.CHART_INTERVAL_SECONDS, 1);
        LabPreferences.store().setValue(PreferenceKeys.RUN_SCALE, "1");
        IFile file = Ui.file("run-tests", "long.json", Ui.resource("tiny.json").replace("\"2s\"", "\"10h\""));
        ExperimentEditor editor = assertInstanceOf(ExperimentEditor.class,
                IDE.openEditor(Ui.page(), file, UiIds.EXPERIMENT_EDITOR));
        try {
            RunJob job = assertInstanceOf(RunJob.class,
                    PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(UiIds.RUN_COMMAND, null));
            ResultsView view = (ResultsView) Ui.page().findView(UiIds.RESULTS_VIEW);
            Ui.waitUntil("live points in the IOPS chart", 120_000, () -> {
                var panels = view.panel(ResultsView.IOPS).panels();
                ISeries<?>[] series = panels.isEmpty() ? new ISeries<?>[0] : panels.get(0).chart().getSeriesSet().getSeries();
                return series.length > 0 && series[0].getYSeries().length > 0;
            });
            assertEquals(null, job.getResult(), "still running while the charts grow");
            assertTrue(view.statusText().contains("(live)"), view.statusText());

            job.cancel();
            Ui.waitUntil("the run stops", 60_000, () -> job.getResult() != null);
            assertEquals(org.eclipse.core.runtime.IStatus.CANCEL, job.getResult().getSeverity());
            assertEquals(null, job.directory(), "a cancelled run writes no results");
            Ui.waitUntil("the view says so", 10_000, () -> view.statusText().endsWith("cancelled"));
            assertEquals(job.experiment().name() + " (cancelled)", view.header(), "the header no longer says running");
        } finally {
            Ui.page().closeEditor(editor, false);
        }
    }

    private static List<IntervalPoint> points(RunOutcome run) {
        return run.phases().stream().map(PhaseOutcome::series).flatMap(List::stream).toList();
    }
}
