package org.ssdlab.gc.internal;

import static org.ssdlab.sim.api.gc.WaMath.alphaFromOp;
import static org.ssdlab.sim.api.gc.WaMath.outOfRange;
import static org.ssdlab.sim.api.gc.WaMath.requireAlpha;
import static org.ssdlab.sim.api.gc.WaMath.requirePagesPerBlock;

import java.util.OptionalDouble;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.gc.ClosedBlocks;
import org.ssdlab.sim.api.gc.SteadyStateWaModel;

/** Cleans the block with the fewest valid units: least copying now, blind to how hot the data is. */
@Component(service = Plugin.class)
public final class GreedyStrategy extends StatelessStrategy implements SteadyStateWaModel {

    public GreedyStrategy() {
        super("greedy", "Greedy (fewest valid units)",
                "Cleans the closed block with the fewest valid units. O(1) through valid-count buckets. "
                        + "Least copying per clean; WA from Desnoyers 2012 Eq. 12 under uniform writes.",
                ClosedBlocks::fewestValid);
    }

    @Override
    public String modelName() {
        return "greedy, FIFO/LRW corrected for the block size";
    }

    @Override
    public String citation() {
        return "P. Desnoyers, \"Analytic Modeling of SSD Write Performance\", SYSTOR 2012 (ACM TOS 2014), Eq. 12";
    }

    @Override
    public OptionalDouble writeAmplification(double overProvisioning, int unitsPerBlock, Parameters parameters) {
        return OptionalDouble.of(greedy(alphaFromOp(overProvisioning), unitsPerBlock));
    }

    /**
     * Greedy victim selection (Desnoyers, SYSTOR 2012, Eq. 12): with k = 1 + 1/(2b),
     * WA = WA_FIFO(k·α) / k. Always below FIFO, and tends to FIFO as b grows: under uniform traffic
     * the valid count of a block concentrates around its age's mean, so the emptiest block is the
     * oldest one. It is an approximation for realistic b (tens to hundreds of pages): it drops below
     * 1, which is unphysical, for tiny b (b = 1 beyond α ≈ 1.2) or large α (b = 64 beyond α ≈ 6).
     */
    static double greedy(double alpha, int pagesPerBlock) {
        requireAlpha(alpha);
        requirePagesPerBlock(pagesPerBlock);
        double k = 1.0 + 0.5 / pagesPerBlock;
        return FifoStrategy.fifo(k * alpha) / k;
    }

    /**
     * Agarwal and Marrow's closed form for greedy cleaning, WA ≈ (1 + OP)/(2·OP) ("A closed-form
     * expression for write amplification in NAND flash", GLOBECOM Workshops 2010). A known
     * <em>underestimate</em> of greedy/FIFO (and below 1 for OP &gt; 1); kept only as a foil.
     */
    static double agarwal(double op) {
        if (!(op > 0.0) || op == Double.POSITIVE_INFINITY) {
            throw outOfRange("op", op, "(0, +inf)");
        }
        return (1.0 + op) / (2.0 * op);
    }
}
