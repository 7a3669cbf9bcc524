package org.ssdlab.ui.internal.sweep;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.ViewPart;
import org.ssdlab.ui.internal.UiIds;
import org.ssdlab.ui.internal.results.ResultsView;
import org.ssdlab.ui.internal.table.LabTable;

/**
 * A sweep directory ({@code ssdlab sweep}): its combined table (sort, filter, pick columns, copy,
 * export) beside a chosen metric against a chosen swept parameter, one line per value of the other
 * parameters with the analytic model's line where there is one. Double-clicking a table row or a
 * chart point opens that point's ordinary result folder in the Results view.
 */
public final class SweepView extends ViewPart {

    private Label status;
    private Combo metric;
    private Combo parameter;
    private Label notes;
    private LabTable table;
    private SweepChart chart;
    private SweepData data;

    @Override
    public void createPartControl(Composite parent) {
        GridLayoutFactory.fillDefaults().applyTo(parent);
        status = new Label(parent, SWT.NONE);
        status.setText("Open a sweep directory (File > Open Sweep...).");
        GridDataFactory.fillDefaults().grab(true, false).indent(4, 2).applyTo(status);
        Composite choices = new Composite(parent, SWT.NONE);
        GridLayoutFactory.fillDefaults().numColumns(4).margins(4, 0).applyTo(choices);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(choices);
        new Label(choices, SWT.NONE).setText("Chart");
        metric = new Combo(choices, SWT.READ_ONLY);
        new Label(choices, SWT.NONE).setText("against");
        parameter = new Combo(choices, SWT.READ_ONLY);
        metric.addListener(SWT.Selection, e -> redraw());
        parameter.addListener(SWT.Selection, e -> redraw());
        notes = new Label(parent, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).indent(4, 0).hint(400, SWT.DEFAULT).applyTo(notes);
        SashForm sash = new SashForm(parent, SWT.HORIZONTAL);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(sash);
        table = new LabTable(sash);
        table.setExportName("table.csv");
        table.onOpen(row -> openPoint(data.pointOfRow(row)));
        chart = new SweepChart(sash);
        chart.onOpen(this::openPoint);
        sash.setWeights(55, 45);
    }

    /** Reads a sweep directory (or its manifest.json/table.json) in the background, then shows it. */
    public Job open(Path path) {
        status.setText("Reading " + path + "...");
        Display display = status.getDisplay();
        Job read = Job.create("Reading sweep " + path.getFileName(), monitor -> {
            try {
                SweepData sweep = SweepData.read(path);
                display.asyncExec(() -> {
                    if (!status.isDisposed()) {
                        show(sweep);
                    }
                });
            } catch (IOException | RuntimeException e) { // not a sweep, points missing, damaged: the user's to act on
                display.asyncExec(() -> {
                    if (!status.isDisposed()) {
                        status.setText("Cannot open the sweep: " + e.getMessage());
                    }
                });
            }
            return Status.OK_STATUS;
        });
        read.schedule();
        return read;
    }

    public void show(SweepData shown) {
        data = shown;
        status.setText(shown.directory().size() + " points in " + shown.directory().path() + " (double-click a row or a "
                + "point to open its results)");
        setContentDescription("Sweep " + shown.directory().name());
        setPartName("Sweep: " + shown.directory().name());
        table.setData(shown.tableData());
        metric.setItems(shown.chartMetrics().toArray(String[]::new));
        metric.select(0);
        parameter.setItems(shown.directory().parameterNames().toArray(String[]::new));
        parameter.select(0);
        metric.getParent().getParent().layout(true, true);
        redraw();
    }

    /** Charts {@code metricName} against parameter {@code k}, as the combos choose. */
    public void chart(String metricName, String parameterName) {
        metric.select(metric.indexOf(metricName));
        parameter.select(parameter.indexOf(parameterName));
        redraw();
    }

    private void redraw() {
        if (data == null || metric.getSelectionIndex() < 0 || parameter.getSelectionIndex() < 0) {
            return;
        }
        try {
            org.ssdlab.experiment.sweep.SweepPlot plot = data.plot(metric.getText(), parameter.getSelectionIndex());
            chart.show(plot);
            notes.setText(String.join("\n", plot.notes()));
            notes.getParent().layout(true, true);
        } catch (IllegalArgumentException e) { // the metric is not in the phase charted
            status.setText("Cannot chart " + metric.getText() + ": " + e.getMessage());
        }
    }

    /** Shows point {@code index}'s ordinary result folder in the Results view. */
    public Job openPoint(int index) {
        Path folder = data.directory().pointDir(index);
        try {
            ResultsView results = (ResultsView) getSite().getPage().showView(UiIds.RESULTS_VIEW);
            return results.open(folder);
        } catch (PartInitException e) {
            status.setText("Cannot show the Results view: " + e.getMessage());
            return null;
        }
    }

    public SweepData data() {
        return data;
    }

    public LabTable table() {
        return table;
    }

    public SweepChart sweepChart() {
        return chart;
    }

    /** Why model lines are missing, or what they assume, for the chart shown. */
    public String notesText() {
        return notes.getText();
    }

    public String statusText() {
        return status.getText();
    }

    @Override
    public void setFocus() {
        status.setFocus();
    }
}
