package org.ssdlab.sim.api;

/**
 * Steele, Lea and Flood's SplitMix64: a small seeded generator for the engine and for plugins (workloads,
 * GC strategies). Simulations use it instead of {@link java.util.Random} because it is allocation-free, not
 * synchronized, and its sequence is fixed by the seed on every JVM, which makes runs reproducible.
 * <p>
 * Two bounded draws, each kept exactly as the code that uses it was calibrated and checked with: the engine
 * draws with {@link #nextInt(int)} (multiply-shift, one step per draw), the workloads with
 * {@link #nextLong(long)} (rejection, unbiased for any bound). They give different sequences from the same
 * seed, so a caller keeps the one it has: changing it would change every result it produces.
 */
public final class SplitMix64 {

    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private long state;

    public SplitMix64(long seed) {
        this.state = seed;
    }

    public long nextLong() {
        long z = (state += GOLDEN_GAMMA);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Uniform in [0, 1) with 53 random bits. */
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    /**
     * Uniform in [0, bound) by multiply-shift (Lemire, without rejection): always one step; the bias is below
     * 2^-32 for any int bound.
     */
    public int nextInt(int bound) {
        return (int) (((nextLong() >>> 32) * bound) >>> 32);
    }

    /**
     * Uniform in [0, bound) by rejection, without modulo bias (as {@link java.util.SplittableRandom} bounds a
     * draw): a power of two takes one step, another bound occasionally more; {@code bound} must be positive.
     */
    public long nextLong(long bound) {
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
