package org.ssdlab.workloads.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ssdlab.workloads.internal.Requests.GIB_SECTORS;
import static org.ssdlab.workloads.internal.Requests.create;
import static org.ssdlab.workloads.internal.Requests.fraction;
import static org.ssdlab.workloads.internal.Requests.run;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.ssdlab.sim.api.SplitMix64;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.workload.Workload;
import org.ssdlab.workloads.internal.Requests.Req;

/** The skewed address distributions of the synthetic workload against their theory. */
class SkewedDistributionTest {

    private static final int N = 1_000_000;
    /** 4 KiB slots of the 1 GiB test drive. */
    private static final long SLOTS = GIB_SECTORS / 8;

    private static List<Req> requests(Object... pairs) {
        return run(createWorkload(pairs), GIB_SECTORS, 7, N);
    }

    private static Workload createWorkload(Object... pairs) {
        Map<String, Object> raw = new HashMap<>();
        raw.put("requests", N);
        for (int i = 0; i < pairs.length; i += 2) {
            raw.put((String) pairs[i], pairs[i + 1]);
        }
        return create(new SyntheticPlugin(), raw);
    }

    /** Generalized harmonic number H(m, θ) = Σ_{k=1..m} k^-θ, summed smallest term first. */
    private static double harmonic(long m, double theta) {
        double sum = 0;
        for (long k = m; k >= 1; k--) {
            sum += Math.pow(k, -theta);
        }
        return sum;
    }

    /** Four standard errors of a share p measured on N draws, at least 0.001. */
    private static double tolerance(double p) {
        return Math.max(0.001, 4 * Math.sqrt(p * (1 - p) / N));
    }

    @ParameterizedTest(name = "θ {0}")
    @ValueSource(doubles = { 0.99, 0.5, 1.0, 1.5 })
    void zipfTopOnePercentTakesTheHarmonicShare(double theta) {
        List<Req> list = requests("distribution", "zipf", "zipfTheta", theta);
        long top = SLOTS / 100;
        double expected = harmonic(top, theta) / harmonic(SLOTS, theta);
        double measured = fraction(list, r -> r.lba() / 8 < top);
        assertEquals(expected, measured, tolerance(expected), "top 1 % share at θ " + theta);
        double first = 1 / harmonic(SLOTS, theta);
        assertEquals(first, fraction(list, r -> r.lba() == 0), tolerance(first), "hottest slot's share");
        if (theta == 0.99) {
            assertTrue(measured > 0.6 && measured < 0.7, "θ 0.99 on 262144 slots: about 65 %, was " + measured);
        }
    }

    @Test
    void zipfSamplerMatchesEveryRankOfASmallSpace() {
        int n = 10;
        double theta = 0.99;
        ZipfSampler sampler = new ZipfSampler(n, theta);
        SplitMix64 random = new SplitMix64(11);
        long[] count = new long[n + 1];
        for (int i = 0; i < N; i++) {
            long k = sampler.next(random);
            assertTrue(k >= 1 && k <= n, "rank " + k);
            count[(int) k]++;
        }
        double h = harmonic(n, theta);
        for (int k = 1; k <= n; k++) {
            double p = Math.pow(k, -theta) / h;
            assertEquals(p, count[k] / (double) N, tolerance(p), "rank " + k);
        }
    }

    @Test
    void zipfOfOneSlotAlwaysPicksIt() {
        ZipfSampler sampler = new ZipfSampler(1, 0.99);
        SplitMix64 random = new SplitMix64(3);
        for (int i = 0; i < 1000; i++) {
            assertEquals(1, sampler.next(random));
        }
    }

    @Test
    void paretoIsSelfSimilarEightyTwenty() {
        List<Req> list = requests("distribution", "pareto", "paretoHotPercent", 20);
        assertEquals(0.80, fraction(list, r -> r.lba() / 8 < SLOTS / 5), tolerance(0.8));
        assertEquals(0.64, fraction(list, r -> r.lba() / 8 < SLOTS / 25), tolerance(0.64));
    }

