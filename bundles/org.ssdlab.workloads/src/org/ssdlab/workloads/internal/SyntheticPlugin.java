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

    public SyntheticPlugin() {
        super(PluginKind.WORKLOAD, ID, "Synthetic (sequential or random)",
                "Closed-loop reads and writes, sequential (wrapping around at the end of the span) or uniformly "
                        + "random, with a read/write mix, one block size or a weighted size distribution, an "
                        + "alignment and an optional span of the drive. Stops after a number of requests, bytes or "
                        + "simulated milliseconds, whichever comes first.",
                parameterList());
    }

    private static List<ParameterSpec> parameterList() {
        List<ParameterSpec> list = new ArrayList<>(List.of(
                ParameterSpec.choice(PATTERN, RANDOM, List.of(SEQUENTIAL, RANDOM),
                        "sequential requests one after the other, or uniformly random positions"),
                ParameterSpec.decimal(READ_PERCENT, "%", 0.0, 0, 100, "share of reads (0 = all writes)"),
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
                        "how well the data compresses: 0 incompressible, 1 all zeros")));
        list.addAll(Limits.PARAMETERS);
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
        return new SyntheticWorkload(owner, SEQUENTIAL.equals(parameters.choice(PATTERN)), sizes, alignment, span,
                offset, parameters.decimal(READ_PERCENT), parameters.decimal(COMPRESSIBILITY), limits);
    }

    static void requireSectorMultiple(String owner, String name, long bytes) {
        if (bytes % SizeDistribution.SECTOR != 0) {
            throw PluginException.forParameter(name, owner + ": parameter '" + name + "' = " + bytes
                    + " is not a multiple of 512 bytes");
        }
    }
}
