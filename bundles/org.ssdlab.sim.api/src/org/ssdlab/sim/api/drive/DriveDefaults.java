package org.ssdlab.sim.api.drive;

import static org.ssdlab.sim.api.drive.DriveParameters.*;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginException;

/**
 * One model's defaults of the standard drive parameters: the values a data sheet does not give,
 * guessed or fitted, and therefore left for the user to change. {@link #parameters} declares them
 * and {@link #driveSpec} reads them back into a {@link DriveSpec}, so the two cannot drift apart.
 * <p>
 * Watermarks and the idle GC rate count blocks per plane, since the engine erases a block on every
 * plane at once. {@link FreshEstimate} shows what a set of values gives before anything runs.
 * <p>
 * Built by name ({@link #builder()}), never by position: fifteen numbers in a row let a swapped
 * {@code readCommandMicros} and {@code writeCommandMicros} compile and run unnoticed.
 * <pre>
 * DriveDefaults.builder().pagesPerBlock(256).readMicros(50).programMicros(900).eraseMicros(3000).channelMBps(400)
 *         .readCommandMicros(10).writeCommandMicros(11).hostLinkMBps(550).writeBufferMiB(32)
 *         .gcLowWatermark(2).gcHighWatermark(4).idleGcAfterMillis(1000).idleGcBlocksPerSecond(2).build();
 * </pre>
 * {@code writeBufferMiB} 0 is a controller without a DRAM buffer, which then has no {@code writeBufferMiB}
 * parameter and completes a write once it is programmed; {@link #withFirmware} adds what GC costs the
 * controller beyond NAND time.
 */
public final class DriveDefaults {

    private final long pagesPerBlock;
    private final double readMicros;
    private final double programMicros;
    private final double eraseMicros;
    private final double channelMBps;
    private final double readCommandMicros;
    private final double writeCommandMicros;
    private final double readLatencyMicros;
    private final double writeLatencyMicros;
    private final double hostLinkMBps;
    private final double writeBufferMiB;
    private final long gcLowWatermark;
    private final long gcHighWatermark;
    private final double idleGcAfterMillis;
    private final double idleGcBlocksPerSecond;
    private final FirmwareCosts firmware;

    private DriveDefaults(Builder b, FirmwareCosts firmware) {
        this.pagesPerBlock = b.pagesPerBlock;
        this.readMicros = b.readMicros;
        this.programMicros = b.programMicros;
        this.eraseMicros = b.eraseMicros;
        this.channelMBps = b.channelMBps;
        this.readCommandMicros = b.readCommandMicros;
        this.writeCommandMicros = b.writeCommandMicros;
        this.readLatencyMicros = b.readLatencyMicros;
        this.writeLatencyMicros = b.writeLatencyMicros;
        this.hostLinkMBps = b.hostLinkMBps;
        this.writeBufferMiB = b.writeBufferMiB;
        this.gcLowWatermark = b.gcLowWatermark;
        this.gcHighWatermark = b.gcHighWatermark;
        this.idleGcAfterMillis = b.idleGcAfterMillis;
        this.idleGcBlocksPerSecond = b.idleGcBlocksPerSecond;
        this.firmware = firmware;
    }

    /** A builder in which every value but the two fixed latencies (0 unless set) must be named. */
    public static Builder builder() {
        return new Builder();
    }

    /** The same defaults with the firmware's GC costs. */
    public DriveDefaults withFirmware(FirmwareCosts costs) {
        return new DriveDefaults(toBuilder(), costs);
    }

    private Builder toBuilder() {
        return builder().pagesPerBlock(pagesPerBlock).readMicros(readMicros).programMicros(programMicros)
                .eraseMicros(eraseMicros).channelMBps(channelMBps).readCommandMicros(readCommandMicros)
                .writeCommandMicros(writeCommandMicros).readLatencyMicros(readLatencyMicros)
                .writeLatencyMicros(writeLatencyMicros).hostLinkMBps(hostLinkMBps).writeBufferMiB(writeBufferMiB)
                .gcLowWatermark(gcLowWatermark).gcHighWatermark(gcHighWatermark).idleGcAfterMillis(idleGcAfterMillis)
                .idleGcBlocksPerSecond(idleGcBlocksPerSecond);
    }

    public long pagesPerBlock() {
        return pagesPerBlock;
    }

    public double readMicros() {
        return readMicros;
    }

