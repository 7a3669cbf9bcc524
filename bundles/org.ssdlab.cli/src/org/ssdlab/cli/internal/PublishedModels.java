package org.ssdlab.cli.internal;

import java.util.OptionalDouble;

import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.core.model.WaModels;

/** The analytic WA model, where one is published, for each standard GC strategy under uniform writes. */
final class PublishedModels {

    private PublishedModels() {
    }

    static OptionalDouble writeAmplification(String gcId, Parameters parameters, double alpha, int unitsPerBlock) {
        return switch (gcId) {
            case "fifo" -> OptionalDouble.of(WaModels.fifo(alpha));
            case "greedy" -> OptionalDouble.of(WaModels.greedy(alpha, unitsPerBlock));
            case "random" -> OptionalDouble.of(WaModels.random(alpha));
            case "d-choices" -> OptionalDouble.of(WaModels.dChoices(alpha, unitsPerBlock, (int) parameters.integer("d")));
            case "windowed-greedy" -> parameters.integer("window") == 1 ? OptionalDouble.of(WaModels.fifo(alpha))
                    : OptionalDouble.empty();
            default -> OptionalDouble.empty();
        };
    }
}
