package org.ssdlab.sim.core.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.host.FileSystemFormat;
import org.ssdlab.sim.api.host.FileSystemFormats;
import org.ssdlab.sim.api.host.TrimPolicies;
import org.ssdlab.sim.api.host.TrimPolicy;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.core.timing.RunResult;
import org.ssdlab.sim.testing.RecordingDevice;
import org.ssdlab.sim.testing.RecordingDevice.Command;

/**
 * FreeBSD's file systems as the drive sees them: UFS2 with soft updates writes its metadata in
 * place after the syncer's delay; ZFS rewrites whole records elsewhere and writes indirect blocks
 * and uberblocks every TXG; ZFS with ashift 9 on a drive of 4 KiB mapping units read-modify-writes.
 */
class FreeBsdMetadataTest {

    private static final long DEVICE = 975_000;
    private static final long S = 1_000_000_000L;
    private static final long METADELAY = 28 * S;
    private static final long TXG = 5 * S;

    private static long[] files(int n, long bytes) {
        long[] sizes = new long[n];
        Arrays.fill(sizes, bytes);
        return sizes;
    }

    private static FileSystem ufs(RecordingDevice device, TrimPolicy trim, FileSystemFormat format) {
        return new FileSystem(device, new Partition(2048, DEVICE - 2048), 4096, 1 << 20, trim, format);
    }

    private static List<Command> from(RecordingDevice device, IoKind kind, long at) {
        return device.of(kind).stream().filter(c -> c.at() >= at).toList();
    }

    /**
     * A 2 000-file, 100-directory tree copied and, a minute later, removed with rm -rf: the delete
     * itself sends nothing (soft updates only marks the inode, cylinder-group and directory blocks
     * dirty); the syncer writes them in place 28 s later, inode blocks as 32 KiB writes, with no
     * FLUSH; the freed blocks are trimmed only then.
     */
    @Test
    void ufsRmRfWritesItsMetadataAfterTheSyncerDelay() {
        RecordingDevice device = new RecordingDevice(DEVICE, 1_000);
        FileSystem fs = ufs(device, TrimPolicies.perBlock(64, TrimPolicies.batched(METADELAY)),
                FileSystemFormats.ufs2(32_768, METADELAY));
        long now = device.run(fs.copyTree(files(2000, 2048), 100, 0), 0, 7);
        now = device.run(fs.idle(60 * S), now, 7);
        long deleteAt = now;
        now = device.run(fs.delete(fs.liveFiles()), now, 7);
        assertTrue(now - deleteAt < S, "rm -rf returns at once: " + (now - deleteAt));
        assertEquals(List.of(), from(device, IoKind.WRITE, deleteAt).stream().filter(c -> c.at() < deleteAt + METADELAY)
                .toList(), "nothing written before the syncer's delay");
        device.run(fs.idle(60 * S), now, 7);

        List<Command> writes = from(device, IoKind.WRITE, deleteAt);
        long blocks = writes.stream().mapToLong(c -> c.sectors() / 8).sum();
        // 2 000 + 100 inodes, 128 to a 32 KiB block: 17 inode blocks of 8 fragments; the cylinder-group block;
        // the directories' blocks are freed with them and need not be written, but the root's is
        assertTrue(blocks >= 17 * 8 + 1, writes.size() + " writes of " + blocks + " fragments");
        assertTrue(writes.stream().allMatch(c -> c.at() >= deleteAt + METADELAY), "all after the delay");
        assertTrue(writes.stream().anyMatch(c -> c.sectors() >= 64 && c.sectors() % 64 == 0),
                "whole 32 KiB inode blocks: " + writes.stream().map(Command::sectors).toList());
        assertEquals(List.of(), from(device, IoKind.FLUSH, deleteAt), "soft updates sends no FLUSH");
        List<Command> trims = from(device, IoKind.TRIM, deleteAt);
        long trimmed = trims.stream().mapToLong(Command::sectors).sum();
        assertTrue(trimmed >= 2000 * 8, trims.size() + " TRIMs of " + trimmed + " sectors: every file's fragment");
        assertTrue(trims.stream().allMatch(c -> c.at() >= deleteAt + METADELAY && c.sectors() <= 64),
                "one BIO_DELETE per block, once released");
    }