    @ParameterizedTest(name = "{0} % of requests on {1} % of the span")
    @CsvSource({ "90, 10", "80, 20", "50, 50", "100, 5" })
    void hotColdPutsItsShareOnItsPart(double requestPercent, double spanPercent) {
        long span = 256L << 20;
        long offset = 128L << 20;
        List<Req> list = requests("distribution", "hotcold", "hotRequestPercent", requestPercent, "hotSpanPercent",
                spanPercent, "spanBytes", span, "offsetBytes", offset);
        long start = offset / 512;
        long hotEnd = start + Math.round(span / 512 * spanPercent / 100);
        assertTrue(list.stream().allMatch(r -> r.lba() >= start && r.end() <= start + span / 512));
        double hot = fraction(list, r -> r.lba() < hotEnd);
        assertEquals(requestPercent / 100, hot, tolerance(requestPercent / 100));
        // uniform inside each part: the hot part's first half takes half of its share
        long hotMid = start + (hotEnd - start) / 2;
        assertEquals(requestPercent / 200, fraction(list, r -> r.lba() < hotMid), tolerance(requestPercent / 200));
    }

    @Test
    void normalKeepsSixtyEightPercentWithinOneSigma() {
        List<Req> list = requests("distribution", "normal", "normalCenterPercent", 40, "normalSigmaPercent", 5);
        double mid = 0.40 * SLOTS;
        double sigma = 0.05 * SLOTS;
        assertEquals(0.6827, fraction(list, r -> Math.abs(r.lba() / 8 + 0.5 - mid) < sigma), tolerance(0.68));
        assertEquals(0.9545, fraction(list, r -> Math.abs(r.lba() / 8 + 0.5 - mid) < 2 * sigma), tolerance(0.95));
        assertEquals(0.5, fraction(list, r -> r.lba() / 8 < mid), tolerance(0.5));
    }

    @Test
    void normalAtTheEdgeStaysInsideTheSpan() {
        List<Req> list = requests("distribution", "normal", "normalCenterPercent", 100, "normalSigmaPercent", 1,
                "blockSizes", "4096:1,65536:1");
        assertTrue(list.stream().allMatch(r -> r.end() <= GIB_SECTORS && r.lba() % 8 == 0));
        assertTrue(fraction(list, r -> r.lba() > GIB_SECTORS * 97 / 100) > 0.99);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = { "zipf", "pareto", "hotcold", "normal" })
    void everySkewKeepsSizesAlignedAndInsideTheSpanAndIsDeterministic(String distribution) {
        Object[] pairs = { "distribution", distribution, "blockSizes", "4096:6,16384:3,131072:1", "spanBytes",
                64L << 20, "offsetBytes", 4096 * 3 };
        List<Req> a = run(createWorkload(pairs), GIB_SECTORS, 5, 100_000);
        List<Req> b = run(createWorkload(pairs), GIB_SECTORS, 5, 100_000);
        assertEquals(a, b);
        long start = 4096 * 3 / 512;
        long end = start + (64L << 20) / 512;
        assertTrue(a.stream().allMatch(r -> r.lba() >= start && r.end() <= end && r.lba() % 8 == 0));
        assertTrue(fraction(a, r -> r.sectors() == 256) > 0.09);
    }

    @Test
    void uniformByNameIsTheDefault() {
        assertEquals(run(createWorkload(), GIB_SECTORS, 9, 10_000),
                run(createWorkload("distribution", "uniform"), GIB_SECTORS, 9, 10_000));
    }

    @Test
    void aSkewOnASequentialPatternIsRefused() {
        PluginException e = assertThrows(PluginException.class,
                () -> createWorkload("pattern", "sequential", "distribution", "zipf"));
        assertTrue(e.getMessage().contains("'distribution' = zipf") && e.getMessage().contains("pattern random"),
                e.getMessage());
    }

    @Test
    void outOfRangeSkewParametersNameTheFieldAndTheRange() {
        PluginException e = assertThrows(PluginException.class,
                () -> createWorkload("distribution", "pareto", "paretoHotPercent", 70));
        assertTrue(e.getMessage().contains("'paretoHotPercent' = '70'") && e.getMessage().contains("0.1..50.0"),
                e.getMessage());
        e = assertThrows(PluginException.class, () -> createWorkload("distribution", "gaussian"));
        assertTrue(e.getMessage().contains("uniform, zipf, pareto, hotcold, normal"), e.getMessage());
    }
}