    public double programMicros() {
        return programMicros;
    }

    public double eraseMicros() {
        return eraseMicros;
    }

    public double channelMBps() {
        return channelMBps;
    }

    public double readCommandMicros() {
        return readCommandMicros;
    }

    public double writeCommandMicros() {
        return writeCommandMicros;
    }

    public double readLatencyMicros() {
        return readLatencyMicros;
    }

    public double writeLatencyMicros() {
        return writeLatencyMicros;
    }

    public double hostLinkMBps() {
        return hostLinkMBps;
    }

    public double writeBufferMiB() {
        return writeBufferMiB;
    }

    public long gcLowWatermark() {
        return gcLowWatermark;
    }

    public long gcHighWatermark() {
        return gcHighWatermark;
    }

    public double idleGcAfterMillis() {
        return idleGcAfterMillis;
    }

    public double idleGcBlocksPerSecond() {
        return idleGcBlocksPerSecond;
    }

    public FirmwareCosts firmware() {
        return firmware;
    }

    /** Names each value as it is set; {@link #build()} refuses one left out. */
    public static final class Builder {

        private long pagesPerBlock;
        private double readMicros = Double.NaN;
        private double programMicros = Double.NaN;
        private double eraseMicros = Double.NaN;
        private double channelMBps = Double.NaN;
        private double readCommandMicros = Double.NaN;
        private double writeCommandMicros = Double.NaN;
        private double readLatencyMicros;
        private double writeLatencyMicros;
        private double hostLinkMBps = Double.NaN;
        private double writeBufferMiB = Double.NaN;
        private long gcLowWatermark;
        private long gcHighWatermark;
        private double idleGcAfterMillis = Double.NaN;
        private double idleGcBlocksPerSecond = Double.NaN;

        private Builder() {
        }

        /** Pages per erase block. */
        public Builder pagesPerBlock(long pages) {
            this.pagesPerBlock = pages;
            return this;
        }

        /** tR, page read. */
        public Builder readMicros(double micros) {
            this.readMicros = micros;
            return this;
        }

        /** tPROG, page program. */
        public Builder programMicros(double micros) {
            this.programMicros = micros;
            return this;
        }

        /** tBERS, block erase. */
        public Builder eraseMicros(double micros) {
            this.eraseMicros = micros;
            return this;
        }

        /** NAND bus rate per channel. */
        public Builder channelMBps(double mbps) {
            this.channelMBps = mbps;
            return this;
        }

        /** Controller time per read command. */
        public Builder readCommandMicros(double micros) {
            this.readCommandMicros = micros;
            return this;
        }

        /** Controller time per write command. */
        public Builder writeCommandMicros(double micros) {
            this.writeCommandMicros = micros;
            return this;
        }

        /** Fixed firmware latency of a read, overlapped across queued commands (0 unless set). */
        public Builder readLatencyMicros(double micros) {
            this.readLatencyMicros = micros;
            return this;
        }

        /** Fixed firmware latency of a write, overlapped across queued commands (0 unless set). */
        public Builder writeLatencyMicros(double micros) {
            this.writeLatencyMicros = micros;
            return this;
        }

        /** Payload rate of the host link. */
        public Builder hostLinkMBps(double mbps) {
            this.hostLinkMBps = mbps;
            return this;
        }

        /** DRAM write-back buffer; 0 for none. */
        public Builder writeBufferMiB(double mib) {
            this.writeBufferMiB = mib;
            return this;
        }

        /** Free blocks per plane at which foreground GC starts. */
        public Builder gcLowWatermark(long blocks) {
            this.gcLowWatermark = blocks;
            return this;
        }

        /** Free blocks per plane foreground GC cleans up to. */
        public Builder gcHighWatermark(long blocks) {
            this.gcHighWatermark = blocks;
            return this;
        }

        /** Idle time after which background GC starts. */
        public Builder idleGcAfterMillis(double millis) {
            this.idleGcAfterMillis = millis;
            return this;
        }

        /** Blocks per plane background GC cleans per second of idle time. */
        public Builder idleGcBlocksPerSecond(double blocks) {
            this.idleGcBlocksPerSecond = blocks;
            return this;
        }

