package org.ssdlab.ui.internal.results;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.ssdlab.experiment.chart.BarChartModel;
import org.ssdlab.experiment.chart.ChartCsv;
import org.ssdlab.experiment.chart.ChartFiles;
import org.ssdlab.experiment.chart.ChartModel;
import org.ssdlab.experiment.chart.Curve;
import org.ssdlab.experiment.chart.Figure;
import org.ssdlab.experiment.chart.LineChartModel;
import org.ssdlab.experiment.chart.Palette;

/**
 * Any {@link ChartModel} on screen: a chart, or a figure's panels side by side (widths by the
 * model's weights, one value range for all), with one legend below whose entries hide or show a
 * curve in every panel. The context menu exports the model as the result directory has it (PNG
 * and SVG drawn by {@link ChartFiles}) and its data as CSV ({@link ChartCsv}).
 */
public final class FigurePanel {

    private final Composite root;
    private final Label title;
    private final SashForm row;
    private final Composite legend;
    private final List<ChartPanel> panels = new ArrayList<>();
    private final Set<String> hidden = new HashSet<>();
    private final Map<String, Label> entries = new LinkedHashMap<>();
    private final Font bold;
    private ChartModel model;
    private TimeZoom zoom;

    public FigurePanel(Composite parent) {
        root = new Composite(parent, SWT.NONE);
        root.setBackground(parent.getDisplay().getSystemColor(SWT.COLOR_WHITE));
        GridLayoutFactory.fillDefaults().spacing(0, 2).applyTo(root);
        title = new Label(root, SWT.CENTER);
        title.setBackground(root.getBackground());
        FontData data = title.getFont().getFontData()[0];
        bold = new Font(root.getDisplay(), data.getName(), data.getHeight() + 1, SWT.BOLD);
        title.setFont(bold);
        root.addListener(SWT.Dispose, e -> bold.dispose());
        GridDataFactory.fillDefaults().grab(true, false).applyTo(title);
        row = new SashForm(root, SWT.HORIZONTAL);
        row.setBackground(root.getBackground());
        GridDataFactory.fillDefaults().grab(true, true).applyTo(row);
        legend = new Composite(root, SWT.NONE);
        legend.setBackground(root.getBackground());
        RowLayout rows = new RowLayout(SWT.HORIZONTAL);
        rows.center = true;
        rows.spacing = 12;
        legend.setLayout(rows);
        legend.setToolTipText("Click an entry to hide or show its curve");
        GridDataFactory.fillDefaults().grab(true, false).indent(6, 0).applyTo(legend);
        root.setMenu(menu(root));
    }

    public Control control() {
        return root;
    }

    public ChartModel model() {
        return model;
    }

    /** Zooms of the time axis go through {@code zoom}, shared with other figures. */
    void zoomWith(TimeZoom zoom) {
        this.zoom = zoom;
        panels.forEach(p -> p.zoomWith(zoom));
    }

    /** Every panel shows all its data again (value range shared as after {@link #show}). */
    void showAll() {
        panels.forEach(ChartPanel::showAll);
        shareValueRange();
    }

    /** The charts drawn now: one, or a figure's panels in order. */
    public List<ChartPanel> panels() {
        return List.copyOf(panels);
    }

    /** The legend's entries in order. */
    public List<String> legendEntries() {
        return List.copyOf(entries.keySet());
    }

    /** Replaces what is drawn; curves the user hid stay hidden. */
    public void show(ChartModel model) {
        this.model = model;
        List<ChartModel> charts = model instanceof Figure f ? f.panels() : List.of(model);
        boolean phases = model instanceof Figure f && !f.panels().isEmpty() && f.panels().get(0) instanceof LineChartModel;
        title.setText(!(model instanceof Figure) ? ""
                : phases ? model.title() + "   (x: " + ((LineChartModel) charts.get(0)).x().title() + ", each panel a phase)"
                : model.title());
        ((org.eclipse.swt.layout.GridData) title.getLayoutData()).exclude = !(model instanceof Figure);
        title.setVisible(model instanceof Figure);
        while (panels.size() > charts.size()) {
            panels.remove(panels.size() - 1).chart().dispose();
        }
        while (panels.size() < charts.size()) {
            ChartPanel panel = new ChartPanel(row);
            panel.chart().setMenu(menu(panel.chart()));
            panel.chart().getPlotArea().getControl().setMenu(panel.chart().getMenu());
            panel.chart().getLegend().setVisible(false);
            panel.zoomWith(zoom);
            panels.add(panel);
        }
        for (int i = 0; i < charts.size(); i++) {
            if (charts.get(i) instanceof LineChartModel line) {
                panels.get(i).show(line, hidden, false);
                if (phases) {
                    panels.get(i).chart().getAxisSet().getXAxis(0).getTitle().setText("");
                }
            } else if (charts.get(i) instanceof BarChartModel bars) {
                panels.get(i).show(bars, hidden, false);
            }
        }
        if (!charts.isEmpty()) {
            double[] weights = model instanceof Figure f ? f.weights() : new double[] { 1 };
            row.setWeights(java.util.Arrays.stream(weights).mapToInt(w -> Math.max(1, (int) Math.round(w * 10))).toArray());
        }
        shareValueRange();
        if (zoom != null) {
            panels.forEach(zoom::reapply);
        }
        legend(charts);
        root.layout(true, true);
    }

