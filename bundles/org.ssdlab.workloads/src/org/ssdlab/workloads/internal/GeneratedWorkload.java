package org.ssdlab.workloads.internal;

import org.ssdlab.sim.api.SplitMix64;
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
    /** Whether any pacing is asked for; without it requests take the short closed-loop path. */
    private final boolean paced;

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
        this.paced = pacing.timed() || pacing.burstRequests() > 0 || pacing.rampNanos() > 0;
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
        if (paced) {
            return nextPaced(request, now);
        }
        // closed loop, as fast as the drive serves: kept small, it is the hot path of most runs
        if (limitReached(now)) {
            finished = true;
            return false;
        }
        issue(request, true);
        return true;
    }

    /** With a rate cap, think time, bursts or a ramp: the request gets its arrival time. */
    private boolean nextPaced(IoRequest request, long now) {
        // when this request arrives (relative to the first); without a cap or think time: as soon as a slot is free
        long arrival = pacing.timed() ? (long) Math.max(now + pacing.thinkNanos(), scheduleNanos) : now;
        if (limitReached(arrival - pacing.rampNanos())) {
            finished = true;
            return false;
        }
        if (pacing.burstRequests() > 0 && inBurst == pacing.burstRequests()) {
            inBurst = 0;
            request.set(IoKind.IDLE, 0, 0, 0.0);
            request.idleNanos = pacing.idleNanos();
            return true;
        }
        boolean measured = arrival >= pacing.rampNanos();
        issue(request, measured);
        // the ramp's requests are issued but counted neither in the statistics nor towards the limits
        request.measured = measured;
        if (pacing.timed()) {
            request.arrivalNanos = arrival;
            scheduleNanos = arrival + pacing.gapNanos(request.kind == IoKind.TRIM ? 0 : (long) request.sectors * SECTOR);
        }
        inBurst++;
        return true;
    }

    /** @param elapsed simulated time the duration limit counts */
    private boolean limitReached(long elapsed) {
        long sectorLimit = limits.bytes() / SECTOR;
        return (limits.durationNanos() > 0 && elapsed >= limits.durationNanos())
                || (limits.requests() > 0 && issuedRequests >= limits.requests())
                || (sectorLimit > 0 && issuedSectors >= sectorLimit);
    }

    /** Draws kind, size and place; the last request before the byte limit is shortened to meet it. */
    private void issue(IoRequest request, boolean counted) {
        double kindDraw = random.nextDouble() * 100.0;
        IoKind kind = kindDraw < readPercent ? IoKind.READ
                : kindDraw < readPercent + trimPercent ? IoKind.TRIM : IoKind.WRITE;
        int sizeIndex = sizes.pick(random);
        long lba = place(sizeIndex, random);
        int sectors = sizes.sectors(sizeIndex);
        boolean data = kind != IoKind.TRIM;
        long sectorLimit = limits.bytes() / SECTOR;
        if (data && sectorLimit > 0 && sectors > sectorLimit - issuedSectors) {
            sectors = (int) (sectorLimit - issuedSectors);
        }
        request.set(kind, lba, sectors, compressibility);
        if (counted) {
            issuedRequests++;
            if (data) {
                issuedSectors += sectors;
            }
        }
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
