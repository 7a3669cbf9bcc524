package org.ssdlab.ui.internal.results;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class ChartExportTest {

    private static final LineChartModel IOPS = new LineChartModel("IOPS", "time (s)", "IOPS", List.of(
            new Curve("fresh", new double[] { 0, 1, 2 }, new double[] { 100, 250.5, 90 }),
            new Curve("full, no TRIM", new double[] { 0, 1 }, new double[] { 40, 30 })));

    @Test
    void csvHasOneRowPerPointAndQuotesNamesWithCommas() {
        String csv = ChartExport.csv(IOPS);
        assertEquals("""
                series,time (s),IOPS
                fresh,0,100
                fresh,1,250.500
                fresh,2,90
                "full, no TRIM",0,40
                "full, no TRIM",1,30
                """, csv);
    }

    @Test
    void barCsvIsATableOfPhasesByRunWithGapsForMissingPhases() {
        BarChartModel bars = new BarChartModel("IOPS per phase", "IOPS", List.of("fill", "random-write"), List.of(
                new Curve("a", new double[] { 0, 1 }, new double[] { 10, 20 }),
                new Curve("b", new double[] { 0, 1 }, new double[] { Double.NaN, 5 })));
        assertEquals("phase,a,b\nfill,10,\nrandom-write,20,5\n", ChartExport.csv(bars));
    }

    @Test
    void svgDrawsEveryCurveWithinTheCanvasAndNamesItInTheLegend() {
        String svg = ChartExport.svg(IOPS, 640, 400);
        assertTrue(svg.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"640\" height=\"400\""), svg);
        assertEquals(2, svg.split("<polyline").length - 1);
        assertTrue(svg.contains(">full, no TRIM</text>"));
        // the highest point touches the top of the plot, the lowest x its left edge
        assertTrue(svg.contains("points=\"70.0,"), svg);
        assertTrue(svg.contains(",40.0"), svg);
        assertArrayEquals(new double[] { 0, 2, 0, 250.5 }, ChartExport.range(IOPS));
    }

    @Test
    void curvesNeedAsManyXAsY() {
        assertThrows(IllegalArgumentException.class, () -> new Curve("c", new double[] { 1 }, new double[0]));
    }
}
