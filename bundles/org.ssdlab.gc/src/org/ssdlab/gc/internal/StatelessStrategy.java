package org.ssdlab.gc.internal;

import java.util.List;
import java.util.function.ToIntFunction;

import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.gc.ClosedBlocks;
import org.ssdlab.sim.api.gc.VictimPolicy;

/**
 * A strategy without parameters or state: one policy instance can serve every drive, so the
 * plugin hands out the same one each time.
 */
abstract class StatelessStrategy extends AbstractPlugin<VictimPolicy> {

    private final VictimPolicy policy;

    StatelessStrategy(String id, String label, String description, ToIntFunction<ClosedBlocks> choice) {
        super(PluginKind.GC_STRATEGY, id, label, description, List.of());
        this.policy = new NamedPolicy(id, choice);
    }

    @Override
    public final VictimPolicy create(Parameters parameters) {
        return policy;
    }

    /** Names the policy in the engine's error messages. */
    private record NamedPolicy(String name, ToIntFunction<ClosedBlocks> choice) implements VictimPolicy {
        @Override
        public int selectVictim(ClosedBlocks blocks) {
            return choice.applyAsInt(blocks);
        }

        @Override
        public String toString() {
            return name;
        }
    }
}
