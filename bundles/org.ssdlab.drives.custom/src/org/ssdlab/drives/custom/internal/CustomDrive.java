package org.ssdlab.drives.custom.internal;

import java.util.ArrayList;
import java.util.List;

import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.drive.ControllerSpec;
import org.ssdlab.sim.api.drive.DriveParameters;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.FirmwareCosts;
import org.ssdlab.sim.api.drive.GcUnit;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.drive.MappingTable;
import org.ssdlab.sim.api.drive.NandTiming;

/**
 * A {@link DriveSpec} field by field from parameters: every field of the geometry, the NAND timing,
 * the controller, the firmware costs, the map cache and the host link, each {@value #BASE_VALUE}
 * (the default) to keep the base drive's value. The fields are the engine's own, so a description
 * means exactly what the vendor plugins' specs mean; the records' own checks stay the one home of
 * what is allowed, reported here with the parameter's name.
 */
final class CustomDrive {

    /** The value that keeps the base drive's field. */
    static final long BASE_VALUE = -1;
    static final String BASE_CHOICE = "base";

    static final String CHANNELS = "channels";
    static final String DIES_PER_CHANNEL = "diesPerChannel";
    static final String PLANES_PER_DIE = "planesPerDie";
    static final String BLOCKS_PER_PLANE = "blocksPerPlane";
    static final String PAGE_BYTES = "pageBytes";
    static final String UNIT_BYTES = "unitBytes";
    static final String USER_BYTES = "userBytes";
    static final String MULTI_PLANE = "multiPlane";
    static final String WRITE_BUFFER_BYTES = "writeBufferBytes";
    static final String COMPRESSION = "compression";
    static final String COMPRESSION_FLOOR = "compressionFloor";
    static final String MAX_WRITE_IOPS = "maxWriteIops";
    static final String SEPARATE_GC_FRONTIER = "separateGcFrontier";
    static final String SLC_CACHE_BYTES = "slcCacheBytes";
    static final String SLC_PROGRAM_MICROS = "slcProgramMicros";
    static final String MAP_CACHE_BYTES = "mapCacheBytes";
    static final String MAP_ENTRY_BYTES = "mapEntryBytes";
    static final String MAP_RUN_BYTES = "mapRunBytes";

    private static final List<String> FLAGS = List.of(BASE_CHOICE, "true", "false");

    private final Parameters values;
    private final List<String> changed = new ArrayList<>();

    private CustomDrive(Parameters values) {
        this.values = values;
    }

