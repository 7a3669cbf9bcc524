package org.ssdlab.ui.internal.results;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.events.PaintEvent;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.IAxis;
import org.eclipse.swtchart.IBarSeries;
import org.eclipse.swtchart.ICustomPaintListener;
import org.eclipse.swtchart.ILineSeries;
import org.eclipse.swtchart.ISeries;
import org.eclipse.swtchart.ISeries.SeriesType;
import org.ssdlab.experiment.chart.Axis;
import org.ssdlab.experiment.chart.BarChartModel;
import org.ssdlab.experiment.chart.ChartModel;
import org.ssdlab.experiment.chart.Curve;
import org.ssdlab.experiment.chart.LineChartModel;
import org.ssdlab.experiment.chart.Palette;

/**
 * One SWTChart chart of a {@link LineChartModel} or {@link BarChartModel}, drawn as
 * {@code ChartFiles} draws it: the palette's hues and shades, a line broken where the model has a
 * gap (each unbroken stretch is a series of its own; the first carries the name and the legend
 * entry, the others {@code name#2}, {@code name#3}, …), µs/ms tick labels, horizontal bars with
 * their values. Mouse-wheel zoom on x (double-click resets), a click marks an instant, and a
 * tooltip with the nearest point; a {@link TimeZoom} given by the figure hears of zooms, marks and
 * resets, to do the same in the other tabs' panels.
 */
public final class ChartPanel {

    private static final String PIECE = "#";

    private final Chart chart;
    private ChartModel model;
    private Axis valueAxis;
    private TimeZoom zoom;
    private double mark = Double.NaN;

    public ChartPanel(Composite parent) {
        chart = new Chart(parent, SWT.NONE);
        chart.getLegend().setPosition(SWT.BOTTOM);
        chart.setBackground(parent.getDisplay().getSystemColor(SWT.COLOR_WHITE));
        chart.getPlotArea().setBackground(parent.getDisplay().getSystemColor(SWT.COLOR_WHITE));
        zoomAndReset();
        Control plot = chart.getPlotArea().getControl();
        plot.addListener(SWT.MouseMove, e -> plot.setToolTipText(nearest(e.x, e.y)));
        chart.getPlotArea().addCustomPaintListener(new ICustomPaintListener() {
            @Override
            public void paintControl(PaintEvent e) {
                barValues(e);
                mark(e);
            }

            @Override
            public boolean drawBehindSeries() {
                return false;
            }
        });
    }

    public Chart chart() {
        return chart;
    }

    public ChartModel model() {
        return model;
    }

    /** Who hears of this panel's zooms and resets; {@code null}: the panel zooms alone. */
    void zoomWith(TimeZoom zoom) {
        this.zoom = zoom;
    }

    /** The time (x) axis' range as drawn: {lower, upper}. */
    public double[] timeRange() {
        org.eclipse.swtchart.Range r = chart.getAxisSet().getXAxis(0).getRange();
        return new double[] { r.lower, r.upper };
    }

    /** Shows the time range [{@code lower}, {@code upper}] (another tab's zoom), hearing no one. */
    void setTimeRange(double lower, double upper) {
        IAxis x = chart.getAxisSet().getXAxis(0);
        if (!x.isCategoryEnabled() && upper > lower) {
            x.setRange(new org.eclipse.swtchart.Range(lower, upper));
            chart.redraw();
        }
    }

    /** Everything shown again, as a double click does without a {@link TimeZoom}; no instant marked. */
    void showAll() {
        mark = Double.NaN;
        adjust();
    }

    /** The instant marked by a click (seconds on the time axis), or NaN. */
    public double mark() {
        return mark;
    }

    /** Marks the instant {@code seconds} with a vertical line (NaN: none). */
    void setMark(double seconds) {
        mark = seconds;
        chart.redraw();
    }

