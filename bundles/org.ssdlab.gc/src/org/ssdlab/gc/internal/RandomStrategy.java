package org.ssdlab.gc.internal;

import static org.ssdlab.sim.api.gc.WaMath.alphaFromOp;
import static org.ssdlab.sim.api.gc.WaMath.requireAlpha;

import java.util.OptionalDouble;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.gc.ClosedBlocks;
import org.ssdlab.sim.api.gc.SteadyStateWaModel;

/** Cleans a closed block chosen uniformly at random: the baseline every other policy must beat. */
@Component(service = Plugin.class)
public final class RandomStrategy extends StatelessStrategy implements SteadyStateWaModel {

    public RandomStrategy() {
        super("random", "Random victim",
                "Cleans a closed block chosen uniformly at random (the drive's seeded generator). "
                        + "WA = (1 + OP) / OP under uniform writes, independent of block size.",
                ClosedBlocks::random);
    }

    @Override
    public String modelName() {
        return "random victim, 1/(1 − ρ)";
    }

    @Override
    public String citation() {
        return DChoicesModel.CITATION + " (d-choices with d = 1)";
    }

    @Override
    public OptionalDouble writeAmplification(double overProvisioning, int unitsPerBlock, Parameters parameters) {
        return OptionalDouble.of(random(alphaFromOp(overProvisioning)));
    }

    /** Random victim selection (d-choices with d = 1): WA = 1/(1 − ρ) = α/(α − 1) = (1 + OP)/OP. */
    static double random(double alpha) {
        requireAlpha(alpha);
        return alpha / (alpha - 1.0);
    }
}
