package org.ssdlab.sim.core.host;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.IntStream;

import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.host.BlockDevice;
import org.ssdlab.sim.api.host.ExtentVisitor;
import org.ssdlab.sim.api.host.FreeSpace;
import org.ssdlab.sim.api.host.TrimPolicy;
import org.ssdlab.sim.api.workload.IoRequest;

/**
 * A file system on one partition of a block device, as far as the drive can tell: which LBAs hold
 * file data, which are written when, and which are freed and (depending on the operating system's
 * {@link TrimPolicy}) trimmed. Space is handed out in clusters by a next-fit {@link ClusterAllocator}.
 * <p>
 * Each operation is a {@link VolumeOperation}, a {@code Workload} that a {@code WorkloadRunner} runs
 * on the same device: it emits the operation's WRITE requests (at most {@code maxRequestBytes}
 * each, at the file's clusters) and, first, every TRIM that has come due. A delete hands each
 * freed run to the policy in absolute device LBAs; TRIMs the policy sends for now are emitted by
 * the delete itself, TRIMs it sends for later wait in a queue and are emitted by whichever later
 * operation runs at or after their time, typically {@link #idle}. File ids are given out when an
 * operation is made; the file exists once the operation has run.
 * <p>
 * Not modelled: metadata (inodes, bitmaps, directories, the journal), whose writes are small next
 * to file data, and reads of partly written clusters, which the page cache is assumed to hold.
 * Because clusters are written whole at {@code partition start + cluster × cluster size}, a
 * partition that does not start on a mapping-unit boundary of the drive makes every cluster
 * straddle two units, and the drive read-modify-writes them.
 */
public final class FileSystem {

    /** Largest request the file system sends: Linux's default {@code max_sectors_kb} order of size. */
    public static final int DEFAULT_MAX_REQUEST_BYTES = 1 << 20;

    private final BlockDevice device;
    private final Partition partition;
    private final int clusterBytes;
    private final int sectorsPerCluster;
    private final int maxRequestClusters;
    private final TrimPolicy trimPolicy;
    private final ClusterAllocator allocator;
    private final TrimQueue trims;
    private final FreeSpace freeSpace = this::forEachFreeExtent;
    private final List<FileEntry> files = new ArrayList<>();

    /**
     * A volume that sends requests of up to {@link #DEFAULT_MAX_REQUEST_BYTES}, or of one cluster
     * when its clusters are larger (2 MiB, the largest a document allows).
     */
    public FileSystem(BlockDevice device, Partition partition, int clusterBytes, TrimPolicy trimPolicy) {
        this(device, partition, clusterBytes, Math.max(DEFAULT_MAX_REQUEST_BYTES, clusterBytes), trimPolicy);
    }

    /**
     * @param clusterBytes    allocation unit, a multiple of 512 (4096 for ext4 and NTFS defaults)
     * @param maxRequestBytes largest WRITE request, a multiple of {@code clusterBytes}
     * @throws IllegalArgumentException naming the argument when a size does not fit, or when the
     *                                  partition reaches past the device
     */
    public FileSystem(BlockDevice device, Partition partition, int clusterBytes, int maxRequestBytes,
            TrimPolicy trimPolicy) {
        this.device = Objects.requireNonNull(device, "device");
        this.partition = Objects.requireNonNull(partition, "partition");
        this.trimPolicy = Objects.requireNonNull(trimPolicy, "trimPolicy");
        if (clusterBytes < Geometry.SECTOR_BYTES || clusterBytes % Geometry.SECTOR_BYTES != 0) {
            throw new IllegalArgumentException("clusterBytes = " + clusterBytes + " must be a positive multiple of "
                    + Geometry.SECTOR_BYTES);
        }
        if (maxRequestBytes < clusterBytes || maxRequestBytes % clusterBytes != 0) {
            throw new IllegalArgumentException("maxRequestBytes = " + maxRequestBytes
                    + " must be a positive multiple of clusterBytes = " + clusterBytes);
        }
        if (partition.endSector() > device.userSectors()) {
            throw new IllegalArgumentException("partition [" + partition.startSector() + ", " + partition.endSector()
                    + ") must end within the device's " + device.userSectors() + " sectors");
        }
        long clusters = partition.sectors() / (clusterBytes / Geometry.SECTOR_BYTES);
        if (clusters < 1 || clusters > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("the partition of " + partition.sectors() + " sectors holds " + clusters
                    + " clusters of " + clusterBytes + " bytes; it must hold [1, " + Integer.MAX_VALUE + "]");
        }
        this.clusterBytes = clusterBytes;
        this.sectorsPerCluster = clusterBytes / Geometry.SECTOR_BYTES;
        this.maxRequestClusters = maxRequestBytes / clusterBytes;
        this.allocator = new ClusterAllocator((int) clusters);
        this.trims = new TrimQueue(device.trimReachesDrive());
    }

