package org.ssdlab.workloads.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
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
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;
import org.ssdlab.workloads.internal.Requests.Req;

class SyntheticWorkloadTest {

    private static final int N = 100_000;

    /** Synthetic workload with {@code requests = N} unless the pairs say otherwise. */
    private static Workload synthetic(Object... pairs) {
        Map<String, Object> raw = new HashMap<>();
        raw.put("requests", N);
        for (int i = 0; i < pairs.length; i += 2) {
            raw.put((String) pairs[i], pairs[i + 1]);
        }
        return create(new SyntheticPlugin(), raw);
    }

    @ParameterizedTest(name = "readPercent {0}")
    @ValueSource(doubles = { 0, 5, 30, 70, 100 })
    void readShareFollowsReadPercent(double readPercent) {
        List<Req> requests = run(synthetic("readPercent", readPercent), GIB_SECTORS, 1, N);
        assertEquals(N, requests.size());
        double reads = fraction(requests, r -> r.kind() == IoKind.READ);
        assertEquals(readPercent / 100, reads, 0.01);
        assertTrue(requests.stream().allMatch(r -> r.kind() == IoKind.READ || r.kind() == IoKind.WRITE));
        if (readPercent == 0) {
            assertEquals(0.0, reads);
        } else if (readPercent == 100) {
            assertEquals(1.0, reads);
        }
    }

    @Test
    void defaultsAreRandomFourKibWritesOverTheWholeDrive() {
        List<Req> requests = run(synthetic(), GIB_SECTORS, 3, N);
        assertTrue(requests.stream().allMatch(r -> r.kind() == IoKind.WRITE && r.sectors() == 8 && r.lba() % 8 == 0));
        assertTrue(requests.stream().allMatch(r -> r.arrivalNanos() == IoRequest.WHEN_SLOT_FREE));
        assertTrue(requests.stream().anyMatch(r -> r.end() > GIB_SECTORS * 99 / 100), "reaches the end");
        assertTrue(requests.stream().anyMatch(r -> r.lba() < GIB_SECTORS / 100), "reaches the start");
        assertTrue(requests.stream().allMatch(r -> r.lba() >= 0 && r.end() <= GIB_SECTORS));
    }

    @Test
    void sizeFrequenciesFollowTheWeights() {
        List<Req> requests = run(synthetic("blockSizes", "512:4, 4096:67, 8192:10,65536:19"), GIB_SECTORS, 7, N);
        assertEquals(0.04, fraction(requests, r -> r.sectors() == 1), 0.005);
        assertEquals(0.67, fraction(requests, r -> r.sectors() == 8), 0.01);
        assertEquals(0.10, fraction(requests, r -> r.sectors() == 16), 0.005);
        assertEquals(0.19, fraction(requests, r -> r.sectors() == 128), 0.005);
        assertTrue(requests.stream().allMatch(r -> r.sectors() == 1 || r.sectors() == 8 || r.sectors() == 16
                || r.sectors() == 128));
    }

    @Test
    void sizesWithoutWeightsAreEquallyLikelyAndDecimalWeightsWork() {
        List<Req> equal = run(synthetic("blockSizes", "4096,16384"), GIB_SECTORS, 7, N);
        assertEquals(0.5, fraction(equal, r -> r.sectors() == 8), 0.01);
        List<Req> decimal = run(synthetic("blockSizes", "4096:0.25,16384:0.75"), GIB_SECTORS, 7, N);
        assertEquals(0.25, fraction(decimal, r -> r.sectors() == 8), 0.01);
    }

