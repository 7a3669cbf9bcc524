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
    private final double compressibility;
    private final Limits limits;

    private SplitMix64 random;
    private boolean clockStarted;
    private long startNanos;
    private long issuedRequests;
    private long issuedSectors;
    private boolean finished;

    GeneratedWorkload(String owner, SizeDistribution sizes, double readPercent, double compressibility,
            Limits limits) {
        this.owner = owner;
        this.sizes = sizes;
        this.readPercent = readPercent;
        this.compressibility = compressibility;
        this.limits = limits;
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
        long sectorLimit = limits.bytes() / SECTOR;
        if ((limits.durationNanos() > 0 && nowNanos - startNanos >= limits.durationNanos())
                || (limits.requests() > 0 && issuedRequests >= limits.requests())
                || (sectorLimit > 0 && issuedSectors >= sectorLimit)) {
            finished = true;
            return false;
        }
        boolean read = random.nextDouble() * 100.0 < readPercent;
        int sizeIndex = sizes.pick(random);
        long lba = place(sizeIndex, random);
        int sectors = sizes.sectors(sizeIndex);
        if (sectorLimit > 0 && sectors > sectorLimit - issuedSectors) {
            sectors = (int) (sectorLimit - issuedSectors);
        }
        request.set(read ? IoKind.READ : IoKind.WRITE, lba, sectors, compressibility);
        issuedRequests++;
        issuedSectors += sectors;
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
        return "read " + readPercent + " %, compressibility " + compressibility;
    }
}
