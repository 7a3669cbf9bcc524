package org.ssdlab.experiment.internal.run;

import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;

/**
 * A copy on one device: before each data write of the destination's stream, the same number of
 * sectors is read from the source files, in file order, as a copy loop reads a piece and writes
 * it. Other requests of the destination (TRIMs) pass as they come. At QD1 read and write alternate.
 * Allocation-free per request.
 */
final class CopyWithReads implements Workload {

    private final TestFiles source;
    private final Workload destination;
    private final IoRequest write = new IoRequest();
    private boolean writePending;
    private long readRemaining;
    private long sourcePosition;

    CopyWithReads(TestFiles source, Workload destination) {
        this.source = source;
        this.destination = destination;
    }

    @Override
    public void start(long userSectors, long seed) {
        writePending = false;
        readRemaining = 0;
        sourcePosition = 0;
        destination.start(userSectors, seed);
    }

    @Override
    public boolean next(IoRequest request, long nowNanos) {
        if (readRemaining > 0) {
            return read(request);
        }
        if (writePending) {
            writePending = false;
            pass(request);
            return true;
        }
        if (!destination.next(write, nowNanos)) {
            return false;
        }
        if (write.kind != IoKind.WRITE || sourcePosition >= source.sectors()) {
            pass(request);
            return true;
        }
        readRemaining = Math.min(write.sectors, source.sectors() - sourcePosition);
        writePending = true;
        return read(request);
    }

    /** The next piece of the source, up to the end of its extent. */
    private boolean read(IoRequest request) {
        int sectors = (int) Math.min(readRemaining, source.contiguousFrom(sourcePosition));
        request.set(IoKind.READ, source.lbaOf(sourcePosition), sectors, 0);
        sourcePosition += sectors;
        readRemaining -= sectors;
        return true;
    }

    private void pass(IoRequest request) {
        request.set(write.kind, write.lba, write.sectors, write.compressibility);
        request.fua = write.fua;
        request.idleNanos = write.idleNanos;
        request.arrivalNanos = write.arrivalNanos;
    }
}
