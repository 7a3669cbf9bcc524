package org.ssdlab.drives.intel.internal;

import java.util.List;
import java.util.stream.Collectors;

import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.drive.ControllerSpec;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.drive.NandTiming;

/**
 * What the Intel drive plugins share: the fixed facts of a model ({@link Layout}), the defaults of
 * the values that are guessed or fitted and therefore parameters ({@link Defaults}), and the
 * assembly of a {@link DriveSpec} from the two.
 */
final class IntelDrives {

    static final long GIB = 1L << 30;
    static final long MIB = 1L << 20;
    /** Mapping unit of every model here: 4 KiB, the usual host write. */
    static final int UNIT_BYTES = 4096;

    static final String PAGES_PER_BLOCK = "pagesPerBlock";
    static final String READ_MICROS = "readMicros";
    static final String PROGRAM_MICROS = "programMicros";
    static final String ERASE_MICROS = "eraseMicros";
    static final String CHANNEL_MBPS = "channelMBps";
    static final String READ_COMMAND_MICROS = "readCommandMicros";
    static final String WRITE_COMMAND_MICROS = "writeCommandMicros";
    static final String READ_LATENCY_MICROS = "readLatencyMicros";
    static final String WRITE_LATENCY_MICROS = "writeLatencyMicros";
    static final String HOST_LINK_MBPS = "hostLinkMBps";
    static final String WRITE_BUFFER_MIB = "writeBufferMiB";
    static final String GC_LOW = "gcLowWatermark";
    static final String GC_HIGH = "gcHighWatermark";
    static final String IDLE_GC_AFTER = "idleGcAfterMillis";
    static final String IDLE_GC_RATE = "idleGcBlocksPerSecond";

    private IntelDrives() {
    }

    /** User capacity in 512-byte LBAs of a drive sold as {@code gigabytes} GB (IDEMA LBA1-03). */
    static long idemaSectors(long gigabytes) {
        return 97_696_368L + 1_953_504L * (gigabytes - 50);
    }

    /**
     * The fixed facts of one model: NAND layout, raw and user capacity.
     *
     * @param rawBytes every plane gets an equal share; blocks per plane follow from the pages per block
     */
    record Layout(String model, int channels, int diesPerChannel, int planesPerDie, long rawBytes, int pageBytes,
            long userSectors, boolean multiPlane) {

        int planes() {
            return channels * diesPerChannel * planesPerDie;
        }

        /** The geometry for a block size; a raw share that is not whole blocks is rounded down. */
        Geometry geometry(int pagesPerBlock) {
            long blockBytes = (long) pagesPerBlock * pageBytes;
            int blocksPerPlane = (int) (rawBytes / planes() / blockBytes);
            return new Geometry(channels, diesPerChannel, planesPerDie, blocksPerPlane, pagesPerBlock, pageBytes,
                    UNIT_BYTES, userSectors);
        }
    }

    /**
     * Defaults of the overridable values of one model. Watermarks and the idle GC rate count
     * blocks per plane, since the engine erases a block on every plane at once; the idle rate is
     * set to about a quarter of what the NAND could relocate from half-valid blocks.
     */
    record Defaults(long pagesPerBlock, double readMicros, double programMicros, double eraseMicros,
            double channelMBps, double readCommandMicros, double writeCommandMicros, double readLatencyMicros,
            double writeLatencyMicros, double hostLinkMBps, double writeBufferMiB, long gcLowWatermark,
            long gcHighWatermark, double idleGcAfterMillis, double idleGcBlocksPerSecond) {

        List<ParameterSpec> parameters() {
            return List.of(
                    ParameterSpec.integer(PAGES_PER_BLOCK, "pages", pagesPerBlock, 16, 2048,
                            "pages per erase block; blocks per plane follow, so the raw capacity stays (rounded down"
                                    + " to whole blocks)"),
                    ParameterSpec.decimal(READ_MICROS, "µs", readMicros, 5, 2000,
                            "tR, page read; with command and transfer times it sets the QD1 random-read latency"),
                    ParameterSpec.decimal(PROGRAM_MICROS, "µs", programMicros, 50, 10000,
                            "tPROG, page program; dies × planes × page / tPROG bounds sequential writes"),
                    ParameterSpec.decimal(ERASE_MICROS, "µs", eraseMicros, 100, 50000, "tBERS, block erase"),
                    ParameterSpec.decimal(CHANNEL_MBPS, "MB/s", channelMBps, 1, 5000, "NAND bus rate per channel"),
                    ParameterSpec.decimal(READ_COMMAND_MICROS, "µs", readCommandMicros, 0, 10000,
                            "controller time per read command; random-read IOPS at high queue depth ≈ 10^6 / value"),
                    ParameterSpec.decimal(WRITE_COMMAND_MICROS, "µs", writeCommandMicros, 0, 10000,
                            "controller time per write command; random-write IOPS at high queue depth ≈ 10^6 / value"),
                    ParameterSpec.decimal(READ_LATENCY_MICROS, "µs", readLatencyMicros, 0, 10000,
                            "fixed firmware latency of a read, overlapped across queued commands: adds to QD1 latency"
                                    + " only"),
                    ParameterSpec.decimal(WRITE_LATENCY_MICROS, "µs", writeLatencyMicros, 0, 10000,
                            "fixed firmware latency of a write, overlapped across queued commands: adds to QD1 latency"
                                    + " only"),
                    ParameterSpec.decimal(HOST_LINK_MBPS, "MB/s", hostLinkMBps, 10, 10000,
                            "payload rate of the host link (SATA 6 Gb/s ≈ 550)"),
                    ParameterSpec.decimal(WRITE_BUFFER_MIB, "MiB", writeBufferMiB, 0, 4096,
                            "DRAM write-back buffer; with 0 a write completes only once programmed"),
                    ParameterSpec.integer(GC_LOW, "blocks", gcLowWatermark, 1, 1_000_000,
                            "free blocks per plane at which foreground GC starts (the engine erases a block on every"
                                    + " plane at once)"),
                    ParameterSpec.integer(GC_HIGH, "blocks", gcHighWatermark, 2, 1_000_000,
                            "free blocks per plane foreground GC cleans up to; above gcLowWatermark, below the spare"
                                    + " blocks per plane"),
                    ParameterSpec.decimal(IDLE_GC_AFTER, "ms", idleGcAfterMillis, 0, 3_600_000,
                            "idle time after which background GC starts"),
                    ParameterSpec.decimal(IDLE_GC_RATE, "blocks/s", idleGcBlocksPerSecond, 0, 1_000_000,
                            "blocks per plane background GC cleans per second of idle time (a block on every plane"
                                    + " at once)"));
        }
    }

