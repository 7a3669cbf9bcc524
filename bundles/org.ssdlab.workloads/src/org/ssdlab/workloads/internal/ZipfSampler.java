package org.ssdlab.workloads.internal;

import org.ssdlab.sim.api.SplitMix64;

/**
 * Draws ranks 1..n with P(k) proportional to k^-θ by rejection-inversion (W. Hörmann and
 * G. Derflinger, "Rejection-inversion to generate variates from monotone discrete distributions",
 * ACM TOMACS 6(3):169-184, 1996): invert the integral H of the hat x^-θ over [1.5 - ..., n + 0.5]
 * and accept the rounded point when the uniform lands in the top h(k) of its cell. O(1) expected
 * time per draw (fewer than 1.2 tries for any θ and n), four doubles of state, no table, so a
 * terabyte drive's billions of slots cost nothing to prepare.
 */
final class ZipfSampler {

    private final long n;
    private final double theta;
    /** H(1.5) - h(1): the lower end of the uniform; the first cell is exactly h(1) wide. */
    private final double lower;
    /** H(n + 0.5): the upper end. */
    private final double upper;
    /** Points with k - x at most this are accepted without evaluating H (the paper's squeeze s). */
    private final double squeeze;

    ZipfSampler(long n, double theta) {
        if (n < 1 || !(theta > 0)) {
            throw new IllegalArgumentException("Zipf needs n >= 1 and θ > 0, not n = " + n + ", θ = " + theta);
        }
        this.n = n;
        this.theta = theta;
        lower = integral(1.5) - 1.0;
        upper = integral(n + 0.5);
        squeeze = 2.0 - inverse(integral(2.5) - weight(2.0));
    }

    /** A rank in 1..n. */
    long next(SplitMix64 random) {
        while (true) {
            double u = upper + random.nextDouble() * (lower - upper);
            double x = inverse(u);
            long k = (long) (x + 0.5);
            if (k < 1) {
                k = 1;
            } else if (k > n) {
                k = n;
            }
            if (k - x <= squeeze || u >= integral(k + 0.5) - weight(k)) {
                return k;
            }
        }
    }

    /** h(x) = x^-θ. */
    private double weight(double x) {
        return Math.exp(-theta * Math.log(x));
    }

    /** H(x) = (x^(1-θ) - 1) / (1-θ), ln x at θ = 1, written to stay exact near θ = 1. */
    private double integral(double x) {
        double log = Math.log(x);
        return expm1OverX((1.0 - theta) * log) * log;
    }

    /** The inverse of {@link #integral}. */
    private double inverse(double y) {
        double t = y * (1.0 - theta);
        if (t < -1.0) {
            t = -1.0; // rounding at the lower end; H^-1 is 1 there
        }
        return Math.exp(log1pOverX(t) * y);
    }

    private static double expm1OverX(double x) {
        return Math.abs(x) > 1e-8 ? Math.expm1(x) / x : 1.0 + x * 0.5 * (1.0 + x / 3.0);
    }

    private static double log1pOverX(double x) {
        return Math.abs(x) > 1e-8 ? Math.log1p(x) / x : 1.0 - x * (0.5 - x / 3.0);
    }
}
