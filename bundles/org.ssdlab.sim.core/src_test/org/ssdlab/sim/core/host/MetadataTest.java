package org.ssdlab.sim.core.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.host.FileSystemFormat;
import org.ssdlab.sim.api.host.FileSystemFormats;
import org.ssdlab.sim.api.host.JournalSettings.DataMode;
import org.ssdlab.sim.api.host.MetadataLayout;
import org.ssdlab.sim.api.host.TrimPolicies;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.testing.RecordingDevice;

/** What ext4's metadata costs on a device that records requests: block counts, commits, checkpoints. */
class MetadataTest {

    private static final long DEVICE = 975_000;
    private static final long HOUR = 3_600_000_000_000L;

    private static FileSystem ext4(RecordingDevice device, long commitNanos, long journalBytes) {
        return new FileSystem(device, new Partition(2048, DEVICE - 2048), 4096, 1 << 20, TrimPolicies.never(),
                FileSystemFormats.ext4(DataMode.ORDERED, commitNanos, journalBytes, true));
    }

    private static long[] files(int n, long bytes) {
        long[] sizes = new long[n];
        Arrays.fill(sizes, bytes);
        return sizes;
    }

    /**
     * 2 000 one-cluster files in 100 directories on a fresh volume, one transaction (commit after an
     * hour). Records 11 … 2 110 (inodes 12 …, the first 11 are mke2fs's) are 132 inode-table blocks
     * at 16 a block, the root's inode among them; each directory holds '.', '..', 20 files and at
     * most 8 subdirectories in one block of 170 entries: 100 blocks, plus the root's; one inode
     * bitmap, one block bitmap and one descriptor block, all in group 0: 236 blocks. The delete
     * (rm -rf) changes the same blocks again.
     */
    @Test
    void aCopyAndItsDeleteDirtyTheBlocksTheArithmeticGives() {
        int n = 2000;
        int d = 100;
        long inodeBlocks = (11 + n + d - 1) / 16 + 1;
        long directoryBlocks = d + 1;
        long expected = inodeBlocks + directoryBlocks + 1 + 1 + 1;
        assertEquals(236, expected);

        RecordingDevice device = new RecordingDevice(DEVICE, 1_000);
        FileSystem fs = ext4(device, HOUR, 0);
        long now = device.run(fs.copyTree(files(n, 2048), d, 0), 0, 7);
        assertEquals(expected, fs.metadataCounters().runningBlocks());
        assertEquals(d + 1, fs.directories());
        assertEquals(0, fs.metadataCounters().commits(), "one open transaction, nothing written yet");

        now = device.run(fs.sync(), now, 7);
        MetadataCounters synced = fs.metadataCounters();
        assertEquals(1, synced.commits());
        assertEquals(expected + 1 + 1, synced.journalBlocks(), "the images, one descriptor block, the commit block");
        assertEquals(expected, synced.homeBlocks(), "then each written in place");

        device.run(fs.delete(fs.liveFiles()), now, 7);
        assertEquals(expected, fs.metadataCounters().runningBlocks());
        assertEquals(1, fs.directories(), "rm -rf took the tree's directories with it");
        assertEquals(0, fs.liveFiles().length);
    }

    @Test
    void withoutMetadataACopyWritesOnlyDataAndADeleteNothing() {
        RecordingDevice device = new RecordingDevice(DEVICE, 1_000);
        FileSystem fs = new FileSystem(device, new Partition(2048, DEVICE - 2048), 4096, 1 << 20, TrimPolicies.never(),
                FileSystemFormat.NONE);
        long now = device.run(fs.copyTree(files(5000, 2048), 500, 0), 0, 7);
        assertEquals(5000, device.of(IoKind.WRITE).size(), "one data write a file");
        int before = device.commands().size();
        device.run(fs.delete(fs.liveFiles()), now, 7);
        assertEquals(before, device.commands().size(), "a delete without TRIM sends nothing");
        assertEquals(MetadataCounters.NONE, fs.metadataCounters());

        RecordingDevice journaled = new RecordingDevice(DEVICE, 1_000);
        FileSystem ext4 = ext4(journaled, 5_000_000_000L, 1 << 20);
        long t = journaled.run(ext4.copyTree(files(5000, 2048), 500, 0), 0, 7);
        int copied = journaled.commands().size();
        journaled.run(ext4.delete(ext4.liveFiles()), t, 7);
        assertTrue(journaled.commands().size() > copied + 20, "ext4's delete writes the journal and checkpoints: "
                + (journaled.commands().size() - copied) + " requests");
    }

