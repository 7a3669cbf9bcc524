package org.ssdlab.gc.internal;

import static org.ssdlab.sim.api.gc.WaMath.alphaFromOp;
import static org.ssdlab.sim.api.gc.WaMath.lambertW0;
import static org.ssdlab.sim.api.gc.WaMath.outOfRange;
import static org.ssdlab.sim.api.gc.WaMath.requireAlpha;

import java.util.OptionalDouble;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.gc.ClosedBlocks;
import org.ssdlab.sim.api.gc.SteadyStateWaModel;

/** Cleans blocks in the order they were written, like a circular log. */
@Component(service = Plugin.class)
public final class FifoStrategy extends StatelessStrategy implements SteadyStateWaModel {

    static final String CITATION = "P. Desnoyers, \"Analytic Modeling of SSD Write Performance\", SYSTOR 2012 "
            + "(ACM TOS 2014), Eq. 4";

    public FifoStrategy() {
        super("fifo", "FIFO / least recently written",
                "Cleans the block closed longest ago, whatever it holds: a circular log. "
                        + "Even wear; WA from Desnoyers 2012 Eq. 4 (Lambert W) under uniform writes.",
                ClosedBlocks::oldest);
    }

    @Override
    public String modelName() {
        return "FIFO/LRW, Lambert W form";
    }

    @Override
    public String citation() {
        return CITATION;
    }

    @Override
    public OptionalDouble writeAmplification(double overProvisioning, int unitsPerBlock, Parameters parameters) {
        return OptionalDouble.of(fifo(alphaFromOp(overProvisioning)));
    }

    /**
     * FIFO / LRW victim selection (Desnoyers, SYSTOR 2012, Eq. 4; Menon's log-structured array
     * formula): WA = α / (α + W₀(−α·e^(−α))). Independent of b in the large-drive limit. The
     * argument sits near the branch point for small OP, where rounding of −α·e^(−α) limits the
     * relative accuracy to about 1e-17/(α − 1)² (2e-14 at α = 1.03).
     */
    static double fifo(double alpha) {
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
    static double fifoFixedPoint(double alpha) {
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
    static double hotColdLrw(double alpha, double r, double f) {
        requireAlpha(alpha);
        if (!(r >= 0.0 && r <= 1.0)) {
            throw outOfRange("r", r, "[0, 1]");
        }
        if (!(f > 0.0 && f < 1.0)) {
            throw outOfRange("f", f, "(0, 1)");
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
}
