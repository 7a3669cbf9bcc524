package org.ssdlab.os.freebsd.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.host.FileSystemFormat;
import org.ssdlab.sim.api.host.MetadataLayout;

/** The plugin's parameters become UFS2's soft-updates format and ZFS's copy-on-write settings. */
class FreeBsdFormatTest {

    private static FileSystemFormat format(Map<String, ?> raw) {
        FreeBsdTrim plugin = new FreeBsdTrim();
        return plugin.format(Parameters.validate(plugin, raw));
    }

    @Test
    void ufsIsSoftUpdatesWithTheSyncersMetadelay() {
        FileSystemFormat ufs = format(Map.of());
        assertEquals("ufs2", ufs.name());
        assertFalse(ufs.journal().journaled(), "soft updates has no journal");
        assertFalse(ufs.journal().barriers());
        assertEquals(28_000_000_000L, ufs.journal().writebackNanos());
        MetadataLayout layout = ufs.layout(15_000_000_000L / 4096, 4096);
        assertEquals(8, layout.recordBlockSpan(), "inodes go out a 32 KiB block at a time");
        assertEquals(layout.allocationBitmapBlock(0), layout.recordBitmapBlock(0), "one cylinder-group block");
        assertEquals(4 * 4096L * layout.records(), 15_000_000_000L / 4096 * 4096, 0.03 * 15_000_000_000L,
                "one inode per four fragments");
        assertEquals(10_000_000_000L, format(Map.of("ufsMetadelaySeconds", 10)).journal().writebackNanos());
    }

    @Test
    void cachedDataGoesOutInMaxphysClustersWhichThirteenRaised() {
        FreeBsdTrim plugin = new FreeBsdTrim();
        assertEquals(128 << 10, plugin.writeBehindBytes(Parameters.validate(plugin, Map.of())));
        assertEquals(128 << 10, plugin.writeBehindBytes(Parameters.validate(plugin, Map.of("version", "9.2-11.x"))));
        assertEquals(1 << 20, plugin.writeBehindBytes(Parameters.validate(plugin, Map.of("version", "13-plus"))));
    }

    @Test
    void zfsIsCopyOnWriteWithRecordsizeTxgAndAshift() {
        FileSystemFormat zfs = format(Map.of("fileSystem", "zfs"));
        assertTrue(zfs.isCopyOnWrite());
        assertEquals(131_072, zfs.copyOnWrite().recordBytes());
        assertEquals(5_000_000_000L, zfs.copyOnWrite().txgNanos());
        assertEquals(4096, zfs.copyOnWrite().allocationBytes());
        assertEquals(4096, zfs.copyOnWrite().uberblockBytes());
        FileSystemFormat nine = format(Map.of("fileSystem", "zfs", "ashift", 9, "zfsRecordBytes", 16_384));
        assertEquals(512, nine.copyOnWrite().allocationBytes());
        assertEquals(1024, nine.copyOnWrite().uberblockBytes(), "uberblock slots are at least 1 KiB");
        assertEquals(16_384, nine.copyOnWrite().recordBytes());
    }

    @Test
    void aRecordsizeThatIsNoPowerOfTwoIsRefusedByNameAlsoWhenTheFormatIsAskedFirst() {
        org.ssdlab.sim.api.PluginException e = org.junit.jupiter.api.Assertions.assertThrows(
                org.ssdlab.sim.api.PluginException.class,
                () -> format(Map.of("fileSystem", "zfs", "zfsRecordBytes", 100_000)));
        assertTrue(e.getMessage().contains("'zfsRecordBytes'"), e.getMessage());
    }

    @Test
    void withoutMetadataNothingIsModelled() {
        assertSame(FileSystemFormat.NONE, format(Map.of("metadata", false)));
        assertSame(FileSystemFormat.NONE, format(Map.of("fileSystem", "zfs", "metadata", false)));
    }
}
