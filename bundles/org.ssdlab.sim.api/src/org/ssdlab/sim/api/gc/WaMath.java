package org.ssdlab.sim.api.gc;

/**
 * What the analytic steady-state write-amplification (WA) models of GC strategies share: the
 * over-provisioning conversions and the Lambert W function. The models themselves live with their
 * strategies (see {@link SteadyStateWaModel}).
 *
 * <p>Models take {@code alpha} = α = T/U (physical data pages over user-visible pages); convert at
 * the edges with the helpers below:
 * <ul>
 * <li>OP (over-provisioning, the industry's "7 %", "28 %") = (T−U)/U = α − 1;</li>
 * <li>Sf (spare factor; what MQSim, SSDSim and SimpleSSD call "OP") = (T−U)/T = 1 − 1/α;</li>
 * <li>ρ (load, Van Houdt) = U/T = 1/α.</li>
 * </ul>
 * WA = (host page writes + GC relocation writes) / host page writes.
 *
 * <p>Source of the Lambert W method: R. M. Corless et al., "On the Lambert W function", Adv.
 * Comput. Math. 1996.
 */
public final class WaMath {

    /** e = E_HI + E_LO; the low part keeps e·x + 1 accurate next to the branch point x = −1/e. */
    private static final double E_HI = Math.E;
    private static final double E_LO = 1.4456468917292502e-16;

    /**
     * How far (in units of q = 2(e·x + 1)) an argument may sit below −1/e and still be read as the
     * branch point: about ten ulps of x, i.e. rounding noise of a caller computing −α·e^(−α) at α ≈ 1.
     */
    private static final double BRANCH_SLACK = 1e-14;

    private WaMath() {
    }

    // ---------------------------------------------------------------------------------------------
    // Conversions

    /** α = 1 + OP, for OP = (T−U)/U &gt; 0. */
    public static double alphaFromOp(double op) {
        if (!(op > 0.0) || op == Double.POSITIVE_INFINITY) {
            throw outOfRange("op", op, "(0, +inf)");
        }
        return 1.0 + op;
    }

    /** OP = α − 1. */
    public static double opFromAlpha(double alpha) {
        requireAlpha(alpha);
        return alpha - 1.0;
    }

    /** α = 1 / (1 − Sf), for the spare factor Sf = (T−U)/T in (0, 1). */
    public static double alphaFromSpareFactor(double spareFactor) {
        if (!(spareFactor > 0.0 && spareFactor < 1.0)) {
            throw outOfRange("spareFactor", spareFactor, "(0, 1)");
        }
        return 1.0 / (1.0 - spareFactor);
    }

    /** Spare factor Sf = (T−U)/T = 1 − 1/α (the quantity several simulators label "OP"). */
    public static double spareFactor(double alpha) {
        requireAlpha(alpha);
        return 1.0 - 1.0 / alpha;
    }

    /**
     * TRIM as effective over-provisioning: if the host keeps only a fraction u of its LBAs allocated
     * and the drive knows it, the drive behaves like α_eff = α/u. (Without TRIM the deleted data stays
     * valid to the drive and the full-drive α applies.)
     *
     * @param allocatedFraction u in (0, 1]
     */
    public static double alphaEffective(double alpha, double allocatedFraction) {
        requireAlpha(alpha);
        if (!(allocatedFraction > 0.0 && allocatedFraction <= 1.0)) {
            throw outOfRange("allocatedFraction", allocatedFraction, "(0, 1]");
        }
        return alpha / allocatedFraction;
    }

    // ---------------------------------------------------------------------------------------------
    // Lambert W

    /**
     * Principal branch W₀ of the Lambert W function (w·e^w = x, w ≥ −1) for x in [−1/e, +inf).
     *
     * <p>Near the branch point the initial guess is the Corless et al. series in
     * p = √(2(e·x + 1)); for p &lt; 0.01 that series is already exact to rounding and is returned as
     * is, because Halley's correction divides by f'(w) = e^w(w + 1) ∝ p and would only amplify
     * rounding noise. Elsewhere a Winitzki-type guess is polished by Halley iteration, on
     * w + ln w = ln x for x &gt; e so that w·e^w never overflows. Arguments below −1/e by no more
     * than rounding noise return −1.
     *
     * @throws IllegalArgumentException if x is NaN or clearly below −1/e
     */
    public static double lambertW0(double x) {
        if (Double.isNaN(x)) {
            throw outOfRange("x", x, "[-1/e, +inf)");
        }
        if (x == 0.0 || x == Double.POSITIVE_INFINITY) {
            return x;
        }
        double q = 2.0 * (Math.fma(E_HI, x, 1.0) + E_LO * x); // = p², exact-ish near -1/e
        if (q <= 0.0) {
            if (q >= -BRANCH_SLACK) {
                return -1.0;
            }
            throw outOfRange("x", x, "[-1/e, +inf)");
        }
        if (x > Math.E) {
            return lambertW0Large(x);
        }
        double w;
        if (q < 0.25) { // p < 0.5, i.e. x < -0.3219
            double p = Math.sqrt(q);
            w = branchSeries(p);
            if (p < 0.01) {
                return w; // truncation error ~0.009·p^8 < 1e-18
            }
        } else {
            double l = Math.log1p(x);
            w = l * (1.0 - Math.log1p(l) / (2.0 + l));
        }
        for (int it = 0; it < 20; it++) {
            double ew = Math.exp(w);
            double f = w * ew - x;
            double wp1 = w + 1.0;
            double step = f / (ew * wp1 - (w + 2.0) * f / (2.0 * wp1));
            w -= step;
            if (!(Math.abs(step) > 1e-15 * Math.abs(w))) {
                break;
            }
        }
        return w;
    }

    /** W₀ for x &gt; e (so w &gt; 1): Halley on g(w) = w + ln w − ln x, started from the asymptotic form. */
    private static double lambertW0Large(double x) {
        double lnx = Math.log(x);
        double lnlnx = Math.log(lnx);
        double w = lnx - lnlnx + lnlnx / lnx;
        for (int it = 0; it < 20; it++) {
            double g = w + Math.log(w) - lnx;
            double wp1 = w + 1.0;
            double step = g * w / (wp1 + g / (2.0 * wp1));
            w -= step;
            if (!(Math.abs(step) > 1e-15 * w)) {
                break;
            }
        }
        return w;
    }

    /** Series of W₀ about −1/e in p = √(2(e·x + 1)) (Corless et al. 1996). */
    private static double branchSeries(double p) {
        return -1.0 + p * (1.0 + p * (-1.0 / 3.0 + p * (11.0 / 72.0 + p * (-43.0 / 540.0
                + p * (769.0 / 17280.0 + p * (-221.0 / 8505.0 + p * (680863.0 / 43545600.0)))))));
    }

    // ---------------------------------------------------------------------------------------------

    /** @throws IllegalArgumentException unless α is in (1, +inf) */
    public static void requireAlpha(double alpha) {
        if (!(alpha > 1.0) || alpha == Double.POSITIVE_INFINITY) {
            throw outOfRange("alpha", alpha, "(1, +inf)");
        }
    }

    /** @throws IllegalArgumentException unless at least one page per block */
    public static void requirePagesPerBlock(int pagesPerBlock) {
        if (pagesPerBlock < 1) {
            throw new IllegalArgumentException("pagesPerBlock must be >= 1, was " + pagesPerBlock);
        }
    }

    /** "NAME must be in RANGE, was VALUE": the error every WA model gives for an argument out of its domain. */
    public static IllegalArgumentException outOfRange(String name, double value, String range) {
        return new IllegalArgumentException(name + " must be in " + range + ", was " + value);
    }
}
