package org.ssdlab.sim.api.host;

/**
 * ext4's layout (and ext2/3's, with one group per flex group): the volume is cut into block groups
 * of {@code 8 × blockBytes} blocks (one block of bitmap bits each: 128 MiB with 4 KiB blocks).
 * Group 0 and the sparse-super backup groups (1 and the powers of 3, 5 and 7) start with a copy of
 * the superblock, the group descriptor table (32 bytes a group) and the reserved GDT blocks that
 * online resizing needs. With flex_bg the block bitmaps, inode bitmaps and inode tables of
 * {@code flexGroups} consecutive groups are packed into the first group of the run, in that order
 * (mke2fs's flexbg placement). Inode numbers 1–11 are the format's own.
 * <p>
 * On a run shrunk by a scale factor the groups and the superblock copies shrink by it, so the
 * volume keeps the full-scale volume's number of groups and flex groups, and its metadata the
 * same places relative to the data ({@link FileSystemFormat.Layouts#layout}).
 */
final class GroupLayout implements MetadataLayout {

    /** The first inodes (1 … 11: root, resize, journal, lost+found and reserved ones). */
    static final int EXT4_RESERVED_INODES = 11;
    private static final int DESCRIPTOR_BYTES = 32;

    private final long blocks;
    private final long blocksPerGroup;
    private final int groups;
    private final long inodesPerGroup;
    private final int inodesPerBlock;
    private final long inodeTableBlocks;
    private final long descriptorsPerBlock;
    private final long gdtBlocks;
    private final long reservedGdtBlocks;
    private final long[] blockBitmap;
    private final long[] inodeBitmap;
    private final long[] inodeTable;
    private final long journalStart;
    private final long journalBlocks;
    private final int flexGroups;
    private final double scale;

    /**
     * @param bytesPerInode mke2fs's inode_ratio (16 384 by default)
     * @param journalBlocks 0 for no journal
     * @param scale         the run's scale factor, 1 at full scale
     */
    GroupLayout(long blocks, int blockBytes, int inodeBytes, long bytesPerInode, int flexGroups, long journalBlocks,
            double scale) {
        if (blockBytes < 1024 || Integer.bitCount(blockBytes) != 1) {
            throw new IllegalArgumentException("blockBytes = " + blockBytes + " must be a power of two, at least 1024");
        }
        if (flexGroups < 1 || Integer.bitCount(flexGroups) != 1) {
            throw new IllegalArgumentException("flexGroups = " + flexGroups + " must be a power of two");
        }
        this.blocks = blocks;
        this.flexGroups = flexGroups;
        this.blocksPerGroup = FileSystemFormat.shrunk(8L * blockBytes, scale);
        this.scale = scale;
        this.groups = (int) ((blocks + blocksPerGroup - 1) / blocksPerGroup);
        this.inodesPerBlock = blockBytes / inodeBytes;
        long perGroup = blocksPerGroup * blockBytes / bytesPerInode;
        this.inodesPerGroup = Math.max(inodesPerBlock, perGroup / inodesPerBlock * inodesPerBlock);
        this.inodeTableBlocks = inodesPerGroup / inodesPerBlock;
        this.descriptorsPerBlock = blockBytes / DESCRIPTOR_BYTES;
        this.gdtBlocks = (groups + descriptorsPerBlock - 1) / descriptorsPerBlock;
        // e2fsprogs calc_reserved_gdt_blocks: room to grow to 1024 × the size, at most one block of pointers
        long maxBlocks = Math.min(0xFFFF_FFFFL, blocks * 1024);
        long reservedGroups = (maxBlocks + blocksPerGroup - 1) / blocksPerGroup;
        long reserved = (reservedGroups + descriptorsPerBlock - 1) / descriptorsPerBlock - gdtBlocks;
        this.reservedGdtBlocks = Math.max(0, Math.min(reserved, blockBytes / 4));
        this.blockBitmap = new long[groups];
        this.inodeBitmap = new long[groups];
        this.inodeTable = new long[groups];
        for (int g = 0; g < groups; g++) {
            int leader = g / flexGroups * flexGroups;
            int members = Math.min(flexGroups, groups - leader);
            long area = groupStart(leader) + superBlocks(leader);
            int i = g - leader;
            blockBitmap[g] = area + i;
            inodeBitmap[g] = area + members + i;
            inodeTable[g] = area + 2L * members + i * inodeTableBlocks;
        }
        long metadataEnd = inodeTable[groups - 1] + inodeTableBlocks;
        if (metadataEnd + journalBlocks > blocks || groupStart(0) + superBlocks(0) + 2L * Math.min(flexGroups, groups)
                + Math.min(flexGroups, groups) * inodeTableBlocks > Math.min(blocks, blocksPerGroup)) {
            throw new IllegalArgumentException("a volume of " + blocks + " blocks of " + blockBytes
                    + " bytes is too small for its ext4 metadata and a journal of " + journalBlocks + " blocks");
        }
        this.journalBlocks = journalBlocks;
        this.journalStart = journalBlocks == 0 ? -1 : placeJournal();
    }

