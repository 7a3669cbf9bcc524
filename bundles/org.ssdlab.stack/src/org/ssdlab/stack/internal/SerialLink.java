package org.ssdlab.stack.internal;

/**
 * A link that carries one transfer at a time at a fixed rate (a USB bus): it remembers when it is
 * free again, so back-to-back transfers queue behind each other and throughput never exceeds the
 * rate. An unlimited link adds no time.
 */
final class SerialLink {

    private static final double NANOS_PER_SECOND = 1e9;
    private static final double BYTES_PER_MB = 1e6;

    private final double nanosPerByte;
    private long freeAt;

    private SerialLink(double nanosPerByte) {
        this.nanosPerByte = nanosPerByte;
    }

    static SerialLink unlimited() {
        return new SerialLink(0);
    }

    /** @param megabytesPerSecond rate in MB/s (10^6 bytes per second), above 0 */
    static SerialLink ofRate(double megabytesPerSecond) {
        if (!(megabytesPerSecond > 0)) {
            throw new IllegalArgumentException("link rate must be above 0 MB/s, got " + megabytesPerSecond);
        }
        return new SerialLink(NANOS_PER_SECOND / (megabytesPerSecond * BYTES_PER_MB));
    }

    /** Carries {@code bytes} that are ready at {@code ready}; returns when the last byte has crossed. */
    long carry(long ready, long bytes) {
        if (nanosPerByte == 0) {
            return ready;
        }
        long start = Math.max(ready, freeAt);
        freeAt = start + Math.round(bytes * nanosPerByte);
        return freeAt;
    }
}
