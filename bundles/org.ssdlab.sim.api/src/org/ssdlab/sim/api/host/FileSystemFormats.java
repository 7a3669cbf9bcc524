package org.ssdlab.sim.api.host;

import java.util.concurrent.TimeUnit;

import org.ssdlab.sim.api.host.JournalSettings.DataMode;

/**
 * The file-system formats OS plugins choose from, as {@link TrimPolicies} are their TRIM rules.
 * Figures with a source are marked [V], guesses [G]; docs/host.md has the table.
 */
public final class FileSystemFormats {

    /** ext4 inodes of 2010's mke2fs (inode_size = 256 in mke2fs.conf) [V]. */
    public static final int EXT4_INODE_BYTES = 256;
    /** mke2fs.conf's default inode_ratio: one inode per 16 KiB [V]. */
    public static final long EXT4_BYTES_PER_INODE = 16_384;
    /** mke2fs's default flex_bg size for ext4: 16 groups [V]. */
    public static final int EXT4_FLEX_GROUPS = 16;
    /**
     * An ext4 directory entry: 8 bytes of header plus the name, rounded to 4; a 16-character
     * name [G] makes 24 bytes, 170 to a 4 KiB block.
     */
    public static final int EXT4_DIRENT_BYTES = 24;
    /** jbd2's transaction cap: a quarter of the journal ({@code j_max_transaction_buffers = j_maxlen / 4}) [V]. */
    public static final double JBD2_TRANSACTION_SHARE = 0.25;
    /** Linux page-cache writeback of dirty buffers after vm.dirty_expire_centisecs = 3000 [V]. */
    public static final long LINUX_DIRTY_EXPIRE_NANOS = TimeUnit.SECONDS.toNanos(30);

    private FileSystemFormats() {
    }

    /**
     * The journal mke2fs makes when none is asked for, in blocks (ext2fs_default_journal_size of
     * e2fsprogs 1.41, 2010 [V]): 1 024 below 32 768 blocks, 4 096 below 256 Ki, 8 192 below 512 Ki,
     * 16 384 below 1 Mi, else 32 768 (128 MiB with 4 KiB blocks). Later releases grow it further.
     */
    public static long ext4DefaultJournalBlocks(long blocks) {
        if (blocks < 2048) {
            return 0;
        }
        if (blocks < 32_768) {
            return 1024;
        }
        if (blocks < 256 * 1024) {
            return 4096;
        }
        if (blocks < 512 * 1024) {
            return 8192;
        }
        return blocks < 1024 * 1024 ? 16_384 : 32_768;
    }

    /**
     * ext4 with jbd2: 128 MiB block groups, flex_bg, 256-byte inodes (16 to a 4 KiB block), a
     * block-image journal whose transactions commit every {@code commitNanos} (mount option
     * commit=, 5 s by default [V]) or at a quarter of the journal.
     *
     * @param journalBytes 0 for mke2fs's default size
     * @param barriers     barrier=1 (ext4's default [V]): each commit is a FLUSH and a FUA commit block
     */
    public static FileSystemFormat ext4(DataMode data, long commitNanos, long journalBytes, boolean barriers) {
        JournalSettings journal = new JournalSettings(true, data, commitNanos, JBD2_TRANSACTION_SHARE, barriers, 0,
                LINUX_DIRTY_EXPIRE_NANOS);
        return new FileSystemFormat("ext4", (blocks, blockBytes, scale) -> {
            long journalBlocks = FileSystemFormat.shrunk(journalBytes > 0 ? journalBytes / blockBytes
                    : ext4DefaultJournalBlocks(Math.round(blocks / scale)), scale);
            return new GroupLayout(blocks, blockBytes, EXT4_INODE_BYTES, EXT4_BYTES_PER_INODE, EXT4_FLEX_GROUPS,
                    journalBlocks, scale);
        }, EXT4_DIRENT_BYTES, 0, journal);
    }

    /**
     * NTFS, simplified: 1 KiB MFT records in one table from cluster 786 432 (3 GiB; a third of a
     * smaller volume) [G], its first 24 records the system files' [V]; the $MFT bitmap and the
     * volume $Bitmap (a bit a cluster) after it; a 64 MiB $LogFile in the middle of the volume
     * [G]. NTFS logs operations, not block images: each changed block costs 512 bytes of log [G];
     * the log is written every second [G] with a FLUSH and a write-through (FUA) page [G]; the
     * lazy writer writes changed metadata home after 5 s [G]. Directory index entries of 120 bytes
     * (a $FILE_NAME with a 16-character name) [G] in 4 KiB index buffers [V]. The MFT is given
     * room for one record per 16 KiB of volume [G]; the MFT zone that NTFS keeps free for it is not
     * modelled.
     */
    public static FileSystemFormat ntfs() {
        JournalSettings journal = new JournalSettings(true, DataMode.ORDERED, TimeUnit.SECONDS.toNanos(1), 0.25, true,
                512, TimeUnit.SECONDS.toNanos(5));
        return new FileSystemFormat("ntfs", (blocks, blockBytes, scale) -> {
            long records = Math.max(64, blocks * blockBytes / 16_384);
            long logBlocks = Math.min(FileSystemFormat.shrunk((64L << 20) / blockBytes, scale), blocks / 8);
            return new FlatLayout.Builder(blocks, blockBytes).other(Math.max(1, 8192 / blockBytes))
                    .at(Math.min(FileSystemFormat.shrunk((3L << 30) / blockBytes, scale), blocks / 3)).records(1024, records, 24).recordBitmap()
                    .at(blocks / 2).journal(logBlocks).allocationBitmap().build();
        }, 120, 0, journal);
    }