    /**
     * A 1 MiB journal (255 log blocks, transactions capped at 63): the 5 000-file copy dirties far
     * more, so transactions commit at the cap and the journal must be checkpointed (inode tables
     * written in place) before it can take the next; every journal write stays in the journal.
     */
    @Test
    void theJournalIsCheckpointedWhenItWraps() {
        RecordingDevice device = new RecordingDevice(DEVICE, 1_000);
        FileSystem fs = ext4(device, HOUR, 1 << 20);
        device.run(fs.copyTree(files(5000, 2048), 500, 0), 0, 7);
        MetadataCounters c = fs.metadataCounters();
        assertTrue(c.commits() > 8, c.toString());
        assertTrue(c.forcedCheckpoints() > 0, c.toString());
        assertTrue(c.homeBlocks() > 300, c.toString());
        assertTrue(c.journalBlocksInUse() <= 255, c.toString());
        assertTrue(c.flushes() >= c.commits(), "a barrier before every commit block: " + c);

        MetadataLayout layout = fs.metadataLayout();
        long journalFirst = fs.clusterLba((int) layout.journalStart());
        long journalEnd = fs.clusterLba((int) (layout.journalStart() + layout.journalBlocks()));
        long tableFirst = fs.clusterLba((int) layout.recordBlock(0));
        long tableEnd = fs.clusterLba((int) layout.recordBlock(layout.recordsPerGroup() - 1) + 1);
        List<RecordingDevice.Command> writes = device.of(IoKind.WRITE);
        assertTrue(writes.stream().anyMatch(w -> w.lba() >= tableFirst && w.lba() < tableEnd),
                "inode-table blocks written in place");
        long inJournal = writes.stream().filter(w -> w.lba() >= journalFirst && w.lba() < journalEnd)
                .filter(w -> w.lba() + w.sectors() > journalEnd).count();
        assertEquals(0, inJournal, "no journal write runs past the journal's end");

        RecordingDevice roomy = new RecordingDevice(DEVICE, 1_000);
        FileSystem big = ext4(roomy, HOUR, 64L << 20);
        roomy.run(big.copyTree(files(5000, 2048), 500, 0), 0, 7);
        assertEquals(0, big.metadataCounters().forcedCheckpoints(), "a 64 MiB journal takes it all");
        assertEquals(0, big.metadataCounters().homeBlocks());
    }

    /**
     * jbd2 counts journal space pessimistically (__jbd2_log_space_left: 32 blocks held back, then an
     * eighth of the rest), so a call that finds just over one transaction free still waits for a
     * checkpoint. A 32 MiB journal: 8 191 log blocks, transactions of 2 047. The copy (16 000 files
     * in 5 000 directories, about 6 300 blocks) commits three full transactions, leaving 2 050
     * free; jbd2 counts (2 050 − 32) × 7/8 = 1 766 of them, less than a transaction, so the next
     * call writes the first transaction home. Counting 2 050 it would not (no forced checkpoint).
     */
    @Test
    void aCallWaitsForACheckpointWhenJbd2CountsLessThanATransactionFree() {
        RecordingDevice device = new RecordingDevice(DEVICE, 1_000);
        FileSystem fs = ext4(device, HOUR, 32L << 20);
        device.run(fs.copyTree(files(16_000, 2048), 5_000, 0), 0, 7);
        MetadataCounters c = fs.metadataCounters();
        assertEquals(3, c.commits(), c.toString());
        assertEquals(1, c.forcedCheckpoints(), c.toString());
        // those of its blocks that no later transaction changed again: 1 582 of its 2 043
        assertTrue(c.homeBlocks() > 1000 && c.homeBlocks() < 2047, "the first transaction written in place: " + c);
        assertEquals(2, c.uncheckpointed(), c.toString());
    }

    @Test
    void aTransactionCommitsAfterTheCommitIntervalAndIsWrittenHomeAfterDirtyExpire() {
        RecordingDevice device = new RecordingDevice(DEVICE, 1_000);
        FileSystem fs = ext4(device, 5_000_000_000L, 0);
        long now = device.run(fs.create(4096, 0), 0, 7);
        assertEquals(0, fs.metadataCounters().commits());
        now = device.run(fs.idle(6_000_000_000L), now, 7);
        assertEquals(1, fs.metadataCounters().commits(), "committed by the 5 s timer");
        assertEquals(0, fs.metadataCounters().homeBlocks());
        device.run(fs.idle(40_000_000_000L), now, 7);
        assertTrue(fs.metadataCounters().homeBlocks() >= 5, "written home 30 s after the commit: " + fs.metadataCounters());
        assertEquals(0, fs.metadataCounters().journalBlocksInUse());
    }

    @Test
    void dataJournalModeLogsFileDataToo() {
        RecordingDevice ordered = new RecordingDevice(DEVICE, 1_000);
        FileSystem a = new FileSystem(ordered, new Partition(2048, DEVICE - 2048), 4096, 1 << 20, TrimPolicies.never(),
                FileSystemFormats.ext4(DataMode.ORDERED, HOUR, 0, true));
        ordered.run(a.create(8L << 20, 0), 0, 7);
        RecordingDevice journal = new RecordingDevice(DEVICE, 1_000);
        FileSystem b = new FileSystem(journal, new Partition(2048, DEVICE - 2048), 4096, 1 << 20, TrimPolicies.never(),
                FileSystemFormats.ext4(DataMode.JOURNAL, HOUR, 0, true));
        journal.run(b.create(8L << 20, 0), 0, 7);
        assertTrue(a.metadataCounters().runningBlocks() < 10, a.metadataCounters().toString());
        assertTrue(b.metadataCounters().journalBlocks() + b.metadataCounters().runningBlocks() > 2048,
                "the 2 048 data blocks go through the journal: " + b.metadataCounters());
    }
}