        /** The defaults, whose GC costs only NAND time ({@link DriveDefaults#withFirmware} adds the controller's). */
        public DriveDefaults build() {
            List<String> missing = new ArrayList<>();
            check(missing, pagesPerBlock > 0, PAGES_PER_BLOCK);
            check(missing, !Double.isNaN(readMicros), READ_MICROS);
            check(missing, !Double.isNaN(programMicros), PROGRAM_MICROS);
            check(missing, !Double.isNaN(eraseMicros), ERASE_MICROS);
            check(missing, !Double.isNaN(channelMBps), CHANNEL_MBPS);
            check(missing, !Double.isNaN(readCommandMicros), READ_COMMAND_MICROS);
            check(missing, !Double.isNaN(writeCommandMicros), WRITE_COMMAND_MICROS);
            check(missing, !Double.isNaN(hostLinkMBps), HOST_LINK_MBPS);
            check(missing, !Double.isNaN(writeBufferMiB), WRITE_BUFFER_MIB);
            check(missing, gcLowWatermark > 0, GC_LOW_WATERMARK);
            check(missing, gcHighWatermark > 0, GC_HIGH_WATERMARK);
            check(missing, !Double.isNaN(idleGcAfterMillis), IDLE_GC_AFTER_MILLIS);
            check(missing, !Double.isNaN(idleGcBlocksPerSecond), IDLE_GC_BLOCKS_PER_SECOND);
            if (!missing.isEmpty()) {
                throw new IllegalStateException("drive defaults without " + String.join(", ", missing));
            }
            return new DriveDefaults(this, FirmwareCosts.NONE);
        }

        private static void check(List<String> missing, boolean set, String name) {
            if (!set) {
                missing.add(name);
            }
        }
    }

    private static final long MIB = 1L << 20;

