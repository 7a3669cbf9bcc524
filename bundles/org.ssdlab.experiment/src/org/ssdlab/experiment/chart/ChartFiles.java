package org.ssdlab.experiment.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Rectangle;
import java.awt.geom.Ellipse2D;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.labels.StandardCategoryItemLabelGenerator;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainCategoryPlot;
import org.jfree.chart.plot.CombinedRangeXYPlot;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.svg.SVGGraphics2D;

/**
 * Draws chart models with JFreeChart, as PNG or (through JFreeSVG) SVG, for result directories and
 * the workbench's export. It uses only off-screen Java2D (an image or the SVG graphics), so it
 * draws in a headless process and beside SWT alike; whether AWT runs headless is the process's
 * choice, made where it starts.
 */
public final class ChartFiles {

    public static final int WIDTH = 1000;
    public static final int HEIGHT = 520;
    /** Curves of this many points or fewer get a dot at each point as well as their line. */
    public static final int FEW = 30;

    private ChartFiles() {
    }

    /** The width a chart needs: wider for figures of many panels. */
    public static int width(ChartModel model) {
        return model instanceof Figure f ? Math.max(WIDTH, Math.min(2400, 260 * f.panels().size())) : WIDTH;
    }

    /** The height a chart needs: bar charts grow with their bars, so each value label has room. */
    public static int height(ChartModel model) {
        int bars = 0;
        for (ChartModel panel : model instanceof Figure f ? f.panels() : List.of(model)) {
            if (panel instanceof BarChartModel b) {
                bars = Math.max(bars, b.categories().size() * b.series().size());
            }
        }
        return Math.max(HEIGHT, Math.min(4000, 150 + 15 * bars));
    }

    public static byte[] png(ChartModel model) throws IOException {
        return png(model, width(model), height(model));
    }

