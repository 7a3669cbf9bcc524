package org.ssdlab.ui.internal.results;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.part.ViewPart;
import org.ssdlab.experiment.chart.BarChartModel;
import org.ssdlab.experiment.chart.ChartModel;
import org.ssdlab.experiment.chart.ResultCharts;
import org.ssdlab.experiment.run.ExecutionComparison;
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.ResultDirectory;
import org.ssdlab.ui.internal.run.RunJob;
import org.ssdlab.ui.internal.table.LabTable;
import org.ssdlab.ui.internal.table.TableData;

/**
 * The charts of one experiment: live while it runs, complete when it is done or when an earlier
 * result directory is opened. It only draws {@link ResultCharts}, the model the result directory's
 * {@code charts/} are drawn from; it computes nothing.
 */
public final class ResultsView extends ViewPart {

    public static final String IOPS = "IOPS";
    public static final String THROUGHPUT = "MB/s";
    public static final String LATENCY = "Latency";
    public static final String WA = "WA";
    public static final String PHASES = "Phases";
    public static final String MORE = "More";
    private static final Map<String, String> TABS = Map.of(IOPS, ResultCharts.IOPS, THROUGHPUT, ResultCharts.THROUGHPUT,
            LATENCY, ResultCharts.LATENCY, WA, ResultCharts.WRITE_AMPLIFICATION);

    public static final String TABLE = "Table";

    private final Map<String, FigurePanel> panels = new LinkedHashMap<>();
    private Label status;
    private Combo metric;
    private Combo more;
    private final java.util.List<ChartModel> others = new java.util.ArrayList<>();
    private ResultCharts charts;
    private RunJob followed;
    private CTabFolder tabs;
    private LabTable table;
    private List<Path> sources = List.of();
    private TimeZoom zoom;

    @Override
    public void createPartControl(Composite parent) {
        GridLayoutFactory.fillDefaults().applyTo(parent);
        status = new Label(parent, SWT.NONE);
        status.setText("Run an experiment (Experiment > Run) or open a result directory (Experiment > Open Results...).");
        GridDataFactory.fillDefaults().grab(true, false).indent(4, 2).applyTo(status);
        tabs = new CTabFolder(parent, SWT.BOTTOM | SWT.FLAT);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(tabs);
        for (String name : new String[] { IOPS, THROUGHPUT, LATENCY, WA }) {
            CTabItem item = new CTabItem(tabs, SWT.NONE);
            item.setText(name);
            FigurePanel panel = new FigurePanel(tabs);
            item.setControl(panel.control());
            panels.put(name, panel);
        }
        zoom = new TimeZoom(List.copyOf(panels.values())); // the time tabs: their x is the seconds since the phase began
        metric = chooser(tabs, PHASES, "Compare the runs phase by phase");
        more = chooser(tabs, MORE, "Benchmark passes as their tools show them, per-second IOPS, WSAT");
        metric.addListener(SWT.Selection, e -> showBars());
        more.addListener(SWT.Selection, e -> showMore());
        CTabItem tableTab = new CTabItem(tabs, SWT.NONE);
        tableTab.setText(TABLE);
        table = new LabTable(tabs);
        tableTab.setControl(table.control());
        tabs.setSelection(0);
        show(ResultCharts.empty(""), "");
    }

    /** A tab of a combo choosing its chart above the chart. */
    private Combo chooser(CTabFolder tabs, String name, String tooltip) {
        CTabItem item = new CTabItem(tabs, SWT.NONE);
        item.setText(name);
        item.setToolTipText(tooltip);
        Composite box = new Composite(tabs, SWT.NONE);
        GridLayoutFactory.fillDefaults().applyTo(box);
        Combo combo = new Combo(box, SWT.READ_ONLY);
        GridDataFactory.swtDefaults().indent(4, 2).applyTo(combo);
        FigurePanel panel = new FigurePanel(box);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(panel.control());
        item.setControl(box);
        panels.put(name, panel);
        return combo;
    }

