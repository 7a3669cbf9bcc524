package org.ssdlab.sim.api.drive;

import java.util.Objects;

/**
 * The fixed facts of one drive model's NAND, as a data sheet or a teardown gives them: channels,
 * dies, planes, page size, raw and user capacity. The block size is rarely published, so a plugin
 * usually makes it a parameter; {@link #geometry} then divides the raw capacity into blocks of
 * that size. Mapping units are 4 KiB, the usual host write, unless the controller is known to map
 * larger pages.
 *
 * @param model       marketing name with capacity, e.g. "Samsung SSD 840 Pro 256 GB"
 * @param rawBytes    NAND capacity; every plane gets an equal share
 * @param userSectors capacity the host sees, in 512-byte LBAs (see {@link #idemaSectors})
 * @param multiPlane  whether a die programs and reads its planes at once
 * @param unitBytes   bytes per mapping unit; divides {@code pageBytes}
 */
public record NandLayout(String model, int channels, int diesPerChannel, int planesPerDie, long rawBytes,
        int pageBytes, long userSectors, boolean multiPlane, int unitBytes) {

    public static final long GIB = 1L << 30;
    public static final int UNIT_BYTES = 4096;

    public NandLayout {
        Objects.requireNonNull(model, "model");
    }

    /** A layout mapped in 4 KiB units. */
    public NandLayout(String model, int channels, int diesPerChannel, int planesPerDie, long rawBytes, int pageBytes,
            long userSectors, boolean multiPlane) {
        this(model, channels, diesPerChannel, planesPerDie, rawBytes, pageBytes, userSectors, multiPlane, UNIT_BYTES);
    }

    /** User capacity in 512-byte LBAs of a drive sold as {@code gigabytes} GB (IDEMA LBA1-03). */
    public static long idemaSectors(long gigabytes) {
        return 97_696_368L + 1_953_504L * (gigabytes - 50);
    }

    public int dies() {
        return channels * diesPerChannel;
    }

    public int planes() {
        return dies() * planesPerDie;
    }

    /** The geometry for a block size; a plane's share that is not whole blocks is rounded down. */
    public Geometry geometry(int pagesPerBlock) {
        long blockBytes = (long) pagesPerBlock * pageBytes;
        int blocksPerPlane = (int) (rawBytes / planes() / blockBytes);
        return new Geometry(channels, diesPerChannel, planesPerDie, blocksPerPlane, pagesPerBlock, pageBytes,
                unitBytes, userSectors);
    }

    /**
     * The same drive with one die's worth of NAND holding parity (SandForce RAISE): the FTL never
     * sees it, so it comes out of the spare area.
     */
    public NandLayout withParityDie() {
        return new NandLayout(model, channels, diesPerChannel, planesPerDie, rawBytes / dies() * (dies() - 1),
                pageBytes, userSectors, multiPlane, unitBytes);
    }
}
