package org.ssdlab.sim.api.gc;

import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

import org.ssdlab.sim.api.Parameters;

/**
 * Optionally implemented by a GC strategy plugin (a {@code Plugin<VictimPolicy>}) that has a
 * published analytic model: its steady-state write amplification under uniform random single-unit
 * writes after a full sequential fill, the set-up of {@code ssdlab wa}. Tools find it by asking the
 * registry's GC strategies {@code instanceof SteadyStateWaModel}, so a third-party strategy
 * publishes its curve by implementing it; none of them names a strategy or a parameter.
 */
public interface SteadyStateWaModel {

    /** A short name of the model, e.g. "FIFO/LRW, Lambert W form". */
    String modelName();

    /** Where the model is published: authors, title, venue, year, equation. */
    String citation();

    /**
     * The model's WA.
     *
     * @param overProvisioning OP = (T − U)/U &gt; 0 (see {@link WaMath})
     * @param unitsPerBlock    mapping units (pages) per erase block, at least 1
     * @param parameters       the strategy's validated parameters
     * @return WA = (host + GC relocation writes) / host writes, or empty where the model does not
     *         cover these parameters
     * @throws IllegalArgumentException for an OP or block size outside the model's domain
     */
    OptionalDouble writeAmplification(double overProvisioning, int unitsPerBlock, Parameters parameters);

    /**
     * Raw parameter sets at which the model covers the strategy and should be checked against it
     * (each gives a value from {@link #writeAmplification}); the first is the usual one.
     */
    default List<Map<String, Object>> referenceParameters() {
        return List.of(Map.of());
    }
}