    /** Draws {@code charts}; {@code what} says where they come from (a run in progress, a directory). */
    public void show(ResultCharts charts, String what) {
        if (this.charts == null || !this.charts.title().equals(charts.title())) {
            zoom.reset(); // other results: their seconds are not the ones zoomed into (a run's live redraws keep it)
        }
        this.charts = charts;
        status.setText(what);
        TABS.forEach((tab, chart) -> panels.get(tab).show(charts.chart(chart)));
        String selected = metric.getText();
        metric.removeAll();
        charts.phaseBars().forEach(b -> metric.add(b.title()));
        metric.select(Math.max(0, metric.indexOf(selected)));
        showBars();
        String other = more.getText();
        more.removeAll();
        others.clear();
        charts.charts().forEach((name, chart) -> {
            if (!TABS.containsValue(name) && !name.equals(ResultCharts.COMPARISON)) {
                others.add(chart);
                more.add(chart.title());
            }
        });
        more.select(Math.max(0, more.indexOf(other)));
        showMore();
        more.getParent().layout(true);
        metric.getParent().layout(true);
        setContentDescription(charts.title());
    }

    private void showBars() {
        int i = metric.getSelectionIndex();
        panels.get(PHASES).show(i >= 0 && i < charts.phaseBars().size() ? charts.phaseBars().get(i)
                : new BarChartModel("Per phase", org.ssdlab.experiment.chart.Axis.of("", 
                        org.ssdlab.experiment.chart.AxisFormat.PLAIN), java.util.List.of(), java.util.List.of()));
    }

    private void showMore() {
        int i = more.getSelectionIndex();
        panels.get(MORE).show(i >= 0 && i < others.size() ? others.get(i)
                : new org.ssdlab.experiment.chart.Figure("No benchmark pass, long write phase or WSAT phase",
                        java.util.List.of()));
    }

    /**
     * Shows {@code job}'s charts growing while it runs, redrawn at most every {@code intervalSeconds}
     * and only when new intervals arrived, then its complete results.
     */
    public void follow(RunJob job, int intervalSeconds) {
        followed = job;
        status.setText("Running " + job.experiment().name() + "...");
        show(ResultCharts.empty(job.experiment().name() + " (running)"), "Running " + job.experiment().name() + "...");
        table.setData(TableData.empty());
        sources = List.of();
        Display display = status.getDisplay();
        long[] drawn = { -1 };
        Runnable redraw = new Runnable() {
            @Override
            public void run() {
                if (status.isDisposed() || followed != job || job.getResult() != null) {
                    return;
                }
                long version = job.live().version();
                if (version != drawn[0]) {
                    drawn[0] = version;
                    show(job.live().charts(), "Running " + job.experiment().name() + " (live)...");
                }
                display.timerExec(intervalSeconds * 1000, this);
            }
        };
        display.timerExec(intervalSeconds * 1000, redraw);
        job.addJobChangeListener(new JobChangeAdapter() {
            @Override
            public void done(IJobChangeEvent event) {
                display.asyncExec(() -> finished(job, event.getResult()));
            }
        });
    }

    private void finished(RunJob job, IStatus result) {
        if (status.isDisposed() || followed != job) {
            return;
        }
        if (result.isOK() && job.result() != null) {
            show(ResultCharts.of(job.result()), "Results in " + job.directory());
            table.setData(PhaseTable.of(job.result()));
            sources = job.directory() == null ? List.of() : List.of(job.directory());
        } else {
            // the charts drawn so far stay; the header and the status say how the run ended
            boolean cancelled = result.getSeverity() == IStatus.CANCEL;
            setContentDescription(job.experiment().name() + (cancelled ? " (cancelled)" : " (failed)"));
            status.setText(job.experiment().name() + ": " + (cancelled ? "cancelled" : result.getMessage()));
        }
    }

