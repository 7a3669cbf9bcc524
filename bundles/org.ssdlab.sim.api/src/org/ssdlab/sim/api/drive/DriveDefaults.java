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
 *
 * @param writeBufferMiB DRAM write-back buffer; 0 for a controller without one, which then has no
 *                       {@code writeBufferMiB} parameter and completes a write once it is programmed
 * @param firmware       what GC costs the controller beyond NAND time ({@link #withFirmware})
 */
public record DriveDefaults(long pagesPerBlock, double readMicros, double programMicros, double eraseMicros,
        double channelMBps, double readCommandMicros, double writeCommandMicros, double readLatencyMicros,
        double writeLatencyMicros, double hostLinkMBps, double writeBufferMiB, long gcLowWatermark,
        long gcHighWatermark, double idleGcAfterMillis, double idleGcBlocksPerSecond, FirmwareCosts firmware) {

    /** Defaults whose GC costs only NAND time; {@link #withFirmware} adds the controller's share. */
    public DriveDefaults(long pagesPerBlock, double readMicros, double programMicros, double eraseMicros,
            double channelMBps, double readCommandMicros, double writeCommandMicros, double readLatencyMicros,
            double writeLatencyMicros, double hostLinkMBps, double writeBufferMiB, long gcLowWatermark,
            long gcHighWatermark, double idleGcAfterMillis, double idleGcBlocksPerSecond) {
        this(pagesPerBlock, readMicros, programMicros, eraseMicros, channelMBps, readCommandMicros, writeCommandMicros,
                readLatencyMicros, writeLatencyMicros, hostLinkMBps, writeBufferMiB, gcLowWatermark, gcHighWatermark,
                idleGcAfterMillis, idleGcBlocksPerSecond, FirmwareCosts.NONE);
    }

    /** The same defaults with the firmware's GC costs. */
    public DriveDefaults withFirmware(FirmwareCosts costs) {
        return new DriveDefaults(pagesPerBlock, readMicros, programMicros, eraseMicros, channelMBps, readCommandMicros,
                writeCommandMicros, readLatencyMicros, writeLatencyMicros, hostLinkMBps, writeBufferMiB, gcLowWatermark,
                gcHighWatermark, idleGcAfterMillis, idleGcBlocksPerSecond, costs);
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
                                + " gcHighWatermark blocks are free; 0: foreground and idle GC only")));
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
                decimal(values, WRITE_LATENCY_MICROS, writeLatencyMicros));
        FirmwareCosts costs = new FirmwareCosts(decimal(values, GC_RELOCATION_MICROS, firmware.relocationMicros()),
                decimal(values, BACKGROUND_GC_MBPS, firmware.backgroundGcMBps()));
        return new DriveSpec(layout.model(), geometry, nand, controller,
                decimal(values, HOST_LINK_MBPS, hostLinkMBps), costs, mapping);
    }

    private static long integer(Parameters values, String name, long fallback) {
        return values.asMap().containsKey(name) ? values.integer(name) : fallback;
    }

    private static double decimal(Parameters values, String name, double fallback) {
        return values.asMap().containsKey(name) ? values.decimal(name) : fallback;
    }
}
