package org.ssdlab.sim.core.timing;

import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;
import org.ssdlab.sim.api.SplitMix64;

/**
 * Endless reads or writes of one block size inside a region of the device: sequential (wrapping
 * around at the region's end) or uniformly random at block-aligned offsets. What benchmark tools
 * do on their test file, and what preconditioning and WSAT do on the whole drive. Stop it with a
 * {@link MeteredWorkload}.
 */
public final class RegionIo implements Workload {

    private final IoKind kind;
    /** Share of reads, 0 … 1, when the requests are a mix; NaN when all are {@code kind}. */
    private final double readShare;
    private final boolean random;
    private final int sectors;
    private final long firstSector;
    private final long regionSectors;
    private final double compressibility;
    private long slots;
    private long nextSlot;
    private SplitMix64 randomSource;

    /**
     * @param kind            {@link IoKind#READ} or {@link IoKind#WRITE}
     * @param blockBytes      request size, a multiple of 512
     * @param firstSector     where the region starts
     * @param regionSectors   its length; 0 = to the end of the device
     * @param compressibility of written data, 0 … 1
     */
    public RegionIo(IoKind kind, boolean random, int blockBytes, long firstSector, long regionSectors,
            double compressibility) {
        this(kind, Double.NaN, random, blockBytes, firstSector, regionSectors, compressibility);
        if (kind != IoKind.READ && kind != IoKind.WRITE) {
            throw new IllegalArgumentException("kind = " + kind + " must be READ or WRITE");
        }
    }

    /**
     * A read/write mix, as the SNIA PTS's R/W mixes (65/35): each request is a read with
     * probability {@code readShare}, drawn from the same seeded stream as the offsets.
     *
     * @param readShare 0 … 1
     */
    public static RegionIo mix(double readShare, boolean random, int blockBytes, long firstSector, long regionSectors,
            double compressibility) {
        if (!(readShare >= 0 && readShare <= 1)) {
            throw new IllegalArgumentException("readShare = " + readShare + " must be 0 … 1");
        }
        IoKind only = readShare == 1 ? IoKind.READ : IoKind.WRITE;
        return new RegionIo(only, readShare == 0 || readShare == 1 ? Double.NaN : readShare, random, blockBytes,
                firstSector, regionSectors, compressibility);
    }

    private RegionIo(IoKind kind, double readShare, boolean random, int blockBytes, long firstSector,
            long regionSectors, double compressibility) {
        if (blockBytes < Geometry.SECTOR_BYTES || blockBytes % Geometry.SECTOR_BYTES != 0) {
            throw new IllegalArgumentException("blockBytes = " + blockBytes + " must be a positive multiple of 512");
        }
        if (firstSector < 0 || regionSectors < 0) {
            throw new IllegalArgumentException("firstSector = " + firstSector + " and regionSectors = " + regionSectors
                    + " must not be negative");
        }
        this.kind = kind;
        this.readShare = readShare;
        this.random = random;
        this.sectors = blockBytes / Geometry.SECTOR_BYTES;
        this.firstSector = firstSector;
        this.regionSectors = regionSectors;
        this.compressibility = compressibility;
    }

    @Override
    public void start(long userSectors, long seed) {
        long region = regionSectors == 0 ? userSectors - firstSector : regionSectors;
        if (firstSector + region > userSectors || region < sectors) {
            throw new IllegalArgumentException("the region [" + firstSector + ", " + (firstSector + region)
                    + ") must hold at least one block of " + sectors + " sectors and lie within the device's "
                    + userSectors + " sectors");
        }
        slots = region / sectors;
        nextSlot = 0;
        randomSource = new SplitMix64(seed);
    }

    @Override
    public boolean next(IoRequest request, long nowNanos) {
        long slot;
        if (random) {
            slot = (randomSource.nextLong() >>> 1) % slots;
        } else {
            slot = nextSlot;
            nextSlot = nextSlot + 1 == slots ? 0 : nextSlot + 1;
        }
        IoKind k = kind;
        if (readShare == readShare) { // a mix: one more draw per request; a single kind draws none (unchanged streams)
            k = randomSource.nextDouble() < readShare ? IoKind.READ : IoKind.WRITE;
        }
        request.set(k, firstSector + slot * sectors, sectors, compressibility);
        return true;
    }
}