    static List<ParameterSpec> parameters() {
        long maxInt = Integer.MAX_VALUE;
        return List.of(
                count(CHANNELS, "", 1, 1024, "independent NAND buses"),
                count(DIES_PER_CHANNEL, "", 1, 1024, "dies sharing one channel"),
                count(PLANES_PER_DIE, "", 1, 16, "planes per die"),
                count(BLOCKS_PER_PLANE, "blocks", 1, maxInt, "erase blocks per plane; with the rest of the "
                        + "geometry it sets the raw capacity (keep it in step when channels, dies or planes change, "
                        + "or the spare area changes)"),
                count(DriveParameters.PAGES_PER_BLOCK, "pages", 1, 65536, "program pages per erase block "
                        + "(blocks per plane stay, so the raw capacity follows)"),
                count(PAGE_BYTES, "bytes", 512, 1 << 20, "bytes per page (data area)"),
                count(UNIT_BYTES, "bytes", 512, 1 << 20, "bytes per mapping unit; a multiple of 512 dividing pageBytes"),
                count(USER_BYTES, "bytes", 512, Long.MAX_VALUE / 2, "capacity the host sees; a multiple of 512, at "
                        + "most the raw capacity (the rest is spare area)"),
                flag(MULTI_PLANE, "whether a die reads and programs its planes at once"),
                decimal(DriveParameters.READ_MICROS, "µs", 0.001, 1e6, "tR, page read"),
                decimal(DriveParameters.PROGRAM_MICROS, "µs", 0.001, 1e6, "tPROG, page program"),
                decimal(DriveParameters.ERASE_MICROS, "µs", 0.001, 1e7, "tBERS, block erase"),
                decimal(DriveParameters.CHANNEL_MBPS, "MB/s", 0.001, 1e6, "NAND bus rate per channel"),
                decimal(DriveParameters.READ_COMMAND_MICROS, "µs", 0, 1e6, "controller time per read command"),
                decimal(DriveParameters.WRITE_COMMAND_MICROS, "µs", 0, 1e6, "controller time per write command"),
                decimal(DriveParameters.READ_LATENCY_MICROS, "µs", 0, 1e6,
                        "fixed firmware latency of a read, overlapped across queued commands"),
                decimal(DriveParameters.WRITE_LATENCY_MICROS, "µs", 0, 1e6,
                        "fixed firmware latency of a write, overlapped across queued commands"),
                count(WRITE_BUFFER_BYTES, "bytes", 0, Long.MAX_VALUE / 2,
                        "DRAM write-back buffer; 0: a write completes only once programmed"),
                flag(COMPRESSION, "whether the controller compresses data before writing it (SandForce DuraWrite)"),
                decimal(COMPRESSION_FLOOR, "", 0, 1, "fraction of a unit even all-zero data takes when compressed"),
                decimal(MAX_WRITE_IOPS, "IOPS", 0, 1e9, "firmware cap on write commands per second (0: none)"),
                count(DriveParameters.GC_LOW_WATERMARK, "blocks", 1, maxInt, "free blocks at which foreground GC "
                        + "starts"),
                count(DriveParameters.GC_HIGH_WATERMARK, "blocks", 2, maxInt, "free blocks foreground GC cleans up "
                        + "to; below the spare blocks per plane"),
                flag(SEPARATE_GC_FRONTIER, "whether GC relocates into its own open block rather than the host's"),
                flag(DriveParameters.MULTI_PLANE_IN_FRESH_BLOCKS_ONLY, "whether planes are programmed together only in "
                        + "blocks not yet erased since the drive was last fresh (SandForce's clean and dirty states)"),
                decimal(DriveParameters.IDLE_GC_AFTER_MILLIS, "ms", 0, 1e9, "idle time before background GC starts"),
                decimal(DriveParameters.IDLE_GC_BLOCKS_PER_SECOND, "blocks/s", 0, 1e9,
                        "blocks background GC cleans per second of idle time"),
                count(SLC_CACHE_BYTES, "bytes", 0, Long.MAX_VALUE / 2, "SLC-mode write cache of a TLC drive (0: none)"),
                decimal(SLC_PROGRAM_MICROS, "µs", 0, 1e6, "tPROG of a page in SLC mode"),
                decimal(DriveParameters.GC_RELOCATION_MICROS, "µs", 0, 1e6,
                        "controller time per mapping unit GC relocates"),
                decimal(DriveParameters.BACKGROUND_GC_MBPS, "MB/s", 0, 1e6,
                        "data GC relocates per second alongside host commands (0: foreground and idle GC only)"),
                decimal(DriveParameters.SUSPEND_MICROS, "µs", 0, 1e6, "program/erase suspend latency: a host read "
                        + "suspends its die's program or erase and waits this long instead (0: no suspend)"),
                count(DriveParameters.GC_SLICE_UNITS, "units", 1, maxInt, "least mapping units foreground GC moves "
                        + "at a time between host writes, but at a victim's end (1: unit by unit; a page, a multi-plane "
                        + "program or a stripe over the dies give fewer, longer pauses)"),
                count(DriveParameters.WEAR_LEVELING_THRESHOLD, "erases", 0, maxInt, "static wear levelling: a block "
                        + "erased this many times more than the least-erased block holding data takes that data "
                        + "(0: off)"),
                ParameterSpec.choice(DriveParameters.GC_UNIT, BASE_CHOICE, gcUnits(), "what GC reclaims at a time: "
                        + "a block on every plane of every die (superblock), a die's block or a plane's block "
                        + "(base: the base drive's)"),
                count(MAP_CACHE_BYTES, "bytes", 0, Long.MAX_VALUE / 2,
                        "DRAM for cached map pages (DFTL-style demand paging); 0: DRAM holds the whole map"),
                count(MAP_ENTRY_BYTES, "bytes", 1, 64, "bytes of one map entry"),
                count(MAP_RUN_BYTES, "bytes", 0, 64, "bytes of one run of the map in DRAM: a cached map page "
                        + "takes one per stretch of written units stored in order, none for unwritten ones (0: whole pages)"),
                decimal(DriveParameters.HOST_LINK_MBPS, "MB/s", 0.001, 1e6, "payload rate of the host link"),
                decimal(DriveParameters.FACTORY_BAD_BLOCKS, "share", 0, DriveSpec.MOST_FACTORY_BAD_BLOCKS,
                        "chance that a block left the factory bad; each drive draws its own map (0: all good)"));
    }

    private static ParameterSpec count(String name, String unit, long min, long max, String description) {
        return new ParameterSpec(name, org.ssdlab.sim.api.ParameterType.INTEGER, unit, BASE_VALUE, BASE_VALUE, max,
                null, description + "; " + min + " or more, -1: the base drive's");
    }

    private static ParameterSpec decimal(String name, String unit, double min, double max, String description) {
        return new ParameterSpec(name, org.ssdlab.sim.api.ParameterType.DECIMAL, unit, (double) BASE_VALUE,
                (double) BASE_VALUE, max, null, description + "; " + min + " or more, -1: the base drive's");
    }

