package org.ssdlab.drives.samsung.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.ParameterType;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.FreshEstimate;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.testing.DrivePluginContract;

class SamsungDrivesTest extends DrivePluginContract {

    @Override
    protected List<Plugin<DriveSpec>> drives() {
        return plugins();
    }

    private static final long GIB = 1L << 30;

    static List<Plugin<DriveSpec>> plugins() {
        return List.of(new Samsung840Pro128(), new Samsung840Pro256(), new Samsung840Pro512(), new Samsung850Pro128(),
                new Samsung840Evo250());
    }

    private static Plugin<DriveSpec> plugin(String id) {
        return plugins().stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
    }

    private static DriveSpec spec(String id, Map<String, ?> raw) {
        Plugin<DriveSpec> plugin = plugin(id);
        return plugin.create(Parameters.validate(plugin, raw));
    }

    private static DriveSpec spec(String id) {
        return spec(id, Map.of());
    }

    @Test
    void theIdsAreStable() {
        assertEquals(List.of("samsung-840-pro-128", "samsung-840-pro-256", "samsung-840-pro-512", "samsung-850-pro-128",
                "samsung-840-evo-250"), plugins().stream().map(Plugin::id).toList());
    }

    /** Beyond the contract: GC has its own frontier, and the description names its fit and every parameter. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("plugins")
    void aSamsungControllerDescribedWithItsFitAndItsParameters(Plugin<DriveSpec> plugin) {
        assertTrue(spec(plugin.id()).controller().separateGcFrontier());
        String d = plugin.description();
        assertTrue(d.contains("[G]") && (d.contains("Fitted to") || d.contains("Rated like")));
        for (ParameterSpec p : plugin.parameters()) {
            assertTrue(d.contains(p.name() + " "), "does not mention " + p.name());
            // numbers carry their unit; a choice (gcUnit) names its values
            assertTrue(!p.required() && (p.type() == ParameterType.CHOICE || !p.unit().isEmpty()), p.name());
        }
    }

    static Stream<Arguments> capacities() {
        return Stream.of(
                Arguments.of("samsung-840-pro-128", 250_069_680L, 128 * GIB, 0.0684, 16),
                Arguments.of("samsung-840-pro-256", 500_118_192L, 256 * GIB, 0.0685, 32),
                Arguments.of("samsung-840-pro-512", 1_000_215_216L, 512 * GIB, 0.0685, 64),
                Arguments.of("samsung-850-pro-128", 250_069_680L, 129 * GIB, 0.0756, 12),
                Arguments.of("samsung-840-evo-250", 488_397_168L, 256 * GIB, 0.0903, 16));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("capacities")
    void userLbasRawCapacityAndSpare(String id, long lbas, long rawBytes, double spareOfRaw, int dies) {
        Geometry g = spec(id).geometry();
        assertEquals(lbas, g.userSectors());
        assertEquals(rawBytes, g.rawBytes());
        assertEquals(spareOfRaw, g.spareFractionOfRaw(), 0.0005);
        assertEquals(dies, g.channels() * g.diesPerChannel());
        assertEquals(4096, g.unitBytes());
    }

    @Test
    void the840Pro256HasTheLayoutOfTheSheet() {
        Geometry g = spec("samsung-840-pro-256").geometry();
        assertEquals(List.of(8, 4, 2, 8192), List.of(g.channels(), g.diesPerChannel(), g.planesPerDie(), g.pageBytes()));
        assertEquals(2, g.unitsPerPage());
    }

    /** Each rated figure with the fresh estimate it was fitted with. */
    @Override
    protected List<RatedFigure> ratedFigures() {
        FreshEstimate pro128 = FreshEstimate.of(spec("samsung-840-pro-128"));
        FreshEstimate pro256 = FreshEstimate.of(spec("samsung-840-pro-256"));
        FreshEstimate pro512 = FreshEstimate.of(spec("samsung-840-pro-512"));
        FreshEstimate pro850 = FreshEstimate.of(spec("samsung-850-pro-128"));
        FreshEstimate evo = FreshEstimate.of(spec("samsung-840-evo-250"));
        FreshEstimate evoCacheFull = FreshEstimate.of(spec("samsung-840-evo-250", Map.of("slcCacheGiB", 0)));
        return List.of(
                new RatedFigure("840 Pro 128 seq read MB/s", 530, pro128.seqReadMBps()),
                new RatedFigure("840 Pro 128 seq write MB/s", 390, pro128.seqWriteMBps()),
                new RatedFigure("840 Pro 128 QD32 read IOPS", 97_000, pro128.randomReadIopsQd32()),
                new RatedFigure("840 Pro 128 QD32 write IOPS", 90_000, pro128.randomWriteIopsQd32()),
                new RatedFigure("840 Pro 256 seq read MB/s", 540, pro256.seqReadMBps()),
                new RatedFigure("840 Pro 256 seq write MB/s", 520, pro256.seqWriteMBps()),
                new RatedFigure("840 Pro 256 QD32 read IOPS", 100_000, pro256.randomReadIopsQd32()),
                new RatedFigure("840 Pro 256 QD32 write IOPS", 90_000, pro256.randomWriteIopsQd32()),
                new RatedFigure("840 Pro 256 QD1 read IOPS", 9_900, pro256.randomReadIopsQd1()),
                new RatedFigure("840 Pro 256 QD1 write IOPS", 31_000, pro256.randomWriteIopsQd1()),
                new RatedFigure("840 Pro 512 seq read MB/s", 540, pro512.seqReadMBps()),
                new RatedFigure("840 Pro 512 seq write MB/s", 520, pro512.seqWriteMBps()),
                new RatedFigure("840 Pro 512 QD32 read IOPS", 100_000, pro512.randomReadIopsQd32()),
                new RatedFigure("840 Pro 512 QD32 write IOPS", 90_000, pro512.randomWriteIopsQd32()),
                new RatedFigure("850 Pro 128 seq read MB/s", 550, pro850.seqReadMBps()),
                new RatedFigure("850 Pro 128 seq write MB/s", 470, pro850.seqWriteMBps()),
                new RatedFigure("850 Pro 128 QD32 read IOPS", 100_000, pro850.randomReadIopsQd32()),
                new RatedFigure("850 Pro 128 QD32 write IOPS", 90_000, pro850.randomWriteIopsQd32()),
                new RatedFigure("850 Pro 128 QD1 read IOPS", 10_000, pro850.randomReadIopsQd1()),
                new RatedFigure("850 Pro 128 QD1 write IOPS", 36_000, pro850.randomWriteIopsQd1()),
                new RatedFigure("840 EVO 250 seq read MB/s", 540, evo.seqReadMBps()),
                new RatedFigure("840 EVO 250 seq write MB/s (TurboWrite)", 520, evo.seqWriteMBps()),
                new RatedFigure("840 EVO 250 seq write MB/s (cache full)", 270, evoCacheFull.seqWriteMBps()),
                new RatedFigure("840 EVO 250 QD32 read IOPS", 97_000, evo.randomReadIopsQd32()),
                new RatedFigure("840 EVO 250 QD32 write IOPS", 66_000, evo.randomWriteIopsQd32()),
                new RatedFigure("840 EVO 250 QD1 read IOPS", 10_000, evo.randomReadIopsQd1()),
                new RatedFigure("840 EVO 250 QD1 write IOPS", 33_000, evo.randomWriteIopsQd1()));
    }

