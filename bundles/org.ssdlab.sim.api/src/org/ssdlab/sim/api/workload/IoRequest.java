package org.ssdlab.sim.api.workload;

/**
 * One request, filled in by a {@link Workload}. Mutable and reused for every request so that
 * generating millions of them allocates nothing.
 */
public final class IoRequest {

    /** Closed-loop requests have no arrival time: they are issued as soon as a queue slot is free. */
    public static final long WHEN_SLOT_FREE = -1;

    public IoKind kind = IoKind.WRITE;
    /** First 512-byte sector. */
    public long lba;
    /** Length in 512-byte sectors (at least 1 for READ, WRITE and TRIM). */
    public int sectors;
    /** How well the data compresses: 0 incompressible (random) … 1 all zeros. */
    public double compressibility;
    /** A WRITE with Force Unit Access: complete only once on the media. */
    public boolean fua;
    /** Simulated time at which the request arrives (trace replay), or {@link #WHEN_SLOT_FREE}. */
    public long arrivalNanos = WHEN_SLOT_FREE;
    /** Length of an {@link IoKind#IDLE} gap. */
    public long idleNanos;
    /**
     * False for a request of a ramp (fio's ramp_time): issued, but left out of the statistics; the
     * run's measurement starts at the first measured request after it.
     */
    public boolean measured = true;

    public IoRequest set(IoKind kind, long lba, int sectors, double compressibility) {
        this.kind = kind;
        this.lba = lba;
        this.sectors = sectors;
        this.compressibility = compressibility;
        this.arrivalNanos = WHEN_SLOT_FREE;
        this.idleNanos = 0;
        this.fua = false;
        this.measured = true;
        return this;
    }

    @Override
    public String toString() {
        return kind == IoKind.IDLE ? "IDLE " + idleNanos + " ns"
                : kind + " lba " + lba + " +" + sectors + (fua ? " FUA" : "") + (arrivalNanos >= 0 ? " at " + arrivalNanos + " ns" : "");
    }
}