    private static ParameterSpec flag(String name, String description) {
        return ParameterSpec.choice(name, BASE_CHOICE, FLAGS, description + " (base: the base drive's)");
    }

    /**
     * The base drive with every given field replaced; its model name says what changed.
     *
     * @param owner for messages, {@code drive 'custom'}
     * @throws PluginException naming the parameter when a value is out of its range or the drive
     *                         it describes cannot exist (user capacity beyond the raw, watermarks
     *                         beyond the spare blocks)
     */
    static DriveSpec apply(DriveSpec base, Parameters values, String owner) {
        return new CustomDrive(values).build(base, owner);
    }

    private DriveSpec build(DriveSpec base, String owner) {
        Geometry g = base.geometry();
        NandTiming n = base.nand();
        ControllerSpec c = base.controller();
        FirmwareCosts f = base.firmware();
        MappingTable m = base.mapping();
        try {
            long userBytes = integer(USER_BYTES, g.userSectors() * Geometry.SECTOR_BYTES, 512, owner);
            if (userBytes % Geometry.SECTOR_BYTES != 0) {
                throw PluginException.forParameter(USER_BYTES, owner + ": parameter '" + USER_BYTES + "' = " + userBytes
                        + " is not a multiple of 512 bytes");
            }
            Geometry geometry = new Geometry(intValue(CHANNELS, g.channels(), 1, owner),
                    intValue(DIES_PER_CHANNEL, g.diesPerChannel(), 1, owner),
                    intValue(PLANES_PER_DIE, g.planesPerDie(), 1, owner),
                    intValue(BLOCKS_PER_PLANE, g.blocksPerPlane(), 1, owner),
                    intValue(DriveParameters.PAGES_PER_BLOCK, g.pagesPerBlock(), 1, owner),
                    intValue(PAGE_BYTES, g.pageBytes(), 512, owner), intValue(UNIT_BYTES, g.unitBytes(), 512, owner),
                    userBytes / Geometry.SECTOR_BYTES);
            NandTiming nand = new NandTiming(decimal(DriveParameters.READ_MICROS, n.readMicros(), 0.001, owner),
                    decimal(DriveParameters.PROGRAM_MICROS, n.programMicros(), 0.001, owner),
                    decimal(DriveParameters.ERASE_MICROS, n.eraseMicros(), 0.001, owner),
                    decimal(DriveParameters.CHANNEL_MBPS, n.channelMBps(), 0.001, owner),
                    flag(MULTI_PLANE, n.multiPlane()));
            int low = intValue(DriveParameters.GC_LOW_WATERMARK, c.gcLowWatermark(), 1, owner);
            int high = intValue(DriveParameters.GC_HIGH_WATERMARK, c.gcHighWatermark(), 2, owner);
            long spare = (geometry.rawBytes() - geometry.userBytes()) / ((long) geometry.planesPerDie()
                    * geometry.channels() * geometry.diesPerChannel())
                    / ((long) geometry.pagesPerBlock() * geometry.pageBytes());
            int wearLeveling = intValue(DriveParameters.WEAR_LEVELING_THRESHOLD, f.wearLevelingThreshold(), 0, owner);
            int leastLow = FirmwareCosts.leastGcLowWatermark(wearLeveling);
            if (low < leastLow) {
                throw PluginException.forParameter(DriveParameters.WEAR_LEVELING_THRESHOLD, owner + ": parameter '"
                        + DriveParameters.WEAR_LEVELING_THRESHOLD + "' = " + wearLeveling + " needs '"
                        + DriveParameters.GC_LOW_WATERMARK + "' of " + leastLow
                        + " or more (a cold move lends the pool a block), not " + low);
            }
            boolean compression = flag(COMPRESSION, c.compression());
            boolean separateGcFrontier = flag(SEPARATE_GC_FRONTIER, c.separateGcFrontier());
            GcUnit gcUnit = DriveParameters.gcUnit(gcUnit(f.gcUnit()), compression, separateGcFrontier, low, owner);
            if (high <= low || high >= spare) {
                throw PluginException.forParameter(DriveParameters.GC_HIGH_WATERMARK, owner + ": parameter '" + DriveParameters.GC_HIGH_WATERMARK + "' = " + high
                        + " must be above " + DriveParameters.GC_LOW_WATERMARK + " = " + low + " and below the "
                        + spare + " spare blocks per plane of this geometry");
            }
            ControllerSpec controller = new ControllerSpec(
                    decimal(DriveParameters.READ_COMMAND_MICROS, c.readCommandMicros(), 0, owner),
                    decimal(DriveParameters.WRITE_COMMAND_MICROS, c.writeCommandMicros(), 0, owner),
                    integer(WRITE_BUFFER_BYTES, c.writeBufferBytes(), 0, owner), compression,
                    decimal(COMPRESSION_FLOOR, c.compressionFloor(), 0, owner),
                    decimal(MAX_WRITE_IOPS, c.maxWriteIops(), 0, owner), low, high,
                    separateGcFrontier,
                    decimal(DriveParameters.IDLE_GC_AFTER_MILLIS, c.idleGcAfterMillis(), 0, owner),
                    decimal(DriveParameters.IDLE_GC_BLOCKS_PER_SECOND, c.idleGcBlocksPerSecond(), 0, owner),
                    integer(SLC_CACHE_BYTES, c.slcCacheBytes(), 0, owner),
                    decimal(SLC_PROGRAM_MICROS, c.slcProgramMicros(), 0, owner),
                    decimal(DriveParameters.READ_LATENCY_MICROS, c.readLatencyMicros(), 0, owner),
                    decimal(DriveParameters.WRITE_LATENCY_MICROS, c.writeLatencyMicros(), 0, owner),
                    flag(DriveParameters.MULTI_PLANE_IN_FRESH_BLOCKS_ONLY, c.multiPlaneInFreshBlocksOnly()));
            FirmwareCosts firmware = new FirmwareCosts(
                    decimal(DriveParameters.GC_RELOCATION_MICROS, f.relocationMicros(), 0, owner),
                    decimal(DriveParameters.BACKGROUND_GC_MBPS, f.backgroundGcMBps(), 0, owner),
                    decimal(DriveParameters.SUSPEND_MICROS, f.suspendMicros(), 0, owner),
                    intValue(DriveParameters.GC_SLICE_UNITS, f.gcSliceUnits(), 1, owner),
                    wearLeveling, gcUnit);
            long cache = integer(MAP_CACHE_BYTES, m.cacheBytes() == Long.MAX_VALUE ? 0 : m.cacheBytes(), 0, owner);
            MappingTable mapping = new MappingTable(cache == 0 ? Long.MAX_VALUE : cache,
                    intValue(MAP_ENTRY_BYTES, m.entryBytes(), 1, owner), intValue(MAP_RUN_BYTES, m.runBytes(), 0, owner));
            double link = decimal(DriveParameters.HOST_LINK_MBPS, base.hostLinkMBps(), 0.001, owner);
            String model = changed.isEmpty() ? base.model() : base.model() + " (custom: " + String.join(", ", changed)
                    + ")";
            double badBlocks = DriveParameters.factoryBadBlocks(decimal(DriveParameters.FACTORY_BAD_BLOCKS,
                    base.factoryBadBlocks(), 0, owner), controller.compression(), owner);
            return new DriveSpec(model, geometry, nand, controller, link, firmware, mapping, badBlocks);
        } catch (IllegalArgumentException e) {
            if (e instanceof PluginException) {
                throw e;
            }
            throw new PluginException(owner + ": the description does not make a drive: " + e.getMessage());
        }
    }

