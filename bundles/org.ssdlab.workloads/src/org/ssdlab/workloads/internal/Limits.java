package org.ssdlab.workloads.internal;

import java.util.List;

import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.PluginException;

/**
 * When a generated workload stops: after a number of requests, a number of bytes or a span of
 * simulated time, whichever comes first. Zero means no limit; with none the workload runs until
 * its caller stops it (an experiment phase's duration or amount, a steady-state round).
 */
record Limits(long requests, long bytes, long durationNanos) {

    static final String REQUESTS = "requests";
    static final String BYTES = "bytes";
    static final String DURATION_MILLIS = "durationMillis";

    static final long NANOS_PER_MILLI = 1_000_000L;

    static final List<ParameterSpec> PARAMETERS = List.of(
            ParameterSpec.integer(REQUESTS, "requests", 0L, 0, Long.MAX_VALUE,
                    "stop after this many requests (0 = no limit)"),
            ParameterSpec.integer(BYTES, "bytes", 0L, 0, Long.MAX_VALUE,
                    "stop after this many bytes, the last request shortened to hit it exactly; a multiple of 512 "
                            + "(0 = no limit)"),
            ParameterSpec.integer(DURATION_MILLIS, "ms", 0L, 0, Long.MAX_VALUE / NANOS_PER_MILLI,
                    "stop when this much simulated time has passed since the first request (0 = no limit)"));

    /**
     * @throws PluginException when {@code bytes} is not a multiple of 512
     */
    static Limits of(Parameters parameters, String owner) {
        long requests = parameters.integer(REQUESTS);
        long bytes = parameters.integer(BYTES);
        long millis = parameters.integer(DURATION_MILLIS);
        if (bytes % SizeDistribution.SECTOR != 0) {
            throw PluginException.forParameter(BYTES, owner + ": parameter '" + BYTES + "' = " + bytes
                    + " is not a multiple of 512 bytes");
        }
        return new Limits(requests, bytes, millis * NANOS_PER_MILLI);
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        if (requests > 0) {
            text.append(requests).append(" requests");
        }
        if (bytes > 0) {
            text.append(text.isEmpty() ? "" : " or ").append(bytes).append(" bytes");
        }
        if (durationNanos > 0) {
            text.append(text.isEmpty() ? "" : " or ").append(durationNanos / NANOS_PER_MILLI).append(" ms");
        }
        return text.toString();
    }
}
