package org.ssdlab.sim.api.host;

/**
 * Sends what another policy sends as one TRIM per aligned block of {@code blockSectors}, as a file
 * system that issues a delete per freed block does.
 */
final class BlockSplitTrim implements TrimPolicy, TrimSink {

    private final TrimPolicy inner;
    private final long blockSectors;
    private TrimSink target;

    BlockSplitTrim(TrimPolicy inner, long blockSectors) {
        this.inner = inner;
        this.blockSectors = blockSectors;
    }

    @Override
    public void trim(long atNanos, long lba, long sectors) {
        long end = lba + sectors;
        while (lba < end) {
            long blockEnd = Math.min(end, (lba / blockSectors + 1) * blockSectors);
            target.trim(atNanos, lba, blockEnd - lba);
            lba = blockEnd;
        }
    }

    @Override
    public void freed(long now, long lba, long sectors, TrimSink sink) {
        target = sink;
        inner.freed(now, lba, sectors, this);
    }

    @Override
    public void reallocated(long now, long lba, long sectors) {
        inner.reallocated(now, lba, sectors);
    }

    @Override
    public void advance(long now, FreeSpace freeSpace, TrimSink sink) {
        target = sink;
        inner.advance(now, freeSpace, this);
    }

    @Override
    public void mounted(long now, FreeSpace freeSpace, TrimSink sink) {
        target = sink;
        inner.mounted(now, freeSpace, this);
    }

    @Override
    public void unmounted(long now, TrimSink sink) {
        target = sink;
        inner.unmounted(now, this);
    }

    @Override
    public long nextDueNanos() {
        return inner.nextDueNanos();
    }

    @Override
    public String toString() {
        return "perBlock(" + blockSectors + " sectors, " + inner + ")";
    }
}
