package org.ssdlab.workloads.internal;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.Plugin;

/** Replays a DiskSim ASCII block trace. */
@Component(service = Plugin.class)
public final class DiskSimTracePlugin extends TracePlugin {

    static final String ID = "trace-disksim";

    public DiskSimTracePlugin() {
        super(ID, "DiskSim trace replay",
                "Replays a DiskSim ASCII trace: whitespace-separated " + DiskSimFormat.FIELDS + " with the time in "
                        + "milliseconds, blkno and size in 512-byte sectors, flags bit 0 set for a read. Arrival "
                        + "times count from the first request; lines starting with # are skipped.");
    }

    @Override
    TraceFormat format() {
        return new DiskSimFormat();
    }
}
