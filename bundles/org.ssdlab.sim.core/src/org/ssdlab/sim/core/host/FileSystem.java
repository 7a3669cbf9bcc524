package org.ssdlab.sim.core.host;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.IntStream;

import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.host.BlockDevice;
import org.ssdlab.sim.api.host.CopyOnWrite;
import org.ssdlab.sim.api.host.ExtentVisitor;
import org.ssdlab.sim.api.host.FileSystemFormat;
import org.ssdlab.sim.api.host.FileSystemFormatProvider;
import org.ssdlab.sim.api.host.FreeSpace;
import org.ssdlab.sim.api.host.MetadataLayout;
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
 * Metadata is the {@link FileSystemFormat}'s: with {@link FileSystemFormat#NONE} (the two
 * shorter constructors) creates, deletes and directories cost the drive nothing. With a format,
 * the volume is laid out as it says (its superblocks, bitmaps, record tables and journal are taken
 * from the free space), every create, delete, overwrite, mkdir and rmdir dirties the blocks it
 * changes and {@link Metadata} journals them and writes them home, in the request streams of the
 * operations that run when that happens; a tree copy makes directories and a delete that empties
 * one of them removes it, as {@code rm -rf} does. Not modelled: reads of metadata and of partly
 * written clusters, which the page cache is assumed to hold, and the CPU time of the calls.
 * Because clusters are written whole at {@code partition start + cluster × cluster size}, a
 * partition that does not start on a mapping-unit boundary of the drive makes every cluster
 * straddle two units, and the drive read-modify-writes them.
 */
public final class FileSystem {

    /** Largest request the file system sends unless its OS says otherwise. */
    public static final int DEFAULT_MAX_REQUEST_BYTES = FileSystemFormatProvider.DEFAULT_WRITE_BEHIND_BYTES;

    private final BlockDevice device;
    private final Partition partition;
    private final int clusterBytes;
    private final int sectorsPerCluster;
    /** The mounting OS's: both change when the volume is {@linkplain #attach attached} to another. */
    private int maxRequestClusters;
    private TrimPolicy trimPolicy;
    private final ClusterAllocator allocator;
    private final TrimQueue trims;
    private final FreeSpace freeSpace = this::forEachFreeExtent;
    private final List<FileEntry> files = new ArrayList<>();
    /** The runs an append adds, before they join the file. */
    private final ClusterExtents grown = new ClusterExtents();
    private final FileSystemFormat format;
    /** Null without metadata: the model of a volume whose metadata costs nothing. */
    private final Metadata metadata;
    private final List<FileEntry> directories = new ArrayList<>();
    /** Null unless the format is copy-on-write (ZFS): its transaction groups. */
    private final CopyOnWriteTxg txg;
    /** Scratch run lists for a copy-on-write rewrite. */
    private final ClusterExtents fresh = new ClusterExtents();
    private final ClusterExtents spliced = new ClusterExtents();

    /**
     * The clusters a partition of {@code sectors} holds; a file system needs at least one and at most
     * 2^31 − 1 (its allocator indexes them with an int).
     *
     * @throws IllegalArgumentException naming the partition's size when it holds none or too many
     */
    public static long clusters(long sectors, int clusterBytes) {
        long clusters = sectors / (clusterBytes / Geometry.SECTOR_BYTES);
        if (clusters < 1 || clusters > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("the partition of " + sectors + " sectors holds " + clusters
                    + " clusters of " + clusterBytes + " bytes; it must hold [1, " + Integer.MAX_VALUE + "]");
        }
        return clusters;
    }

