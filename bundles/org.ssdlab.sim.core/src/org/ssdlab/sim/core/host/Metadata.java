package org.ssdlab.sim.core.host;

import java.util.ArrayDeque;
import java.util.Arrays;

import org.ssdlab.sim.api.host.FileSystemFormat;
import org.ssdlab.sim.api.host.JournalSettings;
import org.ssdlab.sim.api.host.MetadataLayout;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;

/**
 * A volume's metadata as the drive sees it: which blocks a change dirties (from the format's
 * {@link MetadataLayout}) and how they reach the drive (its {@link JournalSettings}).
 * <p>
 * Journaled, as jbd2 does it: every dirtied block joins the running transaction once. The
 * transaction commits when it is {@code commitNanos} old or its journal blocks (block images or
 * log records, descriptor blocks, the commit block) reach the cap; the commit writes them at the
 * journal's head, wrapping, then, with barriers, a FLUSH and the commit block with FUA. A
 * committed transaction holds its journal space until its blocks are written home (checkpointed):
 * by writeback {@code writebackNanos} after the commit, or at once when a file-system call starts
 * with less than one full transaction of journal free, counted as jbd2 counts it ({@link #spaceLeft};
 * start_this_handle, __jbd2_log_wait_for_space), after
 * which the journal superblock records the new tail (FLUSH, FUA write). A block changed again in
 * a later transaction is written home only by the latest one; a freed directory block is
 * forgotten (jbd2's revoke). Home writes go out in batches of 64 blocks, each sorted and merged.
 * <p>
 * Not journaled: dirtied blocks are written home {@code writebackNanos} after the first change of
 * the batch, sorted and merged, without FLUSH.
 * <p>
 * Every request goes into a queue that the running operation empties before it sends its own,
 * so a call that fills the journal waits for the checkpoint and commit it causes. Metadata blocks
 * are taken as incompressible [G]; reads are assumed to hit the page cache.
 */
final class Metadata {

    /** Buffers jbd2 submits per checkpoint batch (JBD2_NR_BATCH) [V]. */
    static final int CHECKPOINT_BATCH = 64;
    /** Journal blocks jbd2 keeps out of the free count (MIN_LOG_RESERVED_BLOCKS) [V]. */
    static final int MIN_LOG_RESERVED_BLOCKS = 32;

    private final FileSystem fs;
    private final MetadataLayout layout;
    private final JournalSettings settings;
    private final ClusterAllocator records;
    private final int blockBytes;
    private final int blocksPerDirectoryBlock;
    private final int entriesPerDirectoryBlock;
    private final int recordSpan;
    private final IoQueue io = new IoQueue();
    private final BlockOwners owners = new BlockOwners();
    private final ArrayDeque<Transaction> committed = new ArrayDeque<>();

    private final long logStart;
    private final long logBlocks;
    private final long maxTransaction;
    private final int tagsPerDescriptor;
    private long head;
    private long used;

    private long runningTid = 1;
    private int[] running = new int[256];
    private int runningSize;
    private long runningStart;
    private long now;

    private long commits;
    private long journalBlocksWritten;
    private long flushes;
    private long forcedCheckpoints;
    private long homeBlocksWritten;

    /** A committed transaction: its blocks and the journal blocks it holds until checkpointed. */
    private record Transaction(long tid, long committedAt, int[] blocks, long journalBlocks) {
    }

    Metadata(FileSystem fs, FileSystemFormat format, MetadataLayout layout) {
        this.fs = fs;
        this.layout = layout;
        this.settings = format.journal();
        this.blockBytes = fs.clusterBytes();
        int directoryBytes = format.directoryBlockBytes() == 0 ? blockBytes : format.directoryBlockBytes();
        if (directoryBytes % blockBytes != 0) {
            throw new IllegalArgumentException("directoryBlockBytes = " + directoryBytes
                    + " must be a multiple of the cluster size " + blockBytes);
        }
        this.blocksPerDirectoryBlock = directoryBytes / blockBytes;
        this.entriesPerDirectoryBlock = Math.max(1, directoryBytes / format.directoryEntryBytes());
        this.recordSpan = Math.max(1, layout.recordBlockSpan());
        if (layout.records() < 1 || layout.records() > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("the layout's " + layout.records() + " records must be in [1, "
                    + Integer.MAX_VALUE + "]");
        }
        this.records = new ClusterAllocator((int) layout.records());
        records.reserve(0, (int) Math.min(layout.reservedRecords(), layout.records()));
        if (settings.journaled()) {
            if (layout.journalBlocks() < 2) {
                throw new IllegalArgumentException("format '" + format.name() + "' is journaled but the volume has "
                        + layout.journalBlocks() + " journal blocks");
            }
            this.logStart = layout.journalStart() + 1;
            this.logBlocks = layout.journalBlocks() - 1;
            this.maxTransaction = (long) (logBlocks * settings.transactionShare());
            if (maxTransaction < 4) {
                throw new IllegalArgumentException("a journal of " + layout.journalBlocks()
                        + " blocks leaves transactions of fewer than 4 blocks");
            }
        } else {
            this.logStart = -1;
            this.logBlocks = 0;
            this.maxTransaction = Long.MAX_VALUE;
        }
        // jbd2 descriptor block: a 12-byte header, 16 bytes of UUID, 8 bytes a tag (32-bit block numbers)
        this.tagsPerDescriptor = Math.max(1, (blockBytes - 28) / 8);
    }

