package org.ssdlab.drives.ocz.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
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

class OczDrivesTest {

    private static final long GIB = 1L << 30;
    private static final Plugin<DriveSpec> AGILITY = new OczAgility2();

    private static DriveSpec spec(Map<String, ?> raw) {
        return AGILITY.create(Parameters.validate(AGILITY, raw));
    }

    private static DriveSpec spec() {
        return spec(Map.of());
    }

    @Test
    void theIdIsStableAndThePluginIsAComponentReadyDrive() throws ReflectiveOperationException {
        assertEquals("ocz-agility2-60", AGILITY.id());
        assertSame(PluginKind.DRIVE, AGILITY.kind());
        assertTrue(Modifier.isPublic(OczAgility2.class.getModifiers()));
        assertEquals("ocz-agility2-60", OczAgility2.class.getConstructor().newInstance().id());
        assertEquals(AGILITY.label(), spec().model());
    }

    @Test
    void userLbasRawCapacityAndSpare() {
        Geometry g = spec().geometry();
        assertEquals(117_231_408L, g.userSectors());
        assertEquals(64 * GIB, g.rawBytes());
        assertEquals(64 * GIB, (long) g.channels() * g.diesPerChannel() * g.planesPerDie() * g.blocksPerPlane()
                * g.pagesPerBlock() * g.pageBytes());
        assertEquals(0.127, g.spareFractionOfRaw(), 0.001);
        assertEquals(0.145, g.overProvisioning(), 0.001);
        assertEquals(List.of(8, 2, 2, 4096, 128, 4096, 4096), List.of(g.channels(), g.diesPerChannel(),
                g.planesPerDie(), g.blocksPerPlane(), g.pagesPerBlock(), g.pageBytes(), g.unitBytes()));
    }

    @Test
    void raiseParityCanTakeOneDieOutOfTheSpareArea() {
        Geometry g = spec(Map.of("raiseParityDie", true)).geometry();
        assertEquals(60 * GIB, g.rawBytes());
        assertEquals(4096 * 15 / 16, g.blocksPerPlane());
        assertEquals(0.068, g.spareFractionOfRaw(), 0.001);
    }

    @Test
    void theControllerIsASandForce() {
        DriveSpec s = spec();
        assertTrue(s.controller().compression());
        assertEquals(0, s.controller().writeBufferBytes());
        assertEquals(10_000, s.controller().maxWriteIops());
        assertTrue(s.controller().compressionFloor() > 0 && s.controller().compressionFloor() <= 0.1);
        assertFalse(s.controller().separateGcFrontier());
        assertEquals(0, s.controller().slcCacheBytes());
        assertTrue(s.controller().gcLowWatermark() < s.controller().gcHighWatermark());
    }

    record Figure(String what, double rated, ToDoubleFunction<DriveSpec> model) {
        @Override
        public String toString() {
            return what;
        }
    }

