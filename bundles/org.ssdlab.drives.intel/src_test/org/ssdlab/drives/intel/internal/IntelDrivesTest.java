package org.ssdlab.drives.intel.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.drive.DriveParameters;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.FreshEstimate;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.testing.DrivePluginContract;

class IntelDrivesTest extends DrivePluginContract {

    @Override
    protected List<Plugin<DriveSpec>> drives() {
        return List.of(S3700);
    }

    private static final long GIB = 1L << 30;
    private static final Plugin<DriveSpec> S3700 = new IntelDcS3700();

    private static DriveSpec spec(Map<String, ?> raw) {
        return S3700.create(Parameters.validate(S3700, raw));
    }

    private static DriveSpec spec() {
        return spec(Map.of());
    }

    @Test
    void aStableIdAndADescriptionOfItsFit() {
        assertEquals("intel-dc-s3700-200", S3700.id());
        assertTrue(S3700.description().contains("Fitted to"));
        assertTrue(S3700.description().endsWith(DriveParameters.valuesNote(S3700.parameters(), List.of())));
    }

    @Test
    void userLbasRawCapacityAndSpare() {
        Geometry g = spec().geometry();
        assertEquals(390_721_968L, g.userSectors());
        assertEquals(200_049_647_616L, g.userBytes());
        assertEquals(264 * GIB, g.rawBytes());
        assertEquals(0.294, g.spareFractionOfRaw(), 0.001);
        assertEquals(0.417, g.overProvisioning(), 0.001);
        assertEquals(List.of(8, 4, 2, 2112, 256, 8192, 4096), List.of(g.channels(), g.diesPerChannel(),
                g.planesPerDie(), g.blocksPerPlane(), g.pagesPerBlock(), g.pageBytes(), g.unitBytes()));
    }

    @Test
    void theControllerBuffersWritesAndGcHasItsOwnFrontier() {
        DriveSpec s = spec();
        assertEquals(32L << 20, s.controller().writeBufferBytes());
        assertTrue(s.controller().separateGcFrontier());
        assertFalse(s.controller().compression());
        assertEquals(0, s.controller().maxWriteIops());
        assertEquals(0, s.controller().slcCacheBytes());
    }

    /** Each rated figure with the fresh estimate it was fitted with. */
    @Override
    protected List<RatedFigure> ratedFigures() {
        FreshEstimate fresh = FreshEstimate.of(spec());
        return List.of(
                new RatedFigure("seq read MB/s", 500, fresh.seqReadMBps()),
                new RatedFigure("seq write MB/s", 365, fresh.seqWriteMBps()),
                new RatedFigure("QD32 read IOPS", 75_000, fresh.randomReadIopsQd32()),
                new RatedFigure("QD32 write IOPS", 32_000, fresh.randomWriteIopsQd32()),
                new RatedFigure("QD1 write IOPS (65 µs)", 1e6 / 65, fresh.randomWriteIopsQd1()));
    }

    /** The description says a random QD1 read takes about 91 µs, not the rated 50 µs (sequential). */
    @Test
    void aRandomQd1ReadIsSlowerThanTheSequentialLatencyRating() {
        assertEquals(91, 1e6 / FreshEstimate.of(spec()).randomReadIopsQd1(), 1);
    }

    @Test
    void parameterOverridesChangeTheDrive() {
        DriveSpec changed = spec(Map.of("pagesPerBlock", 512, "programMicros", 900, "eraseMicros", 5000,
                "writeBufferMiB", 0.5, "writeCommandMicros", 25, "readLatencyMicros", 30, "idleGcAfterMillis", 0,
                "gcLowWatermark", 1, "gcHighWatermark", 2));
        assertEquals(1056, changed.geometry().blocksPerPlane());
        assertEquals(264 * GIB, changed.geometry().rawBytes());
        assertEquals(512 * 1024, changed.controller().writeBufferBytes());
        FreshEstimate fresh = FreshEstimate.of(changed);
        assertEquals(40_000, fresh.randomWriteIopsQd32(), 1);
        assertEquals(550, fresh.seqWriteMBps(), 1);
    }

    static Stream<Arguments> rejected() {
        return Stream.of(
                Arguments.of(Map.of("programMicros", 0), "programMicros"),
                Arguments.of(Map.of("gcLowWatermark", 8, "gcHighWatermark", 4), "gcHighWatermark"),
                // 621 spare blocks per plane
                Arguments.of(Map.of("gcHighWatermark", 621), "gcHighWatermark"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rejected")
    void badValuesAreRejectedNamingTheParameter(Map<String, ?> raw, String parameter) {
        PluginException e = assertThrows(PluginException.class, () -> spec(raw));
        assertTrue(e.getMessage().contains("'intel-dc-s3700-200'") && e.getMessage().contains("'" + parameter + "'"),
                e.getMessage());
    }
}
