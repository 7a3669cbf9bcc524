package org.ssdlab.sim.api.drive;

/**
 * The physical layout of a drive's NAND and the capacity it shows the host.
 * <p>
 * The FTL maps the host's address space in <em>mapping units</em>: a page may hold several
 * (an 8 KiB page with two 4 KiB units), so a 4 KiB write programs half a page rather than a whole
 * one. Everything the drive has beyond the user capacity is spare area.
 *
 * @param channels        independent buses to the NAND
 * @param diesPerChannel  dies sharing one channel
 * @param planesPerDie    planes per die
 * @param blocksPerPlane  erase blocks per plane
 * @param pagesPerBlock   program pages per erase block
 * @param pageBytes       bytes per page (data area)
 * @param unitBytes       bytes per mapping unit; divides {@code pageBytes}, a multiple of 512
 * @param userSectors     capacity the host sees, in 512-byte LBAs
 */
public record Geometry(int channels, int diesPerChannel, int planesPerDie, int blocksPerPlane, int pagesPerBlock,
        int pageBytes, int unitBytes, long userSectors) {

    public static final int SECTOR_BYTES = 512;

    public Geometry {
        positive("channels", channels);
        positive("diesPerChannel", diesPerChannel);
        positive("planesPerDie", planesPerDie);
        positive("blocksPerPlane", blocksPerPlane);
        positive("pagesPerBlock", pagesPerBlock);
        positive("pageBytes", pageBytes);
        positive("unitBytes", unitBytes);
        positive("userSectors", userSectors);
        if (unitBytes % SECTOR_BYTES != 0 || pageBytes % unitBytes != 0) {
            throw new IllegalArgumentException("unitBytes = " + unitBytes + " must be a multiple of 512 that divides pageBytes = "
                    + pageBytes);
        }
        long blocks = (long) channels * diesPerChannel * planesPerDie * blocksPerPlane;
        if (blocks * pagesPerBlock * (pageBytes / unitBytes) > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("the drive has more than 2^31 mapping units; use a larger unitBytes");
        }
        long userBytes = userSectors * SECTOR_BYTES;
        if (userBytes > blocks * pagesPerBlock * pageBytes) {
            throw new IllegalArgumentException("userSectors = " + userSectors + " (" + userBytes
                    + " bytes) exceeds the raw capacity of " + blocks * pagesPerBlock * pageBytes + " bytes");
        }
    }

    /**
     * A single-plane geometry of 4 KiB pages holding one unit each, sized for a given number of
     * user units and blocks, as used by analytic write-amplification studies.
     */
    public static Geometry flat(int blocks, int unitsPerBlock, long userUnits) {
        return new Geometry(1, 1, 1, blocks, unitsPerBlock, 4096, 4096, userUnits * (4096 / SECTOR_BYTES));
    }

    public int blocks() {
        return channels * diesPerChannel * planesPerDie * blocksPerPlane;
    }

    public int unitsPerPage() {
        return pageBytes / unitBytes;
    }

    /** Mapping units per erase block: the "pages per block" of the analytic models. */
    public int unitsPerBlock() {
        return pagesPerBlock * unitsPerPage();
    }

    public int sectorsPerUnit() {
        return unitBytes / SECTOR_BYTES;
    }

    public int physicalUnits() {
        return blocks() * unitsPerBlock();
    }

    /** Units needed to map every user LBA (a trailing partial unit counts as one). */
    public int logicalUnits() {
        return (int) ((userSectors + sectorsPerUnit() - 1) / sectorsPerUnit());
    }

    public long rawBytes() {
        return (long) blocks() * pagesPerBlock * pageBytes;
    }

    public long userBytes() {
        return userSectors * SECTOR_BYTES;
    }

    /** Factory spare area as a fraction of raw capacity: (raw − user) / raw. */
    public double spareFractionOfRaw() {
        return (rawBytes() - userBytes()) / (double) rawBytes();
    }

    /** Over-provisioning as the industry quotes it: (raw − user) / user. */
    public double overProvisioning() {
        return (rawBytes() - userBytes()) / (double) userBytes();
    }

    private static void positive(String name, long value) {
        if (value <= 0) {
            throw new IllegalArgumentException(name + " = " + value + " must be positive");
        }
    }
}
