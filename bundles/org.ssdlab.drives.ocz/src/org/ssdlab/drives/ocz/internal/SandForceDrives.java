package org.ssdlab.drives.ocz.internal;

import java.util.List;
import java.util.Map;

import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.drive.ControllerOptions;
import org.ssdlab.sim.api.drive.DriveDefaults;
import org.ssdlab.sim.api.drive.DriveParameters;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.NandLayout;

/**
 * What OCZ's SandForce drives add to the standard drive parameters: DuraWrite compression, a
 * firmware cap on write IOPS, RAISE die parity, GC that relocates through the host's open block
 * (a flag, as nothing published says how SandForce places what GC moves), and two-plane programs
 * only in blocks never erased since the drive was last fresh (SandForce's clean and dirty states).
 * They have no DRAM; their small on-chip cache is the write buffer.
 */
final class SandForceDrives {

    static final String COMPRESSION_FLOOR = "compressionFloor";
    static final String MAX_WRITE_IOPS = "maxWriteIops";
    static final String RAISE_PARITY_DIE = "raiseParityDie";
    static final String SHARED_GC_FRONTIER = "sharedGcFrontier";

    /** How these drives describe six standard parameters (a write cap, SATA 3 Gb/s). */
    private static final Map<String, String> WORDING = Map.of(
            DriveParameters.READ_MICROS, "tR, page read",
            DriveParameters.PROGRAM_MICROS, "tPROG, page program; bounds sequential writes of incompressible data"
                    + " and, without a buffer, every write's latency",
            DriveParameters.WRITE_COMMAND_MICROS, "controller time per write command (the firmware cap may stretch it)",
            DriveParameters.HOST_LINK_MBPS, "payload rate of the host link (SATA 3 Gb/s ≈ 275)",
            DriveParameters.GC_LOW_WATERMARK, "free blocks per plane at which foreground GC starts",
            DriveParameters.IDLE_GC_BLOCKS_PER_SECOND, "blocks per plane background GC cleans per second of idle time");

    private SandForceDrives() {
    }

    /**
     * The standard parameters, then compression, write cap, RAISE parity and where GC writes.
     *
     * @param raise whether the drive's firmware runs RAISE by default
     */
    static List<ParameterSpec> parameters(DriveDefaults defaults, double compressionFloor, double maxWriteIops,
            boolean raise) {
        return defaults.parameters(
                ParameterSpec.decimal(COMPRESSION_FLOOR, "", compressionFloor, 0, 1,
                        "DuraWrite: fraction of a unit that even all-zero data still takes on NAND (the FTL stores no unit in less than a quarter)"),
                ParameterSpec.decimal(MAX_WRITE_IOPS, "IOPS", maxWriteIops, 0, 1_000_000,
                        "firmware cap on write commands per second; 0 for none"),
                ParameterSpec.flag(RAISE_PARITY_DIE, raise,
                        "RAISE parity holds one die's worth of blocks, which the FTL cannot use as spare"),
                ParameterSpec.flag(SHARED_GC_FRONTIER, true,
                        "GC writes the data it moves into the host's open block, mixed with host data [G]; off: into"
                                + " a block of its own, as the catalogue's other controllers do"),
                ParameterSpec.flag(DriveParameters.MULTI_PLANE_IN_FRESH_BLOCKS_ONLY, true,
                        "planes are programmed together only in blocks not yet erased since the drive was last fresh;"
                                + " a block GC has erased takes one plane per program, so incompressible writes fall to"
                                + " about half the clean rate once every block has been written, until a secure erase"
                                + " (the behaviour published [V], this mechanism [G]); off: two planes in every block"))
                .stream().map(SandForceDrives::inSandForceWords).toList();
    }

    private static ParameterSpec inSandForceWords(ParameterSpec s) {
        String text = WORDING.get(s.name());
        return text == null ? s : new ParameterSpec(s.name(), s.type(), s.unit(), s.defaultValue(), s.min(), s.max(),
                s.choices(), text);
    }

    /** @throws PluginException naming the parameter when the watermarks do not fit the drive */
    static DriveSpec spec(Plugin<?> plugin, NandLayout layout, DriveDefaults defaults, Parameters p) {
        ControllerOptions sandForce = ControllerOptions.STANDARD.withCompression(p.decimal(COMPRESSION_FLOOR))
                .withMaxWriteIops(p.decimal(MAX_WRITE_IOPS));
        if (p.flag(SHARED_GC_FRONTIER)) {
            sandForce = sandForce.withSharedGcFrontier();
        }
        if (p.flag(DriveParameters.MULTI_PLANE_IN_FRESH_BLOCKS_ONLY)) {
            sandForce = sandForce.withMultiPlaneInFreshBlocksOnly();
        }
        return defaults.driveSpec(plugin, p.flag(RAISE_PARITY_DIE) ? layout.withParityDie() : layout, p, sandForce);
    }
}
