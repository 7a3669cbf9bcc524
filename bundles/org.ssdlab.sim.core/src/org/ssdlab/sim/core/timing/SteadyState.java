package org.ssdlab.sim.core.timing;

/**
 * The SNIA Solid State Storage PTS steady-state test: over a window of five consecutive rounds,
 * the tracked variable's range (max − min) is at most 20 % of the window's mean, and the
 * least-squares slope across the window (slope × 4 rounds) is at most 10 % of the mean. Checked
 * from round 5 on, at most up to round 25.
 */
public final class SteadyState {

    public static final int WINDOW = 5;
    public static final int MAX_ROUNDS = 25;
    private static final double MAX_EXCURSION = 0.20;
    private static final double MAX_SLOPE_EXCURSION = 0.10;

    private SteadyState() {
    }

    /** Whether the five rounds ending just before {@code end} (exclusive) are in steady state. */
    public static boolean windowIsSteady(double[] rounds, int end) {
        if (end < WINDOW || end > rounds.length) {
            return false;
        }
        double sum = 0;
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (int i = end - WINDOW; i < end; i++) {
            sum += rounds[i];
            min = Math.min(min, rounds[i]);
            max = Math.max(max, rounds[i]);
        }
        double mean = sum / WINDOW;
        if (!(mean > 0)) {
            return false;
        }
        // least squares over x = 0..4: slope = Σ(x − 2)(y − mean) / Σ(x − 2)^2, Σ(x − 2)^2 = 10
        double covariance = 0;
        for (int i = 0; i < WINDOW; i++) {
            covariance += (i - 2) * (rounds[end - WINDOW + i] - mean);
        }
        double slope = covariance / 10;
        return max - min <= MAX_EXCURSION * mean && Math.abs(slope * (WINDOW - 1)) <= MAX_SLOPE_EXCURSION * mean;
    }

    /**
     * @return the 1-based round at which steady state is first reached (5..25), or -1 if it is not
     *         reached within the rounds given (or within 25 rounds)
     */
    public static int firstSteadyRound(double[] rounds) {
        for (int end = WINDOW; end <= Math.min(rounds.length, MAX_ROUNDS); end++) {
            if (windowIsSteady(rounds, end)) {
                return end;
            }
        }
        return -1;
    }
}
