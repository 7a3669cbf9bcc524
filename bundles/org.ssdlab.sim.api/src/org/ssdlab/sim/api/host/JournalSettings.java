package org.ssdlab.sim.api.host;

/**
 * How a file system makes its metadata changes durable.
 * <p>
 * Journaled ({@code journaled}): changes collect in a running transaction; it commits when it is
 * {@code commitNanos} old or holds a {@code transactionShare} of the journal (jbd2 caps a
 * transaction at a quarter, {@code j_max_transaction_buffers = j_maxlen / 4}). A commit writes the
 * transaction's blocks to the journal, {@code loggedBytesPerBlock} for each changed block (the
 * whole block for jbd2 and HFS+, which log block images; a few hundred bytes for NTFS, which logs
 * operations; 0 stands for the block size), then a commit block: with {@code barriers} a FLUSH and the commit block with FUA.
 * Committed blocks are written home ("checkpointed") {@code writebackNanos} after their commit
 * by the page cache's writeback, or at once when the journal has too little free space left for
 * another full transaction.
 * <p>
 * Not journaled: changed blocks are written home {@code writebackNanos} after the first change
 * of a batch (ext2, UFS soft updates' delayed writes); no FLUSH.
 *
 * @param data {@link DataMode#JOURNAL} logs file data as well (ext4 data=journal)
 */
public record JournalSettings(boolean journaled, DataMode data, long commitNanos, double transactionShare,
        boolean barriers, int loggedBytesPerBlock, long writebackNanos) {

    /** ext4's data= mount option: which file data goes through the journal. */
    public enum DataMode {
        /** data=ordered (ext4's default): data is written before the metadata that points to it commits. */
        ORDERED,
        /** data=journal: data blocks are logged like metadata and written home at checkpoint. */
        JOURNAL,
        /** data=writeback: no ordering between data and metadata. */
        WRITEBACK
    }

    public JournalSettings {
        if (data == null) {
            throw new IllegalArgumentException("data mode must be given");
        }
        if (commitNanos < 0 || writebackNanos < 0) {
            throw new IllegalArgumentException("commitNanos = " + commitNanos + " and writebackNanos = " + writebackNanos
                    + " must be zero or positive");
        }
        if (journaled && !(transactionShare > 0 && transactionShare <= 1)) {
            throw new IllegalArgumentException("transactionShare = " + transactionShare + " must be in (0, 1]");
        }
        if (loggedBytesPerBlock < 0) {
            throw new IllegalArgumentException("loggedBytesPerBlock = " + loggedBytesPerBlock
                    + " must be zero (the whole block) or positive");
        }
    }

    /**
     * These settings on a run shrunk by {@code factor}: the commit interval and the writeback
     * delay shrink with the run's durations, so a commit comes after the same share of the work.
     */
    public JournalSettings shrunk(double factor) {
        return factor == 1 ? this
                : new JournalSettings(journaled, data, Math.round(commitNanos * factor), transactionShare, barriers,
                        loggedBytesPerBlock, Math.round(writebackNanos * factor));
    }

    /** Metadata written back after {@code writebackNanos}, without a journal or flushes. */
    public static JournalSettings delayedWrites(long writebackNanos) {
        return new JournalSettings(false, DataMode.WRITEBACK, 0, 1, false, 0, writebackNanos);
    }
}