    @Test
    void ufsWithoutTheTrimFlagOrWithoutMetadataSendsNoneOfIt() {
        RecordingDevice device = new RecordingDevice(DEVICE, 1_000);
        FileSystem fs = ufs(device, TrimPolicies.never(), FileSystemFormats.ufs2(32_768, METADELAY));
        long now = device.run(fs.copyTree(files(200, 2048), 10, 0), 0, 7);
        now = device.run(fs.idle(60 * S), now, 7);
        long deleteAt = now;
        now = device.run(fs.delete(fs.liveFiles()), now, 7);
        device.run(fs.idle(60 * S), now, 7);
        assertEquals(0, device.trims().size());
        assertTrue(from(device, IoKind.WRITE, deleteAt).size() > 0);

        RecordingDevice bare = new RecordingDevice(DEVICE, 1_000);
        FileSystem none = ufs(bare, TrimPolicies.never(), FileSystemFormat.NONE);
        now = bare.run(none.copyTree(files(200, 2048), 10, 0), 0, 7);
        int copied = bare.writes().size();
        now = bare.run(none.delete(none.liveFiles()), now, 7);
        bare.run(none.idle(60 * S), now, 7);
        assertEquals(copied, bare.writes().size(), "without metadata a delete costs nothing");
        assertEquals(0, bare.trims().size());
    }

    private static FileSystem zfs(RecordingDevice device, int ashift) {
        return new FileSystem(device, new Partition(2048, DEVICE - 2048), 1 << ashift, 1 << 20,
                TrimPolicies.immediate(), FileSystemFormats.zfs(FileSystemFormats.ZFS_RECORD_BYTES, TXG, ashift));
    }

    /**
     * One 4 KiB overwrite in a 64 MiB file (512 records of 128 KiB): the whole record is written
     * at a new place and its old copy trimmed; the TXG then writes the file's L1 indirect block
     * and dnode block (two copies each), the pool's four blocks (three each) and four uberblocks,
     * between two FLUSHes. Nothing is written where the file was.
     */
    @Test
    void zfsSmallOverwriteRewritesTheRecordAndItsIndirectBlocksElsewhere() {
        RecordingDevice device = new RecordingDevice(DEVICE, 1_000);
        FileSystem fs = zfs(device, 12);
        FileCreation file = fs.create(64L << 20, 0);
        long now = device.run(file, 0, 7);
        now = device.run(fs.idle(10 * S), now, 7);
        long[] before = new long[2];
        fs.forEachExtent(file.file(), (lba, sectors) -> {
            before[0] = lba;
            before[1] = lba + sectors;
        });
        assertEquals(1, fs.fragments(file.file()));
        long overwriteAt = now;
        long txgsBefore = fs.metadataCounters().commits();
        now = device.run(fs.randomOverwrites(file.file(), 4096, 1), now, 7);
        device.run(fs.idle(10 * S), now, 7);

        List<Command> writes = from(device, IoKind.WRITE, overwriteAt);
        Command data = writes.get(0);
        assertEquals(256, data.sectors(), "the whole 128 KiB record");
        assertTrue(writes.stream().noneMatch(c -> c.lba() < before[1] && c.lba() + c.sectors() > before[0]),
                "nothing rewritten in place");
        long metadataSectors = writes.stream().mapToLong(Command::sectors).sum() - 256;
        assertEquals((2 + 2 + 4 * 3) * 8 + 4 * 8, metadataSectors, "L1 and dnode x2, pool x3, four 4 KiB uberblocks");
        assertEquals(1, fs.metadataCounters().commits() - txgsBefore, "one TXG");
        assertEquals(2, from(device, IoKind.FLUSH, overwriteAt).size());
        List<Command> trims = from(device, IoKind.TRIM, overwriteAt);
        assertTrue(trims.stream().anyMatch(c -> c.lba() >= before[0] && c.lba() + c.sectors() <= before[1]
                && c.sectors() == 256), "the old record is freed");
        long labelEnd = 2048 + (DEVICE - 2048) / 512 * 512;
        assertEquals(4, writes.stream().filter(c -> c.sectors() == 8 && (c.lba() < 2048 + 1024
                || c.lba() >= labelEnd - 1024)).count(), "uberblocks in L0, L1, L2, L3");
        assertTrue(writes.stream().mapToLong(Command::sectors).sum() * 512 >= (128 << 10) + 2 * 4096);

        RecordingDevice inPlace = new RecordingDevice(DEVICE, 1_000);
        FileSystem ufs = ufs(inPlace, TrimPolicies.immediate(), FileSystemFormat.NONE);
        FileCreation f = ufs.create(64L << 20, 0);
        long t = inPlace.run(f, 0, 7);
        inPlace.run(ufs.randomOverwrites(f.file(), 4096, 1), t, 7);
        assertEquals(8, from(inPlace, IoKind.WRITE, t).stream().mapToLong(Command::sectors).sum(),
                "in place: only the 4 KiB");
    }

