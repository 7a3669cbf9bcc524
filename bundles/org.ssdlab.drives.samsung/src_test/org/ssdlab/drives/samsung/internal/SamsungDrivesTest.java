package org.ssdlab.drives.samsung.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Modifier;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.Geometry;

class SamsungDrivesTest {

    private static final long GIB = 1L << 30;

    private static List<Plugin<DriveSpec>> plugins() {
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
    void idsAreUniqueAndEveryPluginIsAComponentReadyDrive() throws ReflectiveOperationException {
        Set<String> ids = plugins().stream().map(Plugin::id).collect(Collectors.toSet());
        assertEquals(Set.of("samsung-840-pro-128", "samsung-840-pro-256", "samsung-840-pro-512", "samsung-850-pro-128",
                "samsung-840-evo-250"), ids);
        for (Plugin<DriveSpec> plugin : plugins()) {
            assertSame(PluginKind.DRIVE, plugin.kind());
            // DS instantiates the component class through a public no-argument constructor
            assertTrue(Modifier.isPublic(plugin.getClass().getModifiers()), plugin.id());
            assertNotSame(plugin, plugin.getClass().getConstructor().newInstance());
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
        assertEquals(rawBytes, (long) g.channels() * g.diesPerChannel() * g.planesPerDie() * g.blocksPerPlane()
                * g.pagesPerBlock() * g.pageBytes());
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

    /** A rated figure, the closed-form value it was fitted with, and where the rating comes from. */
    record Figure(String id, String what, double rated, ToDoubleFunction<DriveSpec> model) {
        double modelled() {
            return model.applyAsDouble(spec(id));
        }

        @Override
        public String toString() {
            return id + " " + what;
        }
    }

    static List<Figure> fittedFigures() {
        ToDoubleFunction<DriveSpec> tlcWrite = s -> FreshFigures.seqWrite(s, s.nand().programMicros(), 1);
        return List.of(
                new Figure("samsung-840-pro-128", "seq read MB/s", 530, FreshFigures::seqRead),
                new Figure("samsung-840-pro-128", "seq write MB/s", 390, FreshFigures::seqWrite),
                new Figure("samsung-840-pro-128", "QD32 read IOPS", 97_000, FreshFigures::qd32Read),
                new Figure("samsung-840-pro-128", "QD32 write IOPS", 90_000, FreshFigures::qd32Write),
                new Figure("samsung-840-pro-256", "seq read MB/s", 540, FreshFigures::seqRead),
                new Figure("samsung-840-pro-256", "seq write MB/s", 520, FreshFigures::seqWrite),
                new Figure("samsung-840-pro-256", "QD32 read IOPS", 100_000, FreshFigures::qd32Read),
                new Figure("samsung-840-pro-256", "QD32 write IOPS", 90_000, FreshFigures::qd32Write),
                new Figure("samsung-840-pro-256", "QD1 read IOPS", 9_900, FreshFigures::qd1Read),
                new Figure("samsung-840-pro-256", "QD1 write IOPS", 31_000, FreshFigures::qd1Write),
                new Figure("samsung-840-pro-512", "seq read MB/s", 540, FreshFigures::seqRead),
                new Figure("samsung-840-pro-512", "seq write MB/s", 520, FreshFigures::seqWrite),
                new Figure("samsung-840-pro-512", "QD32 read IOPS", 100_000, FreshFigures::qd32Read),
                new Figure("samsung-840-pro-512", "QD32 write IOPS", 90_000, FreshFigures::qd32Write),
                new Figure("samsung-850-pro-128", "seq read MB/s", 550, FreshFigures::seqRead),
                new Figure("samsung-850-pro-128", "seq write MB/s", 470, FreshFigures::seqWrite),
                new Figure("samsung-850-pro-128", "QD32 read IOPS", 100_000, FreshFigures::qd32Read),
                new Figure("samsung-850-pro-128", "QD32 write IOPS", 90_000, FreshFigures::qd32Write),
                new Figure("samsung-850-pro-128", "QD1 read IOPS", 10_000, FreshFigures::qd1Read),
                new Figure("samsung-850-pro-128", "QD1 write IOPS", 36_000, FreshFigures::qd1Write),
                new Figure("samsung-840-evo-250", "seq read MB/s", 540, FreshFigures::seqRead),
                new Figure("samsung-840-evo-250", "seq write MB/s (TurboWrite)", 520, FreshFigures::seqWrite),
                new Figure("samsung-840-evo-250", "seq write MB/s (cache full)", 270, tlcWrite),
                new Figure("samsung-840-evo-250", "QD32 read IOPS", 97_000, FreshFigures::qd32Read),
                new Figure("samsung-840-evo-250", "QD32 write IOPS", 66_000, FreshFigures::qd32Write),
                new Figure("samsung-840-evo-250", "QD1 read IOPS", 10_000, FreshFigures::qd1Read),
                new Figure("samsung-840-evo-250", "QD1 write IOPS", 33_000, FreshFigures::qd1Write));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fittedFigures")
    void freshClosedFormIsWithin15PercentOfTheRating(Figure figure) {
        double modelled = figure.modelled();
        System.out.printf("%-22s %-30s rated %9.0f  closed form %9.0f  %+6.1f %%%n", figure.id(), figure.what(),
                figure.rated(), modelled, 100 * (modelled / figure.rated() - 1));
        assertEquals(figure.rated(), modelled, 0.15 * figure.rated(), figure.toString());
    }

    @Test
    void parameterOverridesChangeTheDrive() {
        DriveSpec base = spec("samsung-840-pro-256");
        Map<String, Object> raw = new HashMap<>();
        raw.put("pagesPerBlock", 256);
        raw.put("programMicros", 500.0);
        raw.put("readMicros", "60");
        raw.put("eraseMicros", 4000);
        raw.put("readCommandMicros", 12.5);
        raw.put("writeCommandMicros", 20);
        raw.put("readLatencyMicros", 0);
        raw.put("writeLatencyMicros", 40.5);
        raw.put("hostLinkMBps", 300);
        raw.put("writeBufferMiB", 0);
        raw.put("gcLowWatermark", 10);
        raw.put("gcHighWatermark", 30);
        raw.put("idleGcAfterMillis", 50);
        raw.put("idleGcBlocksPerSecond", 5);
        raw.put("channelMBps", 200);
        DriveSpec changed = spec("samsung-840-pro-256", raw);

        assertEquals(256, changed.geometry().pagesPerBlock());
        assertEquals(base.geometry().blocksPerPlane() / 2, changed.geometry().blocksPerPlane());
        assertEquals(base.geometry().rawBytes(), changed.geometry().rawBytes());
        assertEquals(500, changed.nand().programMicros());
        assertEquals(60, changed.nand().readMicros());
        assertEquals(4000, changed.nand().eraseMicros());
        assertEquals(200, changed.nand().channelMBps());
        assertEquals(12.5, changed.controller().readCommandMicros());
        assertEquals(20, changed.controller().writeCommandMicros());
        assertEquals(0, changed.controller().readLatencyMicros());
        assertEquals(40.5, changed.controller().writeLatencyMicros());
        assertEquals(300, changed.hostLinkMBps());
        assertEquals(0, changed.controller().writeBufferBytes());
        assertEquals(10, changed.controller().gcLowWatermark());
        assertEquals(30, changed.controller().gcHighWatermark());
        assertEquals(50, changed.controller().idleGcAfterMillis());
        assertEquals(5, changed.controller().idleGcBlocksPerSecond());
        // every other value stays as it was
        assertEquals(base.geometry().userSectors(), changed.geometry().userSectors());
        assertEquals(base.controller().separateGcFrontier(), changed.controller().separateGcFrontier());
    }

    @Test
    void aBlockSizeThatDoesNotDivideThePlaneRoundsDownToWholeBlocks() {
        Geometry g = spec("samsung-840-pro-256", Map.of("pagesPerBlock", 100)).geometry();
        assertEquals((4 * GIB) / (100 * 8192), g.blocksPerPlane());
        assertTrue(g.rawBytes() <= 256 * GIB && g.rawBytes() > 256 * GIB - 64L * 100 * 8192);
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
        assertEquals(270, FreshFigures.seqWrite(none), 5);
    }

    @Test
    void everyDriveHasTheCommonParametersAndTheEvoItsCache() {
        List<String> common = List.of("pagesPerBlock", "readMicros", "programMicros", "eraseMicros", "channelMBps",
                "readCommandMicros", "writeCommandMicros", "readLatencyMicros", "writeLatencyMicros", "hostLinkMBps",
                "writeBufferMiB", "gcLowWatermark", "gcHighWatermark", "idleGcAfterMillis", "idleGcBlocksPerSecond");
        for (Plugin<DriveSpec> plugin : plugins()) {
            List<String> names = plugin.parameters().stream().map(ParameterSpec::name).toList();
            assertTrue(names.containsAll(common), plugin.id());
            for (ParameterSpec p : plugin.parameters()) {
                assertTrue(!p.required() && !p.unit().isEmpty() && p.min() != null && p.max() != null, p.name());
            }
        }
        assertTrue(plugin("samsung-840-evo-250").parameters().stream().map(ParameterSpec::name).toList()
                .containsAll(List.of("slcCacheGiB", "slcProgramMicros")));
    }

    static Stream<Arguments> badOverrides() {
        return Stream.of(
                Arguments.of("programMicros", -5),
                Arguments.of("programMicros", "fast"),
                Arguments.of("pagesPerBlock", 0),
                Arguments.of("pagesPerBlock", 12.5),
                Arguments.of("pagesPerBlock", 100_000),
                Arguments.of("readCommandMicros", -1),
                Arguments.of("writeLatencyMicros", "slow"),
                Arguments.of("gcLowWatermark", 0),
                Arguments.of("hostLinkMBps", 0),
                Arguments.of("slcCacheGiB", 1000));
    }

    @ParameterizedTest(name = "{0} = {1}")
    @MethodSource("badOverrides")
    void badOverridesAreRejectedNamingTheParameter(String name, Object value) {
        Plugin<DriveSpec> plugin = plugin("samsung-840-evo-250");
        PluginException e = assertThrows(PluginException.class, () -> Parameters.validate(plugin, Map.of(name, value)));
        assertTrue(e.getMessage().contains("'" + name + "'"), e.getMessage());
        assertTrue(e.getMessage().contains("samsung-840-evo-250"), e.getMessage());
    }

    @Test
    void unknownParametersAreRejected() {
        PluginException e = assertThrows(PluginException.class,
                () -> Parameters.validate(plugin("samsung-840-pro-128"), Map.of("tPROG", 900)));
        assertTrue(e.getMessage().contains("unknown parameter 'tPROG'"), e.getMessage());
        assertTrue(e.getMessage().contains("programMicros"), e.getMessage());
    }

    @Test
    void watermarksThatDoNotFitAreRejectedNamingTheParameter() {
        for (Map<String, ?> raw : List.of(Map.of("gcLowWatermark", 40, "gcHighWatermark", 20),
                Map.of("gcHighWatermark", 900_000))) {
            PluginException e = assertThrows(PluginException.class, () -> spec("samsung-850-pro-128", raw));
            assertTrue(e.getMessage().contains("'gcHighWatermark'"), e.getMessage());
        }
    }

    @Test
    void descriptionsMarkEveryGuessAndNameTheRatingsTheyFit() {
        for (Plugin<DriveSpec> plugin : plugins()) {
            String d = plugin.description();
            assertTrue(d.contains("[G]"), plugin.id());
            assertTrue(d.contains("Fitted to") || d.contains("Rated like"), plugin.id());
            for (ParameterSpec p : plugin.parameters()) {
                assertTrue(d.contains(p.name() + " "), plugin.id() + " does not mention " + p.name());
            }
        }
        assertTrue(plugin("samsung-840-pro-256").description().contains("[V]"));
    }

    @Test
    void eachCreateReturnsAFreshEqualSpecAndTheModelNamesTheCapacity() {
        for (Plugin<DriveSpec> plugin : plugins()) {
            DriveSpec a = spec(plugin.id());
            assertEquals(a, spec(plugin.id()));
            assertEquals(plugin.label(), a.model());
            assertTrue(a.controller().separateGcFrontier());
            assertTrue(a.controller().gcLowWatermark() < a.controller().gcHighWatermark());
        }
    }
}
