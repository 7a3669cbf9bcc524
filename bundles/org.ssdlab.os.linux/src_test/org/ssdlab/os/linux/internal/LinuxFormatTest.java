package org.ssdlab.os.linux.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.host.FileSystemFormat;
import org.ssdlab.sim.api.host.JournalSettings;
import org.ssdlab.sim.api.host.JournalSettings.DataMode;

/** ext4's mount options become the format's journal settings; XFS, Btrfs and metadata=false write none. */
class LinuxFormatTest {

    private static FileSystemFormat format(Map<String, ?> raw) {
        LinuxTrim plugin = new LinuxTrim();
        return plugin.format(Parameters.validate(plugin, raw));
    }

    @Test
    void ext4DefaultsAreDataOrderedCommitFiveSecondsWithBarriers() {
        FileSystemFormat ext4 = format(Map.of());
        assertEquals("ext4", ext4.name());
        JournalSettings journal = ext4.journal();
        assertTrue(journal.journaled());
        assertEquals(DataMode.ORDERED, journal.data());
        assertEquals(5_000_000_000L, journal.commitNanos());
        assertTrue(journal.barriers());
        assertEquals(0.25, journal.transactionShare());
        assertEquals(32_768, ext4.layout(15_000_000_000L / 4096, 4096).journalBlocks(), "128 MiB on 15 GB");
    }

    /** Writeback's largest WRITE is max_sectors_kb: 1280 KiB since Linux 4.4, 512 KiB before; whole 4 KiB. */
    @Test
    void writeBehindFollowsMaxSectorsKb() {
        LinuxTrim plugin = new LinuxTrim();
        assertEquals(1280 << 10, plugin.writeBehindBytes(Parameters.validate(plugin, Map.of())));
        assertEquals(512 << 10, plugin.writeBehindBytes(Parameters.validate(plugin, Map.of("maxSectorsKiB", 512))));
        assertEquals(124 << 10, plugin.writeBehindBytes(Parameters.validate(plugin, Map.of("maxSectorsKiB", 127))));
    }

    @Test
    void mountOptionsReachTheJournal() {
        FileSystemFormat f = format(Map.of("data", "journal", "ext4CommitSeconds", 30, "barrier", false, "journalMiB", 32));
        assertEquals(DataMode.JOURNAL, f.journal().data());
        assertEquals(30_000_000_000L, f.journal().commitNanos());
        assertFalse(f.journal().barriers());
        assertEquals(8192, f.layout(15_000_000_000L / 4096, 4096).journalBlocks());
    }

    @Test
    void withoutMetadataOrOnXfsAndBtrfsNothingIsModelled() {
        assertSame(FileSystemFormat.NONE, format(Map.of("metadata", false)));
        assertSame(FileSystemFormat.NONE, format(Map.of("fileSystem", "xfs")));
        assertSame(FileSystemFormat.NONE, format(Map.of("fileSystem", "btrfs")));
    }
}
