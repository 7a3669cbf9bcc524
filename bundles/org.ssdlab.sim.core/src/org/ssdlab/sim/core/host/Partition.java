package org.ssdlab.sim.core.host;

import org.ssdlab.sim.api.drive.Geometry;

/**
 * A contiguous range of a block device that holds one file system, in 512-byte sectors. Where it
 * starts decides whether the file system's clusters line up with the drive's mapping units: a
 * cluster that straddles two units makes the drive read-modify-write both.
 *
 * @param startSector first LBA of the partition on the device
 * @param sectors     length in sectors
 */
public record Partition(long startSector, long sectors) {

    public Partition {
        if (startSector < 0) {
            throw new IllegalArgumentException("startSector = " + startSector + " must be zero or positive");
        }
        if (sectors < 1) {
            throw new IllegalArgumentException("sectors = " + sectors + " must be at least 1");
        }
    }

    /** A file system on the whole device, without a partition table (as {@code mkfs /dev/sdb}). */
    public static Partition wholeDevice(long deviceSectors) {
        return new Partition(0, deviceSectors);
    }

    /** The first LBA after the partition. */
    public long endSector() {
        return startSector + sectors;
    }

    public long startBytes() {
        return startSector * Geometry.SECTOR_BYTES;
    }

    public long bytes() {
        return sectors * Geometry.SECTOR_BYTES;
    }

    /** Whether the start is a whole multiple of {@code bytes} (e.g. the drive's 4 KiB mapping unit). */
    public boolean isAlignedTo(long bytes) {
        if (bytes < 1) {
            throw new IllegalArgumentException("bytes = " + bytes + " must be at least 1");
        }
        return startBytes() % bytes == 0;
    }

    /**
     * The largest power of two the start is a multiple of, in bytes: 512 for LBA 63, 1 MiB for LBA
     * 2048; {@link Long#MAX_VALUE} for a partition at LBA 0, which is aligned to everything.
     */
    public long alignmentBytes() {
        return startSector == 0 ? Long.MAX_VALUE : Long.lowestOneBit(startBytes());
    }
}
