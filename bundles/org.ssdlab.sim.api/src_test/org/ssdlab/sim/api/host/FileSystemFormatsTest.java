package org.ssdlab.sim.api.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.host.JournalSettings.DataMode;

/** The formats' layouts against mke2fs arithmetic and against themselves (nothing overlaps). */
class FileSystemFormatsTest {

    /** The seed-003 volume: 15 GB in 4 KiB blocks. */
    private static final long BLOCKS = 15_000_000_000L / 4096;

    private static final MetadataLayout EXT4 = FileSystemFormats.ext4(DataMode.ORDERED, 5_000_000_000L, 0, true)
            .layout(BLOCKS, 4096);

    @Test
    void a15GbVolumeGets2010sDefaultJournalOf128MiB() {
        assertEquals(32_768, FileSystemFormats.ext4DefaultJournalBlocks(BLOCKS));
        assertEquals(32_768, EXT4.journalBlocks());
        assertEquals(16_384, FileSystemFormats.ext4DefaultJournalBlocks(800_000));
        assertEquals(1024, FileSystemFormats.ext4DefaultJournalBlocks(30_000));
    }

    @Test
    void ext4GroupsAre128MiBWith8192InodesOf256Bytes() {
        assertEquals(32_768, EXT4.bitmapSpan());
        assertEquals(8192, EXT4.recordsPerGroup(), "128 MiB / 16 KiB per inode");
        assertEquals(112 * 8192, EXT4.records(), "3 662 109 blocks make 112 groups");
        long table = EXT4.recordBlock(0);
        assertEquals(table, EXT4.recordBlock(15), "16 inodes of 256 bytes to a 4 KiB block");
        assertEquals(table + 1, EXT4.recordBlock(16));
        assertEquals(table + 512, EXT4.recordBlock(8192), "flex_bg: group 1's table follows group 0's 512 blocks");
        assertEquals(EXT4.allocationBitmapBlock(0) + 1, EXT4.allocationBitmapBlock(32_768));
        assertEquals(EXT4.allocationBitmapBlock(0) + 16, EXT4.recordBitmapBlock(0), "16 block bitmaps, then inode bitmaps");
        assertEquals(1, EXT4.summaryBlock(0), "group descriptors follow the superblock");
        assertEquals(1, EXT4.summaryBlock(111L * 32_768), "112 descriptors of 32 bytes fit one block");
        long flex1 = EXT4.allocationBitmapBlock(16L * 32_768);
        assertEquals(16L * 32_768, flex1, "group 16 has no superblock backup, its flex metadata starts it");
    }

    @Test
    void aShrunkVolumeGetsTheFullScaleVolumesMetadataShrunk() {
        FileSystemFormat ext4 = FileSystemFormats.ext4(DataMode.ORDERED, 5_000_000_000L, 0, true);
        long shrunkBlocks = Math.round(BLOCKS * 0.05);
        MetadataLayout ownSize = ext4.layout(shrunkBlocks, 4096);
        MetadataLayout shrunk = ext4.scaled(0.05).layout(shrunkBlocks, 4096);
        assertEquals(4096, ownSize.journalBlocks(), "mke2fs's step for a 750 MB volume: 16 MiB, 2.2 % of it");
        assertEquals(1638, shrunk.journalBlocks(), "the 15 GB volume's 32 768 blocks, shrunk: 0.9 % of it, as at full scale");
        assertEquals(EXT4.records() / EXT4.recordsPerGroup(), shrunk.records() / shrunk.recordsPerGroup(),
                "as many block groups (and flex groups) as at full scale");
        assertEquals(EXT4.records() * 0.05, shrunk.records(), EXT4.records() * 0.05 * 0.03,
                "inodes shrink with the volume (to whole inode-table blocks per group)");
        assertEquals(1638, shrunk.bitmapSpan());
        MetadataLayout hfs = FileSystemFormats.hfsPlus(5_000_000_000L).scaled(0.05).layout(shrunkBlocks, 4096);
        assertEquals(102, hfs.journalBlocks(), "HFS+'s 8 MiB journal shrunk");
        JournalSettings timers = ext4.scaled(0.05).journal();
        assertEquals(250_000_000L, timers.commitNanos(), "commits after the same share of the work");
        assertEquals(1_500_000_000L, timers.writebackNanos());
        assertEquals(ext4, ext4.scaled(1));
        assertThrows(IllegalArgumentException.class, () -> ext4.scaled(0));
    }

    @Test
    void sparseSuperBackupsAreInGroups0And1AndPowersOf3And5And7() {
        List<Integer> backups = new ArrayList<>();
        for (int g = 0; g < 60; g++) {
            if (GroupLayout.hasSuperBackup(g)) {
                backups.add(g);
            }
        }
        assertEquals(List.of(0, 1, 3, 5, 7, 9, 25, 27, 49), backups);
    }

    @Test
    void reservedRunsNeverOverlapAndHoldEveryLookup() {
        for (MetadataLayout layout : List.of(EXT4,
                FileSystemFormats.ntfs().layout(BLOCKS, 4096), FileSystemFormats.hfsPlus(5_000_000_000L).layout(BLOCKS, 4096))) {
            boolean[] taken = new boolean[(int) layout.blocks()];
            layout.forEachReserved((start, length) -> {
                for (long b = start; b < start + length; b++) {
                    assertFalse(taken[(int) b], "block " + b + " reserved twice");
                    taken[(int) b] = true;
                }
            });
            for (long record : new long[] { 0, 17, layout.records() - 1 }) {
                assertTrue(taken[(int) layout.recordBlock(record)], "record " + record);
                assertTrue(layout.recordBitmapBlock(record) < 0 || taken[(int) layout.recordBitmapBlock(record)]);
            }
            for (long block : new long[] { 0, 100_000, layout.blocks() - 1 }) {
                assertTrue(taken[(int) layout.allocationBitmapBlock(block)], "bitmap of " + block);
                assertTrue(layout.summaryBlock(block) < 0 || taken[(int) layout.summaryBlock(block)]);
            }
            for (long b = layout.journalStart(); b < layout.journalStart() + layout.journalBlocks(); b++) {
                assertTrue(taken[(int) b]);
            }
        }
    }

    @Test
    void aVolumeTooSmallForItsMetadataIsRefused() {
        FileSystemFormat ext4 = FileSystemFormats.ext4(DataMode.ORDERED, 1, 64L << 20, true);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ext4.layout(10_000, 4096)).getMessage()
                .contains("too small"));
    }
}
