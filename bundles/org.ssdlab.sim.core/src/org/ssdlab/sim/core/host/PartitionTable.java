package org.ssdlab.sim.core.host;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The partitions of one device (an MBR table: LBA 0 holds the table itself, so no partition may
 * start there). Space no partition covers is never written, which gives the drive that much more
 * spare area once it is erased or trimmed: manual over-provisioning. (A host protected area is
 * not modelled here; it is a drive with a smaller capacity.)
 * <p>
 * The classic first-partition offsets and what they mean for a drive with 4 KiB mapping units:
 * <ul>
 * <li>{@link #DOS_COMPATIBLE_START} = 63: one track of the 255-head, 63-sector CHS geometry
 * (Windows XP, old fdisk). 63 × 512 = 32,256 bytes is no multiple of 4 KiB, so every 4 KiB
 * cluster straddles two units.</li>
 * <li>{@link #MIB_ALIGNED_START} = 2048: 1 MiB, the default since Windows Vista SP1 and of modern
 * fdisk and parted.</li>
 * <li>{@link #fdiskCylinders} with 224 heads and 56 sectors per track: a cylinder is
 * 224 × 56 = 12,544 sectors = 2^8 × 49 sectors = 49 × 128 KiB (6,422,528 bytes), so every
 * cylinder boundary is a multiple of 128 KiB. The first partition then starts at cylinder 1,
 * LBA 12,544. (Left to DOS-compatible fdisk it would start one track in, at LBA 56 = 28 KiB: a
 * multiple of 4 KiB, since 56 = 7 × 8, but not of 128 KiB.)</li>
 * </ul>
 */
public final class PartitionTable {

    /** First LBA of a partition in the DOS-compatible layout: the second track of a 63-sector geometry. */
    public static final long DOS_COMPATIBLE_START = 63;
    /** First LBA of a 1 MiB-aligned partition. */
    public static final long MIB_ALIGNED_START = 2048;
    /** The largest head count a CHS address can express. */
    public static final int MAX_HEADS = 255;
    /** The largest sectors-per-track a CHS address can express. */
    public static final int MAX_SECTORS_PER_TRACK = 63;

    private final long deviceSectors;
    private final List<Partition> partitions;

    /**
     * @param deviceSectors the capacity of the device, in sectors
     * @param partitions    numbered 1, 2, … in this order in error messages
     * @throws IllegalArgumentException naming the partition, its field and the range allowed when a
     *                                  partition starts in LBA 0, reaches past the device or
     *                                  overlaps another
     */
    public PartitionTable(long deviceSectors, List<Partition> partitions) {
        if (deviceSectors < 2) {
            throw new IllegalArgumentException("deviceSectors = " + deviceSectors
                    + " must be at least 2 (LBA 0 holds the partition table)");
        }
        this.deviceSectors = deviceSectors;
        this.partitions = List.copyOf(partitions);
        for (int i = 0; i < this.partitions.size(); i++) {
            checkInside(i + 1, this.partitions.get(i));
        }
        checkNoOverlap();
    }

    private void checkInside(int number, Partition p) {
        if (p.startSector() < 1 || p.startSector() >= deviceSectors) {
            throw new IllegalArgumentException("partition " + number + ": startSector = " + p.startSector()
                    + " must be in [1, " + (deviceSectors - 1) + "] (LBA 0 holds the table; the device has "
                    + deviceSectors + " sectors)");
        }
        long room = deviceSectors - p.startSector();
        if (p.sectors() > room) {
            throw new IllegalArgumentException("partition " + number + ": sectors = " + p.sectors() + " must be in [1, "
                    + room + "] to end within the device of " + deviceSectors + " sectors (startSector = "
                    + p.startSector() + ")");
        }
    }

    private void checkNoOverlap() {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < partitions.size(); i++) {
            order.add(i);
        }
        order.sort((a, b) -> Long.compare(partitions.get(a).startSector(), partitions.get(b).startSector()));
        for (int k = 1; k < order.size(); k++) {
            Partition before = partitions.get(order.get(k - 1));
            Partition after = partitions.get(order.get(k));
            if (after.startSector() < before.endSector()) {
                throw new IllegalArgumentException("partition " + (order.get(k) + 1) + ": startSector = "
                        + after.startSector() + " overlaps partition " + (order.get(k - 1) + 1) + " (sectors ["
                        + before.startSector() + ", " + before.endSector() + ")); it must start at or after "
                        + before.endSector() + " or end at or before " + before.startSector());
            }
        }
    }

    /** One partition from {@code startSector} to the end of the device. */
    public static PartitionTable single(long deviceSectors, long startSector) {
        return new PartitionTable(deviceSectors, List.of(new Partition(startSector, deviceSectors - startSector)));
    }

    /** One partition of {@code sectors} from {@code startSector}; the rest of the device stays unpartitioned. */
    public static PartitionTable single(long deviceSectors, long startSector, long sectors) {
        return new PartitionTable(deviceSectors, List.of(new Partition(startSector, sectors)));
    }

    /** Windows XP and old fdisk: the partition starts at LBA 63 and is misaligned for 4 KiB units. */
    public static PartitionTable dosCompatible(long deviceSectors) {
        return single(deviceSectors, DOS_COMPATIBLE_START);
    }

    /** Vista SP1 and later, modern fdisk and parted: the partition starts at 1 MiB. */
    public static PartitionTable mibAligned(long deviceSectors) {
        return single(deviceSectors, MIB_ALIGNED_START);
    }

    /**
     * A 1 MiB-aligned partition of {@code sectors}, leaving the end of the device unpartitioned
     * as manual over-provisioning.
     */
    public static PartitionTable mibAligned(long deviceSectors, long sectors) {
        return single(deviceSectors, MIB_ALIGNED_START, sectors);
    }

    /**
     * {@code fdisk -H heads -S sectorsPerTrack}: one partition from cylinder 1 (LBA heads ×
     * sectorsPerTrack) to the last whole cylinder. With 224 heads and 56 sectors that is LBA 12,544,
     * a multiple of 128 KiB (see the class comment).
     */
    public static PartitionTable fdiskCylinders(long deviceSectors, int heads, int sectorsPerTrack) {
        long cylinder = cylinderSectors(heads, sectorsPerTrack);
        long cylinders = deviceSectors / cylinder;
        if (cylinders < 2) {
            throw new IllegalArgumentException("deviceSectors = " + deviceSectors + " must hold at least 2 cylinders of "
                    + cylinder + " sectors (cylinder 0 is left to the partition table)");
        }
        return single(deviceSectors, cylinder, (cylinders - 1) * cylinder);
    }

    /** Sectors per cylinder of a CHS geometry: heads × sectors per track. */
    public static long cylinderSectors(int heads, int sectorsPerTrack) {
        if (heads < 1 || heads > MAX_HEADS) {
            throw new IllegalArgumentException("heads = " + heads + " must be in [1, " + MAX_HEADS + "]");
        }
        if (sectorsPerTrack < 1 || sectorsPerTrack > MAX_SECTORS_PER_TRACK) {
            throw new IllegalArgumentException("sectorsPerTrack = " + sectorsPerTrack + " must be in [1, "
                    + MAX_SECTORS_PER_TRACK + "]");
        }
        return (long) heads * sectorsPerTrack;
    }

    public long deviceSectors() {
        return deviceSectors;
    }

    /** The partitions in the order given. */
    public List<Partition> partitions() {
        return Collections.unmodifiableList(partitions);
    }

    /** Partition {@code number}, counted from 1 as operating systems name them (sda1). */
    public Partition partition(int number) {
        if (number < 1 || number > partitions.size()) {
            throw new IllegalArgumentException("number = " + number + " must be in [1, " + partitions.size() + "]");
        }
        return partitions.get(number - 1);
    }

    /** Sectors no partition covers: the host never writes them. */
    public long unpartitionedSectors() {
        long used = 0;
        for (Partition p : partitions) {
            used += p.sectors();
        }
        return deviceSectors - used;
    }
}