    /**
     * mkjournal: in the middle group, rounded down to its flex group, after that group's metadata
     * (e2fsprogs' mkjournal.c goal; [G] for the exact placement of 2010's 1.41), moved down by flex
     * groups until the run misses every superblock backup.
     */
    private long placeJournal() {
        int group = (int) ((blocks / 2) / blocksPerGroup) / flexGroups * flexGroups;
        for (; group >= 0; group -= flexGroups) {
            long start = firstFree(group);
            if (start + journalBlocks <= blocks && !overlapsMetadata(start, journalBlocks)) {
                return start;
            }
        }
        throw new IllegalArgumentException("no contiguous run of " + journalBlocks + " blocks for the journal on a volume of "
                + blocks + " blocks");
    }

    private boolean overlapsMetadata(long start, long length) {
        long end = start + length;
        for (int g = (int) (start / blocksPerGroup); g <= (end - 1) / blocksPerGroup && g < groups; g++) {
            if (superBlocks(g) > 0 && groupStart(g) < end && groupStart(g) + superBlocks(g) > start) {
                return true;
            }
            if (g % flexGroups == 0 && blockBitmap[g] < end && firstFree(g) > start) {
                return true;
            }
        }
        return false;
    }

    private long firstFree(int group) {
        if (group % flexGroups != 0) {
            return groupStart(group) + superBlocks(group);
        }
        int members = Math.min(flexGroups, groups - group);
        return blockBitmap[group] + 2L * members + members * inodeTableBlocks;
    }

    private long groupStart(int group) {
        return group * blocksPerGroup;
    }

    private long superBlocks(int group) {
        return hasSuperBackup(group) ? FileSystemFormat.shrunk(1 + gdtBlocks + reservedGdtBlocks, scale) : 0;
    }

    /** sparse_super: groups 0, 1 and the powers of 3, 5 and 7 keep a superblock and descriptor copy. */
    static boolean hasSuperBackup(int group) {
        if (group <= 1) {
            return true;
        }
        for (int base : new int[] { 3, 5, 7 }) {
            long p = base;
            while (p < group) {
                p *= base;
            }
            if (p == group) {
                return true;
            }
        }
        return false;
    }

    int groups() {
        return groups;
    }

    long inodesPerGroup() {
        return inodesPerGroup;
    }

    @Override
    public long blocks() {
        return blocks;
    }

    @Override
    public long records() {
        return groups * inodesPerGroup;
    }

    @Override
    public long recordsPerGroup() {
        return inodesPerGroup;
    }

    @Override
    public long reservedRecords() {
        return EXT4_RESERVED_INODES;
    }

    @Override
    public long recordBlock(long record) {
        int g = (int) (record / inodesPerGroup);
        return inodeTable[g] + (record % inodesPerGroup) / inodesPerBlock;
    }

    @Override
    public long recordBitmapBlock(long record) {
        return inodeBitmap[(int) (record / inodesPerGroup)];
    }

    @Override
    public long recordSummaryBlock(long record) {
        return 1 + (record / inodesPerGroup) / descriptorsPerBlock;
    }

    @Override
    public long bitmapSpan() {
        return blocksPerGroup;
    }

    @Override
    public long allocationBitmapBlock(long block) {
        return blockBitmap[(int) (block / blocksPerGroup)];
    }

    @Override
    public long summarySpan() {
        return blocksPerGroup;
    }

    @Override
    public long summaryBlock(long block) {
        return 1 + (block / blocksPerGroup) / descriptorsPerBlock;
    }

    @Override
    public long journalStart() {
        return journalStart;
    }

    @Override
    public long journalBlocks() {
        return journalBlocks;
    }

    @Override
    public void forEachReserved(ExtentVisitor visitor) {
        for (int g = 0; g < groups; g++) {
            if (superBlocks(g) > 0) {
                visitor.extent(groupStart(g), superBlocks(g));
            }
            if (g % flexGroups == 0) {
                int members = Math.min(flexGroups, groups - g);
                visitor.extent(blockBitmap[g], 2L * members + members * inodeTableBlocks);
            }
        }
        if (journalBlocks > 0) {
            visitor.extent(journalStart, journalBlocks);
        }
    }
}
