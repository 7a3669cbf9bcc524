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

    /**
     * The PTS determination of one window: its average, range and least-squares line, and what the
     * criterion allows of them.
     *
     * @param first     the window's first round, 1-based
     * @param last      its last round, 1-based
     * @param slope     least-squares slope per round
     * @param intercept the line's value at the window's first round
     */
    public record Fit(int first, int last, double mean, double min, double max, double slope, double intercept) {
        /** max − min. */
        public double range() {
            return max - min;
        }

        /** The line's change across the window: slope × (rounds − 1). */
        public double slopeExcursion() {
            return Math.abs(slope * (last - first));
        }

        /** What the range may be: 20 % of the average. */
        public double allowedRange() {
            return MAX_EXCURSION * mean;
        }

        /** What the slope's excursion may be: 10 % of the average. */
        public double allowedSlopeExcursion() {
            return MAX_SLOPE_EXCURSION * mean;
        }

        public boolean steady() {
            return mean > 0 && range() <= allowedRange() && slopeExcursion() <= allowedSlopeExcursion();
        }
    }

    /** Whether the five rounds ending just before {@code end} (exclusive) are in steady state. */
    public static boolean windowIsSteady(double[] rounds, int end) {
        if (end < WINDOW || end > rounds.length) {
            return false;
        }
        return fit(rounds, end).steady();
    }

    /**
     * The window of five rounds ending just before {@code end} (exclusive), or of all rounds when
     * fewer than five have run.
     */
    public static Fit fit(double[] rounds, int end) {
        int from = Math.max(0, end - WINDOW);
        int n = end - from;
        if (n < 1 || end > rounds.length) {
            throw new IllegalArgumentException("no window ends at round " + end + " of " + rounds.length);
        }
        double sum = 0;
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (int i = from; i < end; i++) {
            sum += rounds[i];
            min = Math.min(min, rounds[i]);
            max = Math.max(max, rounds[i]);
        }
        double mean = sum / n;
        // least squares over x = 0..n−1: slope = Σ(x − x̄)(y − mean) / Σ(x − x̄)^2 (for five rounds x̄ = 2, Σ = 10)
        double centre = (n - 1) / 2.0;
        double covariance = 0;
        double spread = 0;
        for (int i = 0; i < n; i++) {
            covariance += (i - centre) * (rounds[from + i] - mean);
            spread += (i - centre) * (i - centre);
        }
        double slope = spread == 0 ? 0 : covariance / spread;
        return new Fit(from + 1, end, mean, min, max, slope, mean - slope * centre);
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
