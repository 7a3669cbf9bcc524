package org.ssdlab.workloads.internal;

import org.ssdlab.sim.api.SplitMix64;

/**
 * The JEDEC JESD219 enterprise endurance workload: its size mix, requests of 4 KiB and more aligned
 * to 4 KiB, smaller ones to 512 bytes, and a skewed spread: 50 % of the requests go to the first
 * 5 % of the LBAs, 30 % to the next 15 %, 20 % to the remaining 80 %. Each request lies entirely
 * inside its zone.
 */
final class Jesd219Workload extends GeneratedWorkload {

    /** Request sizes in bytes, with their share in percent. */
    static final long[] SIZE_BYTES = { 512, 1024, 1536, 2048, 2560, 3072, 3584, 4096, 8192, 16384, 32768, 65536 };
    static final double[] SIZE_PERCENT = { 4, 1, 1, 1, 1, 1, 1, 67, 10, 7, 3, 3 };

    /** Zone ends as a percentage of the LBAs, and the share of requests each zone receives. */
    static final int[] ZONE_END_PERCENT = { 5, 20, 100 };
    static final double[] ZONE_SHARE = { 0.50, 0.30, 0.20 };

    private static final int SMALL_ALIGN = 1;
    private static final int LARGE_ALIGN = 8;

    /** Per zone z and size i at [z * sizes + i]: first aligned start and number of starts. */
    private long[] first;
    private long[] slots;

    Jesd219Workload(String owner, double readPercent, double trimPercent, double compressibility, Limits limits,
            Pacing pacing) {
        super(owner, SizeDistribution.of(SIZE_BYTES, SIZE_PERCENT), readPercent, trimPercent, compressibility, limits,
                pacing);
    }

    static int alignSectors(int sectors) {
        return sectors >= LARGE_ALIGN ? LARGE_ALIGN : SMALL_ALIGN;
    }

    /** End (exclusive) of zone {@code zone} on a drive of {@code userSectors}. */
    static long zoneEnd(long userSectors, int zone) {
        long percent = ZONE_END_PERCENT[zone];
        return userSectors / 100 * percent + userSectors % 100 * percent / 100;
    }

    @Override
    void prepare(long userSectors) {
        int n = sizes.count();
        first = new long[ZONE_END_PERCENT.length * n];
        slots = new long[first.length];
        long zoneStart = 0;
        for (int z = 0; z < ZONE_END_PERCENT.length; z++) {
            long zoneEnd = zoneEnd(userSectors, z);
            for (int i = 0; i < n; i++) {
                int sectors = sizes.sectors(i);
                long align = alignSectors(sectors);
                first[z * n + i] = alignUp(zoneStart, align);
                slots[z * n + i] = slots(first[z * n + i], zoneEnd, sectors, align);
                if (slots[z * n + i] == 0) {
                    throw new IllegalArgumentException(owner + ": the drive (" + userSectors * SECTOR
                            + " bytes) is too small for JESD219: its LBA zone " + (zoneStart * SECTOR) + ".."
                            + (zoneEnd * SECTOR) + " bytes cannot hold a " + (long) sectors * SECTOR
                            + "-byte request");
                }
            }
            zoneStart = zoneEnd;
        }
    }

    @Override
    long place(int sizeIndex, SplitMix64 random) {
        double u = random.nextDouble();
        int zone = u < ZONE_SHARE[0] ? 0 : u < ZONE_SHARE[0] + ZONE_SHARE[1] ? 1 : 2;
        int k = zone * sizes.count() + sizeIndex;
        return first[k] + random.nextLong(slots[k]) * alignSectors(sizes.sectors(sizeIndex));
    }

    @Override
    public String toString() {
        return "jesd219(" + mixText() + ", until " + limitsText() + ")";
    }
}
