package org.ssdlab.ui.internal.results;

import java.util.LinkedHashMap;
import java.util.Map;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.part.ViewPart;

/**
 * The charts of one experiment: live while it runs, complete when it is done or when an earlier
 * result directory is opened. It only draws {@link ResultCharts}; it computes nothing.
 */
public final class ResultsView extends ViewPart {

    public static final String IOPS = "IOPS";
    public static final String THROUGHPUT = "MB/s";
    public static final String LATENCY = "Latency";
    public static final String WA = "WA";
    public static final String PHASES = "Phases";

    private final Map<String, ChartPanel> panels = new LinkedHashMap<>();
    private Label status;
    private Combo metric;
    private ResultCharts charts;

    @Override
    public void createPartControl(Composite parent) {
        GridLayoutFactory.fillDefaults().applyTo(parent);
        status = new Label(parent, SWT.NONE);
        status.setText("Run an experiment (Experiment > Run) or open a result directory (Experiment > Open Results...).");
        GridDataFactory.fillDefaults().grab(true, false).indent(4, 2).applyTo(status);
        CTabFolder tabs = new CTabFolder(parent, SWT.BOTTOM | SWT.FLAT);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(tabs);
        for (String name : new String[] { IOPS, THROUGHPUT, LATENCY, WA }) {
            CTabItem item = new CTabItem(tabs, SWT.NONE);
            item.setText(name);
            ChartPanel panel = new ChartPanel(tabs);
            item.setControl(panel.chart());
            panels.put(name, panel);
        }
        CTabItem phases = new CTabItem(tabs, SWT.NONE);
        phases.setText(PHASES);
        Composite box = new Composite(tabs, SWT.NONE);
        GridLayoutFactory.fillDefaults().applyTo(box);
        metric = new Combo(box, SWT.READ_ONLY);
        metric.addListener(SWT.Selection, e -> showBars());
        ChartPanel bars = new ChartPanel(box);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(bars.chart());
        phases.setControl(box);
        panels.put(PHASES, bars);
        tabs.setSelection(0);
        show(ResultCharts.empty(""), "");
    }

    /** Draws {@code charts}; {@code what} says where they come from (a run in progress, a directory). */
    public void show(ResultCharts charts, String what) {
        this.charts = charts;
        status.setText(what);
        panels.get(IOPS).show(charts.iops());
        panels.get(THROUGHPUT).show(charts.throughput());
        panels.get(LATENCY).show(charts.latency());
        panels.get(WA).show(charts.writeAmplification());
        String selected = metric.getText();
        metric.removeAll();
        charts.phaseBars().forEach(b -> metric.add(b.title()));
        metric.select(Math.max(0, metric.indexOf(selected)));
        showBars();
        setContentDescription(charts.title());
    }

    private void showBars() {
        int i = metric.getSelectionIndex();
        panels.get(PHASES).show(i >= 0 && i < charts.phaseBars().size() ? charts.phaseBars().get(i)
                : new BarChartModel("Per phase", "", java.util.List.of(), java.util.List.of()));
    }

    public ChartPanel panel(String name) {
        return panels.get(name);
    }

    public ResultCharts charts() {
        return charts;
    }

    @Override
    public void setFocus() {
        status.setFocus();
    }
}
