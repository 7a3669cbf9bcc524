package org.ssdlab.workloads.internal;

import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;

/**
 * A closed-loop stream of reads and writes drawn from a size distribution, stopped by
 * {@link Limits}. Subclasses only decide where each request goes.
 */
abstract class GeneratedWorkload implements Workload {

    static final int SECTOR = SizeDistribution.SECTOR;

    /** The plugin, for messages: {@code workload 'synthetic'}. */
    final String owner;
    final SizeDistribution sizes;
    private final double readPercent;
    private final double trimPercent;
    private final double compressibility;
    private final Limits limits;
    private final Pacing pacing;

    private SplitMix64 random;
    private boolean clockStarted;
    private long startNanos;
    private long issuedRequests;
    private long issuedSectors;
    private boolean finished;
    /** Pacing: earliest arrival of the next request, relative to the first; requests since the last idle gap. */
    private double scheduleNanos;
    private long inBurst;

    /** @param trimPercent share of TRIMs; with {@code readPercent} at most 100, the rest are writes */
    GeneratedWorkload(String owner, SizeDistribution sizes, double readPercent, double trimPercent,
            double compressibility, Limits limits, Pacing pacing) {
        if (readPercent + trimPercent > 100) {
            throw new IllegalArgumentException(owner + ": readPercent " + readPercent + " + trimPercent "
                    + trimPercent + " exceed 100 %");
        }
        this.owner = owner;
        this.sizes = sizes;
        this.readPercent = readPercent;
        this.trimPercent = trimPercent;
        this.compressibility = compressibility;
        this.limits = limits;
        this.pacing = pacing;
    }

    @Override
    public final void start(long userSectors, long seed) {
        if (userSectors <= 0) {
            throw new IllegalArgumentException(owner + ": the drive has no user capacity (" + userSectors
                    + " sectors)");
        }
        prepare(userSectors);
        random = new SplitMix64(seed);
        clockStarted = false;
        issuedRequests = 0;
        issuedSectors = 0;
        finished = false;
        scheduleNanos = 0;
        inBurst = 0;
    }

    /**
     * Fits the placement to the drive.
     *
     * @throws IllegalArgumentException when the parameters do not fit
     */
    abstract void prepare(long userSectors);

    /** First sector of a request of size entry {@code sizeIndex}, aligned and inside its region. */
    abstract long place(int sizeIndex, SplitMix64 random);

    @Override
    public final boolean next(IoRequest request, long nowNanos) {
        if (finished) {
            return false;
        }
        if (!clockStarted) {
            clockStarted = true;
            startNanos = nowNanos;
        }
        long now = nowNanos - startNanos;
        // when this request would arrive (relative to the first); closed loop: as soon as a slot is free
        long arrival = pacing.timed() ? (long) Math.max(now + pacing.thinkNanos(), scheduleNanos) : now;
        boolean measured = arrival >= pacing.rampNanos();
        long sectorLimit = limits.bytes() / SECTOR;
        if ((limits.durationNanos() > 0 && arrival - pacing.rampNanos() >= limits.durationNanos())
                || (limits.requests() > 0 && issuedRequests >= limits.requests())
                || (sectorLimit > 0 && issuedSectors >= sectorLimit)) {
            finished = true;
            return false;
        }
        if (pacing.burstRequests() > 0 && inBurst == pacing.burstRequests()) {
            inBurst = 0;
            request.set(IoKind.IDLE, 0, 0, 0.0);
            request.idleNanos = pacing.idleNanos();
            return true;
        }
        double kindDraw = random.nextDouble() * 100.0;
        IoKind kind = kindDraw < readPercent ? IoKind.READ
                : kindDraw < readPercent + trimPercent ? IoKind.TRIM : IoKind.WRITE;
        int sizeIndex = sizes.pick(random);
        long lba = place(sizeIndex, random);
        int sectors = sizes.sectors(sizeIndex);
        boolean data = kind != IoKind.TRIM;
        if (data && sectorLimit > 0 && sectors > sectorLimit - issuedSectors) {
            sectors = (int) (sectorLimit - issuedSectors);
        }
        request.set(kind, lba, sectors, compressibility);
        if (pacing.timed()) {
            request.arrivalNanos = arrival;
            scheduleNanos = arrival + pacing.gapNanos(data ? (long) sectors * SECTOR : 0);
        }
        inBurst++;
        if (!measured) {
            request.measured = false; // the ramp: issued, not counted in the statistics nor the limits
            return true;
        }
        issuedRequests++;
        if (data) {
            issuedSectors += sectors;
        }
        return true;
    }

    /** First multiple of {@code align} at or after {@code sector}. */
    static long alignUp(long sector, long align) {
        return Math.ceilDiv(sector, align) * align;
    }

    /**
     * Number of aligned start sectors {@code p} with {@code first <= p} and {@code p + sectors <= end},
     * where {@code first} is already aligned; 0 when none fits.
     */
    static long slots(long first, long end, int sectors, long align) {
        long last = Math.floorDiv(end - sectors, align) * align;
        return last < first ? 0 : (last - first) / align + 1;
    }

    String limitsText() {
        return limits.toString();
    }

    String mixText() {
        return "read " + readPercent + " %" + (trimPercent > 0 ? ", TRIM " + trimPercent + " %" : "")
                + ", compressibility " + compressibility + pacing;
    }
}
