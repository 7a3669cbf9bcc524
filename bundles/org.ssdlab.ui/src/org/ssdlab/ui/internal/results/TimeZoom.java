package org.ssdlab.ui.internal.results;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One zoom of the time axis across the Results view's time tabs (IOPS, MB/s, latency, WA): a
 * mouse-wheel zoom in a phase's panel shows the same seconds in that phase's panel of every other
 * tab, a click marks the same instant in all of them, and a double click in any of them shows
 * everything again in all, unmarked. Panels are matched by their
 * title, the phase: a tab may lack a phase (an idle phase has no IOPS panel). The ranges are kept
 * per phase, so a redraw (a run's live intervals) keeps the zoom and the mark until the next {@link #reset}.
 */
final class TimeZoom {

    private final List<FigurePanel> figures;
    private final Map<String, double[]> ranges = new HashMap<>();
    private final Map<String, Double> marks = new HashMap<>();

    TimeZoom(List<FigurePanel> figures) {
        this.figures = List.copyOf(figures);
        this.figures.forEach(f -> f.zoomWith(this));
    }

    /** {@code source} now shows [{@code lower}, {@code upper}]: so do the other panels of its phase. */
    void zoomed(ChartPanel source, double lower, double upper) {
        String phase = source.model().title();
        ranges.put(phase, new double[] { lower, upper });
        for (FigurePanel figure : figures) {
            for (ChartPanel panel : figure.panels()) {
                if (panel != source && panel.model() != null && panel.model().title().equals(phase)) {
                    panel.setTimeRange(lower, upper);
                }
            }
        }
    }

    /** A click in {@code source} marked {@code seconds}: so it is in every panel of its phase. */
    void marked(ChartPanel source, double seconds) {
        String phase = source.model().title();
        marks.put(phase, seconds);
        for (FigurePanel figure : figures) {
            for (ChartPanel panel : figure.panels()) {
                if (panel.model() != null && panel.model().title().equals(phase)) {
                    panel.setMark(seconds);
                }
            }
        }
    }

    /** Every panel of every tab shows all its data again, no instant marked. */
    void reset() {
        ranges.clear();
        marks.clear();
        figures.forEach(FigurePanel::showAll);
    }

    /** After a redraw of {@code panel}: the zoom of its phase, if there is one. */
    void reapply(ChartPanel panel) {
        double[] r = panel.model() == null ? null : ranges.get(panel.model().title());
        if (r != null) {
            panel.setTimeRange(r[0], r[1]);
        }
        Double mark = panel.model() == null ? null : marks.get(panel.model().title());
        panel.setMark(mark == null ? Double.NaN : mark);
    }
}