    private void mark(PaintEvent e) {
        IAxis x = chart.getAxisSet().getXAxis(0);
        if (Double.isNaN(mark) || x.isCategoryEnabled() || !(model instanceof LineChartModel line)) {
            return;
        }
        int px = x.getPixelCoordinate(mark);
        Rectangle area = chart.getPlotArea().getControl().getBounds();
        e.gc.setForeground(rgb(Palette.TEXT));
        e.gc.setLineStyle(SWT.LINE_DASH);
        e.gc.drawLine(px, 0, px, area.height);
        e.gc.setLineStyle(SWT.LINE_SOLID);
        e.gc.drawText(line.x().format().label(mark) + " " + line.x().title().split(" ")[0], px + 4, 2, true);
    }

    /** The curve (legend name) a series draws a piece of. */
    public static String curveOf(String seriesId) {
        int i = seriesId.lastIndexOf(PIECE);
        return i > 0 && seriesId.substring(i + 1).chars().allMatch(Character::isDigit) ? seriesId.substring(0, i)
                : seriesId;
    }

    /** Replaces what is drawn; the curves named in {@code hidden} are drawn hidden. */
    public void show(LineChartModel line, Set<String> hidden, boolean legend) {
        model = line;
        mark = Double.NaN; // a TimeZoom marks it again
        valueAxis = line.y();
        clear(line.title(), line.x().title(), line.y());
        chart.setOrientation(SWT.HORIZONTAL);
        IAxis x = chart.getAxisSet().getXAxis(0);
        x.enableCategory(false);
        x.getTick().setFormat(line.x().format().format());
        for (Curve curve : line.curves()) {
            List<int[]> segments = curve.segments();
            for (int s = 0; s < segments.size(); s++) {
                int[] seg = segments.get(s);
                String id = s == 0 ? curve.name() : curve.name() + PIECE + (s + 1);
                ILineSeries<?> series = (ILineSeries<?>) chart.getSeriesSet().createSeries(SeriesType.LINE, id);
                series.setXSeries(Arrays.copyOfRange(curve.x(), seg[0], seg[1]));
                series.setYSeries(Arrays.copyOfRange(curve.y(), seg[0], seg[1]));
                series.setLineColor(color(curve));
                series.setSymbolColor(color(curve));
                series.setLineStyle(line.dots() ? org.eclipse.swtchart.LineStyle.NONE : org.eclipse.swtchart.LineStyle.SOLID);
                boolean dots = line.dots() || curve.size() <= org.ssdlab.experiment.chart.ChartFiles.FEW;
                series.setSymbolType(dots ? ILineSeries.PlotSymbolType.CIRCLE : ILineSeries.PlotSymbolType.NONE);
                series.setSymbolSize(line.dots() ? 2 : 3);
                series.setVisibleInLegend(legend && s == 0);
                series.setVisible(!hidden.contains(curve.name()));
            }
        }
        adjust();
    }

    public void show(BarChartModel bars, Set<String> hidden, boolean legend) {
        model = bars;
        mark = Double.NaN;
        valueAxis = bars.value();
        clear(bars.title(), "", bars.value());
        chart.setOrientation(SWT.VERTICAL); // horizontal bars: long phase names stay readable
        IAxis x = chart.getAxisSet().getXAxis(0);
        // SWTChart draws the first category and series at the bottom: reversed, they read top-down as in
        // the files; it cannot lay out a category axis of fewer than two (its range is empty): blank ones pad it
        List<String> categories = new ArrayList<>(bars.categories().reversed());
        while (categories.size() < 2) {
            categories.add("");
        }
        x.setCategorySeries(categories.toArray(String[]::new));
        x.enableCategory(true);
        for (Curve run : bars.series().reversed()) {
            IBarSeries<?> series = (IBarSeries<?>) chart.getSeriesSet().createSeries(SeriesType.BAR, run.name());
            double[] values = Arrays.copyOf(reversed(Arrays.stream(run.y()).map(v -> Double.isFinite(v) ? v : 0).toArray()),
                    categories.size());
            series.setYSeries(values);
            series.setBarColor(color(run));
            series.setVisibleInLegend(legend);
            series.setVisible(!hidden.contains(run.name()));
        }
        adjust();
    }