    private long integer(String name, long base, long min, String owner) {
        long value = values.integer(name);
        if (value == BASE_VALUE) {
            return base;
        }
        if (value < min) {
            throw PluginException.forParameter(name, owner + ": parameter '" + name + "' = " + value + " is not allowed; allowed: "
                    + min + " or more, or -1 for the base drive's " + base);
        }
        if (value != base) {
            changed.add(name + " " + value);
        }
        return value;
    }

    private int intValue(String name, int base, int min, String owner) {
        long value = integer(name, base, min, owner);
        if (value > Integer.MAX_VALUE) {
            throw PluginException.forParameter(name, owner + ": parameter '" + name + "' = " + value + " is above " + Integer.MAX_VALUE);
        }
        return (int) value;
    }

    private double decimal(String name, double base, double min, String owner) {
        double value = values.decimal(name);
        if (value == BASE_VALUE) {
            return base;
        }
        if (value < min) {
            throw PluginException.forParameter(name, owner + ": parameter '" + name + "' = " + value + " is not allowed; allowed: "
                    + min + " or more, or -1 for the base drive's " + base);
        }
        if (value != base) {
            changed.add(name + " " + value);
        }
        return value;
    }

    private static List<String> gcUnits() {
        List<String> choices = new ArrayList<>(List.of(BASE_CHOICE));
        choices.addAll(GcUnit.ids());
        return choices;
    }

    private GcUnit gcUnit(GcUnit base) {
        String value = values.choice(DriveParameters.GC_UNIT);
        if (BASE_CHOICE.equals(value)) {
            return base;
        }
        GcUnit given = GcUnit.of(value);
        if (given != base) {
            changed.add(DriveParameters.GC_UNIT + " " + value);
        }
        return given;
    }

    private boolean flag(String name, boolean base) {
        String value = values.choice(name);
        if (BASE_CHOICE.equals(value)) {
            return base;
        }
        boolean given = Boolean.parseBoolean(value);
        if (given != base) {
            changed.add(name + " " + given);
        }
        return given;
    }
}
