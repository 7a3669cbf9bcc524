package org.ssdlab.workloads.internal;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.Plugin;

/** Replays an MSR Cambridge CSV block trace. */
@Component(service = Plugin.class)
public final class MsrTracePlugin extends TracePlugin {

    static final String ID = "trace-msr";

    public MsrTracePlugin() {
        super(ID, "MSR Cambridge trace replay",
                "Replays an MSR Cambridge block trace (SNIA IOTTA): CSV lines " + MsrFormat.FIELDS
                        + ", timestamps in 100 ns ticks, Type Read or Write, Offset and Size in bytes (widened to "
                        + "whole 512-byte sectors). Arrival times count from the first request; lines starting "
                        + "with # are skipped.");
    }

    @Override
    TraceFormat format() {
        return new MsrFormat();
    }
}
