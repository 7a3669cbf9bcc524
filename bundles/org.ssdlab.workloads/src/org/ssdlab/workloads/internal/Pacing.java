package org.ssdlab.workloads.internal;

import java.util.List;

import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.PluginException;

/**
 * When a generated workload issues its requests, as fio's rate, thinktime, ramp_time and
 * bursts do: never earlier than a rate cap allows, a think time after each completion, an idle
 * gap after every burst, and a ramp whose requests the statistics leave out. All zero: closed
 * loop, as fast as the drive serves (the default).
 *
 * @param iops               cap on requests per second; 0 = none
 * @param megabytesPerSecond cap on reads and writes in 10^6 bytes per second; 0 = none
 * @param thinkNanos         pause between a request's completion and the next one in its slot
 * @param burstRequests      requests per burst, each burst followed by an idle gap; 0 = no bursts
 * @param idleNanos          length of the idle gap after a burst
 * @param rampNanos          simulated time from the first request during which nothing is measured
 */
record Pacing(double iops, double megabytesPerSecond, long thinkNanos, long burstRequests, long idleNanos,
        long rampNanos) {

    static final String RATE_IOPS = "rateIops";
    static final String RATE_MBPS = "rateMBps";
    static final String THINK_MICROS = "thinkTimeMicros";
    static final String BURST_REQUESTS = "burstRequests";
    static final String BURST_IDLE_MILLIS = "burstIdleMillis";
    static final String RAMP_MILLIS = "rampMillis";

    private static final long NANOS_PER_MICRO = 1_000L;
    private static final long NANOS_PER_MILLI = 1_000_000L;

    static final List<ParameterSpec> PARAMETERS = List.of(
            ParameterSpec.decimal(RATE_IOPS, "IOPS", 0.0, 0, 1e9,
                    "cap on requests per second: a request is not issued before 1/rateIops after the previous one "
                            + "(0 = no cap; a slower drive sets the pace itself)"),
            ParameterSpec.decimal(RATE_MBPS, "MB/s", 0.0, 0, 1e6,
                    "cap on reads and writes in MB/s (10^6 bytes): a request waits until the previous one's bytes "
                            + "have had their time at this rate (0 = no cap)"),
            ParameterSpec.integer(THINK_MICROS, "µs", 0L, 0, Long.MAX_VALUE / NANOS_PER_MICRO,
                    "pause after each request completes before its queue slot issues the next (fio's thinktime)"),
            ParameterSpec.integer(BURST_REQUESTS, "requests", 0L, 0, Long.MAX_VALUE,
                    "requests per burst; after each burst the drive idles burstIdleMillis (0 = no bursts)"),
            ParameterSpec.integer(BURST_IDLE_MILLIS, "ms", 0L, 0, Long.MAX_VALUE / NANOS_PER_MILLI,
                    "idle gap after every burst, in which the drive may collect garbage in the background"),
            ParameterSpec.integer(RAMP_MILLIS, "ms", 0L, 0, Long.MAX_VALUE / NANOS_PER_MILLI,
                    "simulated time from the first request whose requests are issued but not measured (fio's "
                            + "ramp_time); the request, byte and time limits count from its end"));

    /** @throws PluginException when a burst has no idle gap or a gap has no burst */
    static Pacing of(Parameters parameters, String owner) {
        long burst = parameters.integer(BURST_REQUESTS);
        long idleMillis = parameters.integer(BURST_IDLE_MILLIS);
        if ((burst > 0) != (idleMillis > 0)) {
            throw new PluginException(owner + ": parameters '" + BURST_REQUESTS + "' = " + burst + " and '"
                    + BURST_IDLE_MILLIS + "' = " + idleMillis + " go together: give both (bursts of so many "
                    + "requests, each followed by an idle gap) or neither");
        }
        return new Pacing(parameters.decimal(RATE_IOPS), parameters.decimal(RATE_MBPS),
                parameters.integer(THINK_MICROS) * NANOS_PER_MICRO, burst, idleMillis * NANOS_PER_MILLI,
                parameters.integer(RAMP_MILLIS) * NANOS_PER_MILLI);
    }

    /** Whether requests carry arrival times (open loop) rather than following completions alone. */
    boolean timed() {
        return iops > 0 || megabytesPerSecond > 0 || thinkNanos > 0;
    }

    /** Nanoseconds the rate caps put between a request of {@code bytes} and the next. */
    double gapNanos(long bytes) {
        double gap = iops > 0 ? 1e9 / iops : 0;
        return megabytesPerSecond > 0 ? Math.max(gap, bytes * 1e3 / megabytesPerSecond) : gap;
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        if (iops > 0) {
            text.append(", at most ").append(iops).append(" IOPS");
        }
        if (megabytesPerSecond > 0) {
            text.append(", at most ").append(megabytesPerSecond).append(" MB/s");
        }
        if (thinkNanos > 0) {
            text.append(", think ").append(thinkNanos / NANOS_PER_MICRO).append(" µs");
        }
        if (burstRequests > 0) {
            text.append(", bursts of ").append(burstRequests).append(" requests with ")
                    .append(idleNanos / NANOS_PER_MILLI).append(" ms idle");
        }
        if (rampNanos > 0) {
            text.append(", ramp ").append(rampNanos / NANOS_PER_MILLI).append(" ms");
        }
        return text.toString();
    }
}
