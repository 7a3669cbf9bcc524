package org.ssdlab.drives.ocz.internal;

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
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.drive.DriveParameters;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.FreshEstimate;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.testing.DrivePluginContract;

class OczDrivesTest extends DrivePluginContract {

    @Override
    protected List<Plugin<DriveSpec>> drives() {
        return List.of(AGILITY);
    }

    private static final long GIB = 1L << 30;
    private static final Plugin<DriveSpec> AGILITY = new OczAgility2();

    private static DriveSpec spec(Map<String, ?> raw) {
        return AGILITY.create(Parameters.validate(AGILITY, raw));
    }

    private static DriveSpec spec() {
        return spec(Map.of());
    }

    @Test
    void aStableIdAndADescriptionOfItsFit() {
        assertEquals("ocz-agility2-60", AGILITY.id());
        assertTrue(AGILITY.description().contains("Fitted to"));
        assertTrue(AGILITY.description().endsWith(DriveParameters.valuesNote(AGILITY.parameters(),
                List.of("maxWriteIops"))));
    }

    @Test
    void theParametersAreTheStandardOnesThenTheSandForceOnes() {
        List<String> names = AGILITY.parameters().stream().map(ParameterSpec::name).toList();
        assertEquals(2.0, AGILITY.parameters().get(names.indexOf("writeBufferMiB")).defaultValue());
        assertEquals(List.of("backgroundGcMBps", "gcUnit", "factoryBadBlocks", "compressionFloor", "maxWriteIops",
                "raiseParityDie", "sharedGcFrontier", "multiPlaneInFreshBlocksOnly"),
                names.subList(names.size() - 8, names.size()));
        ParameterSpec program = AGILITY.parameters().get(names.indexOf("programMicros"));
        assertTrue(program.description().contains("without a buffer"), program.description());
        assertEquals(1000.0, program.defaultValue());
    }

    @Test
    void userLbasRawCapacityAndSpare() {
        Geometry g = spec(Map.of("raiseParityDie", false)).geometry();
        assertEquals(117_231_408L, g.userSectors());
        assertEquals(64 * GIB, g.rawBytes());
        assertEquals(0.127, g.spareFractionOfRaw(), 0.001);
        assertEquals(0.145, g.overProvisioning(), 0.001);
        assertEquals(List.of(8, 2, 2, 2048, 256, 4096, 4096), List.of(g.channels(), g.diesPerChannel(),
                g.planesPerDie(), g.blocksPerPlane(), g.pagesPerBlock(), g.pageBytes(), g.unitBytes()));
    }

    /** RAISE is on by default: its parity die comes out of the spare the FTL can use, 12.7 % → 6.8 % of raw. */
    @Test
    void raiseParityShrinksTheEffectiveSpareByOneDie() {
        Geometry withRaise = spec().geometry();
        Geometry without = spec(Map.of("raiseParityDie", false)).geometry();
        assertEquals(60 * GIB, withRaise.rawBytes());
        assertEquals(2048 * 15 / 16, withRaise.blocksPerPlane());
        assertEquals(without.userSectors(), withRaise.userSectors());
        assertEquals(0.068, withRaise.spareFractionOfRaw(), 0.001);
        long spareWith = withRaise.rawBytes() - withRaise.userSectors() * Geometry.SECTOR_BYTES;
        long spareWithout = without.rawBytes() - without.userSectors() * Geometry.SECTOR_BYTES;
        assertEquals(4 * GIB, spareWithout - spareWith, "one 32 Gbit die");
        assertTrue(AGILITY.description().contains("5710"), "the source of the default");
    }

    @Test
    void theControllerIsASandForce() {
        DriveSpec s = spec();
        assertTrue(s.controller().compression());
        assertEquals(2 << 20, s.controller().writeBufferBytes()); // the on-chip cache, not DRAM
        assertEquals(10_000, s.controller().maxWriteIops());
        assertEquals(0.05, s.controller().compressionFloor());
        assertFalse(s.controller().separateGcFrontier());
        assertTrue(spec(Map.of("sharedGcFrontier", false)).controller().separateGcFrontier());
        assertTrue(s.controller().multiPlaneInFreshBlocksOnly());
        assertFalse(spec(Map.of("multiPlaneInFreshBlocksOnly", false)).controller().multiPlaneInFreshBlocksOnly());
        assertEquals(0, s.controller().slcCacheBytes());
        assertEquals(0, s.controller().readLatencyMicros() + s.controller().writeLatencyMicros());
    }

