package org.ssdlab.drives.ocz.internal;

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
 * What OCZ's SandForce drives share: no DRAM (a write completes when programmed), DuraWrite
 * compression, a firmware cap on write IOPS, RAISE die parity, and GC that relocates through the
 * host's open block. The fixed facts of a model are a {@link Layout}; every guessed or fitted
 * value is a parameter whose defaults a {@link Defaults} holds.
 */
final class SandForceDrives {

    static final long GIB = 1L << 30;
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
    static final String GC_LOW = "gcLowWatermark";
    static final String GC_HIGH = "gcHighWatermark";
    static final String IDLE_GC_AFTER = "idleGcAfterMillis";
    static final String IDLE_GC_RATE = "idleGcBlocksPerSecond";
    static final String COMPRESSION_FLOOR = "compressionFloor";
    static final String MAX_WRITE_IOPS = "maxWriteIops";
    static final String RAISE_PARITY_DIE = "raiseParityDie";

    private SandForceDrives() {
    }

    /** User capacity in 512-byte LBAs of a drive sold as {@code gigabytes} GB (IDEMA LBA1-03). */
    static long idemaSectors(long gigabytes) {
        return 97_696_368L + 1_953_504L * (gigabytes - 50);
    }

    /** The fixed facts of one model; every plane gets an equal share of {@code rawBytes}. */
    record Layout(String model, int channels, int diesPerChannel, int planesPerDie, long rawBytes, int pageBytes,
            long userSectors) {

        int dies() {
            return channels * diesPerChannel;
        }

        int planes() {
            return dies() * planesPerDie;
        }

        /**
         * The geometry for a block size, rounded down to whole blocks. With {@code parityDie} one
         * die's worth of blocks holds RAISE parity, so the FTL never sees it.
         */
        Geometry geometry(int pagesPerBlock, boolean parityDie) {
            long usable = parityDie ? rawBytes / dies() * (dies() - 1) : rawBytes;
            int blocksPerPlane = (int) (usable / planes() / ((long) pagesPerBlock * pageBytes));
            return new Geometry(channels, diesPerChannel, planesPerDie, blocksPerPlane, pagesPerBlock, pageBytes,
                    UNIT_BYTES, userSectors);
        }
    }

