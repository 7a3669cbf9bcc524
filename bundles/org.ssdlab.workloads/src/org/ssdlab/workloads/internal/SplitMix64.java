package org.ssdlab.workloads.internal;

/**
 * Steele, Lea and Flood's SplitMix64: a tiny seeded generator for the workload hot path. Unlike
 * {@link java.util.Random} it is not synchronized and never allocates; the same seed always gives
 * the same sequence.
 */
final class SplitMix64 {

    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private long state;

    SplitMix64(long seed) {
        this.state = seed;
    }

    long nextLong() {
        long z = (state += GOLDEN_GAMMA);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Uniform in [0, 1) with 53 random bits. */
    double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    /** Uniform in [0, bound) without modulo bias; {@code bound} must be positive. */
    long nextLong(long bound) {
        long mask = bound - 1;
        long r = nextLong() >>> 1;
        if ((bound & mask) == 0) {
            return r & mask;
        }
        long u = r;
        while (u - (r = u % bound) + mask < 0) {
            u = nextLong() >>> 1;
        }
        return r;
    }
}