    MetadataLayout layout() {
        return layout;
    }

    int blocksPerDirectoryBlock() {
        return blocksPerDirectoryBlock;
    }

    int entriesPerDirectoryBlock() {
        return entriesPerDirectoryBlock;
    }

    boolean journalsData() {
        return settings.journaled() && settings.data() == JournalSettings.DataMode.JOURNAL;
    }

    // ---- changes --------------------------------------------------------------------------------

    /** A file-system call starts at {@code now}: it first waits for journal space if too little is free. */
    void handle(long at) {
        now = at;
        if (!settings.journaled()) {
            return;
        }
        boolean forced = false;
        while (spaceLeft() < maxTransaction && !committed.isEmpty()) {
            checkpoint(committed.poll());
            forced = true;
        }
        if (forced) {
            forcedCheckpoints++;
            writeJournalSuperblock();
        }
    }

    /**
     * The free journal blocks a new call may count on, as jbd2's __jbd2_log_space_left reckons
     * them: {@value #MIN_LOG_RESERVED_BLOCKS} held back for rounding, then an eighth of the rest
     * for descriptor blocks [V].
     */
    long spaceLeft() {
        long left = logBlocks - used - MIN_LOG_RESERVED_BLOCKS;
        return left <= 0 ? 0 : left - (left >> 3);
    }

    /** Takes the first free record at or after {@code goal} (wrapping) and dirties its blocks. */
    long allocateRecord(long goal) {
        int record = records.allocateFirstFree((int) Math.min(goal, records.clusters() - 1));
        recordChanged(record);
        return record;
    }

    void freeRecord(long record) {
        records.free((int) record, 1);
        recordChanged(record);
    }

    /** The record's block changed (a time stamp, a link count, a size). */
    void touch(long record) {
        dirtyRecordBlock(record);
    }

    /** All {@link MetadataLayout#recordBlockSpan} blocks of the record's block (a UFS inode block is 8 fragments). */
    private void dirtyRecordBlock(long record) {
        long first = layout.recordBlock(record);
        if (first < 0) {
            return;
        }
        for (int i = 0; i < recordSpan; i++) {
            dirty(first + i);
        }
    }

    /** Clusters {@code [start, start + length)} were allocated or freed: their bitmap and summary blocks. */
    void clustersChanged(int start, int length) {
        if (length <= 0) {
            return;
        }
        long end = (long) start + length - 1;
        long span = layout.bitmapSpan();
        for (long b = start / span; b <= end / span; b++) {
            dirty(layout.allocationBitmapBlock(Math.max(start, b * span)));
        }
        long summarySpan = layout.summarySpan();
        for (long g = start / summarySpan; g <= end / summarySpan; g++) {
            dirty(layout.summaryBlock(Math.max(start, g * summarySpan)));
        }
    }

    /** Blocks {@code [start, start + length)} changed: directory blocks, or data logged with data=journal. */
    void blocksChanged(int start, int length) {
        for (int i = 0; i < length; i++) {
            dirty(start + i);
        }
    }

    /** A freed block must not be written home from the journal (jbd2_journal_forget / revoke). */
    void forget(int block) {
        owners.remove(block);
    }

    private void recordChanged(long record) {
        dirtyRecordBlock(record);
        dirty(layout.recordBitmapBlock(record));
        dirty(layout.recordSummaryBlock(record));
    }

    private void dirty(long block) {
        if (block < 0) {
            return;
        }
        int b = (int) block;
        if (owners.get(b) == runningTid) {
            return;
        }
        owners.put(b, runningTid);
        if (runningSize == running.length) {
            running = Arrays.copyOf(running, 2 * runningSize);
        }
        if (runningSize == 0) {
            runningStart = now;
        }
        running[runningSize++] = b;
        if (settings.journaled() && journalBlocksFor(runningSize) >= maxTransaction) {
            commit();
        }
    }

    // ---- the journal ----------------------------------------------------------------------------

    /** Journal blocks a transaction of {@code blocks} changed blocks takes, its commit block included. */
    long journalBlocksFor(int blocks) {
        if (blocks == 0) {
            return 0;
        }
        long logged = settings.loggedBytesPerBlock() == 0 ? blocks + (blocks + tagsPerDescriptor - 1) / tagsPerDescriptor
                : ((long) blocks * settings.loggedBytesPerBlock() + blockBytes - 1) / blockBytes;
        return logged + 1;
    }