    /**
     * Defaults of the overridable values. Watermarks and the idle GC rate count blocks per plane,
     * since the engine erases a block on every plane at once.
     */
    record Defaults(long pagesPerBlock, double readMicros, double programMicros, double eraseMicros,
            double channelMBps, double readCommandMicros, double writeCommandMicros, double hostLinkMBps,
            long gcLowWatermark, long gcHighWatermark, double idleGcAfterMillis, double idleGcBlocksPerSecond,
            double compressionFloor, double maxWriteIops) {

        List<ParameterSpec> parameters() {
            return List.of(
                    ParameterSpec.integer(PAGES_PER_BLOCK, "pages", pagesPerBlock, 16, 2048,
                            "pages per erase block; blocks per plane follow, so the raw capacity stays (rounded down"
                                    + " to whole blocks)"),
                    ParameterSpec.decimal(READ_MICROS, "µs", readMicros, 5, 2000, "tR, page read"),
                    ParameterSpec.decimal(PROGRAM_MICROS, "µs", programMicros, 50, 10000,
                            "tPROG, page program; bounds sequential writes of incompressible data and, without a "
                                    + "buffer, every write's latency"),
                    ParameterSpec.decimal(ERASE_MICROS, "µs", eraseMicros, 100, 50000, "tBERS, block erase"),
                    ParameterSpec.decimal(CHANNEL_MBPS, "MB/s", channelMBps, 1, 5000, "NAND bus rate per channel"),
                    ParameterSpec.decimal(READ_COMMAND_MICROS, "µs", readCommandMicros, 0, 10000,
                            "controller time per read command; random-read IOPS at high queue depth ≈ 10^6 / value"),
                    ParameterSpec.decimal(WRITE_COMMAND_MICROS, "µs", writeCommandMicros, 0, 10000,
                            "controller time per write command (the firmware cap may stretch it)"),
                    ParameterSpec.decimal(READ_LATENCY_MICROS, "µs", 0.0, 0, 10000,
                            "fixed firmware latency of a read, overlapped across queued commands: adds to QD1 latency"
                                    + " only"),
                    ParameterSpec.decimal(WRITE_LATENCY_MICROS, "µs", 0.0, 0, 10000,
                            "fixed firmware latency of a write, overlapped across queued commands: adds to QD1 latency"
                                    + " only"),
                    ParameterSpec.decimal(HOST_LINK_MBPS, "MB/s", hostLinkMBps, 10, 10000,
                            "payload rate of the host link (SATA 3 Gb/s ≈ 275)"),
                    ParameterSpec.integer(GC_LOW, "blocks", gcLowWatermark, 1, 1_000_000,
                            "free blocks per plane at which foreground GC starts"),
                    ParameterSpec.integer(GC_HIGH, "blocks", gcHighWatermark, 2, 1_000_000,
                            "free blocks per plane foreground GC cleans up to; above gcLowWatermark, below the spare"
                                    + " blocks per plane"),
                    ParameterSpec.decimal(IDLE_GC_AFTER, "ms", idleGcAfterMillis, 0, 3_600_000,
                            "idle time after which background GC starts"),
                    ParameterSpec.decimal(IDLE_GC_RATE, "blocks/s", idleGcBlocksPerSecond, 0, 1_000_000,
                            "blocks per plane background GC cleans per second of idle time"),
                    ParameterSpec.decimal(COMPRESSION_FLOOR, "", compressionFloor, 0, 1,
                            "DuraWrite: fraction of a unit that even all-zero data still takes on NAND"),
                    ParameterSpec.decimal(MAX_WRITE_IOPS, "IOPS", maxWriteIops, 0, 1_000_000,
                            "firmware cap on write commands per second; 0 for none"),
                    ParameterSpec.flag(RAISE_PARITY_DIE, Boolean.FALSE,
                            "take one die's worth of blocks out of the spare area for RAISE parity"));
        }
    }

    /** @throws PluginException naming the parameter when the watermarks do not fit the drive */
    static DriveSpec spec(Plugin<?> plugin, Layout layout, Parameters p) {
        Geometry geometry = layout.geometry((int) p.integer(PAGES_PER_BLOCK), p.flag(RAISE_PARITY_DIE));
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
                p.decimal(CHANNEL_MBPS), true);
        ControllerSpec controller = new ControllerSpec(p.decimal(READ_COMMAND_MICROS), p.decimal(WRITE_COMMAND_MICROS),
                0, true, p.decimal(COMPRESSION_FLOOR), p.decimal(MAX_WRITE_IOPS), low, high, false,
                p.decimal(IDLE_GC_AFTER), p.decimal(IDLE_GC_RATE), 0, 0, p.decimal(READ_LATENCY_MICROS),
                p.decimal(WRITE_LATENCY_MICROS));
        return new DriveSpec(layout.model(), geometry, nand, controller, p.decimal(HOST_LINK_MBPS));
    }

    /** The closing sentences of a description: each parameter's default, guessed or from the sources. */
    static String valuesNote(List<ParameterSpec> parameters, List<String> verified) {
        return " Guessed or fitted [G], each a parameter: " + list(parameters, verified, false) + ". From the "
                + "sources [V], also a parameter: " + list(parameters, verified, true) + ".";
    }

    private static String list(List<ParameterSpec> parameters, List<String> verified, boolean sure) {
        return parameters.stream().filter(s -> verified.contains(s.name()) == sure).map(s -> {
            Object v = s.defaultValue();
            String text = v instanceof Double d && d == Math.rint(d) ? String.valueOf(d.longValue()) : String.valueOf(v);
            return s.name() + " " + text + (s.unit().isEmpty() ? "" : " " + s.unit());
        }).collect(Collectors.joining(", "));
    }
}
