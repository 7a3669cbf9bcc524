package org.ssdlab.sim.api.drive;

import java.util.Objects;

/**
 * One simulated drive model, as a drive plugin creates it: NAND layout and timing, controller and
 * host link. The engine builds an FTL and a timing model from it.
 *
 * @param model          marketing name with capacity, e.g. "Samsung SSD 840 Pro 256 GB"
 * @param geometry       NAND layout and user capacity
 * @param nand           NAND timing
 * @param controller     controller behaviour
 * @param hostLinkMBps   payload rate of the host interface, 10^6 bytes per second (SATA 6 Gb/s: 600)
 * @param firmware       what GC costs the controller beyond NAND time
 * @param mapping        how much of the mapping table DRAM holds ({@link MappingTable#WHOLE}: all of it)
 * @param factoryBadBlocks the chance that the factory marked a block bad, 0 to 0.1: each drive built
 *                       from this spec draws its own map with its own seed, so two drives of one model
 *                       keep different spares (0: every block good, the catalogue's calibrated state)
 */
public record DriveSpec(String model, Geometry geometry, NandTiming nand, ControllerSpec controller,
        double hostLinkMBps, FirmwareCosts firmware, MappingTable mapping, double factoryBadBlocks) {

    /** The largest share of bad blocks a drive may be given: five times what NAND makers allow. */
    public static final double MOST_FACTORY_BAD_BLOCKS = 0.1;

    /** A drive whose blocks are all good. */
    public DriveSpec(String model, Geometry geometry, NandTiming nand, ControllerSpec controller, double hostLinkMBps,
            FirmwareCosts firmware, MappingTable mapping) {
        this(model, geometry, nand, controller, hostLinkMBps, firmware, mapping, 0);
    }

    /** A drive whose DRAM holds the whole mapping table. */
    public DriveSpec(String model, Geometry geometry, NandTiming nand, ControllerSpec controller, double hostLinkMBps,
            FirmwareCosts firmware) {
        this(model, geometry, nand, controller, hostLinkMBps, firmware, MappingTable.WHOLE);
    }

    /** A drive whose GC costs only NAND time and whose DRAM holds the whole mapping table. */
    public DriveSpec(String model, Geometry geometry, NandTiming nand, ControllerSpec controller, double hostLinkMBps) {
        this(model, geometry, nand, controller, hostLinkMBps, FirmwareCosts.NONE);
    }

    public DriveSpec {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(geometry, "geometry");
        Objects.requireNonNull(nand, "nand");
        Objects.requireNonNull(controller, "controller");
        Objects.requireNonNull(firmware, "firmware");
        Objects.requireNonNull(mapping, "mapping");
        Checks.positive("hostLinkMBps", hostLinkMBps);
        if (!(factoryBadBlocks >= 0 && factoryBadBlocks <= MOST_FACTORY_BAD_BLOCKS)) {
            throw new IllegalArgumentException("factoryBadBlocks = " + factoryBadBlocks + " must be between 0 and "
                    + MOST_FACTORY_BAD_BLOCKS);
        }
    }

    /** The same drive with the host seeing only the first {@code userSectors} LBAs (an HPA, or a smaller capacity). */
    public DriveSpec withUserSectors(long userSectors) {
        Geometry g = geometry;
        return new DriveSpec(model, new Geometry(g.channels(), g.diesPerChannel(), g.planesPerDie(), g.blocksPerPlane(),
                g.pagesPerBlock(), g.pageBytes(), g.unitBytes(), userSectors), nand, controller, hostLinkMBps, firmware,
                mapping, factoryBadBlocks);
    }
}
