package org.ssdlab.workloads.internal;

import java.util.List;

import org.ssdlab.sim.api.SplitMix64;

/**
 * Where in the span a random request goes: an index among the aligned starts that fit its size
 * (slot 0 is the first start of the span). Skewed pickers put their hottest slots at the start of
 * the span and grow colder towards its end, as JESD219's zones do; on a page-mapped FTL only the
 * skew matters, not where the hot data sits. Every pick draws from the workload's one
 * {@link SplitMix64} and allocates nothing.
 */
abstract class SlotPicker {

    static final String UNIFORM = "uniform";
    static final String ZIPF = "zipf";
    static final String PARETO = "pareto";
    static final String HOT_COLD = "hotcold";
    static final String NORMAL = "normal";
    static final List<String> NAMES = List.of(UNIFORM, ZIPF, PARETO, HOT_COLD, NORMAL);

    /** Called once per start with the number of slots of every size entry. */
    void prepare(long[] slots) {
    }

    /** A slot in [0, slots) for size entry {@code sizeIndex}. */
    abstract long pick(int sizeIndex, long slots, SplitMix64 random);

    /** Every slot equally likely (the default; the draws are the same as before skews existed). */
    static final class Uniform extends SlotPicker {
        @Override
        long pick(int sizeIndex, long slots, SplitMix64 random) {
            return random.nextLong(slots);
        }

        @Override
        public String toString() {
            return UNIFORM;
        }
    }

    /** Slot k-1 with probability proportional to k^-θ (Zipf; θ = 0.99 is YCSB's and Gray et al.'s skew). */
    static final class Zipf extends SlotPicker {
        private final double theta;
        private ZipfSampler[] samplers;

        Zipf(double theta) {
            this.theta = theta;
        }

        @Override
        void prepare(long[] slots) {
            samplers = new ZipfSampler[slots.length];
            for (int i = 0; i < slots.length; i++) {
                samplers[i] = new ZipfSampler(slots[i], theta);
            }
        }

        @Override
        long pick(int sizeIndex, long slots, SplitMix64 random) {
            return samplers[sizeIndex].next(random) - 1;
        }

        @Override
        public String toString() {
            return "zipf θ " + theta;
        }
    }

    /**
     * Gray et al.'s self-similar ("80/20") distribution (J. Gray et al., "Quickly generating
     * billion-record synthetic databases", SIGMOD 1994): the first h of the span takes 1 - h of the
     * requests, and the same holds inside it, so 80/20 gives 64 % to the first 4 %. One draw: slot
     * = floor(n u^(ln h / ln(1-h))).
     */
    static final class Pareto extends SlotPicker {
        private final double hot;
        private final double exponent;

        /** @param hotPercent h in percent, 0 < h <= 50 (50 is uniform) */
        Pareto(double hotPercent) {
            this.hot = hotPercent / 100;
            this.exponent = Math.log(hot) / Math.log(1 - hot);
        }

        @Override
        long pick(int sizeIndex, long slots, SplitMix64 random) {
            long k = (long) (slots * Math.pow(random.nextDouble(), exponent));
            return Math.min(k, slots - 1);
        }

        @Override
        public String toString() {
            return "pareto " + hot * 100 + " % hot";
        }
    }

    /** A share of the requests uniformly on the first part of the span, the rest uniformly on the remainder. */
    static final class HotCold extends SlotPicker {
        private final double requestShare;
        private final double spanShare;
        private long[] hotSlots;

        HotCold(double requestPercent, double spanPercent) {
            this.requestShare = requestPercent / 100;
            this.spanShare = spanPercent / 100;
        }

        @Override
        void prepare(long[] slots) {
            hotSlots = new long[slots.length];
            for (int i = 0; i < slots.length; i++) {
                // at least one slot each side, so that neither share is silently dropped
                hotSlots[i] = Math.clamp(Math.round(slots[i] * spanShare), 1, Math.max(1, slots[i] - 1));
            }
        }

        @Override
        long pick(int sizeIndex, long slots, SplitMix64 random) {
            long hot = hotSlots[sizeIndex];
            boolean toHot = random.nextDouble() < requestShare;
            if (hot >= slots) {
                return random.nextLong(slots);
            }
            return toHot ? random.nextLong(hot) : hot + random.nextLong(slots - hot);
        }

        @Override
        public String toString() {
            return "hotcold " + requestShare * 100 + " % of requests on " + spanShare * 100 + " % of the span";
        }
    }

    /** A normal distribution around a point of the span, cut to the span (draws outside are redrawn). */
    static final class Normal extends SlotPicker {
        private final double center;
        private final double sigma;

        /** @param centerPercent where the peak is, 0 … 100 % of the span; @param sigmaPercent σ in % of the span */
        Normal(double centerPercent, double sigmaPercent) {
            this.center = centerPercent / 100;
            this.sigma = sigmaPercent / 100;
        }

        @Override
        long pick(int sizeIndex, long slots, SplitMix64 random) {
            double mid = center * slots;
            double spread = sigma * slots;
            while (true) {
                // Box-Muller; one of the pair is used, so each pick is a fixed number of draws per try
                double radius = Math.sqrt(-2 * Math.log(1 - random.nextDouble()));
                double z = radius * Math.cos(2 * Math.PI * random.nextDouble());
                double x = Math.floor(mid + spread * z);
                if (x >= 0 && x < slots) {
                    return (long) x;
                }
            }
        }

        @Override
        public String toString() {
            return "normal around " + center * 100 + " % σ " + sigma * 100 + " %";
        }
    }
}