    // ---- operations -------------------------------------------------------------------------

    /** Creates a file of {@code bytes} and writes it. */
    public FileCreation create(long bytes, double compressibility) {
        if (bytes < 0) {
            throw new IllegalArgumentException("bytes = " + bytes + " must be zero or positive");
        }
        return new FileCreation(this, reserve(), bytes, checkCompressibility(compressibility));
    }

    /**
     * One file over all space free when it runs: the old trick of filling the disk with a big file
     * and deleting it, which, with TRIM, tells the drive that all free space is free.
     */
    public FileCreation fillFreeSpace(double compressibility) {
        return new FileCreation(this, reserve(), FileCreation.ALL_FREE_SPACE, checkCompressibility(compressibility));
    }

    /** Copies files of the given sizes, one after another (a directory tree, an archive unpacked). */
    public TreeCopy copyTree(long[] fileBytes, double compressibility) {
        for (int i = 0; i < fileBytes.length; i++) {
            if (fileBytes[i] < 0) {
                throw new IllegalArgumentException("fileBytes[" + i + "] = " + fileBytes[i] + " must be zero or positive");
            }
        }
        int first = files.size();
        for (int i = 0; i < fileBytes.length; i++) {
            reserve();
        }
        return new TreeCopy(this, first, fileBytes, checkCompressibility(compressibility));
    }

    /** Rewrites {@code [offsetBytes, offsetBytes + lengthBytes)} of a file in place, in whole clusters. */
    public VolumeOperation overwrite(int file, long offsetBytes, long lengthBytes) {
        checkId(file);
        if (offsetBytes < 0 || lengthBytes < 1) {
            throw new IllegalArgumentException("offsetBytes = " + offsetBytes + " must be zero or positive and lengthBytes = "
                    + lengthBytes + " at least 1");
        }
        return new RangeOverwrite(this, file, offsetBytes, lengthBytes);
    }

    /** {@code count} in-place writes of {@code blockBytes} each at random block-aligned offsets of a file. */
    public VolumeOperation randomOverwrites(int file, int blockBytes, long count) {
        checkId(file);
        if (blockBytes < clusterBytes || blockBytes % clusterBytes != 0) {
            throw new IllegalArgumentException("blockBytes = " + blockBytes + " must be a positive multiple of clusterBytes = "
                    + clusterBytes);
        }
        if (count < 0) {
            throw new IllegalArgumentException("count = " + count + " must be zero or positive");
        }
        return new RandomOverwrites(this, file, blockBytes / clusterBytes, count);
    }

    /** Deletes files; their clusters go to the TRIM policy. */
    public VolumeOperation delete(int... fileIds) {
        for (int file : fileIds) {
            checkId(file);
        }
        return new FileDeletion(this, fileIds);
    }

    /** Mounts the volume, or boots the machine: the policy's chance to retrim all free space. */
    public VolumeOperation mount() {
        return new MountOperation(this);
    }

    /** Lets {@code durationNanos} pass without file activity; due TRIMs go out at their time. */
    public VolumeOperation idle(long durationNanos) {
        if (durationNanos < 0) {
            throw new IllegalArgumentException("durationNanos = " + durationNanos + " must be zero or positive");
        }
        return new IdleOperation(this, durationNanos);
    }

    // ---- state ------------------------------------------------------------------------------

    public BlockDevice device() {
        return device;
    }

    public Partition partition() {
        return partition;
    }

    public int clusterBytes() {
        return clusterBytes;
    }

    public int sectorsPerCluster() {
        return sectorsPerCluster;
    }

    public int clusters() {
        return allocator.clusters();
    }

    public int freeClusters() {
        return allocator.freeClusters();
    }

    public long freeBytes() {
        return (long) allocator.freeClusters() * clusterBytes;
    }

    /** Where the next allocation starts looking (the next-fit rover), a cluster index. */
    public int rover() {
        return allocator.rover();
    }

    /** The device LBA of a cluster: partition start + cluster × sectors per cluster. */
    public long clusterLba(int cluster) {
        return partition.startSector() + (long) cluster * sectorsPerCluster;
    }

    /** Whether a file exists: created by an operation that has run and not deleted since. */
    public boolean exists(int file) {
        checkId(file);
        return files.get(file).state == FileEntry.LIVE;
    }

    public long fileBytes(int file) {
        return live(file).bytes;
    }

    public long fileClusters(int file) {
        return live(file).extents.clusters();
    }

    /** Runs of consecutive clusters the file has: 1 when contiguous. */
    public int fragments(int file) {
        return live(file).extents.count();
    }

