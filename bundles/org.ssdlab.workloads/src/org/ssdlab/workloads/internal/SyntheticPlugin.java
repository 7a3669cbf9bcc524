package org.ssdlab.workloads.internal;

import java.util.ArrayList;
import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.ParameterType;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.workload.Workload;

/** The general request generator: pattern, read/write mix, size distribution, alignment and span. */
@Component(service = Plugin.class)
public final class SyntheticPlugin extends AbstractPlugin<Workload> {

    static final String ID = "synthetic";
    static final String PATTERN = "pattern";
    static final String SEQUENTIAL = "sequential";
    static final String RANDOM = "random";
    static final String READ_PERCENT = "readPercent";
    static final String BLOCK_SIZES = "blockSizes";
    static final String ALIGNMENT = "alignment";
    static final String SPAN_BYTES = "spanBytes";
    static final String OFFSET_BYTES = "offsetBytes";
    static final String COMPRESSIBILITY = "compressibility";
    static final String TRIM_PERCENT = "trimPercent";
    static final ParameterSpec TRIM_SPEC = ParameterSpec.decimal(TRIM_PERCENT, "%", 0.0, 0, 100,
            "share of TRIMs (deallocations of the request's range, as a file system's discard); with readPercent "
                    + "at most 100, the rest are writes");
    static final String DISTRIBUTION = "distribution";
    static final String ZIPF_THETA = "zipfTheta";
    static final String PARETO_HOT_PERCENT = "paretoHotPercent";
    static final String HOT_REQUEST_PERCENT = "hotRequestPercent";
    static final String HOT_SPAN_PERCENT = "hotSpanPercent";
    static final String NORMAL_CENTER_PERCENT = "normalCenterPercent";
    static final String NORMAL_SIGMA_PERCENT = "normalSigmaPercent";

    public SyntheticPlugin() {
        super(PluginKind.WORKLOAD, ID, "Synthetic (sequential or random)",
                "Reads and writes, sequential (wrapping around at the end of the span) or random (uniformly, "
                        + "or skewed: Zipf, Pareto, hot/cold or normal around a point), with a read/write mix, one "
                        + "block size or a weighted size distribution, an alignment and an optional span of the "
                        + "drive. Closed loop unless paced: may issue TRIMs, be capped in IOPS or MB/s, think "
                        + "between requests, come in bursts with idle gaps and ramp up unmeasured. Stops after a "
                        + "number of requests, bytes or simulated milliseconds, whichever comes first.",
                parameterList());
    }

    private static List<ParameterSpec> parameterList() {
        List<ParameterSpec> list = new ArrayList<>(List.of(
                ParameterSpec.choice(PATTERN, RANDOM, List.of(SEQUENTIAL, RANDOM),
                        "sequential requests one after the other, or random positions as the distribution says"),
                ParameterSpec.decimal(READ_PERCENT, "%", 0.0, 0, 100, "share of reads (0 = all writes)"),
                TRIM_SPEC,
                // unit "bytes": a document may write the sizes with its units, "4KiB" or "4KiB:67,8KiB:10"
                new ParameterSpec(BLOCK_SIZES, ParameterType.TEXT, "bytes", "4096", null, null, null,
                        "request size in bytes (4096) or weighted sizes size:weight,... (512:4,4096:67,8192:10); "
                                + "multiples of 512"),
                ParameterSpec.integer(ALIGNMENT, "bytes", 4096L, SizeDistribution.SECTOR, 1L << 30,
                        "requests start on multiples of this; a multiple of 512"),
                ParameterSpec.integer(SPAN_BYTES, "bytes", 0L, 0, Long.MAX_VALUE,
                        "size of the region requests fall in; a multiple of 512 (0 = to the end of the drive)"),
                ParameterSpec.integer(OFFSET_BYTES, "bytes", 0L, 0, Long.MAX_VALUE,
                        "where the region starts; a multiple of 512"),
                ParameterSpec.decimal(COMPRESSIBILITY, "", 0.0, 0, 1,
                        "how well the data compresses: 0 incompressible, 1 all zeros"),
                ParameterSpec.choice(DISTRIBUTION, SlotPicker.UNIFORM, SlotPicker.NAMES,
                        "where random requests fall in the span: uniform; zipf (the k-th slot from the start of the "
                                + "span with weight k^-zipfTheta); pareto (self-similar: the first paretoHotPercent "
                                + "of the span takes the rest of the requests, recursively); hotcold "
                                + "(hotRequestPercent of the requests on the first hotSpanPercent of the span); "
                                + "normal (around normalCenterPercent of the span, σ normalSigmaPercent). The hot "
                                + "slots are at the start of the span. Pattern random only"),
                ParameterSpec.decimal(ZIPF_THETA, "", 0.99, 0.01, 10,
                        "distribution zipf: the exponent θ (0.99 as in YCSB; larger is more skewed)"),
                ParameterSpec.decimal(PARETO_HOT_PERCENT, "%", 20.0, 0.1, 50,
                        "distribution pareto: h; the first h % of the span takes 100 - h % of the requests "
                                + "(20: the 80/20 rule; 50: uniform)"),
                ParameterSpec.decimal(HOT_REQUEST_PERCENT, "%", 80.0, 0, 100,
                        "distribution hotcold: share of the requests that go to the hot part"),
                ParameterSpec.decimal(HOT_SPAN_PERCENT, "%", 20.0, 0.001, 100,
                        "distribution hotcold: size of the hot part, from the start of the span"),
                ParameterSpec.decimal(NORMAL_CENTER_PERCENT, "%", 50.0, 0, 100,
                        "distribution normal: where the peak is, in % of the span from its start"),
                ParameterSpec.decimal(NORMAL_SIGMA_PERCENT, "%", 10.0, 0.001, 1000,
                        "distribution normal: standard deviation in % of the span (draws outside the span are "
                                + "redrawn)")));
        list.addAll(Limits.PARAMETERS);
        list.addAll(Pacing.PARAMETERS);
        return list;
    }

