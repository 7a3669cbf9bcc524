package org.ssdlab.sim.api.host;

/**
 * UFS2's layout as FreeBSD's newfs makes it, with the engine's block (cluster) as the UFS
 * fragment: the volume is cut into cylinder groups of {@code fragmentsPerGroup} fragments; each
 * begins with room for the boot block and a superblock copy, then its cylinder-group block, which
 * holds the group's inode bitmap, fragment bitmap and free counts together, then its inode table
 * (256-byte UFS2 inodes, one per four fragments), then data. Inodes are read and written a whole
 * UFS block at a time, so an inode change costs {@link #recordBlockSpan} fragments.
 * <p>
 * Offsets in a group (mkfs.c as recalled, [G]): the superblock at fragment {@code roundup((64 KiB +
 * 8 KiB) / fragment, block)}, the cylinder-group block one UFS block later, the inodes one block
 * after that. A last group too short for its own metadata is left unused, as newfs drops it.
 */
final class UfsLayout implements MetadataLayout {

    /** UFS2 on-disk inode [V: struct ufs2_dinode is 256 bytes]. */
    static final int INODE_BYTES = 256;
    /** newfs's NFPI: one inode per four fragments [V: sigwait.org on FreeBSD 9's newfs defaults]. */
    static final int FRAGMENTS_PER_INODE = 4;
    private static final long SBLOCK_UFS2 = 65_536;
    private static final long SBLOCKSIZE = 8_192;

    private final long blocks;
    private final long fragmentsPerGroup;
    private final int groups;
    private final long inodesPerGroup;
    private final int inodesPerBlock;
    private final int fragmentsPerBlock;
    private final long cgOffset;
    private final long inodeOffset;
    private final long inodeFragments;
    private final long usable;

    /**
     * @param blocks            fragments of the volume
     * @param fragmentBytes     the fragment size (the engine's cluster)
     * @param ufsBlockBytes     the UFS block size, 1 to 8 fragments
     * @param fragmentsPerGroup a cylinder group's size in fragments
     */
    UfsLayout(long blocks, int fragmentBytes, int ufsBlockBytes, long fragmentsPerGroup) {
        if (ufsBlockBytes % fragmentBytes != 0 || ufsBlockBytes / fragmentBytes > 8 || ufsBlockBytes < fragmentBytes) {
            throw new IllegalArgumentException("the UFS block of " + ufsBlockBytes + " bytes must be 1 to 8 fragments of "
                    + fragmentBytes + " bytes (clusterBytes is the UFS fragment; newfs requires b/8 <= f <= b)");
        }
        this.blocks = blocks;
        this.fragmentsPerBlock = ufsBlockBytes / fragmentBytes;
        this.inodesPerBlock = ufsBlockBytes / INODE_BYTES;
        long superblock = roundUp((SBLOCK_UFS2 + SBLOCKSIZE + fragmentBytes - 1) / fragmentBytes, fragmentsPerBlock);
        this.cgOffset = superblock + roundUp((SBLOCKSIZE + fragmentBytes - 1) / fragmentBytes, fragmentsPerBlock);
        this.inodeOffset = cgOffset + fragmentsPerBlock;
        long perGroup = Math.max(inodesPerBlock, fragmentsPerGroup / FRAGMENTS_PER_INODE / inodesPerBlock * inodesPerBlock);
        this.inodesPerGroup = perGroup;
        this.inodeFragments = perGroup / inodesPerBlock * fragmentsPerBlock;
        long overhead = inodeOffset + inodeFragments;
        if (fragmentsPerGroup <= overhead) {
            throw new IllegalArgumentException("a cylinder group of " + fragmentsPerGroup + " fragments is too small for its "
                    + overhead + " fragments of metadata");
        }
        this.fragmentsPerGroup = fragmentsPerGroup;
        long whole = blocks / fragmentsPerGroup;
        long tail = blocks - whole * fragmentsPerGroup;
        this.groups = (int) (whole + (tail > overhead ? 1 : 0));
        if (groups < 1) {
            throw new IllegalArgumentException("a volume of " + blocks + " fragments of " + fragmentBytes
                    + " bytes is too small for one cylinder group's " + overhead + " fragments of metadata");
        }
        this.usable = Math.min(blocks, (long) groups * fragmentsPerGroup);
    }

    private static long roundUp(long value, long multiple) {
        return (value + multiple - 1) / multiple * multiple;
    }

    private long base(long group) {
        return group * fragmentsPerGroup;
    }

    @Override
    public long blocks() {
        return blocks;
    }

    @Override
    public long records() {
        return inodesPerGroup * groups;
    }

    @Override
    public long recordsPerGroup() {
        return inodesPerGroup;
    }

    /** Inodes 0 and 1 are unused and 2 is the root (UFS_ROOTINO) [V]. */
    @Override
    public long reservedRecords() {
        return 3;
    }

    @Override
    public long recordBlock(long record) {
        long group = record / inodesPerGroup;
        return base(group) + inodeOffset + (record % inodesPerGroup) / inodesPerBlock * fragmentsPerBlock;
    }

    @Override
    public int recordBlockSpan() {
        return fragmentsPerBlock;
    }

    @Override
    public long recordBitmapBlock(long record) {
        return base(record / inodesPerGroup) + cgOffset;
    }

    /** The cylinder-group block also holds the free counts. */
    @Override
    public long recordSummaryBlock(long record) {
        return recordBitmapBlock(record);
    }

    @Override
    public long bitmapSpan() {
        return fragmentsPerGroup;
    }

    @Override
    public long allocationBitmapBlock(long block) {
        return base(block / fragmentsPerGroup) + cgOffset;
    }

    @Override
    public long summarySpan() {
        return fragmentsPerGroup;
    }

    @Override
    public long summaryBlock(long block) {
        return allocationBitmapBlock(block);
    }

    @Override
    public long journalStart() {
        return -1;
    }

    @Override
    public long journalBlocks() {
        return 0;
    }

    @Override
    public void forEachReserved(ExtentVisitor visitor) {
        for (int g = 0; g < groups; g++) {
            visitor.extent(base(g), inodeOffset + inodeFragments);
        }
        if (usable < blocks) {
            visitor.extent(usable, blocks - usable);
        }
    }

    int groups() {
        return groups;
    }
}