    /** Each rated figure with the fresh estimate it was fitted with. */
    @Override
    protected List<RatedFigure> ratedFigures() {
        FreshEstimate incompressible = FreshEstimate.of(spec());
        FreshEstimate allZeros = FreshEstimate.of(spec(), 1);
        return List.of(
                new RatedFigure("seq read MB/s, compressible", 285, allZeros.seqReadMBps()),
                new RatedFigure("seq write MB/s, compressible", 275, allZeros.seqWriteMBps()),
                new RatedFigure("seq write MB/s, incompressible", 130, incompressible.seqWriteMBps()),
                new RatedFigure("QD32 read IOPS", 30_000, incompressible.randomReadIopsQd32()),
                new RatedFigure("QD32 write IOPS", 10_000, incompressible.randomWriteIopsQd32()));
    }

    @Test
    void theOnChipCacheAcknowledgesAQd1WriteBeforeItsProgram() {
        // 100 µs command (the cap) + 4 KiB over the link
        assertEquals(1e6 / (100 + 4096 / 275.0), FreshEstimate.of(spec()).randomWriteIopsQd1(), 1);
        // without it the write also waits for the channel and tPROG
        assertEquals(1e6 / (100 + 4096 / 275.0 + 4096 / 26.5 + 1000),
                FreshEstimate.of(spec(Map.of("writeBufferMiB", 0))).randomWriteIopsQd1(), 1);
    }

    @Test
    void parameterOverridesChangeTheDrive() {
        DriveSpec changed = spec(Map.of("compressionFloor", 0.2, "maxWriteIops", 0, "programMicros", 800,
                "pagesPerBlock", 128, "hostLinkMBps", 550, "gcLowWatermark", 3, "gcHighWatermark", 9,
                "writeLatencyMicros", 50, "idleGcBlocksPerSecond", 0, "raiseParityDie", false));
        assertEquals(0.2, changed.controller().compressionFloor());
        assertEquals(0, changed.controller().maxWriteIops());
        assertEquals(4096, changed.geometry().blocksPerPlane());
        assertEquals(64 * GIB, changed.geometry().rawBytes());
        // without the firmware cap random writes are bound by the 33 µs command time
        assertEquals(1e6 / 33, FreshEstimate.of(changed).randomWriteIopsQd32(), 1);
    }

    static Stream<Arguments> rejected() {
        return Stream.of(
                Arguments.of(Map.of("compressionFloor", 1.5), "compressionFloor"),
                Arguments.of(Map.of("compressionFloor", -0.1), "compressionFloor"),
                Arguments.of(Map.of("maxWriteIops", -1), "maxWriteIops"),
                Arguments.of(Map.of("raiseParityDie", "maybe"), "raiseParityDie"),
                Arguments.of(Map.of("factoryBadBlocks", 0.01), "factoryBadBlocks"), // packed blocks are not modelled short
                Arguments.of(Map.of("writeBufferMiB", 5000), "writeBufferMiB"),
                Arguments.of(Map.of("gcLowWatermark", 5, "gcHighWatermark", 5), "gcHighWatermark"),
                // 518 spare blocks per plane without the parity die, 262 with it (the default)
                Arguments.of(Map.of("gcHighWatermark", 518, "raiseParityDie", false), "gcHighWatermark"),
                Arguments.of(Map.of("gcHighWatermark", 262), "gcHighWatermark"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rejected")
    void badValuesAreRejectedNamingTheParameter(Map<String, ?> raw, String parameter) {
        PluginException e = assertThrows(PluginException.class, () -> spec(raw));
        assertTrue(e.getMessage().contains("'ocz-agility2-60'") && e.getMessage().contains("'" + parameter + "'"),
                e.getMessage());
    }
}