    /** Hides a visible curve or shows a hidden one in every panel, as a click on its legend entry does. */
    public void toggle(String curve) {
        boolean visible = hidden.contains(curve);
        if (visible) {
            hidden.remove(curve);
        } else {
            hidden.add(curve);
        }
        panels.forEach(p -> p.setVisible(curve, visible));
        Label entry = entries.get(curve);
        if (entry != null) {
            entry.setForeground(entry.getDisplay().getSystemColor(visible ? SWT.COLOR_BLACK : SWT.COLOR_GRAY));
        }
    }

    public boolean isHidden(String curve) {
        return hidden.contains(curve);
    }

    private void shareValueRange() {
        if (panels.size() < 2) {
            return;
        }
        double lower = Double.POSITIVE_INFINITY;
        double upper = Double.NEGATIVE_INFINITY;
        for (ChartPanel p : panels) {
            double[] r = p.valueRange();
            lower = Math.min(lower, r[0]);
            upper = Math.max(upper, r[1]);
        }
        for (ChartPanel p : panels) {
            p.setValueRange(lower, upper);
        }
    }

    private void legend(List<ChartModel> charts) {
        Map<String, Integer> colors = new LinkedHashMap<>();
        for (ChartModel chart : charts) {
            List<Curve> curves = chart instanceof LineChartModel l ? l.curves() : ((BarChartModel) chart).series();
            curves.forEach(c -> colors.putIfAbsent(c.name(), Palette.rgb(c.hue(), c.shade())));
        }
        if (colors.keySet().equals(entries.keySet())) {
            return;
        }
        for (Control c : legend.getChildren()) {
            c.dispose();
        }
        entries.clear();
        colors.forEach((name, rgb) -> {
            Composite entry = new Composite(legend, SWT.NONE);
            entry.setBackground(legend.getBackground());
            GridLayoutFactory.fillDefaults().numColumns(2).spacing(4, 0).applyTo(entry);
            Canvas swatch = new Canvas(entry, SWT.NONE);
            Color color = new Color(rgb >> 16 & 0xFF, rgb >> 8 & 0xFF, rgb & 0xFF);
            swatch.addPaintListener(e -> {
                e.gc.setBackground(color);
                e.gc.fillRectangle(0, 3, 14, 8);
            });
            GridDataFactory.swtDefaults().hint(14, 14).applyTo(swatch);
            Label label = new Label(entry, SWT.NONE);
            label.setBackground(legend.getBackground());
            label.setText(name);
            label.setForeground(label.getDisplay().getSystemColor(hidden.contains(name) ? SWT.COLOR_GRAY : SWT.COLOR_BLACK));
            for (Control c : new Control[] { entry, swatch, label }) {
                c.addListener(SWT.MouseDown, e -> toggle(name));
            }
            entries.put(name, label);
        });
    }

    /** Writes the model as PNG, drawn as in the result directory's {@code charts/}. */
    public void png(Path file) throws IOException {
        Files.write(file, ChartFiles.png(model));
    }

    public void svg(Path file) throws IOException {
        Files.write(file, ChartFiles.svg(model));
    }

    public String csv() {
        return model == null ? "" : ChartCsv.write(model);
    }

    private interface Writer {
        void write(Path path) throws IOException;
    }

    private Menu menu(Control owner) {
        Menu menu = new Menu(owner);
        item(menu, "Export as PNG...", "*.png", this::png);
        item(menu, "Export as SVG...", "*.svg", this::svg);
        item(menu, "Export data as CSV...", "*.csv", path -> Files.writeString(path, csv(), StandardCharsets.UTF_8));
        return menu;
    }

    private void item(Menu menu, String label, String extension, Writer writer) {
        MenuItem item = new MenuItem(menu, SWT.PUSH);
        item.setText(label);
        item.addListener(SWT.Selection, e -> {
            if (model == null) {
                return;
            }
            FileDialog dialog = new FileDialog(root.getShell(), SWT.SAVE);
            dialog.setFilterExtensions(new String[] { extension });
            dialog.setOverwrite(true);
            dialog.setFileName(model.title().replaceAll("[^A-Za-z0-9._-]+", "-") + extension.substring(1));
            String file = dialog.open();
            if (file != null) {
                try {
                    writer.write(Path.of(file));
                } catch (IOException | RuntimeException ex) {
                    MessageDialog.openError(root.getShell(), label, "Could not write " + file + ": " + ex.getMessage());
                }
            }
        });
    }
}