    public static byte[] png(ChartModel model, int width, int height) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ChartUtils.writeChartAsPNG(out, chart(model), width, height);
        return out.toByteArray();
    }

    public static byte[] svg(ChartModel model) {
        return svg(model, width(model), height(model));
    }

    public static byte[] svg(ChartModel model, int width, int height) {
        SVGGraphics2D g = new SVGGraphics2D(width, height);
        chart(model).draw(g, new Rectangle(0, 0, width, height));
        return g.getSVGDocument().getBytes(StandardCharsets.UTF_8);
    }

    /** A chart drawn elsewhere with JFreeChart (a sweep's), at the default size. */
    public static byte[] png(JFreeChart chart) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ChartUtils.writeChartAsPNG(out, chart, WIDTH, HEIGHT);
        return out.toByteArray();
    }

    public static byte[] svg(JFreeChart chart) {
        SVGGraphics2D g = new SVGGraphics2D(WIDTH, HEIGHT);
        chart.draw(g, new Rectangle(0, 0, WIDTH, HEIGHT));
        return g.getSVGDocument().getBytes(StandardCharsets.UTF_8);
    }

    /** The JFreeChart drawing of {@code model}. */
    public static JFreeChart chart(ChartModel model) {
        Plot plot = switch (model) {
            case LineChartModel line -> xy(line, line.x().title());
            case BarChartModel bars -> bars(bars, bars.value().title());
            case Figure f -> figure(f);
        };
        JFreeChart chart = new JFreeChart(model.title(), new Font("SansSerif", Font.BOLD, 16), plot, false);
        chart.setBackgroundPaint(Color.WHITE);
        if (model instanceof Figure f && !f.panels().isEmpty() && f.panels().get(0) instanceof LineChartModel line) {
            chart.addSubtitle(new org.jfree.chart.title.TextTitle("x: " + line.x().title() + ", each panel a phase",
                    new Font("SansSerif", Font.PLAIN, 11)));
        }
        LegendItemCollection items = legend(model);
        if (items.getItemCount() > 0) {
            LegendTitle legend = new LegendTitle(() -> items);
            legend.setPosition(RectangleEdge.BOTTOM);
            chart.addLegend(legend);
        }
        return chart;
    }

    private static Plot figure(Figure f) {
        if (f.panels().isEmpty()) {
            return xy(LineChartModel.lines("", Axis.of("", AxisFormat.PLAIN), Axis.of("", AxisFormat.PLAIN), List.of()), "");
        }
        if (f.panels().get(0) instanceof BarChartModel) {
            CombinedDomainCategoryPlot combined = new CombinedDomainCategoryPlot(new CategoryAxis());
            combined.setOrientation(PlotOrientation.HORIZONTAL);
            double max = 0;
            for (int i = 0; i < f.panels().size(); i++) {
                BarChartModel bars = (BarChartModel) f.panels().get(i);
                CategoryPlot plot = bars(bars, bars.title() + " (" + bars.value().title() + ")");
                max = Math.max(max, plot.getRangeAxis().getUpperBound());
                combined.add(plot, weight(f.weights()[i]));
            }
            for (Object plot : combined.getSubplots()) { // one scale for read and write
                ((CategoryPlot) plot).getRangeAxis().setRange(0, max);
            }
            return combined;
        }
        LineChartModel first = (LineChartModel) f.panels().get(0);
        CombinedRangeXYPlot combined = new CombinedRangeXYPlot(valueAxis(first.y(), collect(f)));
        combined.setGap(6);
        for (int i = 0; i < f.panels().size(); i++) {
            LineChartModel line = (LineChartModel) f.panels().get(i);
            combined.add(xy(line, line.title()), weight(f.weights()[i])); // the phase; its unit in the subtitle
        }
        return combined;
    }

    private static int weight(double w) {
        return Math.max(1, (int) Math.round(w * 10));
    }

    private static XYPlot xy(LineChartModel line, String xTitle) {
        XYSeriesCollection data = new XYSeriesCollection();
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(!line.dots(), line.dots());
        int i = 0;
        for (Curve c : line.curves()) {
            XYSeries s = new XYSeries(c.name() + "#" + i, false, true);
            for (int k = 0; k < c.size(); k++) {
                s.add(c.x()[k], Double.isFinite(c.y()[k]) ? c.y()[k] : Double.NaN, false);
            }
            data.addSeries(s);
            renderer.setSeriesPaint(i, color(c));
            renderer.setSeriesStroke(i, new BasicStroke(c.shade() == Shade.BASE ? 1.6f : 1.2f));
            renderer.setSeriesShape(i, new Ellipse2D.Double(-1.5, -1.5, 3, 3));
            renderer.setSeriesShapesVisible(i, line.dots() || c.size() <= FEW); // a lone sample is a dot
            i++;
        }
        NumberAxis x = new NumberAxis(xTitle);
        x.setAutoRangeIncludesZero(false);
        x.setNumberFormatOverride(line.x().format().format());
        XYPlot plot = new XYPlot(data, x, valueAxis(line.y(), List.of(line)), renderer);
        style(plot);
        return plot;
    }

    private static CategoryPlot bars(BarChartModel bars, String valueTitle) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        BarRenderer renderer = new BarRenderer();
        renderer.setBarPainter(new StandardBarPainter());
        renderer.setShadowVisible(false);
        renderer.setItemMargin(0.05);
        int i = 0;
        for (Curve s : bars.series()) {
            for (int k = 0; k < bars.categories().size(); k++) {
                double v = s.y()[k];
                data.addValue(Double.isFinite(v) ? (Number) v : null, s.name() + "#" + i, bars.categories().get(k));
            }
            renderer.setSeriesPaint(i++, color(s));
        }
        renderer.setDefaultItemLabelGenerator(new StandardCategoryItemLabelGenerator("{2}", bars.value().format().format()));
        renderer.setDefaultItemLabelsVisible(true);
        renderer.setDefaultItemLabelFont(new Font("SansSerif", Font.PLAIN, 10));
        renderer.setDefaultPositiveItemLabelPosition(new ItemLabelPosition(ItemLabelAnchor.OUTSIDE3, TextAnchor.CENTER_LEFT));
        NumberAxis value = new NumberAxis(valueTitle);
        value.setNumberFormatOverride(bars.value().format().format());
        value.setUpperMargin(0.18); // room for the value labels
        CategoryPlot plot = new CategoryPlot(data, new CategoryAxis(), value, renderer);
        plot.setOrientation(PlotOrientation.HORIZONTAL);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(new Color(Palette.GRID));
        plot.setOutlineVisible(false);
        return plot;
    }

    private static ValueAxis valueAxis(Axis axis, List<LineChartModel> lines) {
        if (!axis.log()) {
            NumberAxis y = new NumberAxis(axis.title());
            y.setNumberFormatOverride(axis.format().format());
            return y;
        }
        LogAxis y = new LogAxis(axis.title());
        y.setSmallestValue(1e-3);
        y.setTickUnit(new NumberTickUnit(1));
        y.setNumberFormatOverride(axis.format().format());
        double min = Double.POSITIVE_INFINITY;
        double max = 0;
        for (LineChartModel line : lines) {
            for (Curve c : line.curves()) {
                for (double v : c.y()) {
                    if (v > 0 && Double.isFinite(v)) {
                        min = Math.min(min, v);
                        max = Math.max(max, v);
                    }
                }
            }
        }
        if (max > 0) { // whole decades around the data: a range inside one decade would show no label
            double lower = Math.pow(10, Math.floor(Math.log10(min)));
            y.setRange(lower, Math.max(10 * lower, Math.pow(10, Math.ceil(Math.log10(max)))));
        }
        return y;
    }

    private static List<LineChartModel> collect(Figure f) {
        return f.panels().stream().map(LineChartModel.class::cast).toList();
    }

    private static void style(XYPlot plot) {
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(new Color(Palette.GRID));
        plot.setRangeGridlinePaint(new Color(Palette.GRID));
        plot.setOutlineVisible(false);
    }

    /** One entry per curve name, in the order they first appear (a figure repeats its runs in every panel). */
    private static LegendItemCollection legend(ChartModel model) {
        Map<String, Color> entries = new LinkedHashMap<>();
        List<ChartModel> panels = model instanceof Figure f ? f.panels() : List.of(model);
        for (ChartModel panel : panels) {
            List<Curve> curves = panel instanceof LineChartModel l ? l.curves() : ((BarChartModel) panel).series();
            curves.forEach(c -> entries.putIfAbsent(c.name(), color(c)));
        }
        LegendItemCollection items = new LegendItemCollection();
        entries.forEach((name, color) -> items.add(new LegendItem(name, color)));
        return items;
    }

    static Color color(Curve c) {
        return new Color(Palette.rgb(c.hue(), c.shade()));
    }
}
