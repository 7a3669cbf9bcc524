package org.ssdlab.ui.internal.results;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.IAxis;
import org.eclipse.swtchart.IBarSeries;
import org.eclipse.swtchart.ILineSeries;
import org.eclipse.swtchart.ISeries;
import org.eclipse.swtchart.ISeries.SeriesType;

/**
 * An SWTChart chart of a {@link LineChartModel} or {@link BarChartModel} with what a results
 * viewer needs: mouse-wheel zoom on x (double-click resets), a tooltip with the nearest point, a
 * click on a legend entry hides or shows its series, and Export PNG/SVG/CSV in the context menu.
 */
public final class ChartPanel {

    private static final int[] COLORS = { SWT.COLOR_DARK_BLUE, SWT.COLOR_RED, SWT.COLOR_DARK_GREEN,
            SWT.COLOR_DARK_MAGENTA, SWT.COLOR_DARK_CYAN, SWT.COLOR_DARK_YELLOW, SWT.COLOR_BLUE, SWT.COLOR_GRAY };

    private final Chart chart;
    private Object model;

    public ChartPanel(Composite parent) {
        chart = new Chart(parent, SWT.NONE);
        chart.getLegend().setPosition(SWT.BOTTOM);
        zoomAndReset();
        tooltips();
        legendToggles();
        exportMenu();
    }

    public Chart chart() {
        return chart;
    }

    public Object model() {
        return model;
    }

    /** Replaces what is drawn; keeps series the user hid hidden. */
    public void show(LineChartModel line) {
        model = line;
        java.util.Set<String> hidden = hiddenSeries();
        clear(line.title(), line.xTitle(), line.yTitle());
        chart.getAxisSet().getXAxis(0).enableCategory(false);
        int i = 0;
        for (Curve curve : line.curves()) {
            ILineSeries<?> series = (ILineSeries<?>) chart.getSeriesSet().createSeries(SeriesType.LINE, curve.name());
            series.setXSeries(curve.x());
            series.setYSeries(curve.y());
            series.setSymbolType(curve.size() > 60 ? ILineSeries.PlotSymbolType.NONE : ILineSeries.PlotSymbolType.CIRCLE);
            series.setSymbolSize(2);
            series.setLineColor(color(i++));
            series.setVisible(!hidden.contains(curve.name()));
        }
        chart.getAxisSet().adjustRange();
        chart.redraw();
    }

    public void show(BarChartModel bars) {
        model = bars;
        java.util.Set<String> hidden = hiddenSeries();
        clear(bars.title(), "phase", bars.yTitle());
        IAxis x = chart.getAxisSet().getXAxis(0);
        x.setCategorySeries(bars.categories().toArray(String[]::new));
        x.enableCategory(true);
        int i = 0;
        for (Curve run : bars.series()) {
            IBarSeries<?> series = (IBarSeries<?>) chart.getSeriesSet().createSeries(SeriesType.BAR, run.name());
            series.setYSeries(java.util.Arrays.stream(run.y()).map(v -> Double.isNaN(v) ? 0 : v).toArray());
            series.setBarColor(color(i++));
            series.setVisible(!hidden.contains(run.name()));
        }
        chart.getAxisSet().adjustRange();
        chart.redraw();
    }

    private void clear(String title, String xTitle, String yTitle) {
        for (ISeries<?> s : chart.getSeriesSet().getSeries()) {
            chart.getSeriesSet().deleteSeries(s.getId());
        }
        chart.getTitle().setText(title);
        chart.getAxisSet().getXAxis(0).getTitle().setText(xTitle);
        chart.getAxisSet().getYAxis(0).getTitle().setText(yTitle);
    }

    private java.util.Set<String> hiddenSeries() {
        java.util.Set<String> hidden = new java.util.HashSet<>();
        for (ISeries<?> s : chart.getSeriesSet().getSeries()) {
            if (!s.isVisible()) {
                hidden.add(s.getId());
            }
        }
        return hidden;
    }

    private Color color(int i) {
        return chart.getDisplay().getSystemColor(COLORS[i % COLORS.length]);
    }

    private void zoomAndReset() {
        Control plot = chart.getPlotArea().getControl();
        plot.addListener(SWT.MouseVerticalWheel, e -> {
            IAxis x = chart.getAxisSet().getXAxis(0);
            double at = x.getDataCoordinate(e.x);
            if (e.count > 0) {
                x.zoomIn(at);
            } else {
                x.zoomOut(at);
            }
            chart.redraw();
        });
        plot.addListener(SWT.MouseDoubleClick, e -> {
            chart.getAxisSet().adjustRange();
            chart.redraw();
        });
    }

