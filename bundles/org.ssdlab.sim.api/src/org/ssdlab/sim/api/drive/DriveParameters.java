package org.ssdlab.sim.api.drive;

import java.util.List;
import java.util.stream.Collectors;

import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.PluginException;

/**
 * The names of the standard drive parameters ({@link DriveDefaults#parameters}), one per value of
 * a {@link DriveSpec} that a data sheet rarely gives, and the closing note of a description that
 * lists them. Using the same names in every drive plugin lets a user carry an override from one
 * drive to the next.
 */
public final class DriveParameters {

    public static final String PAGES_PER_BLOCK = "pagesPerBlock";
    public static final String READ_MICROS = "readMicros";
    public static final String PROGRAM_MICROS = "programMicros";
    public static final String ERASE_MICROS = "eraseMicros";
    public static final String CHANNEL_MBPS = "channelMBps";
    public static final String READ_COMMAND_MICROS = "readCommandMicros";
    public static final String WRITE_COMMAND_MICROS = "writeCommandMicros";
    public static final String READ_LATENCY_MICROS = "readLatencyMicros";
    public static final String WRITE_LATENCY_MICROS = "writeLatencyMicros";
    public static final String HOST_LINK_MBPS = "hostLinkMBps";
    public static final String WRITE_BUFFER_MIB = "writeBufferMiB";
    public static final String GC_LOW_WATERMARK = "gcLowWatermark";
    public static final String GC_HIGH_WATERMARK = "gcHighWatermark";
    public static final String IDLE_GC_AFTER_MILLIS = "idleGcAfterMillis";
    public static final String IDLE_GC_BLOCKS_PER_SECOND = "idleGcBlocksPerSecond";
    public static final String GC_RELOCATION_MICROS = "gcRelocationMicros";
    public static final String BACKGROUND_GC_MBPS = "backgroundGcMBps";
    public static final String SUSPEND_MICROS = "suspendMicros";
    public static final String GC_SLICE_UNITS = "gcSliceUnits";
    public static final String FACTORY_BAD_BLOCKS = "factoryBadBlocks";
    public static final String WEAR_LEVELING_THRESHOLD = "wearLevelingThreshold";
    public static final String GC_UNIT = "gcUnit";
    /** A controller flag, not a standard parameter: {@link ControllerSpec#multiPlaneInFreshBlocksOnly()}. */
    public static final String MULTI_PLANE_IN_FRESH_BLOCKS_ONLY = "multiPlaneInFreshBlocksOnly";

    private DriveParameters() {
    }

    /**
     * {@code badBlocks}, the value of {@link #FACTORY_BAD_BLOCKS} a plugin read, if its drive can
     * have it: a compressing drive's packed blocks are not modelled short.
     *
     * @param owner how the error names the plugin, e.g. "drive 'ocz-agility2-60'"
     * @throws PluginException naming the parameter when the drive compresses and {@code badBlocks} is not 0
     */
    public static double factoryBadBlocks(double badBlocks, boolean compression, String owner) {
        if (badBlocks > 0 && compression) {
            throw PluginException.forParameter(FACTORY_BAD_BLOCKS, owner + ": parameter '" + FACTORY_BAD_BLOCKS
                    + "' = " + badBlocks + " is not modelled on a drive that compresses; allowed: 0");
        }
        return badBlocks;
    }

    /**
     * {@code unit}, the value of {@link #GC_UNIT} a plugin read, if its drive can have it: die and
     * plane blocks need a low watermark of 2 or more (GC's frontier opens a block in every lane at
     * once) and GC's own frontier, and a compressing drive packs its units over superblocks.
     *
     * @param owner how the error names the plugin, e.g. "drive 'ocz-agility2-60'"
     * @throws PluginException naming the parameter when the drive cannot have {@code unit}
     */
    public static GcUnit gcUnit(GcUnit unit, boolean compression, boolean separateGcFrontier, int gcLowWatermark,
            String owner) {
        String prefix = owner + ": parameter '" + GC_UNIT + "' = " + unit.id();
        if (compression && unit != GcUnit.SUPERBLOCK) {
            throw PluginException.forParameter(GC_UNIT, prefix + " is not modelled on a drive that compresses (its "
                    + "units are packed over superblocks); allowed: " + GcUnit.SUPERBLOCK.id());
        }
        if (!separateGcFrontier && unit != GcUnit.SUPERBLOCK) {
            throw PluginException.forParameter(GC_UNIT, prefix + " needs GC's own write frontier (host and GC pages "
                    + "go to the lanes in turn, each stream on its own); allowed with a shared one: "
                    + GcUnit.SUPERBLOCK.id());
        }
        int least = FirmwareCosts.leastGcLowWatermark(0, unit);
        if (gcLowWatermark < least) {
            throw PluginException.forParameter(GC_UNIT, prefix + " needs '" + GC_LOW_WATERMARK + "' of " + least
                    + " or more (GC's frontier opens a block in every lane at once), not " + gcLowWatermark);
        }
        return unit;
    }

    /**
     * The closing sentences of a description, so that it names every value a user may change:
     * each parameter with its default, those not named in {@code verified} marked as guessed or
     * fitted [G], the others as from the sources [V].
     */
    public static String valuesNote(List<ParameterSpec> parameters, List<String> verified) {
        String guessed = parameters.stream().filter(s -> !verified.contains(s.name()))
                .map(DriveParameters::withDefault).collect(Collectors.joining(", "));
        String sure = parameters.stream().filter(s -> verified.contains(s.name()))
                .map(DriveParameters::withDefault).collect(Collectors.joining(", "));
        return " Guessed or fitted [G], each a parameter: " + guessed + "."
                + (sure.isEmpty() ? "" : " From the sources [V], also a parameter: " + sure + ".");
    }

    /** "programMicros 680 µs": a whole decimal without its ".0". */
    private static String withDefault(ParameterSpec spec) {
        Object value = spec.defaultValue();
        String text = value instanceof Double d && d == Math.rint(d) ? String.valueOf(d.longValue())
                : String.valueOf(value);
        return spec.name() + " " + text + (spec.unit().isEmpty() ? "" : " " + spec.unit());
    }
}
