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

    /** No requests for {@code durationNanos}: drives may collect garbage in the background. Returns the end. */
    long idle(long now, long durationNanos);

    /**
     * Whether a TRIM sent here reaches a drive. An operating system asks before it sends any (as
     * Linux reads {@code discard_max_bytes}), so a path that drops TRIM costs the host nothing.
     */
    boolean trimReachesDrive();
}
