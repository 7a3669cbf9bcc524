package org.ssdlab.experiment.internal.run;

import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;

/**
 * Shows a workload only a region of the device, as if it were the whole: a benchmark's test file,
 * the 40 GB test area of seed 001. Sizes in the document shrink with the scale, plugin parameters
 * do not, so confining a workload here keeps it scalable.
 */
final class Window implements Workload {

    private final Workload inner;
    private final long firstSector;
    private final long sectors;

    Window(Workload inner, long firstSector, long sectors) {
        this.inner = inner;
        this.firstSector = firstSector;
        this.sectors = sectors;
    }

    @Override
    public void start(long userSectors, long seed) {
        inner.start(sectors, seed);
    }

    @Override
    public boolean next(IoRequest request, long nowNanos) {
        if (!inner.next(request, nowNanos)) {
            return false;
        }
        request.lba += firstSector;
        return true;
    }
}
