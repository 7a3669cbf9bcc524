package org.ssdlab.sim.testing;

/** One TRIM as a {@link RecordingTrimSink} saw it: when, and which sectors. */
public record SentTrim(long atNanos, long lba, long sectors) {

    @Override
    public String toString() {
        return "TRIM@" + atNanos / 1e9 + "s[" + lba + "+" + sectors + "]";
    }
}