    /**
     * Builds the drive. Intel's controllers relocate GC data into their own open block
     * ({@code separateGcFrontier}).
     *
     * @throws PluginException naming the parameter when the watermarks do not fit the drive
     */
    static DriveSpec spec(Plugin<?> plugin, Layout layout, Parameters p) {
        Geometry geometry = layout.geometry((int) p.integer(PAGES_PER_BLOCK));
        int low = (int) p.integer(GC_LOW);
        int high = (int) p.integer(GC_HIGH);
        long spareBlocks = (geometry.rawBytes() - geometry.userBytes()) / layout.planes()
                / ((long) geometry.pagesPerBlock() * geometry.pageBytes());
        if (high <= low || high >= spareBlocks) {
            throw new PluginException(plugin.kind().id() + " '" + plugin.id() + "': parameter '" + GC_HIGH + "' = "
                    + high + " must be above " + GC_LOW + " = " + low + " and below the " + spareBlocks
                    + " spare blocks per plane");
        }
        NandTiming nand = new NandTiming(p.decimal(READ_MICROS), p.decimal(PROGRAM_MICROS), p.decimal(ERASE_MICROS),
                p.decimal(CHANNEL_MBPS), layout.multiPlane());
        ControllerSpec controller = new ControllerSpec(p.decimal(READ_COMMAND_MICROS), p.decimal(WRITE_COMMAND_MICROS),
                Math.round(p.decimal(WRITE_BUFFER_MIB) * MIB), false, 0, 0, low, high, true,
                p.decimal(IDLE_GC_AFTER), p.decimal(IDLE_GC_RATE), 0, 0,
                p.decimal(READ_LATENCY_MICROS), p.decimal(WRITE_LATENCY_MICROS));
        return new DriveSpec(layout.model(), geometry, nand, controller, p.decimal(HOST_LINK_MBPS));
    }

    /**
     * The closing sentences of a description: every parameter with its default, those not named in
     * {@code verified} marked as guessed or fitted.
     */
    static String valuesNote(List<ParameterSpec> parameters, List<String> verified) {
        String guessed = parameters.stream().filter(s -> !verified.contains(s.name())).map(IntelDrives::withDefault)
                .collect(Collectors.joining(", "));
        String sure = parameters.stream().filter(s -> verified.contains(s.name())).map(IntelDrives::withDefault)
                .collect(Collectors.joining(", "));
        return " Guessed or fitted [G], each a parameter: " + guessed + "."
                + (sure.isEmpty() ? "" : " From the sources [V], also a parameter: " + sure + ".");
    }

    private static String withDefault(ParameterSpec spec) {
        Object value = spec.defaultValue();
        String text = value instanceof Double d && d == Math.rint(d) ? String.valueOf(d.longValue())
                : String.valueOf(value);
        return spec.name() + " " + text + (spec.unit().isEmpty() ? "" : " " + spec.unit());
    }
}
