package org.ssdlab.experiment.internal.run;

import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;

/**
 * A file system's write stream re-cut into the request size a benchmark tool uses: it writes its
 * file unbuffered, so the device sees the tool's requests at the clusters the file system gave the
 * file. Consecutive writes that continue one another are joined, then cut at {@code blockBytes}
 * (a request never spans two extents); every other request (a TRIM, a write elsewhere) passes as
 * it comes. Allocation-free per request.
 */
final class Rechunked implements Workload {

    private final Workload inner;
    private final int maxSectors;
    private final IoRequest pending = new IoRequest();
    private boolean hasPending;
    private boolean innerDone;
    /** the run of contiguous writes not yet sent */
    private long runLba;
    private long runSectors;
    private double runCompressibility;

    Rechunked(Workload inner, int blockBytes) {
        this.inner = inner;
        this.maxSectors = blockBytes / 512;
        if (maxSectors < 1) {
            throw new IllegalArgumentException("blockBytes = " + blockBytes + " must be at least 512");
        }
    }

    @Override
    public void start(long userSectors, long seed) {
        hasPending = false;
        innerDone = false;
        runSectors = 0;
        inner.start(userSectors, seed);
    }

    @Override
    public boolean next(IoRequest request, long nowNanos) {
        while (runSectors < maxSectors && !innerDone) {
            if (!hasPending) {
                if (!inner.next(pending, nowNanos)) {
                    innerDone = true;
                    break;
                }
                hasPending = true;
            }
            boolean write = pending.kind == IoKind.WRITE && !pending.fua;
            if (!write) {
                if (runSectors > 0) {
                    break; // send the run first; the other request follows
                }
                copy(pending, request);
                hasPending = false;
                return true;
            }
            if (runSectors == 0) {
                runLba = pending.lba;
                runCompressibility = pending.compressibility;
            } else if (pending.lba != runLba + runSectors || pending.compressibility != runCompressibility) {
                break;
            }
            runSectors += pending.sectors;
            hasPending = false;
        }
        if (runSectors == 0) {
            if (hasPending) {
                copy(pending, request);
                hasPending = false;
                return true;
            }
            return false;
        }
        int sectors = (int) Math.min(maxSectors, runSectors);
        request.set(IoKind.WRITE, runLba, sectors, runCompressibility);
        runLba += sectors;
        runSectors -= sectors;
        return true;
    }

    private static void copy(IoRequest from, IoRequest to) {
        to.set(from.kind, from.lba, from.sectors, from.compressibility);
        to.fua = from.fua;
        to.arrivalNanos = from.arrivalNanos;
        to.idleNanos = from.idleNanos;
    }
}
