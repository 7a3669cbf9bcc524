package org.ssdlab.sim.core.model;

/**
 * Analytic steady-state write-amplification (WA) models for a page-mapped FTL under uniform random
 * single-page writes, used as reference curves for the simulator.
 *
 * <p>All models take {@code alpha} = α = T/U (physical data pages over user-visible pages); convert
 * at the edges with the helpers below:
 * <ul>
 * <li>OP (over-provisioning, the industry's "7 %", "28 %") = (T−U)/U = α − 1;</li>
 * <li>Sf (spare factor; what MQSim, SSDSim and SimpleSSD call "OP") = (T−U)/T = 1 − 1/α;</li>
 * <li>ρ (load, Van Houdt) = U/T = 1/α.</li>
 * </ul>
 * {@code pagesPerBlock} is b, the number of pages per erase block. WA = (host page writes + GC
 * relocation writes) / host page writes.
 *
 * <p>Sources: P. Desnoyers, "Analytic Modeling of SSD Write Performance", SYSTOR 2012 (ACM TOS
 * 2014); B. Van Houdt, "A Mean Field Model for a Class of Garbage Collection Algorithms in
 * Flash-based Solid State Drives", SIGMETRICS 2013; R. Agarwal and M. Marrow, "A closed-form
 * expression for write amplification in NAND flash", GLOBECOM Workshops 2010; R. M. Corless et al.,
 * "On the Lambert W function", Adv. Comput. Math. 1996.
 */
public final class WaModels {

    /** e = E_HI + E_LO; the low part keeps e·x + 1 accurate next to the branch point x = −1/e. */
    private static final double E_HI = Math.E;
    private static final double E_LO = 1.4456468917292502e-16;

    /**
     * How far (in units of q = 2(e·x + 1)) an argument may sit below −1/e and still be read as the
     * branch point: about ten ulps of x, i.e. rounding noise of a caller computing −α·e^(−α) at α ≈ 1.
     */
    private static final double BRANCH_SLACK = 1e-14;

    private WaModels() {
    }

    // ---------------------------------------------------------------------------------------------
    // Conversions

