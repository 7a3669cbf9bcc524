package org.ssdlab.sim.api.host;

/**
 * A block device in simulated time, as the operating system sees it: one drive, or storage layers
 * (RAID, encryption, a USB bridge) stacked on drives. Every operation takes the time the request is
 * issued and returns the time it completes, in nanoseconds of simulated time; LBAs are 512-byte
 * sectors.
 */
public interface BlockDevice {

    /** Capacity the host sees, in 512-byte sectors. */
    long userSectors();

    /**
     * @param compressibility 0 incompressible … 1 all zeros (matters to compressing controllers;
     *                        an encrypting layer makes everything incompressible)
     */
    long write(long now, long lba, int sectors, double compressibility);

    long read(long now, long lba, int sectors);

    /** Discards the sectors. A device whose path drops TRIM completes it at once and does nothing. */
    long trim(long now, long lba, int sectors);

    /**
     * FLUSH CACHE: completes when every write completed before {@code now} is on non-volatile
     * media. A device without a volatile write cache completes it after its command overhead; a
     * layer flushes every member and completes with the slowest.
     */
    long flush(long now);

    /**
     * A write with Force Unit Access: it completes only once its own data is on the media (a
     * journal's commit block). By default a write followed by a FLUSH, as drives that emulate FUA
     * do; a drive that implements FUA natively overrides it.
     */
    default long writeFua(long now, long lba, int sectors, double compressibility) {
        return flush(write(now, lba, sectors, compressibility));
    }

    /** No requests for {@code durationNanos}: drives may collect garbage in the background. Returns the end. */
    long idle(long now, long durationNanos);

    /**
     * Whether a TRIM sent here reaches a drive. An operating system asks before it sends any (as
     * Linux reads {@code discard_max_bytes}), so a path that drops TRIM costs the host nothing.
     */
    boolean trimReachesDrive();
}
