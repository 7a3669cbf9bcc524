package org.ssdlab.sim.core.host;

import java.util.ArrayList;
import java.util.List;

import org.ssdlab.sim.api.host.BlockDevice;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;

/** A device that takes no time and remembers every request, for tests of what a file system sends. */
final class RecordingDevice implements BlockDevice {

    /** One request as received: kind, LBA, sectors, and the time it was issued. */
    record Request(IoKind kind, long lba, long sectors, long at) {
    }

    private final long userSectors;
    private final boolean trimReaches;
    final List<Request> requests = new ArrayList<>();

    RecordingDevice(long userSectors, boolean trimReaches) {
        this.userSectors = userSectors;
        this.trimReaches = trimReaches;
    }

    @Override
    public long userSectors() {
        return userSectors;
    }

    @Override
    public long write(long now, long lba, int sectors, double compressibility) {
        requests.add(new Request(IoKind.WRITE, lba, sectors, now));
        return now + 1_000;
    }

    @Override
    public long read(long now, long lba, int sectors) {
        requests.add(new Request(IoKind.READ, lba, sectors, now));
        return now + 1_000;
    }

    @Override
    public long trim(long now, long lba, int sectors) {
        requests.add(new Request(IoKind.TRIM, lba, sectors, now));
        return now + 1_000;
    }

    @Override
    public long flush(long now) {
        requests.add(new Request(IoKind.FLUSH, 0, 0, now));
        return now + 1_000;
    }

    @Override
    public long idle(long now, long durationNanos) {
        requests.add(new Request(IoKind.IDLE, 0, 0, now));
        return now + durationNanos;
    }

    @Override
    public boolean trimReachesDrive() {
        return trimReaches;
    }

    /** Runs a workload at queue depth 1 from {@code now}; returns the time it ends. */
    long run(Workload workload, long now) {
        workload.start(userSectors, 7);
        IoRequest request = new IoRequest();
        long t = now;
        while (workload.next(request, t)) {
            t = switch (request.kind) {
                case WRITE -> request.fua ? writeFua(t, request.lba, request.sectors, request.compressibility)
                        : write(t, request.lba, request.sectors, request.compressibility);
                case FLUSH -> flush(t);
                case READ -> read(t, request.lba, request.sectors);
                case TRIM -> trim(t, request.lba, request.sectors);
                case IDLE -> idle(t, request.idleNanos);
            };
        }
        return t;
    }

    List<Request> of(IoKind kind) {
        return requests.stream().filter(r -> r.kind() == kind).toList();
    }
}
