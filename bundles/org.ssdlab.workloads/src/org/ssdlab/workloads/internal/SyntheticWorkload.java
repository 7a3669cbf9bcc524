package org.ssdlab.workloads.internal;

import org.ssdlab.sim.api.SplitMix64;

/**
 * Sequential or random requests (uniform or skewed, as the {@link SlotPicker} says) inside one span of the drive, each starting on a
 * multiple of the alignment (counted from sector 0 of the drive, not from the span).
 */
final class SyntheticWorkload extends GeneratedWorkload {

    private final boolean sequential;
    private final SlotPicker picker;
    private final long alignSectors;
    private final long spanBytes;
    private final long offsetBytes;

    /** First aligned sector in the span. */
    private long first;
    /** End of the span (exclusive), in sectors. */
    private long end;
    /** Random placement: number of aligned starts per size entry. */
    private long[] slots;
    /** Sequential placement: where the next request starts. */
    private long cursor;

    SyntheticWorkload(String owner, boolean sequential, SlotPicker picker, SizeDistribution sizes, long alignBytes, long spanBytes,
            long offsetBytes, double readPercent, double trimPercent, double compressibility, Limits limits,
            Pacing pacing) {
        super(owner, sizes, readPercent, trimPercent, compressibility, limits, pacing);
        this.sequential = sequential;
        this.picker = picker;
        this.alignSectors = alignBytes / SECTOR;
        this.spanBytes = spanBytes;
        this.offsetBytes = offsetBytes;
    }

    @Override
    void prepare(long userSectors) {
        long driveBytes = userSectors * SECTOR;
        if (offsetBytes >= driveBytes) {
            throw new IllegalArgumentException(owner + ": offsetBytes " + offsetBytes
                    + " is not inside the drive, which holds " + driveBytes + " bytes");
        }
        if (spanBytes > driveBytes - offsetBytes) {
            throw new IllegalArgumentException(owner + ": offsetBytes " + offsetBytes + " + spanBytes " + spanBytes
                    + " reach beyond the drive, which holds " + driveBytes + " bytes");
        }
        long spanStart = offsetBytes / SECTOR;
        end = spanBytes == 0 ? userSectors : spanStart + spanBytes / SECTOR;
        first = alignUp(spanStart, alignSectors);
        slots = new long[sizes.count()];
        for (int i = 0; i < slots.length; i++) {
            slots[i] = slots(first, end, sizes.sectors(i), alignSectors);
            if (slots[i] == 0) {
                throw new IllegalArgumentException(owner + ": a " + (long) sizes.sectors(i) * SECTOR
                        + "-byte request aligned to " + alignSectors * SECTOR + " bytes does not fit in the span ("
                        + "offsetBytes " + offsetBytes + ", spanBytes " + (end - spanStart) * SECTOR
                        + ") of the drive, which holds " + driveBytes + " bytes");
            }
        }
        picker.prepare(slots);
        cursor = first;
    }

    @Override
    long place(int sizeIndex, SplitMix64 random) {
        if (!sequential) {
            return first + picker.pick(sizeIndex, slots[sizeIndex], random) * alignSectors;
        }
        int sectors = sizes.sectors(sizeIndex);
        if (cursor + sectors > end) {
            cursor = first;
        }
        long lba = cursor;
        cursor = alignUp(cursor + sectors, alignSectors);
        return lba;
    }

    @Override
    public String toString() {
        return "synthetic(" + (sequential ? "sequential"
                : picker instanceof SlotPicker.Uniform ? "random" : "random " + picker) + ", sizes " + sizes + ", alignment "
                + alignSectors * SECTOR + " bytes, span " + (spanBytes == 0 ? "whole drive" : spanBytes + " bytes")
                + " at " + offsetBytes + ", " + mixText() + ", until " + limitsText() + ")";
    }
}
