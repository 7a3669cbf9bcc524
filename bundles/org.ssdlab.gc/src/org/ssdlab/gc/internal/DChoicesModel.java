package org.ssdlab.gc.internal;

import static org.ssdlab.sim.api.gc.WaMath.requireAlpha;
import static org.ssdlab.sim.api.gc.WaMath.requirePagesPerBlock;

/** Van Houdt's mean-field model of d-choices GC, the model {@link DChoicesStrategy} publishes. */
final class DChoicesModel {

    static final String CITATION = "B. Van Houdt, \"A Mean Field Model for a Class of Garbage Collection Algorithms "
            + "in Flash-based Solid State Drives\", SIGMETRICS 2013";

    private DChoicesModel() {
    }

    /**
     * d-choices victim selection (GC samples d blocks uniformly and cleans the one with the fewest
     * valid pages), from the mean-field model of Van Houdt, SIGMETRICS 2013:
     * WA = b / (b − Σ_{j=1..b} x_j^d) at the fixed point x of {@link #dChoicesFixedPoint}.
     * d = 1 is {@link RandomStrategy#random}; large d approaches greedy.
     */
    static double dChoices(double alpha, int pagesPerBlock, int d) {
        double[] x = dChoicesFixedPoint(alpha, pagesPerBlock, d);
        int b = pagesPerBlock;
        double s = 0.0;
        for (int j = 1; j <= b; j++) {
            s += Math.pow(x[j], d);
        }
        return b / (b - s);
    }

    /**
     * Fixed point of Van Houdt's mean-field ODE (SIGMETRICS 2013) for d-choices GC. x_i is the
     * fraction of blocks with at least i valid pages, x_0 = 1, x_{b+1} = 0, and for i = 1..b
     * <pre>
     *   dx_i/dt = 1 − x_i^d − (b − Σ_j x_j^d) · i · (x_i − x_{i+1}) / (ρ b).
     * </pre>
     *
     * <p>Rather than integrating the ODE, this solves the fixed point directly. Write
     * c = (b − Σ_j x_j^d)/(ρ b); then each equation 1 − x_i^d = c·i·(x_i − x_{i+1}) determines x_i
     * from x_{i+1} (one concave, decreasing scalar equation on [x_{i+1}, 1], solved by Newton from
     * above, which converges monotonically), so x(c) follows by a stable sweep from i = b down to 1.
     * Summing the equations shows that c is consistent exactly when Σ_i x_i = ρ b (valid pages are
     * conserved), and Σ_i x_i(c) is strictly decreasing in c, so c is found by bisection on
     * [α − 1, α] (WA = 1/(ρ c) lies between 1 and the random-selection value). Cost is
     * O(b · log(1/ε)); b = 256 takes about a millisecond.
     *
     * @return x, of length b + 2, with x[0] = 1 and x[b + 1] = 0
     */
    static double[] dChoicesFixedPoint(double alpha, int pagesPerBlock, int d) {
        requireAlpha(alpha);
        requirePagesPerBlock(pagesPerBlock);
        if (d < 1) {
            throw new IllegalArgumentException("d must be >= 1, was " + d);
        }
        double target = pagesPerBlock / alpha; // ρ b
        double[] x = new double[pagesPerBlock + 2];
        double lo = alpha - 1.0;
        double hi = alpha;
        // Guards against rounding at the analytic bounds (d = 1 sits exactly on lo).
        while (occupancy(lo, d, x) < target) {
            lo *= 0.5;
        }
        while (occupancy(hi, d, x) > target) {
            hi *= 2.0;
        }
        while (true) {
            double mid = 0.5 * (lo + hi);
            if (mid <= lo || mid >= hi) {
                break;
            }
            if (occupancy(mid, d, x) > target) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        occupancy(0.5 * (lo + hi), d, x);
        return x;
    }

    /** Fills x for the given c (sweep i = b..1) and returns Σ_{i=1..b} x_i. */
    private static double occupancy(double c, int d, double[] x) {
        int b = x.length - 2;
        x[0] = 1.0;
        x[b + 1] = 0.0;
        double sum = 0.0;
        for (int i = b; i >= 1; i--) {
            double xn = x[i + 1];
            double ci = c * i;
            // Root of g(w) = 1 − w^d − ci·(w − xn). Start above it: g(xn + (1 − xn^d)/ci) ≤ 0.
            double w = Math.min(1.0, xn + (1.0 - Math.pow(xn, d)) / ci);
            for (int it = 0; it < 100; it++) {
                double wd1 = Math.pow(w, d - 1);
                double g = 1.0 - wd1 * w - ci * (w - xn);
                double next = w + g / (d * wd1 + ci); // Newton; g concave, so it never undershoots
                if (!(next < w)) {
                    break;
                }
                w = next;
            }
            x[i] = w;
            sum += w;
        }
        return sum;
    }
}
