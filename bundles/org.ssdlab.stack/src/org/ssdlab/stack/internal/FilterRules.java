package org.ssdlab.stack.internal;

/**
 * What a one-member layer does to requests on their way to its member.
 *
 * @param passesTrim          whether the layer forwards TRIM at all
 * @param incompressible      whether data leaves the layer encrypted (compressibility 0 towards the drive)
 * @param linkMegabytesPerSecond rate of a serial link in front of the member in MB/s; 0 for none
 * @param commandLatencyNanos time the layer adds to every command
 */
record FilterRules(boolean passesTrim, boolean incompressible, double linkMegabytesPerSecond,
        long commandLatencyNanos) {

    FilterRules {
        if (linkMegabytesPerSecond < 0 || commandLatencyNanos < 0) {
            throw new IllegalArgumentException("link rate and command latency must not be negative");
        }
    }

    /** A transparent layer that passes TRIM or drops it, and changes nothing else. */
    static FilterRules trim(boolean passes) {
        return new FilterRules(passes, false, 0, 0);
    }

    FilterRules encrypting() {
        return new FilterRules(passesTrim, true, linkMegabytesPerSecond, commandLatencyNanos);
    }

    FilterRules overLink(double megabytesPerSecond, long latencyNanos) {
        return new FilterRules(passesTrim, incompressible, megabytesPerSecond, latencyNanos);
    }

    SerialLink newLink() {
        return linkMegabytesPerSecond == 0 ? SerialLink.unlimited() : SerialLink.ofRate(linkMegabytesPerSecond);
    }
}