    /** α = 1 + OP, for OP = (T−U)/U &gt; 0. */
    public static double alphaFromOp(double op) {
        if (!(op > 0.0) || op == Double.POSITIVE_INFINITY) {
            throw bad("op", op, "(0, +inf)");
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
            throw bad("spareFactor", spareFactor, "(0, 1)");
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
            throw bad("allocatedFraction", allocatedFraction, "(0, 1]");
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
            throw bad("x", x, "[-1/e, +inf)");
        }
        if (x == 0.0 || x == Double.POSITIVE_INFINITY) {
            return x;
        }
        double q = 2.0 * (Math.fma(E_HI, x, 1.0) + E_LO * x); // = p², exact-ish near -1/e
        if (q <= 0.0) {
            if (q >= -BRANCH_SLACK) {
                return -1.0;
            }
            throw bad("x", x, "[-1/e, +inf)");
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
    // Models

    /**
     * FIFO / LRW victim selection (Desnoyers, SYSTOR 2012, Eq. 4; Menon's log-structured array
     * formula): WA = α / (α + W₀(−α·e^(−α))). Independent of b in the large-drive limit. The
     * argument sits near the branch point for small OP, where rounding of −α·e^(−α) limits the
     * relative accuracy to about 1e-17/(α − 1)² (2e-14 at α = 1.03).
     */
    public static double fifo(double alpha) {
        requireAlpha(alpha);
        return alpha / (alpha + lambertW0(-alpha * Math.exp(-alpha)));
    }

    /**
     * FIFO / LRW from its defining fixed point instead of Lambert W, for cross-checking: the victim's
     * valid fraction x solves x = exp(−(1 − x)/ρ) = exp(−(1 − x)·α), and WA = 1/(1 − x).
     *
     * <p>Plain iteration from x = 0 rises monotonically to the non-trivial root (x = 1 is the trivial
     * one); its contraction factor is α·x* &lt; 1, which tends to 1 as α → 1, so the iteration count
     * grows like ~20/(α − 1).
     *
     * @throws IllegalStateException if α is so close to 1 that 10⁸ iterations do not suffice
     */
    public static double fifoFixedPoint(double alpha) {
        requireAlpha(alpha);
        double x = 0.0;
        for (int n = 0; n < 100_000_000; n++) {
            double next = Math.exp(-(1.0 - x) * alpha);
            if (next <= x) { // converged to rounding: the sequence can no longer rise
                return 1.0 / (1.0 - x);
            }
            x = next;
        }
        throw new IllegalStateException("fifoFixedPoint did not converge for alpha = " + alpha);
    }

    /**
     * Greedy victim selection (Desnoyers, SYSTOR 2012, Eq. 12): with k = 1 + 1/(2b),
     * WA = WA_FIFO(k·α) / k. Always below FIFO, and tends to FIFO as b grows: under uniform traffic
     * the valid count of a block concentrates around its age's mean, so the emptiest block is the
     * oldest one. It is an approximation for realistic b (tens to hundreds of pages): it drops below
     * 1, which is unphysical, for tiny b (b = 1 beyond α ≈ 1.2) or large α (b = 64 beyond α ≈ 6).
     */
    public static double greedy(double alpha, int pagesPerBlock) {
        requireAlpha(alpha);
        requirePagesPerBlock(pagesPerBlock);
        double k = 1.0 + 0.5 / pagesPerBlock;
        return fifo(k * alpha) / k;
    }

    /** Random victim selection (d-choices with d = 1): WA = 1/(1 − ρ) = α/(α − 1) = (1 + OP)/OP. */
    public static double random(double alpha) {
        requireAlpha(alpha);
        return alpha / (alpha - 1.0);
    }

    /**
     * Agarwal and Marrow's closed form WA ≈ (1 + OP)/(2·OP). A known <em>underestimate</em> of
     * greedy/FIFO (and below 1 for OP &gt; 1); kept only as a foil.
     */
    public static double agarwal(double op) {
        if (!(op > 0.0) || op == Double.POSITIVE_INFINITY) {
            throw bad("op", op, "(0, +inf)");
        }
        return (1.0 + op) / (2.0 * op);
    }

    /**
     * d-choices victim selection (GC samples d blocks uniformly and cleans the one with the fewest
     * valid pages), from the mean-field model of Van Houdt, SIGMETRICS 2013:
     * WA = b / (b − Σ_{j=1..b} x_j^d) at the fixed point x of {@link #dChoicesFixedPoint}.
     * d = 1 is {@link #random}; large d approaches greedy.
     */
    public static double dChoices(double alpha, int pagesPerBlock, int d) {
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
    public static double[] dChoicesFixedPoint(double alpha, int pagesPerBlock, int d) {
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

    /**
     * Hot/cold skew under FIFO/LRW with one write frontier (Desnoyers, SYSTOR 2012, Eq. 14): a
     * fraction r of the writes goes to a fraction f of the LBAs, and WA = A solves
     * <pre>
     *   A = 1 + r/(e^{(r/f)(α/A)} − 1) + (1 − r)/(e^{((1−r)/(1−f))(α/A)} − 1).
     * </pre>
     * With y = α/A this is y + f·χ(r y/f) + (1 − f)·χ((1 − r) y/(1 − f)) = α, χ(z) = z/(e^z − 1),
     * whose left side rises from 1 at y = 0 with slope &gt; 1/2 (χ' &gt; −1/2), so the root is unique
     * and bisection on (0, α) is safe. r = f reduces to {@link #fifo}; skew raises WA.
     *
     * @param r fraction of writes to the hot set, in [0, 1]
     * @param f fraction of LBAs in the hot set, in (0, 1)
     */
    public static double hotColdLrw(double alpha, double r, double f) {
        requireAlpha(alpha);
        if (!(r >= 0.0 && r <= 1.0)) {
            throw bad("r", r, "[0, 1]");
        }
        if (!(f > 0.0 && f < 1.0)) {
            throw bad("f", f, "(0, 1)");
        }
        double hot = r / f;
        double cold = (1.0 - r) / (1.0 - f);
        double lo = 0.0;
        double hi = alpha;
        while (true) {
            double mid = 0.5 * (lo + hi);
            if (mid <= lo || mid >= hi) {
                break;
            }
            double lhs = mid + f * chi(hot * mid) + (1.0 - f) * chi(cold * mid);
            if (lhs < alpha) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return alpha / (0.5 * (lo + hi));
    }

    /** χ(z) = z/(e^z − 1), continuous at 0. */
    private static double chi(double z) {
        return z == 0.0 ? 1.0 : z / Math.expm1(z);
    }

    // ---------------------------------------------------------------------------------------------

    private static void requireAlpha(double alpha) {
        if (!(alpha > 1.0) || alpha == Double.POSITIVE_INFINITY) {
            throw bad("alpha", alpha, "(1, +inf)");
        }
    }

    private static void requirePagesPerBlock(int pagesPerBlock) {
        if (pagesPerBlock < 1) {
            throw new IllegalArgumentException("pagesPerBlock must be >= 1, was " + pagesPerBlock);
        }
    }

    private static IllegalArgumentException bad(String name, double value, String range) {
        return new IllegalArgumentException(name + " must be in " + range + ", was " + value);
    }
}