    /** Calls {@code visitor} for each run of the file's clusters, in file order, in device LBAs. */
    public void forEachExtent(int file, ExtentVisitor visitor) {
        ClusterExtents extents = live(file).extents;
        for (int run = 0; run < extents.count(); run++) {
            visitor.extent(clusterLba(extents.start(run)), (long) extents.length(run) * sectorsPerCluster);
        }
    }

    /** The ids of the files that exist, in id order. */
    public int[] liveFiles() {
        return IntStream.range(0, files.size()).filter(i -> files.get(i).state == FileEntry.LIVE)
                .toArray();
    }

    /** The free space in device LBAs, as a retrim walks it. */
    public FreeSpace freeSpace() {
        return freeSpace;
    }

    /** TRIMs the policy has sent for later that no operation has emitted yet. */
    public int queuedTrims() {
        return trims.size();
    }

    private void forEachFreeExtent(ExtentVisitor visitor) {
        int start = allocator.nextFree(0);
        while (start >= 0) {
            int end = allocator.nextAllocated(start);
            visitor.extent(clusterLba(start), (long) (end - start) * sectorsPerCluster);
            start = allocator.nextFree(end);
        }
    }

    // ---- what operations do when they run -----------------------------------------------------

    int maxRequestClusters() {
        return maxRequestClusters;
    }

    void checkDevice(long userSectors) {
        if (userSectors != device.userSectors()) {
            throw new IllegalArgumentException("the runner's device has " + userSectors
                    + " sectors; this file system lives on a device of " + device.userSectors());
        }
    }

    /** Advances the policy when it is due. */
    void catchUp(long now) {
        if (now >= trimPolicy.nextDueNanos()) {
            trimPolicy.advance(now, freeSpace, trims);
        }
    }

    boolean pollDueTrim(long now, IoRequest request) {
        return trims.pollDue(now, request);
    }

    /** The earliest time the policy or a queued TRIM has something to do. */
    long nextDueNanos() {
        return Math.min(trimPolicy.nextDueNanos(), trims.nextAt());
    }

    void mounted(long now) {
        trimPolicy.mounted(now, freeSpace, trims);
    }

    /**
     * Allocates a reserved file; {@code bytes} {@link FileCreation#ALL_FREE_SPACE} takes all free
     * clusters. Each new run is announced to the policy as reallocated and cut out of queued TRIMs.
     */
    FileEntry createNow(int file, long bytes, double compressibility, long now) {
        FileEntry entry = files.get(file);
        if (entry.state != FileEntry.RESERVED) {
            throw new IllegalStateException("file " + file + " was created already");
        }
        long clusters = bytes == FileCreation.ALL_FREE_SPACE ? allocator.freeClusters()
                : (bytes + clusterBytes - 1) / clusterBytes;
        if (clusters > allocator.freeClusters()) {
            throw new IllegalStateException("volume full: file " + file + " of " + bytes + " bytes needs " + clusters
                    + " clusters, " + allocator.freeClusters() + " are free");
        }
        entry.extents.clear();
        allocator.allocate((int) clusters, entry.extents);
        entry.bytes = bytes == FileCreation.ALL_FREE_SPACE ? clusters * clusterBytes : bytes;
        entry.compressibility = compressibility;
        entry.state = FileEntry.LIVE;
        for (int run = 0; run < entry.extents.count(); run++) {
            long lba = clusterLba(entry.extents.start(run));
            long sectors = (long) entry.extents.length(run) * sectorsPerCluster;
            trimPolicy.reallocated(now, lba, sectors);
            trims.cancel(lba, sectors);
        }
        return entry;
    }

    /** Frees a file's clusters and hands each run to the policy. */
    void deleteNow(int file, long now) {
        FileEntry entry = live(file);
        ClusterExtents extents = entry.extents;
        entry.state = FileEntry.DELETED;
        for (int run = 0; run < extents.count(); run++) {
            allocator.free(extents.start(run), extents.length(run));
            trimPolicy.freed(now, clusterLba(extents.start(run)), (long) extents.length(run) * sectorsPerCluster, trims);
        }
        extents.clear();
    }

    FileEntry live(int file) {
        checkId(file);
        FileEntry entry = files.get(file);
        if (entry.state != FileEntry.LIVE) {
            throw new IllegalStateException("file " + file + (entry.state == FileEntry.DELETED ? " was deleted"
                    : " is not created yet: run the operation that creates it first"));
        }
        return entry;
    }

    private int reserve() {
        files.add(new FileEntry());
        return files.size() - 1;
    }

    private void checkId(int file) {
        if (file < 0 || file >= files.size()) {
            throw new IllegalArgumentException("file = " + file + " must be in [0, " + (files.size() - 1) + "]");
        }
    }

    private static double checkCompressibility(double value) {
        if (!(value >= 0 && value <= 1)) {
            throw new IllegalArgumentException("compressibility = " + value + " must be in [0, 1]");
        }
        return value;
    }
}