    @Test
    void everyStandardParameterReachesTheDrive() {
        DriveSpec base = spec("samsung-840-pro-256");
        DriveSpec changed = spec("samsung-840-pro-256", Map.ofEntries(Map.entry("pagesPerBlock", 256),
                Map.entry("programMicros", 500.0), Map.entry("readMicros", "60"), Map.entry("eraseMicros", 4000),
                Map.entry("readCommandMicros", 12.5), Map.entry("writeCommandMicros", 20),
                Map.entry("readLatencyMicros", 0), Map.entry("writeLatencyMicros", 40.5),
                Map.entry("hostLinkMBps", 300), Map.entry("writeBufferMiB", 0), Map.entry("gcLowWatermark", 10),
                Map.entry("gcHighWatermark", 30), Map.entry("idleGcAfterMillis", 50),
                Map.entry("idleGcBlocksPerSecond", 5), Map.entry("channelMBps", 200)));
        assertEquals(base.geometry().blocksPerPlane() / 2, changed.geometry().blocksPerPlane());
        assertEquals(base.geometry().rawBytes(), changed.geometry().rawBytes());
        assertEquals(List.of(60.0, 500.0, 4000.0, 200.0), List.of(changed.nand().readMicros(),
                changed.nand().programMicros(), changed.nand().eraseMicros(), changed.nand().channelMBps()));
        assertEquals(List.of(12.5, 20.0, 0.0, 40.5, 300.0, 50.0, 5.0), List.of(changed.controller().readCommandMicros(),
                changed.controller().writeCommandMicros(), changed.controller().readLatencyMicros(),
                changed.controller().writeLatencyMicros(), changed.hostLinkMBps(),
                changed.controller().idleGcAfterMillis(), changed.controller().idleGcBlocksPerSecond()));
        assertEquals(List.of(0L, 10, 30), List.of(changed.controller().writeBufferBytes(),
                changed.controller().gcLowWatermark(), changed.controller().gcHighWatermark()));
        assertEquals(base.geometry().userSectors(), changed.geometry().userSectors());
    }