    @Override
    public Workload create(Parameters parameters) {
        String owner = toString();
        SizeDistribution sizes = SizeDistribution.parse(parameters.text(BLOCK_SIZES), owner, BLOCK_SIZES);
        long alignment = parameters.integer(ALIGNMENT);
        long span = parameters.integer(SPAN_BYTES);
        long offset = parameters.integer(OFFSET_BYTES);
        requireSectorMultiple(owner, ALIGNMENT, alignment);
        requireSectorMultiple(owner, SPAN_BYTES, span);
        requireSectorMultiple(owner, OFFSET_BYTES, offset);
        Limits limits = Limits.of(parameters, owner);
        boolean sequential = SEQUENTIAL.equals(parameters.choice(PATTERN));
        String distribution = parameters.choice(DISTRIBUTION);
        if (sequential && !SlotPicker.UNIFORM.equals(distribution)) {
            throw new PluginException(owner + ": parameter '" + DISTRIBUTION + "' = " + distribution
                    + " needs pattern random; a sequential pattern has no address distribution");
        }
        return new SyntheticWorkload(owner, sequential, picker(distribution, parameters), sizes, alignment, span,
                offset, parameters.decimal(READ_PERCENT), trimPercent(parameters, owner),
                parameters.decimal(COMPRESSIBILITY), limits, Pacing.of(parameters, owner));
    }

    /** @throws PluginException when reads and TRIMs together exceed 100 % */
    static double trimPercent(Parameters parameters, String owner) {
        double read = parameters.decimal(READ_PERCENT);
        double trim = parameters.decimal(TRIM_PERCENT);
        if (read + trim > 100) {
            throw new PluginException(owner + ": parameters '" + READ_PERCENT + "' = " + read + " and '" + TRIM_PERCENT
                    + "' = " + trim + " add up to more than 100 %");
        }
        return trim;
    }

    static SlotPicker picker(String distribution, Parameters parameters) {
        return switch (distribution) {
            case SlotPicker.ZIPF -> new SlotPicker.Zipf(parameters.decimal(ZIPF_THETA));
            case SlotPicker.PARETO -> new SlotPicker.Pareto(parameters.decimal(PARETO_HOT_PERCENT));
            case SlotPicker.HOT_COLD -> new SlotPicker.HotCold(parameters.decimal(HOT_REQUEST_PERCENT),
                    parameters.decimal(HOT_SPAN_PERCENT));
            case SlotPicker.NORMAL -> new SlotPicker.Normal(parameters.decimal(NORMAL_CENTER_PERCENT),
                    parameters.decimal(NORMAL_SIGMA_PERCENT));
            default -> new SlotPicker.Uniform();
        };
    }

    static void requireSectorMultiple(String owner, String name, long bytes) {
        if (bytes % SizeDistribution.SECTOR != 0) {
            throw PluginException.forParameter(name, owner + ": parameter '" + name + "' = " + bytes
                    + " is not a multiple of 512 bytes");
        }
    }
}