    static List<Figure> fittedFigures() {
        return List.of(
                new Figure("seq read MB/s", 285, FreshFigures::seqRead),
                new Figure("seq write MB/s, compressible", 275,
                        s -> FreshFigures.seqWrite(s, s.nand().programMicros(), s.controller().compressionFloor())),
                new Figure("seq write MB/s, incompressible", 130, FreshFigures::seqWrite),
                new Figure("QD32 read IOPS", 30_000, FreshFigures::qd32Read),
                new Figure("QD32 write IOPS", 10_000, FreshFigures::qd32Write));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fittedFigures")
    void freshClosedFormIsWithin15PercentOfTheRating(Figure figure) {
        double modelled = figure.model().applyAsDouble(spec());
        System.out.printf("%-22s %-30s rated %9.0f  closed form %9.0f  %+6.1f %%%n", AGILITY.id(), figure.what(),
                figure.rated(), modelled, 100 * (modelled / figure.rated() - 1));
        assertEquals(figure.rated(), modelled, 0.15 * figure.rated(), figure.toString());
    }

    @Test
    void withoutABufferAQd1WriteWaitsForItsProgram() {
        DriveSpec s = spec();
        // 100 µs command (the cap) + 4 KiB over the link and the channel + tPROG
        assertEquals(1e6 / (100 + 4096 / 275.0 + 4096 / 40.0 + 1000), FreshFigures.qd1Write(s), 1);
        System.out.printf("%-22s %-30s rated         -  closed form %9.0f%n", AGILITY.id(), "QD1 read IOPS",
                FreshFigures.qd1Read(s));
        System.out.printf("%-22s %-30s rated         -  closed form %9.0f%n", AGILITY.id(), "QD1 write IOPS",
                FreshFigures.qd1Write(s));
    }

    @Test
    void parameterOverridesChangeTheDrive() {
        DriveSpec changed = spec(Map.of("compressionFloor", 0.2, "maxWriteIops", 0, "programMicros", 800,
                "pagesPerBlock", 256, "hostLinkMBps", 550, "gcLowWatermark", 3, "gcHighWatermark", 9,
                "writeLatencyMicros", 50, "idleGcBlocksPerSecond", 0));
        assertEquals(0.2, changed.controller().compressionFloor());
        assertEquals(0, changed.controller().maxWriteIops());
        assertEquals(800, changed.nand().programMicros());
        assertEquals(256, changed.geometry().pagesPerBlock());
        assertEquals(2048, changed.geometry().blocksPerPlane());
        assertEquals(64 * GIB, changed.geometry().rawBytes());
        assertEquals(550, changed.hostLinkMBps());
        assertEquals(3, changed.controller().gcLowWatermark());
        assertEquals(9, changed.controller().gcHighWatermark());
        assertEquals(50, changed.controller().writeLatencyMicros());
        assertEquals(0, changed.controller().idleGcBlocksPerSecond());
        // without the firmware cap random writes are bound by the 33 µs command time
        assertEquals(1e6 / 33, FreshFigures.qd32Write(changed), 1);
    }

    static Stream<Arguments> badOverrides() {
        return Stream.of(
                Arguments.of("compressionFloor", 1.5),
                Arguments.of("compressionFloor", -0.1),
                Arguments.of("maxWriteIops", -1),
                Arguments.of("raiseParityDie", "maybe"),
                Arguments.of("pagesPerBlock", 8),
                Arguments.of("eraseMicros", 0),
                Arguments.of("channelMBps", "fast"));
    }

    @ParameterizedTest(name = "{0} = {1}")
    @MethodSource("badOverrides")
    void badOverridesAreRejectedNamingTheParameter(String name, Object value) {
        PluginException e = assertThrows(PluginException.class, () -> Parameters.validate(AGILITY, Map.of(name, value)));
        assertTrue(e.getMessage().contains("'" + name + "'"), e.getMessage());
        assertTrue(e.getMessage().contains("ocz-agility2-60"), e.getMessage());
    }

    @Test
    void watermarksThatDoNotFitAreRejectedNamingTheParameter() {
        for (Map<String, ?> raw : List.of(Map.of("gcLowWatermark", 5, "gcHighWatermark", 5),
                Map.of("gcHighWatermark", 600))) {
            PluginException e = assertThrows(PluginException.class, () -> spec(raw));
            assertTrue(e.getMessage().contains("'gcHighWatermark'"), e.getMessage());
        }
    }

    @Test
    void theDescriptionMarksEveryGuess() {
        String d = AGILITY.description();
        assertTrue(d.contains("[G]"));
        assertTrue(d.contains("Fitted to"));
        for (ParameterSpec p : AGILITY.parameters()) {
            assertTrue(d.contains(p.name() + " "), p.name());
            assertFalse(p.required(), p.name());
        }
        List<String> names = AGILITY.parameters().stream().map(ParameterSpec::name).toList();
        assertTrue(names.containsAll(List.of("pagesPerBlock", "programMicros", "readMicros", "eraseMicros",
                "compressionFloor", "maxWriteIops", "raiseParityDie")));
        assertEquals(names.size(), names.stream().distinct().count());
    }
}
