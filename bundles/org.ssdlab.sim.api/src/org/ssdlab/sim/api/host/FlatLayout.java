package org.ssdlab.sim.api.host;

import java.util.ArrayList;
import java.util.List;

/**
 * A layout without block groups, as NTFS and HFS+ have: one table of fixed-size records, one
 * allocation bitmap for the whole volume (a bit a block), optionally a record bitmap, a block
 * with the volume's free counts, and a journal, each a contiguous run placed by the format.
 */
final class FlatLayout implements MetadataLayout {

    private final long blocks;
    private final int blockBytes;
    private final int recordsPerBlock;
    private final long recordsStart;
    private final long records;
    private final long reservedRecords;
    private final long recordBitmapStart;
    private final long allocationBitmapStart;
    private final long summaryBlock;
    private final long journalStart;
    private final long journalBlocks;
    private final List<long[]> reserved = new ArrayList<>();

    /** Builds the layout from the first block up; each {@code place*} call takes the next run. */
    static final class Builder {
        private final long blocks;
        private final int blockBytes;
        private long next;
        private int recordBytes = 1;
        private long recordsStart = -1;
        private long records;
        private long reservedRecords;
        private long recordBitmapStart = -1;
        private long allocationBitmapStart = -1;
        private long summaryBlock = -1;
        private long journalStart = -1;
        private long journalBlocks;
        private final List<long[]> reserved = new ArrayList<>();

        Builder(long blocks, int blockBytes) {
            this.blocks = blocks;
            this.blockBytes = blockBytes;
        }

        /** Later runs start at {@code block} (never before what was placed). */
        Builder at(long block) {
            next = Math.max(next, block);
            return this;
        }

        Builder other(long length) {
            take(length);
            return this;
        }

        Builder summary() {
            summaryBlock = take(1);
            return this;
        }

        Builder records(int bytesEach, long count, long reservedCount) {
            recordBytes = bytesEach;
            records = count;
            reservedRecords = reservedCount;
            recordsStart = take((count * bytesEach + blockBytes - 1) / blockBytes);
            return this;
        }

        Builder recordBitmap() {
            recordBitmapStart = take(bitmapBlocks(records));
            return this;
        }

        Builder allocationBitmap() {
            allocationBitmapStart = take(bitmapBlocks(blocks));
            return this;
        }

        Builder journal(long length) {
            journalBlocks = length;
            journalStart = take(length);
            return this;
        }

        private long bitmapBlocks(long bits) {
            return (bits + 8L * blockBytes - 1) / (8L * blockBytes);
        }

        private long take(long length) {
            long start = next;
            next += length;
            if (next > blocks) {
                throw new IllegalArgumentException("a volume of " + blocks + " blocks of " + blockBytes
                        + " bytes is too small for its metadata");
            }
            reserved.add(new long[] { start, length });
            return start;
        }

        FlatLayout build() {
            if (recordsStart < 0 || allocationBitmapStart < 0) {
                throw new IllegalStateException("records and allocation bitmap must be placed");
            }
            return new FlatLayout(this);
        }
    }

    private FlatLayout(Builder b) {
        this.blocks = b.blocks;
        this.blockBytes = b.blockBytes;
        this.recordsPerBlock = Math.max(1, b.blockBytes / b.recordBytes);
        this.recordsStart = b.recordsStart;
        this.records = b.records;
        this.reservedRecords = b.reservedRecords;
        this.recordBitmapStart = b.recordBitmapStart;
        this.allocationBitmapStart = b.allocationBitmapStart;
        this.summaryBlock = b.summaryBlock;
        this.journalStart = b.journalStart;
        this.journalBlocks = b.journalBlocks;
        this.reserved.addAll(b.reserved);
    }

    @Override
    public long blocks() {
        return blocks;
    }

    @Override
    public long records() {
        return records;
    }

    @Override
    public long recordsPerGroup() {
        return records;
    }

    @Override
    public long reservedRecords() {
        return reservedRecords;
    }

    @Override
    public long recordBlock(long record) {
        return recordsStart + record / recordsPerBlock;
    }

    @Override
    public long recordBitmapBlock(long record) {
        return recordBitmapStart < 0 ? -1 : recordBitmapStart + record / (8L * blockBytes);
    }

    @Override
    public long recordSummaryBlock(long record) {
        return summaryBlock;
    }

    @Override
    public long bitmapSpan() {
        return 8L * blockBytes;
    }

    @Override
    public long allocationBitmapBlock(long block) {
        return allocationBitmapStart + block / (8L * blockBytes);
    }

    @Override
    public long summarySpan() {
        return blocks;
    }

    @Override
    public long summaryBlock(long block) {
        return summaryBlock;
    }

    @Override
    public long journalStart() {
        return journalStart;
    }

    @Override
    public long journalBlocks() {
        return journalBlocks;
    }

    @Override
    public void forEachReserved(ExtentVisitor visitor) {
        for (long[] run : reserved) {
            visitor.extent(run[0], run[1]);
        }
    }
}