    /**
     * HFS+, simplified: the volume header (free counts) and the allocation file (a bit a block)
     * at the start [V]; the catalog B-tree in 8 KiB nodes [G] holds each file's record with its
     * name, about 300 bytes [G], sorted by parent folder, so it is modelled as the directory; the
     * thread record of each file (about 64 bytes [G]) as the file's record in a table at the
     * catalog's start; an 8 MiB journal of block images [G] committed every {@code commitNanos}
     * with a FLUSH and a FUA block [G]; journaled blocks written home after 30 s [G].
     */
    public static FileSystemFormat hfsPlus(long commitNanos) {
        JournalSettings journal = new JournalSettings(true, DataMode.ORDERED, commitNanos, 0.5, true, 0,
                TimeUnit.SECONDS.toNanos(30));
        return new FileSystemFormat("hfs+", (blocks, blockBytes, scale) -> {
            long records = Math.max(64, blocks * blockBytes / 16_384);
            long journalBlocks = Math.min(FileSystemFormat.shrunk((8L << 20) / blockBytes, scale), blocks / 8);
            return new FlatLayout.Builder(blocks, blockBytes).summary().allocationBitmap().journal(journalBlocks)
                    .records(64, records, 16).build();
        }, 300, 8192, journal);
    }

    /** FreeBSD's syncer writes dirty metadata buffers after kern.metadelay = 28 s [V: syncer(4)]. */
    public static final long FREEBSD_METADELAY_NANOS = TimeUnit.SECONDS.toNanos(28);
    /**
     * A UFS2 directory entry: 8 bytes of header plus the name and its NUL, rounded to 4 (DIRECTSIZ
     * [V]); a 16-character name [G] makes 28 bytes.
     */
    public static final int UFS_DIRENT_BYTES = 28;
    /**
     * Cylinder-group size: about 188 MiB with 32 KiB blocks and 4 KiB fragments, as newfs -N
     * reports it [G: recalled, not re-checked], in bytes; newfs makes groups as large as the
     * cylinder-group block's bitmaps allow, so they scale with the block size (here linearly [G]).
     */
    public static final long UFS_GROUP_BYTES_32K = 188L << 20;

    /**
     * UFS2 with soft updates, as FreeBSD's newfs makes it (32 KiB blocks, 4 KiB fragments by
     * default since 9.0 [V], the engine's cluster being the fragment): cylinder groups whose
     * cylinder-group block holds both bitmaps and the free counts, 256-byte inodes one per four
     * fragments written a UFS block at a time ({@link UfsLayout}). Soft updates has no journal:
     * it keeps the changed blocks in memory, ordered so that the disk never points at what it
     * does not yet hold, and the syncer writes them in place once they have waited
     * {@code delayNanos} (kern.metadelay, 28 s [V]; directories 29 s, modelled with the same
     * delay [G]), without FLUSH. SU+J's journal of dependency records is not modelled.
     *
     * @param ufsBlockBytes the UFS block (newfs -b), 1 to 8 fragments
     */
    public static FileSystemFormat ufs2(int ufsBlockBytes, long delayNanos) {
        return new FileSystemFormat("ufs2", (blocks, blockBytes, scale) -> {
            long groupFragments = UFS_GROUP_BYTES_32K * ufsBlockBytes / 32_768 / blockBytes;
            return new UfsLayout(blocks, blockBytes, ufsBlockBytes, FileSystemFormat.shrunk(groupFragments, scale));
        }, UFS_DIRENT_BYTES, 0, JournalSettings.delayedWrites(delayNanos));
    }

    /** A compressed indirect, dnode or pool metadata block before rounding to the allocation unit [G]. */
    public static final int ZFS_COMPRESSED_METADATA_BYTES = 1536;
    /** The OpenZFS default recordsize, 128 KiB [V: zfsprops(7)]. */
    public static final int ZFS_RECORD_BYTES = 128 << 10;

    /**
     * ZFS as {@link CopyOnWrite} describes it: records of {@code recordBytes}; indirect blocks of
     * 128 KiB holding 1 024 block pointers [V: indirect block shift 17, blkptr 128 bytes], written
     * compressed [V: metadata is always compressed] to 1.5 KiB [G], rounded up to the allocation
     * unit 2^ashift (3 sectors at ashift 9, 4 KiB at 12), as are the dnode and pool blocks; dnode
     * blocks of 32 dnodes [V: 16 KiB, 512-byte
     * dnodes]; two copies of each dataset metadata block [V: redundant_metadata=all keeps an extra
     * copy] and three of pool metadata [G]; four pool metadata blocks a TXG (the dataset's object
     * set, the MOS's, a space map and the dataset record) [G]; uberblock slots of max(1 KiB,
     * 2^ashift) [V: VDEV_UBERBLOCK_SHIFT]; the labels' 4 MiB at the start and 512 KiB at the end [V].
     *
     * @param ashift the vdev's allocation shift: the engine's cluster must be 2^ashift bytes
     */
    public static FileSystemFormat zfs(int recordBytes, long txgNanos, int ashift) {
        if (ashift < 9 || ashift > 16) {
            throw new IllegalArgumentException("ashift = " + ashift + " must be in [9, 16]");
        }
        int unit = 1 << ashift;
        int uberblock = Math.min(8192, Math.max(1024, unit));
        int metadataBytes = (ZFS_COMPRESSED_METADATA_BYTES + unit - 1) / unit * unit;
        return FileSystemFormat.copyOnWrite("zfs", new CopyOnWrite(Math.max(recordBytes, unit), txgNanos,
                metadataBytes, 1024, 32, 2, 4, 3, uberblock, 4L << 20, 2 * CopyOnWrite.LABEL_BYTES, unit));
    }
}