    private static int requestClusters(int maxRequestBytes, int clusterBytes) {
        if (maxRequestBytes < clusterBytes || maxRequestBytes % clusterBytes != 0) {
            throw new IllegalArgumentException("maxRequestBytes = " + maxRequestBytes
                    + " must be a positive multiple of clusterBytes = " + clusterBytes);
        }
        return maxRequestBytes / clusterBytes;
    }

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
        this(device, partition, clusterBytes, maxRequestBytes, trimPolicy, FileSystemFormat.NONE);
    }

    /**
     * A volume formatted as {@code format} says: its metadata is laid out on the partition (and
     * taken from the free space) and written as operations change it.
     *
     * @throws IllegalArgumentException as the other constructors, and when the partition is too
     *                                  small for the format
     */
    public FileSystem(BlockDevice device, Partition partition, int clusterBytes, int maxRequestBytes,
            TrimPolicy trimPolicy, FileSystemFormat format) {
        this.format = Objects.requireNonNull(format, "format");
        this.device = Objects.requireNonNull(device, "device");
        this.partition = Objects.requireNonNull(partition, "partition");
        this.trimPolicy = Objects.requireNonNull(trimPolicy, "trimPolicy");
        if (clusterBytes < Geometry.SECTOR_BYTES || clusterBytes % Geometry.SECTOR_BYTES != 0) {
            throw new IllegalArgumentException("clusterBytes = " + clusterBytes + " must be a positive multiple of "
                    + Geometry.SECTOR_BYTES);
        }
        if (partition.endSector() > device.userSectors()) {
            throw new IllegalArgumentException("partition [" + partition.startSector() + ", " + partition.endSector()
                    + ") must end within the device's " + device.userSectors() + " sectors");
        }
        long clusters = clusters(partition.sectors(), clusterBytes);
        this.clusterBytes = clusterBytes;
        this.sectorsPerCluster = clusterBytes / Geometry.SECTOR_BYTES;
        this.maxRequestClusters = requestClusters(maxRequestBytes, clusterBytes);
        this.allocator = new ClusterAllocator((int) clusters);
        this.trims = new TrimQueue(device.trimReachesDrive());
        if (format.hasMetadata()) {
            MetadataLayout layout = format.layout(clusters, clusterBytes);
            layout.forEachReserved((start, length) -> allocator.reserve((int) start, (int) length));
            this.metadata = new Metadata(this, format, layout);
            FileEntry root = new FileEntry();
            root.record = Math.min(1, layout.reservedRecords() - 1); // ext4's root is inode 2
            root.slots = 2;
            root.state = FileEntry.LIVE;
            allocator.allocate(metadata.blocksPerDirectoryBlock(), root.extents);
            directories.add(root);
        } else {
            this.metadata = null;
        }
        if (format.isCopyOnWrite()) {
            CopyOnWrite cow = format.copyOnWrite();
            if (clusterBytes != cow.allocationBytes()) {
                throw new IllegalArgumentException("clusterBytes = " + clusterBytes + " must be the " + format.name()
                        + " allocation unit 2^ashift = " + cow.allocationBytes());
            }
            int startClusters = (int) Math.min(clusters, cow.startReservedBytes() / clusterBytes);
            int endClusters = (int) Math.min(clusters - startClusters, cow.endReservedBytes() / clusterBytes);
            if (startClusters + endClusters >= clusters) {
                throw new IllegalArgumentException("a volume of " + clusters + " clusters of " + clusterBytes
                        + " bytes is too small for the " + format.name() + " labels");
            }
            allocator.reserve(0, startClusters);
            allocator.reserve((int) clusters - endClusters, endClusters);
            this.txg = new CopyOnWriteTxg(this, cow);
        } else {
            this.txg = null;
        }
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

    /** Copies files of the given sizes, one after another, into the root directory. */
    public TreeCopy copyTree(long[] fileBytes, double compressibility) {
        return copyTree(fileBytes, 0, compressibility);
    }

    /**
     * Copies a tree: {@code directories} new directories (0: the files go into the root), the
     * first in the root and each later one {@code k} in directory {@code (k - 1) / }
     * {@value TreeCopy#FANOUT}, the files spread over them in order, each directory made before
     * its files, as {@code cp -r} walks a tree. Without metadata the directories cost nothing.
     */
    public TreeCopy copyTree(long[] fileBytes, int directories, double compressibility) {
        if (directories < 0) {
            throw new IllegalArgumentException("directories = " + directories + " must be zero or positive");
        }
        for (int i = 0; i < fileBytes.length; i++) {
            if (fileBytes[i] < 0) {
                throw new IllegalArgumentException("fileBytes[" + i + "] = " + fileBytes[i] + " must be zero or positive");
            }
        }
        int first = files.size();
        for (int i = 0; i < fileBytes.length; i++) {
            reserve();
        }
        return new TreeCopy(this, first, fileBytes, metadata == null ? 0 : directories,
                checkCompressibility(compressibility));
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

    /** Use of the volume over time: files created, grown, rewritten and deleted ({@link ChurnSpec}). */
    public FileChurn churn(ChurnSpec spec) {
        return new FileChurn(this, Objects.requireNonNull(spec, "spec"));
    }

    /** Mounts the volume, or boots the machine: the policy's chance to retrim all free space. */
    public VolumeOperation mount() {
        return new MountOperation(this);
    }

    /**
     * The drive moved to another machine or operating system: this one unmounts the volume cleanly
     * (the journal committed, dirty metadata written home, the drive flushed, every TRIM it held back
     * sent), the other mounts it and from then on frees, trims and writes as its
     * {@code trimPolicy} and {@code maxRequestBytes} say. Files, free space and the metadata layout
     * stay as they are.
     *
     * @throws IllegalArgumentException when {@code maxRequestBytes} is not a positive multiple of the
     *                                  cluster size
     */
    public VolumeOperation attach(TrimPolicy trimPolicy, int maxRequestBytes) {
        return new AttachOperation(this, Objects.requireNonNull(trimPolicy, "trimPolicy"),
                requestClusters(maxRequestBytes, clusterBytes));
    }

    /** sync(1): commits the journal, writes every dirty metadata block home and flushes the drive. */
    public VolumeOperation sync() {
        return new SyncOperation(this);
    }

    /** Lets {@code durationNanos} pass without file activity; due TRIMs go out at their time. */
    public VolumeOperation idle(long durationNanos) {
        if (durationNanos < 0) {
            throw new IllegalArgumentException("durationNanos = " + durationNanos + " must be zero or positive");
        }
        return new IdleOperation(this, durationNanos);
    }

    // ---- state ------------------------------------------------------------------------------

    public FileSystemFormat format() {
        return format;
    }

    /**
     * What the metadata has cost so far; {@link MetadataCounters#NONE} without metadata. On a
     * copy-on-write volume commits are TXGs written and home blocks the clusters of metadata
     * they wrote (at new places: nothing is written in place).
     */
    public MetadataCounters metadataCounters() {
        if (txg != null) {
            return txg.counters();
        }
        return metadata == null ? MetadataCounters.NONE : metadata.counters();
    }

    /** The volume's metadata layout, or null without metadata. */
    public MetadataLayout metadataLayout() {
        return metadata == null ? null : metadata.layout();
    }

    /** Directories that exist, the root included (0 without metadata). */
    public int directories() {
        return (int) directories.stream().filter(d -> d.state == FileEntry.LIVE).count();
    }

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

    /** The earliest time the policy, a queued TRIM or the metadata has something to do. */
    long nextDueNanos() {
        long due = Math.min(trimPolicy.nextDueNanos(), trims.nextAt());
        if (txg != null) {
            due = Math.min(due, txg.nextDueNanos());
        }
        return metadata == null ? due : Math.min(due, metadata.nextDueNanos());
    }

    /** The next metadata request (journal, barrier, write-back, a TXG) due at {@code now}, if any. */
    boolean pollMetadata(long now, IoRequest request) {
        return (metadata != null && metadata.poll(now, request)) || (txg != null && txg.poll(now, request));
    }

    boolean hasQueuedMetadata() {
        return (metadata != null && metadata.hasQueued()) || (txg != null && txg.hasQueued());
    }

    /**
     * Starts {@code writer} on a rewrite of file clusters {@code [first, first + count)}: in place,
     * or on a copy-on-write volume as new copies of the records the range touches, each written
     * whole (the file system reads the rest of the record and writes it all: read-modify-write above
     * the drive), the old copies freed. A record already rewritten in the open TXG is rewritten in
     * memory: then only the range is written, at the record's new place.
     */
    void beginWrite(ExtentWriter writer, FileEntry entry, int file, long first, long count, long now) {
        if (txg == null || count <= 0) {
            writer.begin(entry.extents, first, count, entry.compressibility);
            return;
        }
        long total = entry.extents.clusters();
        long record = txg.recordClusters(total);
        long records = (total + record - 1) / record;
        long firstRecord = first / record;
        long lastRecord = (first + count - 1) / record;
        boolean any = false;
        for (long r = firstRecord; r <= lastRecord; r++) {
            if (txg.rewrite(file, r, records, now)) {
                relocate(entry.extents, r * record, Math.min(record, total - r * record), now);
                any = true;
            }
        }
        if (any) {
            long from = firstRecord * record;
            writer.begin(entry.extents, from, Math.min(total, (lastRecord + 1) * record) - from, entry.compressibility);
        } else {
            writer.begin(entry.extents, first, count, entry.compressibility);
        }
    }

    /** Moves file clusters {@code [from, from + n)} to newly allocated ones and frees the old. */
    private void relocate(ClusterExtents extents, long from, long n, long now) {
        fresh.clear();
        allocateCopyOnWrite((int) n, fresh, now);
        spliced.clear();
        long end = from + n;
        boolean inserted = false;
        for (int run = 0; run < extents.count(); run++) {
            long runFirst = extents.firstFileCluster(run);
            long runEnd = runFirst + extents.length(run);
            int start = extents.start(run);
            if (runFirst < from) {
                spliced.append(start, (int) (Math.min(runEnd, from) - runFirst));
            }
            long oldFirst = Math.max(runFirst, from);
            long oldEnd = Math.min(runEnd, end);
            if (oldFirst < oldEnd) {
                freeRun(start + (int) (oldFirst - runFirst), (int) (oldEnd - oldFirst), now);
            }
            if (!inserted && runEnd >= end) {
                for (int f = 0; f < fresh.count(); f++) {
                    spliced.append(fresh.start(f), fresh.length(f));
                }
                inserted = true;
            }
            if (runEnd > end) {
                long keep = Math.max(runFirst, end);
                spliced.append(start + (int) (keep - runFirst), (int) (runEnd - keep));
            }
        }
        extents.clear();
        for (int run = 0; run < spliced.count(); run++) {
            extents.append(spliced.start(run), spliced.length(run));
        }
    }

    /** Allocates {@code clusters} for copy-on-write data or metadata, announced like any allocation. */
    void allocateCopyOnWrite(int clusters, ClusterExtents into, long now) {
        if (clusters > allocator.freeClusters()) {
            throw new IllegalStateException("volume full: " + format.name() + " needs " + clusters
                    + " clusters for a copy-on-write, " + allocator.freeClusters() + " are free");
        }
        int runs = into.count();
        allocator.allocate(clusters, into);
        for (int run = runs; run < into.count(); run++) {
            announceAllocated(into.start(run), into.length(run), now);
        }
    }

    /** Frees a copy-on-write block's old copies (to the TRIM policy) and empties the list. */
    void freeCopyOnWrite(ClusterExtents extents, long now) {
        for (int run = 0; run < extents.count(); run++) {
            freeRun(extents.start(run), extents.length(run), now);
        }
        extents.clear();
    }

    private void freeRun(int start, int length, long now) {
        allocator.free(start, length);
        trimPolicy.freed(now, clusterLba(start), (long) length * sectorsPerCluster, trims);
    }

    /**
     * Whether a copy's adjacent small files go out merged: with metadata modelled (ext4's delayed
     * allocation, writeback) and on ZFS, which writes a TXG's data together (vdev I/O aggregation).
     */
    boolean mergesWriteback() {
        return metadata != null || txg != null;
    }

    boolean journalsData() {
        return metadata != null && metadata.journalsData();
    }

    /** data=journal: clusters of file data go to the journal instead of their place. */
    void journalData(int start, int length, long now) {
        metadata.handle(now);
        metadata.blocksChanged(start, length);
    }

    /** A file's data was rewritten: its record's times change. */
    void touched(FileEntry entry, long now) {
        if (metadata != null) {
            metadata.handle(now);
            metadata.touch(entry.record);
        }
    }

    void syncNow(long now) {
        if (metadata != null) {
            metadata.sync(now);
        }
        if (txg != null) {
            txg.sync(now);
        }
    }

    /** Makes directory {@code index} (reserved by a tree copy) in its parent: mkdir. */
    void mkdirNow(int index, long now) {
        FileEntry dir = directories.get(index);
        FileEntry parent = directories.get(dir.parent);
        metadata.handle(now);
        dir.record = metadata.allocateRecord(groupOf(parent.record));
        addEntry(parent, dir, now);
        dir.slots = 2;
        dir.state = FileEntry.LIVE;
        dir.removable = true;
        growDirectory(dir, 0, now);
    }

    /** Reserves {@code count} directories of a copy, the first in the root; returns the first's index. */
    int reserveDirectories(int count) {
        int first = directories.size();
        for (int k = 0; k < count; k++) {
            directories.add(new FileEntry(k == 0 ? 0 : first + (k - 1) / TreeCopy.FANOUT));
        }
        return first;
    }

    void placeInDirectory(int file, int directory) {
        files.get(file).parent = directory;
    }

    private long groupOf(long record) {
        long perGroup = metadata.layout().recordsPerGroup();
        return record / perGroup * perGroup;
    }

    /** A new name in {@code dir}: its slot's directory block changes, a new block when the last is full. */
    private void addEntry(FileEntry dir, FileEntry child, long now) {
        child.slot = dir.slots++;
        dir.entries++;
        growDirectory(dir, child.slot / metadata.entriesPerDirectoryBlock(), now);
        directoryBlockChanged(dir, child.slot);
        metadata.touch(dir.record);
    }

    private void removeEntry(FileEntry dir, FileEntry child) {
        directoryBlockChanged(dir, child.slot);
        dir.entries--;
        metadata.touch(dir.record);
    }

    /** Allocates directory blocks until block {@code block} of {@code dir} exists. */
    private void growDirectory(FileEntry dir, int block, long now) {
        int perBlock = metadata.blocksPerDirectoryBlock();
        while (dir.extents.clusters() < (long) (block + 1) * perBlock) {
            int runs = dir.extents.count();
            allocator.allocate(perBlock, dir.extents);
            for (int run = runs; run < dir.extents.count(); run++) {
                announceAllocated(dir.extents.start(run), dir.extents.length(run), now);
            }
            directoryBlockChanged(dir, (int) (dir.extents.clusters() / perBlock - 1) * metadata.entriesPerDirectoryBlock());
        }
    }

    private void directoryBlockChanged(FileEntry dir, int slot) {
        int perBlock = metadata.blocksPerDirectoryBlock();
        long first = (long) (slot / metadata.entriesPerDirectoryBlock()) * perBlock;
        for (int i = 0; i < perBlock; i++) {
            int run = dir.extents.runOf(first + i);
            metadata.blocksChanged(dir.extents.start(run) + (int) (first + i - dir.extents.firstFileCluster(run)), 1);
        }
    }

    private void announceAllocated(int start, int length, long now) {
        long lba = clusterLba(start);
        long sectors = (long) length * sectorsPerCluster;
        trimPolicy.reallocated(now, lba, sectors);
        trims.cancel(lba, sectors);
        if (metadata != null) {
            metadata.clustersChanged(start, length);
        }
    }

    /** rmdir: the directory's record and blocks are freed and its name leaves the parent. */
    private void rmdirNow(FileEntry dir, long now) {
        dir.state = FileEntry.DELETED;
        metadata.freeRecord(dir.record);
        FileEntry parent = directories.get(dir.parent);
        removeEntry(parent, dir);
        freeClusters(dir.extents, now, true);
        if (parent.entries == 0 && parent.removable) {
            rmdirNow(parent, now);
        }
    }

    private void freeClusters(ClusterExtents extents, long now, boolean forget) {
        for (int run = 0; run < extents.count(); run++) {
            int start = extents.start(run);
            int length = extents.length(run);
            allocator.free(start, length);
            trimPolicy.freed(now, clusterLba(start), (long) length * sectorsPerCluster, trims);
            if (metadata != null) {
                metadata.clustersChanged(start, length);
                if (forget) {
                    for (int c = start; c < start + length; c++) {
                        metadata.forget(c);
                    }
                }
            }
        }
        extents.clear();
    }

    void mounted(long now) {
        trimPolicy.mounted(now, freeSpace, trims);
    }

    /** The unmount here and the mount elsewhere, at {@code now}. */
    void attachNow(long now, TrimPolicy next, int nextRequestClusters) {
        syncNow(now);
        trimPolicy.unmounted(now, trims);
        trims.dueBy(now);
        trimPolicy = next;
        maxRequestClusters = nextRequestClusters;
        mounted(now);
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
        if (metadata != null) {
            metadata.handle(now);
            FileEntry dir = directories.get(Math.max(0, entry.parent));
            entry.parent = Math.max(0, entry.parent);
            entry.record = metadata.allocateRecord(groupOf(dir.record));
            addEntry(dir, entry, now);
        }
        long clusters = bytes == FileCreation.ALL_FREE_SPACE ? allocator.freeClusters() - slopClusters()
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
            announceAllocated(entry.extents.start(run), entry.extents.length(run), now);
        }
        if (txg != null) {
            long record = txg.recordClusters(clusters);
            txg.created(file, (clusters + record - 1) / record, now);
        }
        return entry;
    }

    /**
     * Space a file may not take on a copy-on-write volume, kept for the TXGs' new copies: ZFS
     * holds back 1/32 of the pool (spa_slop_shift = 5 [V]).
     */
    private long slopClusters() {
        return txg == null ? 0 : Math.min(allocator.freeClusters(), allocator.clusters() >> 5);
    }

    /**
     * Grows a live file by {@code bytes} at its end, next-fit like any allocation, announcing the
     * new runs as {@link #createNow} does.
     *
     * @return the first file cluster to write: the one that held the old end of the file
     */
    long appendNow(int file, long bytes, long now) {
        FileEntry entry = live(file);
        long have = entry.extents.clusters();
        long need = (entry.bytes + bytes + clusterBytes - 1) / clusterBytes - have;
        if (need > allocator.freeClusters()) {
            throw new IllegalStateException("volume full: appending " + bytes + " bytes to file " + file + " needs "
                    + need + " clusters, " + allocator.freeClusters() + " are free");
        }
        grown.clear();
        allocator.allocate((int) need, grown);
        for (int run = 0; run < grown.count(); run++) {
            long lba = clusterLba(grown.start(run));
            long sectors = (long) grown.length(run) * sectorsPerCluster;
            trimPolicy.reallocated(now, lba, sectors);
            trims.cancel(lba, sectors);
            entry.extents.append(grown.start(run), grown.length(run));
        }
        long first = entry.bytes / clusterBytes;
        entry.bytes += bytes;
        return Math.min(first, have);
    }

    /**
     * Frees a file's clusters and hands each run to the policy; with metadata, unlinks it and
     * removes the directories this leaves empty.
     */
    void deleteNow(int file, long now) {
        FileEntry entry = live(file);
        entry.state = FileEntry.DELETED;
        FileEntry dir = null;
        if (metadata != null) {
            metadata.handle(now);
            metadata.freeRecord(entry.record);
            dir = directories.get(entry.parent);
            removeEntry(dir, entry);
        }
        if (txg != null) {
            txg.deleted(file, now);
        }
        freeClusters(entry.extents, now, metadata != null && metadata.journalsData());
        if (dir != null && dir.entries == 0 && dir.removable) {
            rmdirNow(dir, now);
        }
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

    int reserve() {
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