    /** Labels at whole decades only: SWTChart's log ticks in between would crowd into ellipses. */
    private static java.text.NumberFormat decades(Axis axis) {
        java.text.NumberFormat units = axis.format().format();
        return new java.text.NumberFormat() {
            private static final long serialVersionUID = 1L;

            @Override
            public StringBuffer format(double v, StringBuffer to, java.text.FieldPosition pos) {
                double exponent = Math.log10(v);
                return Math.abs(exponent - Math.rint(exponent)) < 1e-6 ? units.format(v, to, pos) : to;
            }

            @Override
            public StringBuffer format(long v, StringBuffer to, java.text.FieldPosition pos) {
                return format((double) v, to, pos);
            }

            @Override
            public Number parse(String source, java.text.ParsePosition pos) {
                return null;
            }
        };
    }

    private static double[] reversed(double[] v) {
        double[] r = new double[v.length];
        for (int i = 0; i < v.length; i++) {
            r[i] = v[v.length - 1 - i];
        }
        return r;
    }

    /** Shows or hides every piece of the curve {@code name}. */
    void setVisible(String name, boolean visible) {
        for (ISeries<?> s : chart.getSeriesSet().getSeries()) {
            if (curveOf(s.getId()).equals(name)) {
                s.setVisible(visible);
            }
        }
        chart.redraw();
    }

    /** The range of the value axis as drawn, to share it with the other panels of a figure. */
    double[] valueRange() {
        org.eclipse.swtchart.Range r = chart.getAxisSet().getYAxis(0).getRange();
        return new double[] { r.lower, r.upper };
    }

    void setValueRange(double lower, double upper) {
        if (upper > lower && Double.isFinite(lower) && Double.isFinite(upper)) {
            chart.getAxisSet().getYAxis(0).setRange(new org.eclipse.swtchart.Range(lower, upper));
        }
        chart.redraw();
    }

    private void adjust() {
        IAxis y = chart.getAxisSet().getYAxis(0);
        if (valueAxis != null && valueAxis.log() && chart.getSeriesSet().getSeries().length > 0) {
            y.enableLogScale(true); // after the series: every value drawn is positive (the model dropped the rest)
            y.getTick().setFormat(decades(valueAxis));
        }
        chart.getAxisSet().adjustRange();
        if (model instanceof BarChartModel) { // room for the value labels
            org.eclipse.swtchart.Range r = y.getRange();
            double upper = r.upper > 0 ? r.upper * 1.18 : 1;
            y.setRange(new org.eclipse.swtchart.Range(Math.min(0, r.lower), upper));
        }
        chart.redraw();
    }

    private void clear(String title, String xTitle, Axis y) {
        for (ISeries<?> s : chart.getSeriesSet().getSeries()) {
            chart.getSeriesSet().deleteSeries(s.getId());
        }
        chart.getTitle().setText(title);
        chart.getAxisSet().getXAxis(0).getTitle().setText(xTitle);
        IAxis axis = chart.getAxisSet().getYAxis(0);
        axis.getTitle().setText(y.title());
        axis.enableLogScale(false);
        axis.getTick().setFormat(y.format().format());
        Color text = rgb(Palette.TEXT); // SWTChart's default blue titles look like links
        chart.getTitle().setForeground(text);
        for (IAxis a : new IAxis[] { chart.getAxisSet().getXAxis(0), axis }) {
            a.getTitle().setForeground(text);
            a.getTick().setForeground(text);
        }
        Color grid = rgb(Palette.GRID);
        chart.getAxisSet().getXAxis(0).getGrid().setForeground(grid);
        axis.getGrid().setForeground(grid);
    }

    private Color color(Curve c) {
        return rgb(Palette.rgb(c.hue(), c.shade()));
    }

    private static Color rgb(int rgb) {
        return new Color(rgb >> 16 & 0xFF, rgb >> 8 & 0xFF, rgb & 0xFF); // no device: nothing to dispose
    }

