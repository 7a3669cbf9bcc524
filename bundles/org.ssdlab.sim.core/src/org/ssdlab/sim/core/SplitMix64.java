package org.ssdlab.sim.core;

/**
 * A small, fast, seeded generator (Steele, Lea and Flood's SplitMix64). Simulations use it instead
 * of {@link java.util.Random} because it is allocation-free, not synchronized, and its sequence is
 * fixed by the seed on every JVM, which makes runs reproducible.
 */
public final class SplitMix64 {

    private long state;

    public SplitMix64(long seed) {
        this.state = seed;
    }

    public long nextLong() {
        long z = (state += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Uniform in [0, bound) by multiply-shift (Lemire); the bias is below 2^-32 for any int bound. */
    public int nextInt(int bound) {
        return (int) (((nextLong() >>> 32) * bound) >>> 32);
    }

    /** Uniform in [0, 1). */
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }
}