    @ParameterizedTest(name = "{0}, alignment {1}, offset {2}")
    @CsvSource({
            "random, 512, 0", "random, 4096, 0", "random, 65536, 0", "random, 4096, 1536", "random, 8192, 1048576",
            "sequential, 512, 0", "sequential, 4096, 0", "sequential, 65536, 512", "sequential, 4096, 1536" })
    void everyRequestStartsOnTheAlignment(String pattern, long alignment, long offset) {
        List<Req> requests = run(synthetic("pattern", pattern, "alignment", alignment, "offsetBytes", offset,
                "spanBytes", 8L << 20, "blockSizes", "512:1,1536:1,4096:3,12288:1"), GIB_SECTORS, 11, N);
        long alignSectors = alignment / 512;
        for (Req r : requests) {
            assertEquals(0, r.lba() % alignSectors, r::toString);
        }
        if (alignment == 512) {
            assertTrue(requests.stream().anyMatch(r -> r.lba() % 8 != 0), "512-byte alignment is used");
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = { "random", "sequential" })
    void requestsStayInsideTheSpan(String pattern) {
        long offset = 100L << 20;
        long span = 3L << 20;
        List<Req> requests = run(synthetic("pattern", pattern, "offsetBytes", offset, "spanBytes", span, "alignment",
                512, "blockSizes", "512:1,4096:1,65536:1"), GIB_SECTORS, 5, N);
        long first = offset / 512;
        long end = first + span / 512;
        for (Req r : requests) {
            assertTrue(r.lba() >= first && r.end() <= end, r::toString);
        }
        assertEquals(first, requests.stream().mapToLong(Req::lba).min().orElseThrow());
        assertTrue(requests.stream().mapToLong(Req::end).max().orElseThrow() > end - 16);
    }

    @Test
    void spanMayEndExactlyAtTheEndOfTheDrive() {
        long driveBytes = GIB_SECTORS * 512;
        List<Req> requests = run(synthetic("offsetBytes", driveBytes - (1L << 20), "spanBytes", 1L << 20),
                GIB_SECTORS, 5, 10_000);
        assertTrue(requests.stream().allMatch(r -> r.lba() >= GIB_SECTORS - 2048 && r.end() <= GIB_SECTORS));
        assertTrue(requests.stream().anyMatch(r -> r.end() == GIB_SECTORS));
    }

    @Test
    void randomPositionsAreUniformOverTheSpan() {
        long offset = 1L << 30;
        long span = 256L << 20;
        List<Req> requests = run(synthetic("offsetBytes", offset, "spanBytes", span), 4 * GIB_SECTORS, 9, N);
        int[] buckets = new int[10];
        long first = offset / 512;
        for (Req r : requests) {
            buckets[(int) ((r.lba() - first) * 10 / (span / 512))]++;
        }
        for (int count : buckets) {
            assertEquals(0.1, count / (double) N, 0.005);
        }
    }

    @Test
    void sequentialRunsInOrderAndWrapsAroundInTheSpan() {
        // 64 KiB span at 1 MiB holds 16 requests of 4 KiB
        List<Req> requests = run(synthetic("pattern", "sequential", "offsetBytes", 1 << 20, "spanBytes", 64 << 10,
                "requests", 40), GIB_SECTORS, 1, 100);
        assertEquals(40, requests.size());
        for (int i = 0; i < 40; i++) {
            assertEquals(2048 + 8 * (i % 16), requests.get(i).lba(), "request " + i);
            assertEquals(8, requests.get(i).sectors());
        }
    }

    @Test
    void sequentialWithMixedSizesFollowsOnOrWrapsWhenTheNextDoesNotFit() {
        long first = 4096 / 512;
        long end = first + (1L << 20) / 512;
        List<Req> requests = run(synthetic("pattern", "sequential", "offsetBytes", 4096, "spanBytes", 1 << 20,
                "blockSizes", "4096:2,12288:1,65536:1"), GIB_SECTORS, 13, N);
        assertEquals(first, requests.get(0).lba());
        int wraps = 0;
        for (int i = 1; i < requests.size(); i++) {
            Req previous = requests.get(i - 1);
            Req r = requests.get(i);
            long followOn = Math.ceilDiv(previous.end(), 8) * 8;
            if (r.lba() == followOn) {
                assertTrue(r.end() <= end);
            } else {
                assertEquals(first, r.lba(), "request " + i + " neither follows on nor wraps");
                assertTrue(followOn + r.sectors() > end, "wrapped although request " + i + " fitted");
                wraps++;
            }
        }
        assertTrue(wraps > 100, "wraps: " + wraps);
    }

    @Test
    void sequentialWithUnalignedSizesLeavesGapsToTheNextAlignedStart() {
        List<Req> requests = run(synthetic("pattern", "sequential", "blockSizes", "1536", "requests", 3), GIB_SECTORS,
                1, 10);
        assertEquals(List.of(0L, 8L, 16L), requests.stream().map(Req::lba).toList());
        List<Req> packed = run(synthetic("pattern", "sequential", "blockSizes", "1536", "alignment", 512, "requests",
                3), GIB_SECTORS, 1, 10);
        assertEquals(List.of(0L, 3L, 6L), packed.stream().map(Req::lba).toList());
    }

    @ParameterizedTest(name = "compressibility {0}")
    @ValueSource(doubles = { 0, 0.37, 1 })
    void compressibilityIsPassedThrough(double compressibility) {
        List<Req> requests = run(synthetic("compressibility", compressibility, "readPercent", 50), GIB_SECTORS, 2,
                1000);
        assertTrue(requests.stream().allMatch(r -> r.compressibility() == compressibility));
    }

    @ParameterizedTest(name = "{0} requests")
    @ValueSource(ints = { 1, 2, 1234 })
    void requestLimitStopsExactly(int limit) {
        Workload workload = synthetic("requests", limit);
        List<Req> requests = run(workload, GIB_SECTORS, 1, 10 * limit + 10);
        assertEquals(limit, requests.size());
        assertFalse(workload.next(new IoRequest(), 0), "stays finished");
    }

    @ParameterizedTest(name = "{0} bytes of {1}")
    @CsvSource({ "1048576, 4096", "41472, 4096", "1048576, '4096:1,12288:1,65536:1'", "512, 65536" })
    void byteLimitStopsExactlyShorteningTheLastRequest(long bytes, String sizes) {
        Workload workload = synthetic("requests", 0, "bytes", bytes, "blockSizes", sizes, "pattern", "sequential");
        List<Req> requests = run(workload, GIB_SECTORS, 4, 1_000_000);
        assertEquals(bytes, requests.stream().mapToLong(Req::bytes).sum());
        for (int i = 0; i < requests.size() - 1; i++) {
            assertTrue(sizes.contains(String.valueOf(requests.get(i).bytes())), "only the last is shortened");
        }
        assertFalse(workload.next(new IoRequest(), 0));
    }

    @Test
    void durationCountsSimulatedTimeFromTheFirstCall() {
        Workload workload = synthetic("requests", 0, "durationMillis", 10);
        workload.start(GIB_SECTORS, 1);
        IoRequest request = new IoRequest();
        long t0 = 7_000_000_000L;
        int issued = 0;
        for (long now = t0; workload.next(request, now); now += 250_000) {
            issued++;
        }
        assertEquals(40, issued, "10 ms at one request per 0.25 ms");
        assertFalse(workload.next(request, t0));
    }

    @Test
    void durationStopsAtTheFirstCallAtOrAfterTheDeadline() {
        Workload workload = synthetic("requests", 0, "durationMillis", 2);
        workload.start(GIB_SECTORS, 1);
        IoRequest request = new IoRequest();
        assertTrue(workload.next(request, 1_000));
        assertTrue(workload.next(request, 1_000 + 1_999_999));
        assertFalse(workload.next(request, 1_000 + 2_000_000));
    }

    @Test
    void whicheverLimitComesFirstStops() {
        Workload byCount = synthetic("requests", 10, "bytes", 1 << 20, "durationMillis", 1000);
        assertEquals(10, run(byCount, GIB_SECTORS, 1, 1000).size());
        Workload byBytes = synthetic("requests", 1000, "bytes", 5 * 4096);
        assertEquals(5, run(byBytes, GIB_SECTORS, 1, 1000).size());
    }

    @Test
    void sameSeedGivesTheSameSequenceAndAnotherSeedAnother() {
        Object[] parameters = { "readPercent", 30, "blockSizes", "512:4,4096:67,8192:10", "alignment", 512 };
        List<Req> a = run(synthetic(parameters), GIB_SECTORS, 42, 10_000);
        List<Req> b = run(synthetic(parameters), GIB_SECTORS, 42, 10_000);
        List<Req> c = run(synthetic(parameters), GIB_SECTORS, 43, 10_000);
        assertEquals(a, b);
        assertNotEquals(a.subList(0, 10), c.subList(0, 10));
    }

    @Test
    void startingAgainReplaysTheSequence() {
        Workload workload = synthetic("requests", 500, "readPercent", 50);
        List<Req> first = run(workload, GIB_SECTORS, 8, 1000);
        List<Req> second = run(workload, GIB_SECTORS, 8, 1000);
        assertEquals(500, first.size());
        assertEquals(first, second);
    }

    @ParameterizedTest(name = "''{0}'' -> token ''{1}''")
    @CsvSource(delimiter = '|', value = {
            "4000 | 4000", "512:4,4096:abc | 4096:abc", "512:4,1000:6 | 1000:6", "512:0 | 512:0",
            "512:-1 | 512:-1", "x | x", "0 | 0", "512:4,,4096:6 | ''", "4k | 4k", "512:4,512:3 | 512:3" })
    void badBlockSizeTokensAreNamed(String blockSizes, String token) {
        PluginException e = assertThrows(PluginException.class, () -> synthetic("blockSizes", blockSizes));
        assertTrue(e.getMessage().contains("blockSizes"), e.getMessage());
        assertTrue(e.getMessage().contains("token '" + token + "'"), e.getMessage());
        assertTrue(e.getMessage().contains("workload 'synthetic'"), e.getMessage());
    }

    @Test
    void weightsForSomeSizesOnlyAreRejected() {
        PluginException e = assertThrows(PluginException.class, () -> synthetic("blockSizes", "512:4,4096"));
        assertTrue(e.getMessage().contains("blockSizes") && e.getMessage().contains("every size"), e.getMessage());
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource({ "alignment, 1000", "spanBytes, 1000", "offsetBytes, 100", "bytes, 4000" })
    void byteCountsMustBeWholeSectors(String parameter, long value) {
        PluginException e = assertThrows(PluginException.class, () -> synthetic(parameter, value));
        assertTrue(e.getMessage().contains("'" + parameter + "'") && e.getMessage().contains("512"), e.getMessage());
    }

    @Test
    void withoutAnyLimitTheWorkloadGoesOnUntilItsCallerStops() {
        Workload endless = synthetic("requests", 0);
        endless.start(GIB_SECTORS, 1);
        IoRequest request = new IoRequest();
        for (int i = 0; i < 100_000; i++) {
            assertTrue(endless.next(request, i * 1_000_000L), "stopped after " + i + " requests");
        }
    }

    @Test
    void spanBeyondTheDriveFailsInStartNamingParametersAndDriveSize() {
        long driveBytes = GIB_SECTORS * 512;
        Workload workload = synthetic("offsetBytes", 1L << 29, "spanBytes", (1L << 29) + 4096);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> workload.start(GIB_SECTORS, 1));
        assertTrue(e.getMessage().contains("spanBytes") && e.getMessage().contains("offsetBytes"), e.getMessage());
        assertTrue(e.getMessage().contains(String.valueOf(driveBytes)), e.getMessage());
        // the same parameters fit a larger drive
        run(workload, 2 * GIB_SECTORS, 1, 10);
    }

    @Test
    void offsetBeyondTheDriveFailsInStart() {
        long driveBytes = GIB_SECTORS * 512;
        Workload workload = synthetic("offsetBytes", driveBytes);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> workload.start(GIB_SECTORS, 1));
        assertTrue(e.getMessage().contains("offsetBytes") && e.getMessage().contains(String.valueOf(driveBytes)),
                e.getMessage());
    }

    @Test
    void spanTooSmallForTheLargestRequestFailsInStart() {
        Workload workload = synthetic("spanBytes", 8192, "blockSizes", "4096:9,16384:1");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> workload.start(GIB_SECTORS, 1));
        assertTrue(e.getMessage().contains("spanBytes") && e.getMessage().contains("16384"), e.getMessage());
    }

    @Test
    void createReturnsAFreshWorkloadEachTime() {
        SyntheticPlugin plugin = new SyntheticPlugin();
        assertNotSame(create(plugin, Map.of("requests", 1)), create(plugin, Map.of("requests", 1)));
    }
}
