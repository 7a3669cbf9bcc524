package org.ssdlab.workloads.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ssdlab.workloads.internal.Requests.GIB_SECTORS;
import static org.ssdlab.workloads.internal.Requests.create;
import static org.ssdlab.workloads.internal.Requests.fraction;
import static org.ssdlab.workloads.internal.Requests.run;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;
import org.ssdlab.workloads.internal.Requests.Req;

class Jesd219WorkloadTest {

    private static final int N = 200_000;
    /** A drive whose zone boundaries are not multiples of 4 KiB: 1 GiB + 12345 sectors. */
    private static final long DRIVE = GIB_SECTORS + 12_345;

    private static List<Req> requests;

    private static Workload jesd219(Object... pairs) {
        Map<String, Object> raw = new HashMap<>();
        raw.put("requests", N);
        for (int i = 0; i < pairs.length; i += 2) {
            raw.put((String) pairs[i], pairs[i + 1]);
        }
        return create(new Jesd219Plugin(), raw);
    }

    @BeforeAll
    static void generate() {
        requests = run(jesd219(), DRIVE, 2024, N + 1);
    }

    @Test
    void producesTheRequestedNumberOfWrites() {
        assertEquals(N, requests.size());
        assertTrue(requests.stream().allMatch(r -> r.kind() == IoKind.WRITE));
        assertTrue(requests.stream().allMatch(r -> r.compressibility() == 0.0));
    }

    @Test
    void theTableAddsUpToOneHundredPercent() {
        assertEquals(100.0, Arrays.stream(Jesd219Workload.SIZE_PERCENT).sum(), 1e-9);
        assertEquals(Jesd219Workload.SIZE_BYTES.length, Jesd219Workload.SIZE_PERCENT.length);
    }

    @ParameterizedTest(name = "{0} bytes: {1} %")
    @CsvSource({ "512, 4", "1024, 1", "1536, 1", "2048, 1", "2560, 1", "3072, 1", "3584, 1", "4096, 67",
            "8192, 10", "16384, 7", "32768, 3", "65536, 3" })
    void sizesFollowTheJesd219Mix(int bytes, double percent) {
        assertEquals(percent / 100, fraction(requests, r -> r.bytes() == bytes), 0.004);
    }

    @Test
    void noOtherSizesOccur() {
        assertTrue(requests.stream().allMatch(
                r -> Arrays.stream(Jesd219Workload.SIZE_BYTES).anyMatch(b -> b == r.bytes())));
    }

    @Test
    void requestsOfFourKibAndMoreAreFourKibAligned() {
        assertTrue(requests.stream().filter(r -> r.sectors() >= 8).allMatch(r -> r.lba() % 8 == 0));
        double unalignedSmall = fraction(requests.stream().filter(r -> r.sectors() < 8).toList(),
                r -> r.lba() % 8 != 0);
        assertEquals(7.0 / 8, unalignedSmall, 0.03, "smaller requests are aligned to 512 bytes only");
    }

    @Test
    void halfGoesToTheFirstFivePercentThirtyToTheNextFifteenTwentyToTheRest() {
        long z0 = Jesd219Workload.zoneEnd(DRIVE, 0);
        long z1 = Jesd219Workload.zoneEnd(DRIVE, 1);
        assertEquals(DRIVE * 0.05, z0, 1);
        assertEquals(DRIVE * 0.20, z1, 1);
        assertEquals(DRIVE, Jesd219Workload.zoneEnd(DRIVE, 2));
        assertEquals(0.50, fraction(requests, r -> r.lba() < z0), 0.01);
        assertEquals(0.30, fraction(requests, r -> r.lba() >= z0 && r.lba() < z1), 0.01);
        assertEquals(0.20, fraction(requests, r -> r.lba() >= z1), 0.01);
        // each request lies entirely inside its zone, and inside the drive
        for (Req r : requests) {
            long zoneEnd = r.lba() < z0 ? z0 : r.lba() < z1 ? z1 : DRIVE;
            assertTrue(r.end() <= zoneEnd, r::toString);
        }
    }

    @Test
    void positionsAreUniformWithinEachZone() {
        long z0 = Jesd219Workload.zoneEnd(DRIVE, 0);
        long z1 = Jesd219Workload.zoneEnd(DRIVE, 1);
        long[][] zones = { { 0, z0 }, { z0, z1 }, { z1, DRIVE } };
        for (long[] zone : zones) {
            List<Req> inZone = requests.stream().filter(r -> r.lba() >= zone[0] && r.lba() < zone[1]).toList();
            long middle = (zone[0] + zone[1]) / 2;
            assertEquals(0.5, fraction(inZone, r -> r.lba() < middle), 0.02, "zone " + Arrays.toString(zone));
        }
    }

    @Test
    void readPercentAndCompressibilityAreHonoured() {
        List<Req> mixed = run(jesd219("readPercent", 25, "compressibility", 0.5), DRIVE, 1, 50_000);
        assertEquals(0.25, fraction(mixed, r -> r.kind() == IoKind.READ), 0.01);
        assertTrue(mixed.stream().allMatch(r -> r.compressibility() == 0.5));
    }

    @Test
    void limitsStopExactly() {
        Workload byBytes = jesd219("requests", 0, "bytes", 10L << 20);
        assertEquals(10L << 20, run(byBytes, DRIVE, 3, 1_000_000).stream().mapToLong(Req::bytes).sum());
        Workload byCount = jesd219("requests", 777);
        assertEquals(777, run(byCount, DRIVE, 3, 10_000).size());
        assertFalse(byCount.next(new IoRequest(), 0));
        Workload byTime = jesd219("requests", 0, "durationMillis", 1);
        byTime.start(DRIVE, 3);
        IoRequest request = new IoRequest();
        int issued = 0;
        for (long now = 500; byTime.next(request, now); now += 100_000) {
            issued++;
        }
        assertEquals(10, issued);
    }

    @Test
    void sameSeedSameSequenceOtherSeedOther() {
        assertEquals(run(jesd219(), DRIVE, 2024, 5000), requests.subList(0, 5000));
        assertNotEquals(run(jesd219(), DRIVE, 2025, 5000), requests.subList(0, 5000));
    }

    @Test
    void withoutLimitItGoesOnUntilItsCallerStops() {
        Workload endless = jesd219("requests", 0);
        endless.start(DRIVE, 1);
        IoRequest request = new IoRequest();
        for (int i = 0; i < 100_000; i++) {
            assertTrue(endless.next(request, i * 1_000_000L), "stopped after " + i + " requests");
        }
    }

    @Test
    void aDriveTooSmallForTheZonesIsRejected() {
        Workload workload = jesd219();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> workload.start(2000, 1));
        assertTrue(e.getMessage().contains("too small") && e.getMessage().contains("1024000"), e.getMessage());
        run(workload, 2600, 1, 100); // 5 % of 2600 sectors holds a 64 KiB request
    }
}