    private void commit() {
        if (runningSize == 0) {
            return;
        }
        int[] blocks = Arrays.copyOf(running, runningSize);
        long tid = runningTid++;
        runningSize = 0;
        if (!settings.journaled()) {
            writeHome(blocks, tid);
            return;
        }
        long need = journalBlocksFor(blocks.length);
        boolean forced = false;
        while (logBlocks - used < need && !committed.isEmpty()) {
            checkpoint(committed.poll());
            forced = true;
        }
        if (forced) {
            forcedCheckpoints++;
            writeJournalSuperblock();
        }
        if (logBlocks - used < need) {
            throw new IllegalStateException("a transaction of " + need + " journal blocks does not fit a journal of "
                    + logBlocks);
        }
        appendToJournal(need - 1);
        if (settings.barriers()) {
            io.add(IoKind.FLUSH, 0, 0, 0, false);
            flushes++;
        }
        appendCommitBlock();
        used += need;
        commits++;
        committed.add(new Transaction(tid, now, blocks, need));
    }

    private void appendToJournal(long blocks) {
        long left = blocks;
        while (left > 0) {
            int chunk = (int) Math.min(Math.min(left, logBlocks - head), fs.maxRequestClusters());
            io.add(IoKind.WRITE, fs.clusterLba((int) (logStart + head)), chunk * fs.sectorsPerCluster(), 0, false);
            journalBlocksWritten += chunk;
            head = (head + chunk) % logBlocks;
            left -= chunk;
        }
    }

    private void appendCommitBlock() {
        io.add(IoKind.WRITE, fs.clusterLba((int) (logStart + head)), fs.sectorsPerCluster(), 0, settings.barriers());
        journalBlocksWritten++;
        head = (head + 1) % logBlocks;
    }

    private void writeJournalSuperblock() {
        if (settings.barriers()) {
            io.add(IoKind.FLUSH, 0, 0, 0, false);
            flushes++;
        }
        io.add(IoKind.WRITE, fs.clusterLba((int) layout.journalStart()), fs.sectorsPerCluster(), 0, settings.barriers());
    }

    private void checkpoint(Transaction t) {
        writeHome(t.blocks(), t.tid());
        used -= t.journalBlocks();
    }

    /**
     * Writes home the blocks whose latest change is transaction {@code tid}: in the order they
     * joined it, in batches of {@value #CHECKPOINT_BATCH} (jbd2's JBD2_NR_BATCH), each batch sorted
     * and adjacent blocks merged into one request, as the block layer merges a batch's writes.
     */
    private void writeHome(int[] blocks, long tid) {
        int[] batch = new int[CHECKPOINT_BATCH];
        int n = 0;
        for (int b : blocks) {
            if (owners.get(b) == tid) {
                owners.remove(b);
                batch[n++] = b;
                if (n == CHECKPOINT_BATCH) {
                    writeBatch(batch, n);
                    n = 0;
                }
            }
        }
        writeBatch(batch, n);
    }

    private void writeBatch(int[] batch, int n) {
        Arrays.sort(batch, 0, n);
        int i = 0;
        while (i < n) {
            int start = batch[i];
            int length = 1;
            while (i + length < n && batch[i + length] == start + length) {
                length++;
            }
            io.add(IoKind.WRITE, fs.clusterLba(start), length * fs.sectorsPerCluster(), 0, false);
            homeBlocksWritten += length;
            i += length;
        }
    }

    // ---- time -----------------------------------------------------------------------------------

    /** The next metadata request due at {@code at}: queued ones first, then what timers start. */
    boolean poll(long at, IoRequest request) {
        if (io.poll(request)) {
            return true;
        }
        if (at >= nextDueNanos()) {
            now = at;
            if (runningSize > 0 && at >= runningStart + (settings.journaled() ? settings.commitNanos()
                    : settings.writebackNanos())) {
                commit();
            }
            while (!committed.isEmpty() && at >= committed.peek().committedAt() + settings.writebackNanos()) {
                checkpoint(committed.poll());
            }
        }
        return io.poll(request);
    }

    /** Whether requests are queued (a commit or checkpoint a call caused). */
    boolean hasQueued() {
        return !io.isEmpty();
    }

    /** When a timer next has something to do: the running transaction's commit, the oldest write-back. */
    long nextDueNanos() {
        long due = Long.MAX_VALUE;
        if (runningSize > 0) {
            due = runningStart + (settings.journaled() ? settings.commitNanos() : settings.writebackNanos());
        }
        if (!committed.isEmpty()) {
            due = Math.min(due, committed.peek().committedAt() + settings.writebackNanos());
        }
        return due;
    }

    /** sync(2): commit the running transaction, write every block home, flush. */
    void sync(long at) {
        now = at;
        commit();
        boolean any = !committed.isEmpty();
        while (!committed.isEmpty()) {
            checkpoint(committed.poll());
        }
        if (any) {
            writeJournalSuperblock();
        }
        io.add(IoKind.FLUSH, 0, 0, 0, false);
        flushes++;
    }

    // ---- counters -------------------------------------------------------------------------------

    MetadataCounters counters() {
        return new MetadataCounters(runningSize, commits, journalBlocksWritten, flushes, forcedCheckpoints,
                homeBlocksWritten, used, committed.size());
    }
}
