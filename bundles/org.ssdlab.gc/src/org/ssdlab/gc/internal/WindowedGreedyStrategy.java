package org.ssdlab.gc.internal;

import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.gc.ClosedBlocks;
import org.ssdlab.sim.api.gc.SteadyStateWaModel;
import org.ssdlab.sim.api.gc.VictimPolicy;
import org.ssdlab.sim.api.gc.WaMath;

/** Greedy among the oldest w closed blocks: between FIFO (w = 1) and greedy (w = all). */
@Component(service = Plugin.class)
public final class WindowedGreedyStrategy extends AbstractPlugin<VictimPolicy> implements SteadyStateWaModel {

    static final String WINDOW = "window";

    public WindowedGreedyStrategy() {
        super(PluginKind.GC_STRATEGY, "windowed-greedy", "Windowed greedy",
                "Cleans the block with the fewest valid units among the w blocks closed longest ago "
                        + "(Hu et al., SYSTOR 2009). w = 1 is FIFO; w at least the block count is greedy. O(w) per choice.",
                List.of(ParameterSpec.integer(WINDOW, "blocks", 64L, 1, 1 << 24, "oldest closed blocks considered")));
    }

    @Override
    public VictimPolicy create(Parameters parameters) {
        return new Policy((int) parameters.integer(WINDOW));
    }

    @Override
    public String modelName() {
        return "FIFO/LRW at window 1 (no published model for wider windows)";
    }

    @Override
    public String citation() {
        return FifoStrategy.CITATION;
    }

    /** A window of one block is FIFO; between that and greedy no closed form is published. */
    @Override
    public OptionalDouble writeAmplification(double overProvisioning, int unitsPerBlock, Parameters parameters) {
        return parameters.integer(WINDOW) == 1 ? OptionalDouble.of(FifoStrategy.fifo(WaMath.alphaFromOp(overProvisioning)))
                : OptionalDouble.empty();
    }

    @Override
    public List<Map<String, Object>> referenceParameters() {
        return List.of(Map.of(WINDOW, 1));
    }

    private record Policy(int window) implements VictimPolicy {
        @Override
        public int selectVictim(ClosedBlocks blocks) {
            int best = blocks.oldest();
            int candidate = blocks.newer(best);
            for (int seen = 1; seen < window && candidate >= 0; seen++) {
                if (blocks.validUnits(candidate) < blocks.validUnits(best)) {
                    best = candidate;
                }
                candidate = blocks.newer(candidate);
            }
            return best;
        }

        @Override
        public String toString() {
            return "windowed-greedy(window=" + window + ")";
        }
    }
}
