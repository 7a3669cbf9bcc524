package org.ssdlab.sim.api.host;

/**
 * When an operating system turns a file system's deletes into TRIMs: at once, batched with a
 * delay, on a schedule, at mount, or never. One instance serves one mounted volume, as an OS
 * plugin creates it for the OS version and settings in its parameters. The file system calls it;
 * TRIMs go to the {@link TrimSink} it is handed, which sends them down the storage stack.
 */
public interface TrimPolicy {

    /** The file system freed {@code [lba, lba + sectors)} at {@code now}: trim it now, later or never. */
    void freed(long now, long lba, long sectors, TrimSink sink);

    /**
     * The file system is about to write {@code [lba, lba + sectors)} again: a TRIM still pending
     * for it must be dropped (as ZFS's trim map cancels queued ranges that are rewritten).
     */
    default void reallocated(long now, long lba, long sectors) {
    }

    /** Simulated time has reached {@code now}: send what is due (batches, scheduled retrims). */
    default void advance(long now, FreeSpace freeSpace, TrimSink sink) {
    }

    /** The volume was mounted, or the machine booted, at {@code now}. */
    default void mounted(long now, FreeSpace freeSpace, TrimSink sink) {
    }

    /**
     * The volume is unmounted cleanly at {@code now} (the drive taken to another machine): send what
     * is held back for later now, as the unmount's last journal commit does; nothing after.
     */
    default void unmounted(long now, TrimSink sink) {
    }

    /** The earliest time {@link #advance} has something to do, {@link Long#MAX_VALUE} for never. */
    default long nextDueNanos() {
        return Long.MAX_VALUE;
    }
}
