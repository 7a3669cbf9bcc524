package org.ssdlab.experiment.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** One clearly different hue per run, its shades apart from each other, and labels in units. */
class PaletteTest {

    private static double linear(double c) {
        return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }

    private static double[] rgb(int rgb) {
        return new double[] { linear((rgb >> 16 & 0xFF) / 255.0), linear((rgb >> 8 & 0xFF) / 255.0),
                linear((rgb & 0xFF) / 255.0) };
    }

    /** CIE L*a*b* (D65) of linear sRGB. */
    private static double[] lab(double[] c) {
        double x = (0.4124 * c[0] + 0.3576 * c[1] + 0.1805 * c[2]) / 0.95047;
        double y = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
        double z = (0.0193 * c[0] + 0.1192 * c[1] + 0.9505 * c[2]) / 1.08883;
        java.util.function.DoubleUnaryOperator f = t -> t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116.0;
        return new double[] { 116 * f.applyAsDouble(y) - 16, 500 * (f.applyAsDouble(x) - f.applyAsDouble(y)),
                200 * (f.applyAsDouble(y) - f.applyAsDouble(z)) };
    }

    /** Protanopia and deuteranopia as Viénot, Brettel &amp; Mollon (1999) simulate them, on linear RGB. */
    private static final double[][] PROTAN = { { 0.11238, 0.88762, 0 }, { 0.11238, 0.88762, 0 }, { 0.00401, -0.00401, 1 } };
    private static final double[][] DEUTAN = { { 0.29275, 0.70725, 0 }, { 0.29275, 0.70725, 0 }, { -0.02234, 0.02234, 1 } };

    private static double[] seenWith(double[][] m, double[] c) {
        double[] out = new double[3];
        for (int i = 0; i < 3; i++) {
            out[i] = Math.clamp(m[i][0] * c[0] + m[i][1] * c[1] + m[i][2] * c[2], 0, 1);
        }
        return out;
    }

    /** CIE76 colour difference, as seen normally ({@code m} null) or through a deficiency. */
    private static double deltaE(int a, int b, double[][] m) {
        double[] la = lab(m == null ? rgb(a) : seenWith(m, rgb(a)));
        double[] lb = lab(m == null ? rgb(b) : seenWith(m, rgb(b)));
        return Math.sqrt(Math.pow(la[0] - lb[0], 2) + Math.pow(la[1] - lb[1], 2) + Math.pow(la[2] - lb[2], 2));
    }

    /** Luminance contrast against white (WCAG 2 formula). */
    private static double contrastOnWhite(int rgb) {
        double l = 0;
        double[] weights = { 0.0722, 0.7152, 0.2126 };
        for (int i = 0; i < 3; i++) {
            double c = (rgb >> (8 * i) & 0xFF) / 255.0;
            l += weights[i] * (c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4));
        }
        return 1.05 / (l + 0.05);
    }

    @Test
    void everyRunHasItsOwnHueAndNoneVanishesOnWhite() {
        for (int a = 0; a < Palette.hues(); a++) {
            int ca = Palette.rgb(a, Shade.BASE);
            assertTrue(contrastOnWhite(ca) > 1.9, Integer.toHexString(ca) + " is too faint on white");
            for (int b = a + 1; b < Palette.hues(); b++) {
                int cb = Palette.rgb(b, Shade.BASE);
                assertTrue(deltaE(ca, cb, null) > 30, a + " and " + b + " look alike");
                assertTrue(deltaE(ca, cb, PROTAN) > 15, a + " and " + b + " look alike without red cones");
                assertTrue(deltaE(ca, cb, DEUTAN) > 15, a + " and " + b + " look alike without green cones");
            }
        }
        assertEquals(Palette.rgb(0, Shade.BASE), Palette.rgb(Palette.hues(), Shade.BASE), "more runs repeat the hues");
    }

    @Test
    void theShadesOfAHueDiffer() {
        for (int hue = 0; hue < Palette.hues(); hue++) {
            int dark = Palette.rgb(hue, Shade.DARK);
            int base = Palette.rgb(hue, Shade.BASE);
            int light = Palette.rgb(hue, Shade.LIGHT);
            assertTrue(deltaE(dark, base, null) > 15 && deltaE(base, light, null) > 15, "hue " + hue);
            assertNotEquals(base, light);
            assertTrue(contrastOnWhite(light) > 1.3, "p99.9 stays visible: " + Integer.toHexString(light));
        }
    }

    @Test
    void ticksReadInMicrosecondsMillisecondsAndThousands() {
        assertEquals("250 µs", AxisFormat.MICROSECONDS.label(250));
        assertEquals("1.5 ms", AxisFormat.MICROSECONDS.label(1500));
        assertEquals("10 ms", AxisFormat.MICROSECONDS.label(10_000));
        assertEquals("2 s", AxisFormat.MICROSECONDS.label(2e6));
        assertEquals("25k", AxisFormat.NUMBER.label(25_000));
        assertEquals("1.25M", AxisFormat.NUMBER.label(1_250_000));
        assertEquals("9500", AxisFormat.NUMBER.label(9500));
        assertEquals("0.5", AxisFormat.PLAIN.label(0.5));
        assertEquals("1 ms", AxisFormat.MICROSECONDS.format().format(1000.0));
    }
}