    /** Reads an earlier result directory in the background, then shows its charts. */
    public Job open(Path directory) {
        followed = null;
        status.setText("Reading " + directory + "...");
        Display display = status.getDisplay();
        Job read = Job.create("Reading results " + directory.getFileName(), monitor -> {
            try {
                ExperimentResult result = ResultDirectory.read(directory);
                display.asyncExec(() -> {
                    if (!status.isDisposed()) {
                        show(ResultCharts.of(result), "Results in " + directory);
                        table.setData(PhaseTable.of(result));
                        table.setExportName("phases.csv");
                        sources = List.of(directory);
                    }
                });
                return Status.OK_STATUS;
            } catch (IOException e) { // the user's mistake (no such folder, not a result folder, damaged): say so here
                showProblem("Cannot open the results: " + e.getMessage());
                return Status.OK_STATUS;
            } catch (RuntimeException e) { // our defect: the log and the job's dialog are the place for it
                showProblem("Cannot read " + directory + ": " + e);
                return Status.error("cannot read results from " + directory + ": " + e, e);
            }
        });
        read.schedule();
        return read;
    }

    /**
     * Reads several executions (result directories, or summary.json files alone) in the background,
     * then overlays their runs in the charts ("A: run", "B: run") with the difference table in the
     * Table tab.
     */
    public Job compare(List<Path> executions) {
        followed = null;
        status.setText("Reading " + executions.size() + " executions...");
        Display display = status.getDisplay();
        Job read = Job.create("Comparing " + executions.size() + " executions", monitor -> {
            try {
                List<ExecutionComparison.Execution> compared = new java.util.ArrayList<>();
                for (Path p : executions) {
                    compared.add(new ExecutionComparison.Execution(ExecutionComparison.label(compared.size()), p,
                            ExecutionComparison.read(p)));
                }
                display.asyncExec(() -> {
                    if (!status.isDisposed()) {
                        show(ResultCharts.of(ExecutionComparison.overlay(compared)), String.join("; ",
                                compared.stream().map(e -> e.label() + " = " + e.source()).toList()));
                        table.setData(ComparisonTable.of(compared));
                        table.setExportName("comparison.csv");
                        sources = List.copyOf(executions);
                    }
                });
                return Status.OK_STATUS;
            } catch (IOException e) {
                showProblem("Cannot compare: " + e.getMessage());
                return Status.OK_STATUS;
            }
        });
        read.schedule();
        return read;
    }

    /** The result directories (or summaries) shown: one for a run or an opened directory, several when comparing. */
    public List<Path> sources() {
        return sources;
    }

    /** Shows a problem the user can act on in the view's status line, from any thread; nothing is logged. */
    public void showProblem(String problem) {
        Display display = status.getDisplay();
        display.asyncExec(() -> {
            if (!status.isDisposed()) {
                status.setText(problem);
            }
        });
    }

    public String statusText() {
        return status.getText();
    }

    /** The header above the charts: the experiment and whether it is running, cancelled or failed. */
    public String header() {
        return getContentDescription();
    }

    /** Shows all data in every time tab again, as a double click on a chart does. */
    public void resetZoom() {
        zoom.reset();
    }

    public FigurePanel panel(String name) {
        return panels.get(name);
    }

    /** Brings tab {@code name} ({@link #IOPS}, ..., {@link #TABLE}) to the front. */
    public void select(String name) {
        for (CTabItem item : tabs.getItems()) {
            if (item.getText().equals(name)) {
                tabs.setSelection(item);
            }
        }
    }

    /** The per-phase results of the execution shown (empty while a run is in progress). */
    public LabTable table() {
        return table;
    }

    public ResultCharts charts() {
        return charts;
    }

    /** Selects the chart titled {@code title} in the Phases or More tab ({@code tab}). */
    public void choose(String tab, String title) {
        Combo combo = tab.equals(PHASES) ? metric : more;
        combo.select(combo.indexOf(title));
        if (tab.equals(PHASES)) {
            showBars();
        } else {
            showMore();
        }
    }

    @Override
    public void setFocus() {
        status.setFocus();
    }
}
