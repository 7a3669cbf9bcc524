package org.ssdlab.ui.internal.sweep;

import java.util.function.IntConsumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.IAxis;
import org.eclipse.swtchart.ILineSeries;
import org.eclipse.swtchart.ISeries;
import org.eclipse.swtchart.ISeries.SeriesType;
import org.eclipse.swtchart.LineStyle;
import org.ssdlab.experiment.sweep.SweepPlot;

/**
 * A {@link SweepPlot} drawn with SWTChart: the measured lines with their points, the model lines
 * dashed, the notes (why a model line is missing) under the title. Double-clicking near a point
 * reports its sweep point.
 */
public final class SweepChart {

    private static final Color[] COLORS = { new Color(31, 119, 180), new Color(214, 39, 40), new Color(44, 160, 44),
            new Color(148, 103, 189), new Color(255, 127, 14), new Color(23, 190, 207), new Color(140, 86, 75),
            new Color(227, 119, 194) };
    private static final String MODEL = "model: ";

    private final Chart chart;
    private SweepPlot plot;
    private IntConsumer onOpen = i -> { };

    public SweepChart(Composite parent) {
        chart = new Chart(parent, SWT.NONE);
        chart.getLegend().setPosition(SWT.BOTTOM);
        chart.getPlotArea().getControl().addListener(SWT.MouseDoubleClick, e -> {
            int point = pointAt(e.x, e.y);
            if (point >= 0) {
                onOpen.accept(point);
            }
        });
    }

    public Chart chart() {
        return chart;
    }

    public SweepPlot plot() {
        return plot;
    }

    public void onOpen(IntConsumer open) {
        onOpen = open;
    }

    public void show(SweepPlot shown) {
        plot = shown;
        for (ISeries<?> s : chart.getSeriesSet().getSeries()) {
            chart.getSeriesSet().deleteSeries(s.getId());
        }
        chart.getTitle().setText(shown.title()); // the notes go under the choices (SweepView): a title has one line
        IAxis x = chart.getAxisSet().getXAxis(0);
        x.getTitle().setText(shown.xTitle());
        chart.getAxisSet().getYAxis(0).getTitle().setText(shown.yTitle());
        // a category parameter (GC ids) is drawn at x = its index, labelled with its values: SWTChart's own
        // category axis would place every line's points by array position, not by value
        x.enableCategory(false);
        x.getTick().setFormat(shown.categories() == null ? null : new CategoryFormat(shown.categories()));
        int i = 0;
        for (SweepPlot.Line line : shown.lines()) {
            ILineSeries<?> series = line(line.name(), line, COLORS[i++ % COLORS.length]);
            series.setSymbolType(ILineSeries.PlotSymbolType.CIRCLE);
            series.setSymbolSize(4);
        }
        i = 0;
        for (SweepPlot.Line line : shown.models()) {
            ILineSeries<?> series = line(MODEL + line.name(), line, COLORS[i++ % COLORS.length]);
            series.setSymbolType(ILineSeries.PlotSymbolType.NONE);
            series.setLineStyle(LineStyle.DASH);
        }
        chart.getAxisSet().adjustRange();
        if (shown.categories() != null) {
            x.setRange(new org.eclipse.swtchart.Range(-0.5, shown.categories().size() - 0.5));
        }
        chart.redraw();
    }

    /** Tick labels of a category axis: the category at a whole index, nothing between. */
    private static final class CategoryFormat extends java.text.Format {
        private static final long serialVersionUID = 1L;
        private final java.util.List<String> categories;

        CategoryFormat(java.util.List<String> categories) {
            this.categories = categories;
        }

        @Override
        public StringBuffer format(Object value, StringBuffer to, java.text.FieldPosition position) {
            double v = ((Number) value).doubleValue();
            long i = Math.round(v);
            return Math.abs(v - i) < 1e-9 && i >= 0 && i < categories.size() ? to.append(categories.get((int) i)) : to;
        }

        @Override
        public Object parseObject(String source, java.text.ParsePosition position) {
            return null;
        }
    }

    private ILineSeries<?> line(String id, SweepPlot.Line line, Color color) {
        ILineSeries<?> series = (ILineSeries<?>) chart.getSeriesSet().createSeries(SeriesType.LINE, id);
        series.setXSeries(line.x());
        series.setYSeries(line.y());
        series.setLineColor(color);
        series.setSymbolColor(color);
        return series;
    }

    /** The sweep point drawn nearest to pixel (x, y) of the plot area, within 12 pixels; -1 if none. */
    public int pointAt(int px, int py) {
        if (plot == null) {
            return -1;
        }
        IAxis x = chart.getAxisSet().getXAxis(0);
        IAxis y = chart.getAxisSet().getYAxis(0);
        int best = -1;
        double bestDistance = 12 * 12;
        for (SweepPlot.Line line : plot.lines()) {
            for (int i = 0; i < line.x().length; i++) {
                double dx = x.getPixelCoordinate(line.x()[i]) - px;
                double dy = y.getPixelCoordinate(line.y()[i]) - py;
                if (dx * dx + dy * dy <= bestDistance) {
                    bestDistance = dx * dx + dy * dy;
                    best = line.points()[i];
                }
            }
        }
        return best;
    }

    /** The pixel of the plot area where the first point of sweep point {@code point} is drawn, or null. */
    public org.eclipse.swt.graphics.Point pixelOf(int point) {
        IAxis x = chart.getAxisSet().getXAxis(0);
        IAxis y = chart.getAxisSet().getYAxis(0);
        for (SweepPlot.Line line : plot.lines()) {
            for (int i = 0; i < line.x().length; i++) {
                if (line.points()[i] == point) {
                    return new org.eclipse.swt.graphics.Point(x.getPixelCoordinate(line.x()[i]),
                            y.getPixelCoordinate(line.y()[i]));
                }
            }
        }
        return null;
    }
}