    @Test
    void aBlockSizeThatDoesNotDivideThePlaneRoundsDownToWholeBlocks() {
        Geometry g = spec("samsung-840-pro-256", Map.of("pagesPerBlock", 100)).geometry();
        assertEquals((4 * GIB) / (100 * 8192), g.blocksPerPlane());
        assertTrue(g.spareFractionOfRaw() > 0.068);
    }

    @Test
    void turboWriteCanBeResizedOrTurnedOff() {
        DriveSpec base = spec("samsung-840-evo-250");
        assertEquals(3 * GIB, base.controller().slcCacheBytes());
        assertEquals(300, base.controller().slcProgramMicros());
        DriveSpec bigger = spec("samsung-840-evo-250", Map.of("slcCacheGiB", 6, "slcProgramMicros", 250));
        assertEquals(6 * GIB, bigger.controller().slcCacheBytes());
        assertEquals(250, bigger.controller().slcProgramMicros());
        DriveSpec none = spec("samsung-840-evo-250", Map.of("slcCacheGiB", 0));
        assertEquals(0, none.controller().slcCacheBytes());
        // without the cache, sequential writes fall to the TLC rate
        assertEquals(270, FreshEstimate.of(none).seqWriteMBps(), 5);
    }

    static Stream<Arguments> rejected() {
        return Stream.of(
                Arguments.of("samsung-840-evo-250", Map.of("slcCacheGiB", 1000), "slcCacheGiB"),
                Arguments.of("samsung-840-evo-250", Map.of("slcProgramMicros", 10), "slcProgramMicros"),
                Arguments.of("samsung-840-pro-128", Map.of("slcCacheGiB", 3), "slcCacheGiB"),
                Arguments.of("samsung-840-pro-128", Map.of("programMicros", "fast"), "programMicros"),
                Arguments.of("samsung-850-pro-128", Map.of("gcLowWatermark", 40, "gcHighWatermark", 20),
                        "gcHighWatermark"),
                // 104 spare blocks per plane
                Arguments.of("samsung-850-pro-128", Map.of("gcHighWatermark", 104), "gcHighWatermark"));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("rejected")
    void badValuesAreRejectedNamingThePluginAndTheParameter(String id, Map<String, ?> raw, String parameter) {
        PluginException e = assertThrows(PluginException.class, () -> spec(id, raw));
        assertTrue(e.getMessage().contains(id) && e.getMessage().contains("'" + parameter + "'"), e.getMessage());
    }
}
