package org.ssdlab.drives.intel.internal;

import java.util.List;

import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.drive.ControllerOptions;
import org.ssdlab.sim.api.drive.DriveDefaults;
import org.ssdlab.sim.api.drive.DriveParameters;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.MappingTable;
import org.ssdlab.sim.api.drive.NandLayout;

/**
 * The Intel X25-M 80 GB, first (50 nm) and second (34 nm) generation: the same 10-channel
 * controller architecture, whose DRAM holds only the mapping table, not user data, and holds only
 * part of it: 16 MB on the G1, 32 MB on the G2, against 78 MB for 4-byte entries of all 19.5 M
 * mapping units. What differs between the two models is that DRAM, the per-command time and the
 * block size of their NAND (512 KiB at 50 nm, 1 MiB at 34 nm).
 */
abstract class IntelX25m extends AbstractPlugin<DriveSpec> {

    /** DRAM given to the map cache, MiB: the drive's whole DRAM by default. */
    static final String MAP_CACHE_MIB = "mapCacheMiB";

    /** Bytes of one run entry of the map in DRAM; 0 caches whole map pages. */
    static final String MAP_RUN_BYTES = "mapRunBytes";

    /**
     * One node of the controller's binary-tree map (AnandTech 6432 p.3): the run's first LBA and first
     * flash unit (4 bytes each), its length (2 bytes, padded to 4) and two child links (4 bytes each)
     * [G: the layout is not published; of 12 to 24 bytes, the size that lands the used-state figures of
     * both models closest, docs/engine.md].
     */
    private static final long RUN_BYTES = 20;

    private static final long MIB = 1L << 20;

    private final NandLayout layout;
    private final DriveDefaults defaults;

    IntelX25m(String id, String label, String facts, NandLayout layout, DriveDefaults defaults, double dramMiB) {
        super(PluginKind.DRIVE, id, label, facts + DriveParameters.valuesNote(parameters(defaults, dramMiB), List.of()),
                parameters(defaults, dramMiB));
        this.layout = layout;
        this.defaults = defaults;
    }

    private static List<ParameterSpec> parameters(DriveDefaults defaults, double dramMiB) {
        return defaults.parameters(ParameterSpec.decimal(MAP_CACHE_MIB, "MiB", dramMiB, 0.0625, 1024,
                "DRAM holding cached map pages (4-byte entries, 1024 to a 4 KiB map page); at 75 MiB or more the"
                        + " whole map fits and lookups cost nothing"),
                ParameterSpec.integer(MAP_RUN_BYTES, "bytes", RUN_BYTES, 0, 64, "bytes of one run of the map in"
                        + " DRAM: a cached page takes one entry per stretch of written units stored in order, and"
                        + " nothing for unwritten ones (0: every cached page takes 4 KiB)"));
    }

    /**
     * 10 channels × 2 dies × 2 planes of 4 KiB pages, 80 GiB raw; 156,301,488 LBAs (IDEMA 80 GB),
     * so 6.84 % of raw is spare. Programs are single-plane: the sequential write rate is 20 dies ×
     * 4 KiB / tPROG.
     */
    static NandLayout layout(String model) {
        return new NandLayout(model, 10, 2, 2, 80 * NandLayout.GIB, 4096, NandLayout.idemaSectors(80), false);
    }

    @Override
    public DriveSpec create(Parameters parameters) {
        long cacheBytes = Math.round(parameters.decimal(MAP_CACHE_MIB) * MIB);
        return defaults.driveSpec(this, layout, parameters, ControllerOptions.STANDARD,
                new MappingTable(cacheBytes, 4, (int) parameters.integer(MAP_RUN_BYTES)));
    }
}
