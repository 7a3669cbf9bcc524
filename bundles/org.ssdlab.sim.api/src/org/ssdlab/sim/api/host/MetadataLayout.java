package org.ssdlab.sim.api.host;

/**
 * Where a freshly made file system keeps its metadata, in file-system blocks from the start of
 * the volume (block {@code b} is at byte {@code b × blockBytes} of the partition). Made by a
 * {@link FileSystemFormat} for one volume size; the engine asks it which block to dirty when a
 * file's record, a bitmap bit or a group's free counts change.
 * <p>
 * Records are the per-file structures (ext4 and UFS inodes, NTFS MFT records, HFS+ catalog thread
 * records), numbered from 0. Every lookup returns -1 where the format has no such structure.
 */
public interface MetadataLayout {

    /** Blocks of the volume. */
    long blocks();

    /** How many records the format has room for (inodes made by mkfs, the MFT's initial size). */
    long records();

    /** Records of one allocation group: a file's record is taken from its directory's group first. */
    long recordsPerGroup();

    /** Records the format itself uses at creation (root, journal, lost+found, system files). */
    long reservedRecords();

    /** The block that holds record {@code record}: the first of {@link #recordBlockSpan} when that is more than one. */
    long recordBlock(long record);

    /**
     * Blocks a record's block is written as: 1 where the record block is one file-system block;
     * UFS reads and writes inodes a whole UFS block (32 KiB) at a time, 8 fragments.
     */
    default int recordBlockSpan() {
        return 1;
    }

    /** The bitmap block that marks record {@code record} in use (ext4 inode bitmap, $MFT:$Bitmap). */
    long recordBitmapBlock(long record);

    /** The block with the free counts of the record's group (ext4 group descriptor), or -1. */
    long recordSummaryBlock(long record);

    /** Data blocks one allocation-bitmap block covers (32 768 for 4 KiB blocks: 8 bits a byte). */
    long bitmapSpan();

    /** The allocation-bitmap block that marks data block {@code block} in use. */
    long allocationBitmapBlock(long block);

    /** Data blocks one summary covers (ext4: a block group). */
    long summarySpan();

    /** The block with the free counts of the group that holds {@code block}, or -1. */
    long summaryBlock(long block);

    /** First block of the journal (its superblock), -1 without a journal. */
    long journalStart();

    /** Journal length in blocks, its superblock included; 0 without a journal. */
    long journalBlocks();

    /**
     * Calls {@code visitor} with every run of blocks the format takes at creation (superblocks,
     * descriptors, bitmaps, record tables, journal): {@code (first block, blocks)}.
     */
    void forEachReserved(ExtentVisitor visitor);
}
