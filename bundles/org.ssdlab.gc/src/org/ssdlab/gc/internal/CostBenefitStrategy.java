package org.ssdlab.gc.internal;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.gc.ClosedBlocks;

/**
 * Weighs the space a block frees against the cost of copying, favouring old (cold) blocks:
 * Kawaguchi et al.'s flash variant of Rosenblum and Ousterhout's LFS cleaner.
 */
@Component(service = Plugin.class)
public final class CostBenefitStrategy extends StatelessStrategy {

    public CostBenefitStrategy() {
        super("cost-benefit", "Cost-benefit (age-aware)",
                "Cleans the block with the highest age × (1 − u) / 2u, u its valid fraction (Kawaguchi et al. 1995, "
                        + "after Rosenblum & Ousterhout's LFS). Better than greedy under skewed writes. "
                        + "Scans every closed block: O(blocks) per choice.",
                CostBenefitStrategy::bestBenefitPerCost);
    }

    private static int bestBenefitPerCost(ClosedBlocks blocks) {
        int size = blocks.unitsPerBlock();
        long now = blocks.now();
        int best = -1;
        double bestScore = -1;
        for (int i = 0, n = blocks.count(); i < n; i++) {
            int block = blocks.at(i);
            int valid = blocks.validUnits(block);
            if (valid == 0) {
                return block; // frees a whole block at no cost
            }
            double utilisation = valid / (double) size;
            double score = (now - blocks.closedAt(block) + 1) * (1 - utilisation) / (2 * utilisation);
            if (score > bestScore) {
                best = block;
                bestScore = score;
            }
        }
        return best;
    }
}