    /** Each visible bar's value at its end, in the value axis' format. */
    private void barValues(PaintEvent e) {
        if (!(model instanceof BarChartModel bars)) {
            return;
        }
        e.gc.setForeground(rgb(Palette.TEXT));
        for (ISeries<?> s : chart.getSeriesSet().getSeries()) {
            if (!s.isVisible() || !(s instanceof IBarSeries<?> bar)) {
                continue;
            }
            Curve run = bars.series().stream().filter(c -> c.name().equals(s.getId())).findFirst().orElse(null);
            Rectangle[] bounds = bar.getBounds();
            for (int i = 0; run != null && bounds != null && i < bounds.length && i < run.size(); i++) {
                int index = run.size() - 1 - i; // drawn reversed, padded at the end
                double value = index >= 0 ? run.y()[index] : Double.NaN;
                if (bounds[i] == null || !Double.isFinite(value)) {
                    continue;
                }
                String text = valueAxis.format().label(value);
                Point extent = e.gc.textExtent(text);
                if (bounds[i].height < extent.y - 3) {
                    continue; // bars thinner than a line of text: labels would overlap (the export has room)
                }
                e.gc.drawText(text, bounds[i].x + bounds[i].width + 3, bounds[i].y + (bounds[i].height - extent.y) / 2,
                        true);
            }
        }
    }

    private void zoomAndReset() {
        Control plot = chart.getPlotArea().getControl();
        plot.addListener(SWT.MouseVerticalWheel, e -> {
            IAxis x = chart.getAxisSet().getXAxis(0);
            if (x.isCategoryEnabled()) {
                return;
            }
            double at = x.getDataCoordinate(e.x);
            if (e.count > 0) {
                x.zoomIn(at);
            } else {
                x.zoomOut(at);
            }
            chart.redraw();
            if (zoom != null) {
                double[] r = timeRange();
                zoom.zoomed(this, r[0], r[1]);
            }
        });
        plot.addListener(SWT.MouseUp, e -> { // a click (not the second of a double click) marks an instant
            IAxis x = chart.getAxisSet().getXAxis(0);
            if (e.button != 1 || e.count != 1 || x.isCategoryEnabled() || !(model instanceof LineChartModel)) {
                return;
            }
            double at = x.getDataCoordinate(e.x);
            if (zoom != null) {
                zoom.marked(this, at);
            } else {
                setMark(at);
            }
        });
        plot.addListener(SWT.MouseDoubleClick, e -> {
            if (zoom != null) {
                zoom.reset();
            } else {
                adjust();
            }
        });
    }

    /** "run: s = 12.5, 3 410": the visible point closest to the mouse, if within 12 pixels. */
    private String nearest(int px, int py) {
        IAxis x = chart.getAxisSet().getXAxis(0);
        IAxis y = chart.getAxisSet().getYAxis(0);
        if (x.isCategoryEnabled() || !(model instanceof LineChartModel line)) {
            return null;
        }
        String best = null;
        double bestDistance = 12 * 12;
        for (ISeries<?> s : chart.getSeriesSet().getSeries()) {
            if (!s.isVisible()) {
                continue;
            }
            double[] xs = s.getXSeries();
            double[] ys = s.getYSeries();
            for (int i = 0; i < ys.length; i++) {
                double dx = x.getPixelCoordinate(xs[i]) - px;
                double dy = y.getPixelCoordinate(ys[i]) - py;
                if (dx * dx + dy * dy < bestDistance) {
                    bestDistance = dx * dx + dy * dy;
                    best = String.format(Locale.ROOT, "%s: %s %s, %s", curveOf(s.getId()), line.x().format().label(xs[i]),
                            line.x().title(), line.y().format().label(ys[i]));
                }
            }
        }
        return best;
    }

    List<String> seriesIds() {
        List<String> ids = new ArrayList<>();
        for (ISeries<?> s : chart.getSeriesSet().getSeries()) {
            ids.add(s.getId());
        }
        return ids;
    }
}
