package org.ssdlab.sim.api.workload;

/** What a request asks of the drive. */
public enum IoKind {
    READ, WRITE, TRIM,
    /** FLUSH CACHE: done when every completed write is on the media (a journal commit's barrier). */
    FLUSH,
    /** No request for {@link IoRequest#idleNanos}: the drive may collect garbage in the background. */
    IDLE
}
