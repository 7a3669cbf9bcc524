package org.ssdlab.experiment.run;

import java.nio.file.Path;
import java.util.Objects;

/**
 * An event trace to write while one run executes (Chrome/Perfetto trace-event JSON, which
 * Perfetto and Trace Compass open): host requests, GC victims and relocations, erases per die,
 * buffer-full waits and FLUSHes. Bounded, since a full-scale run books billions of events.
 *
 * @param file        where the trace goes
 * @param run         the run to trace; null for the document's first run
 * @param fromNanos   events that start before this simulated time are left out
 * @param toNanos     events that start at or after it are left out
 * @param maxBytes    the file stops growing here (the trace says how many events it dropped)
 * @param sampleEvery one host request in this many is written (GC, erase and buffer events are all written)
 */
public record TraceRequest(Path file, String run, long fromNanos, long toNanos, long maxBytes, int sampleEvery) {

    /** 100 MB: what Perfetto's web UI opens comfortably. */
    public static final long DEFAULT_MAX_BYTES = 100_000_000L;

    public TraceRequest {
        Objects.requireNonNull(file, "file");
        if (fromNanos < 0 || toNanos <= fromNanos) {
            throw new IllegalArgumentException("trace window [" + fromNanos + ", " + toNanos + ") ns must be non-empty and start at 0 or later");
        }
        if (maxBytes < 1024) {
            throw new IllegalArgumentException("maxBytes = " + maxBytes + " must be at least 1024");
        }
        if (sampleEvery < 1) {
            throw new IllegalArgumentException("sampleEvery = " + sampleEvery + " must be at least 1");
        }
    }

    /** The whole of the first run, every request, up to {@link #DEFAULT_MAX_BYTES}. */
    public static TraceRequest of(Path file) {
        return new TraceRequest(file, null, 0, Long.MAX_VALUE, DEFAULT_MAX_BYTES, 1);
    }
}