    /** The standard parameters with these defaults, then the drive's own {@code extra} ones. */
    public List<ParameterSpec> parameters(ParameterSpec... extra) {
        List<ParameterSpec> list = new ArrayList<>(List.of(
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
                        "payload rate of the host link (SATA 6 Gb/s ≈ 550)")));
        if (writeBufferMiB > 0) {
            list.add(ParameterSpec.decimal(WRITE_BUFFER_MIB, "MiB", writeBufferMiB, 0, 4096,
                    "DRAM write-back buffer; with 0 a write completes only once programmed"));
        }
        list.addAll(List.of(
                ParameterSpec.integer(GC_LOW_WATERMARK, "blocks", gcLowWatermark, 1, 1_000_000,
                        "free blocks per plane at which foreground GC starts (the engine erases a block on every"
                                + " plane at once)"),
                ParameterSpec.integer(GC_HIGH_WATERMARK, "blocks", gcHighWatermark, 2, 1_000_000,
                        "free blocks per plane foreground GC cleans up to; above gcLowWatermark, below the spare"
                                + " blocks per plane"),
                ParameterSpec.decimal(IDLE_GC_AFTER_MILLIS, "ms", idleGcAfterMillis, 0, 3_600_000,
                        "idle time after which background GC starts"),
                ParameterSpec.decimal(IDLE_GC_BLOCKS_PER_SECOND, "blocks/s", idleGcBlocksPerSecond, 0, 1_000_000,
                        "blocks per plane background GC cleans per second of idle time (a block on every plane"
                                + " at once)"),
                ParameterSpec.decimal(GC_RELOCATION_MICROS, "µs", firmware.relocationMicros(), 0, 1000,
                        "controller time per mapping unit GC relocates (ECC, map update, scheduling); host"
                                + " commands wait for it, so it sets how far a used drive falls below its NAND rate"),
                ParameterSpec.decimal(BACKGROUND_GC_MBPS, "MB/s", firmware.backgroundGcMBps(), 0, 10_000,
                        "valid data GC relocates per second alongside host commands while fewer than"
                                + " gcHighWatermark blocks are free; 0: foreground and idle GC only"),
                ParameterSpec.choice(GC_UNIT, GcUnit.SUPERBLOCK.id(), GcUnit.ids(),
                        "what GC reclaims at a time: a block on every plane of every die (superblock), a die's"
                                + " block or a plane's block; the watermarks stay free blocks per plane. Not"
                                + " published for any catalogue drive"),
                ParameterSpec.decimal(FACTORY_BAD_BLOCKS, "share", 0.0, 0, DriveSpec.MOST_FACTORY_BAD_BLOCKS,
                        "chance that a block left the factory bad (typically about 0.01; NAND makers allow up to"
                                + " 0.02 over a die's life); each drive draws its own map from its seed, so the"
                                + " members of an array keep different spares. 0: every block good, as the"
                                + " catalogue's figures were calibrated")));
        list.addAll(Arrays.asList(extra));
        return list;
    }

    /**
     * Builds the drive from validated values. A standard parameter the plugin does not declare
     * keeps its default here, so a plugin may expose only some of them.
     *
     * @throws PluginException naming {@code gcHighWatermark} when the watermarks do not fit the
     *                         drive's spare blocks
     */
    public DriveSpec driveSpec(Plugin<?> plugin, NandLayout layout, Parameters values, ControllerOptions options) {
        return driveSpec(plugin, layout, values, options, MappingTable.WHOLE);
    }

    /** As {@link #driveSpec(Plugin, NandLayout, Parameters, ControllerOptions)}, for a drive whose DRAM caches only part of the map. */
    public DriveSpec driveSpec(Plugin<?> plugin, NandLayout layout, Parameters values, ControllerOptions options,
            MappingTable mapping) {
        Geometry geometry = layout.geometry((int) integer(values, PAGES_PER_BLOCK, pagesPerBlock));
        int low = (int) integer(values, GC_LOW_WATERMARK, gcLowWatermark);
        int high = (int) integer(values, GC_HIGH_WATERMARK, gcHighWatermark);
        long spareBlocks = (geometry.rawBytes() - geometry.userBytes()) / layout.planes()
                / ((long) geometry.pagesPerBlock() * geometry.pageBytes());
        if (high <= low || high >= spareBlocks) {
            throw PluginException.forParameter(GC_HIGH_WATERMARK, plugin.kind().id() + " '" + plugin.id()
                    + "': parameter '" + GC_HIGH_WATERMARK
                    + "' = " + high + " must be above " + GC_LOW_WATERMARK + " = " + low + " and below the "
                    + spareBlocks + " spare blocks per plane");
        }
        GcUnit gcUnit = DriveParameters.gcUnit(values.asMap().containsKey(GC_UNIT) ? GcUnit.of(values.choice(GC_UNIT))
                : firmware.gcUnit(), options.compression(), options.separateGcFrontier(), low,
                plugin.kind().id() + " '" + plugin.id() + "'");
        NandTiming nand = new NandTiming(decimal(values, READ_MICROS, readMicros),
                decimal(values, PROGRAM_MICROS, programMicros), decimal(values, ERASE_MICROS, eraseMicros),
                decimal(values, CHANNEL_MBPS, channelMBps), layout.multiPlane());
        ControllerSpec controller = new ControllerSpec(decimal(values, READ_COMMAND_MICROS, readCommandMicros),
                decimal(values, WRITE_COMMAND_MICROS, writeCommandMicros),
                Math.round(decimal(values, WRITE_BUFFER_MIB, writeBufferMiB) * MIB), options.compression(),
                options.compressionFloor(), options.maxWriteIops(), low, high, options.separateGcFrontier(),
                decimal(values, IDLE_GC_AFTER_MILLIS, idleGcAfterMillis),
                decimal(values, IDLE_GC_BLOCKS_PER_SECOND, idleGcBlocksPerSecond), options.slcCacheBytes(),
                options.slcProgramMicros(), decimal(values, READ_LATENCY_MICROS, readLatencyMicros),
                decimal(values, WRITE_LATENCY_MICROS, writeLatencyMicros), options.multiPlaneInFreshBlocksOnly());
        FirmwareCosts costs = new FirmwareCosts(decimal(values, GC_RELOCATION_MICROS, firmware.relocationMicros()),
                decimal(values, BACKGROUND_GC_MBPS, firmware.backgroundGcMBps()), firmware.suspendMicros())
                .withGcUnit(gcUnit);
        double badBlocks = DriveParameters.factoryBadBlocks(decimal(values, FACTORY_BAD_BLOCKS, 0),
                options.compression(), plugin.kind().id() + " '" + plugin.id() + "'");
        return new DriveSpec(layout.model(), geometry, nand, controller,
                decimal(values, HOST_LINK_MBPS, hostLinkMBps), costs, mapping, badBlocks);
    }

    private static long integer(Parameters values, String name, long fallback) {
        return values.asMap().containsKey(name) ? values.integer(name) : fallback;
    }

    private static double decimal(Parameters values, String name, double fallback) {
        return values.asMap().containsKey(name) ? values.decimal(name) : fallback;
    }
}