    /** Two overwrites of the same record in one TXG: the record is written whole once, then only the range. */
    @Test
    void zfsRewritesARecordOncePerTxg() {
        RecordingDevice device = new RecordingDevice(DEVICE, 1_000);
        FileSystem fs = zfs(device, 12);
        FileCreation file = fs.create(1L << 20, 0);
        long now = device.run(file, 0, 7);
        now = device.run(fs.idle(10 * S), now, 7);
        long at = now;
        now = device.run(fs.overwrite(file.file(), 0, 4096), now, 7);
        now = device.run(fs.overwrite(file.file(), 8192, 4096), now, 7);
        List<Command> writes = from(device, IoKind.WRITE, at);
        assertEquals(List.of(256, 8), writes.stream().map(Command::sectors).toList());
    }

    private static long readModifyWrites(int ashift) {
        TestDrives.Host host = new TestDrives.Host(TestDrives.fresh());
        FileSystem fs = new FileSystem(host.drive, new Partition(2048, TestDrives.USER_SECTORS - 2048), 1 << ashift,
                1 << 20, TrimPolicies.immediate(), FileSystemFormats.zfs(FileSystemFormats.ZFS_RECORD_BYTES, TXG, ashift));
        FileCreation file = fs.create(16L << 20, 0);
        long rmw = host.run(file).ftl().readModifyWrites();
        for (int i = 0; i < 4; i++) {
            rmw += host.run(fs.randomOverwrites(file.file(), 4096, 50)).ftl().readModifyWrites();
            rmw += host.run(fs.idle(6 * S)).ftl().readModifyWrites();
        }
        return rmw;
    }

    /**
     * ashift 9 on a drive of 4 KiB units: the 1 KiB uberblocks and the 3-sector metadata blocks
     * cover parts of units, and every record allocated after them straddles units at both ends.
     * ashift 12 allocates in whole units: no read-modify-write.
     */
    @Test
    void ashiftNineReadModifyWritesWhereTwelveDoesNot() {
        long nine = readModifyWrites(9);
        long twelve = readModifyWrites(12);
        assertEquals(0, twelve);
        assertTrue(nine >= 4 * 4 + 100, "uberblocks and misaligned records: " + nine);
    }

    @Test
    void zfsNeedsClustersOfTwoToTheAshift() {
        RecordingDevice device = new RecordingDevice(DEVICE, 1_000);
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> new FileSystem(device, new Partition(2048, DEVICE - 2048), 4096, 1 << 20, TrimPolicies.never(),
                        FileSystemFormats.zfs(FileSystemFormats.ZFS_RECORD_BYTES, TXG, 9)));
        assertTrue(e.getMessage().contains("clusterBytes = 4096") && e.getMessage().contains("512"), e.getMessage());
    }
}