    private void tooltips() {
        Control plot = chart.getPlotArea().getControl();
        plot.addListener(SWT.MouseMove, e -> plot.setToolTipText(nearest(e.x, e.y)));
    }

    /** "run IOPS: t = 12.5, 3 410": the visible point closest to the mouse, if within 12 pixels. */
    private String nearest(int px, int py) {
        IAxis x = chart.getAxisSet().getXAxis(0);
        IAxis y = chart.getAxisSet().getYAxis(0);
        String best = null;
        double bestDistance = 12 * 12;
        for (ISeries<?> s : chart.getSeriesSet().getSeries()) {
            if (!s.isVisible() || x.isCategoryEnabled()) {
                continue;
            }
            double[] xs = s.getXSeries();
            double[] ys = s.getYSeries();
            for (int i = 0; i < ys.length; i++) {
                double dx = x.getPixelCoordinate(xs[i]) - px;
                double dy = y.getPixelCoordinate(ys[i]) - py;
                if (dx * dx + dy * dy < bestDistance) {
                    bestDistance = dx * dx + dy * dy;
                    best = String.format(java.util.Locale.ROOT, "%s: %s = %.4g, %.4g", s.getId(),
                            x.getTitle().getText(), xs[i], ys[i]);
                }
            }
        }
        return best;
    }

    private void legendToggles() {
        Control legend = (Control) chart.getLegend();
        legend.addListener(SWT.MouseDown, e -> {
            for (ISeries<?> s : chart.getSeriesSet().getSeries()) {
                Rectangle bounds = chart.getLegend().getBounds(s.getId());
                if (bounds != null && bounds.contains(new Point(e.x, e.y))) {
                    toggle(s.getId());
                    return;
                }
            }
        });
        legend.setToolTipText("Click an entry to hide or show its series");
    }

    /** Hides a visible series or shows a hidden one, as a click on its legend entry does. */
    public void toggle(String seriesId) {
        ISeries<?> series = chart.getSeriesSet().getSeries(seriesId);
        if (series != null) {
            series.setVisible(!series.isVisible());
            chart.redraw();
        }
    }

    private void exportMenu() {
        Menu menu = new Menu(chart);
        item(menu, "Export as PNG...", "*.png", this::png);
        item(menu, "Export as SVG...", "*.svg", path -> Files.writeString(path, svg(), StandardCharsets.UTF_8));
        item(menu, "Export data as CSV...", "*.csv", path -> Files.writeString(path, csv(), StandardCharsets.UTF_8));
        chart.setMenu(menu);
        chart.getPlotArea().getControl().setMenu(menu);
    }

    /** Writes the chart as drawn now as a PNG image. */
    public void png(Path file) {
        chart.save(file.toString(), SWT.IMAGE_PNG);
    }

    /** The chart's data as CSV. */
    public String csv() {
        return model instanceof BarChartModel bars ? ChartExport.csv(bars)
                : model instanceof LineChartModel line ? ChartExport.csv(line) : "";
    }

    /** The chart as SVG (bar charts as their per-phase lines). */
    public String svg() {
        Point size = chart.getSize();
        LineChartModel line = model instanceof LineChartModel l ? l
                : model instanceof BarChartModel b ? asLines(b) : new LineChartModel("", "", "", java.util.List.of());
        return ChartExport.svg(line, Math.max(size.x, 640), Math.max(size.y, 400));
    }

    private static LineChartModel asLines(BarChartModel bars) {
        double[] index = java.util.stream.IntStream.range(0, bars.categories().size()).asDoubleStream().toArray();
        return new LineChartModel(bars.title(), "phase number", bars.yTitle(),
                bars.series().stream().map(s -> new Curve(s.name(), index, s.y())).toList());
    }

    private interface Writer {
        void write(Path path) throws IOException;
    }

    private void item(Menu menu, String label, String extension, Writer writer) {
        MenuItem item = new MenuItem(menu, SWT.PUSH);
        item.setText(label);
        item.addListener(SWT.Selection, e -> {
            FileDialog dialog = new FileDialog(chart.getShell(), SWT.SAVE);
            dialog.setFilterExtensions(new String[] { extension });
            dialog.setOverwrite(true);
            dialog.setFileName(chart.getTitle().getText().replaceAll("[^A-Za-z0-9._-]+", "-") + extension.substring(1));
            String file = dialog.open();
            if (file != null) {
                try {
                    writer.write(Path.of(file));
                } catch (IOException | RuntimeException ex) {
                    MessageDialog.openError(chart.getShell(), label, "Could not write " + file + ": " + ex.getMessage());
                }
            }
        });
    }
}
