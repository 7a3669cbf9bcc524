package org.ssdlab.experiment.chart;

/**
 * Colours of the charts as 0xRRGGBB, the same for files and screen: one hue per run from the
 * Okabe–Ito palette, chosen to stay distinguishable with the common colour-vision deficiencies
 * (Okabe &amp; Ito, "Color Universal Design", https://jfly.uni-koeln.de/color/, fig. 16). Left out:
 * its yellow (#F0E442), which vanishes on white, and its sky blue (#56B4E9), which is the blue's
 * light shade. Black is the sixth hue, its shades greys. More runs than hues repeat the hues.
 */
public final class Palette {

    private static final int[] HUES = { 0x0072B2, 0xD55E00, 0x009E73, 0xCC79A7, 0xE69F00, 0x000000 };
    public static final int GRID = 0xDDDDDD;
    public static final int TEXT = 0x333333;

    private Palette() {
    }

    public static int hues() {
        return HUES.length;
    }

    /** The colour of run {@code hue} (any index ≥ 0) in {@code shade}. */
    public static int rgb(int hue, Shade shade) {
        int base = HUES[Math.floorMod(hue, HUES.length)];
        if (base == 0x000000) {
            return switch (shade) {
                case DARK -> 0x000000;
                case BASE -> 0x4D4D4D;
                case LIGHT -> 0x999999;
            };
        }
        return switch (shade) {
            case BASE -> base;
            case DARK -> mix(base, 0x000000, 0.40);
            case LIGHT -> mix(base, 0xFFFFFF, 0.50);
        };
    }

    /** {@code from} moved {@code share} of the way to {@code to}, per channel. */
    static int mix(int from, int to, double share) {
        int rgb = 0;
        for (int shift = 16; shift >= 0; shift -= 8) {
            int a = from >> shift & 0xFF;
            int b = to >> shift & 0xFF;
            rgb |= (int) Math.round(a + (b - a) * share) << shift;
        }
        return rgb;
    }
}
