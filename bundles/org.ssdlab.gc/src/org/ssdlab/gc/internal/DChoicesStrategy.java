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

/** Samples d closed blocks at random and cleans the one with the fewest valid units. */
@Component(service = Plugin.class)
public final class DChoicesStrategy extends AbstractPlugin<VictimPolicy> implements SteadyStateWaModel {

    static final String D = "d";

    public DChoicesStrategy() {
        super(PluginKind.GC_STRATEGY, "d-choices", "d-choices",
                "Samples d closed blocks uniformly at random (with replacement) and cleans the one with the fewest "
                        + "valid units. d = 1 is random, large d approaches greedy; WA from Van Houdt's mean-field "
                        + "model (SIGMETRICS 2013).",
                List.of(ParameterSpec.integer(D, "blocks", 2L, 1, 1024, "blocks sampled per victim choice")));
    }

    @Override
    public VictimPolicy create(Parameters parameters) {
        return new Policy((int) parameters.integer(D));
    }

    @Override
    public String modelName() {
        return "d-choices, mean-field fixed point";
    }

    @Override
    public String citation() {
        return DChoicesModel.CITATION;
    }

    @Override
    public OptionalDouble writeAmplification(double overProvisioning, int unitsPerBlock, Parameters parameters) {
        return OptionalDouble.of(DChoicesModel.dChoices(WaMath.alphaFromOp(overProvisioning), unitsPerBlock,
                (int) parameters.integer(D)));
    }

    /** The default (two choices) and ten, near greedy. */
    @Override
    public List<Map<String, Object>> referenceParameters() {
        return List.of(Map.of(D, 2), Map.of(D, 10));
    }

    private record Policy(int d) implements VictimPolicy {
        @Override
        public int selectVictim(ClosedBlocks blocks) {
            int best = blocks.random();
            for (int i = 1; i < d; i++) {
                int candidate = blocks.random();
                if (blocks.validUnits(candidate) < blocks.validUnits(best)) {
                    best = candidate;
                }
            }
            return best;
        }

        @Override
        public String toString() {
            return "d-choices(d=" + d + ")";
        }
    }
}
