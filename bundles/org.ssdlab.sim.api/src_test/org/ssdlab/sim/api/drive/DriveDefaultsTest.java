package org.ssdlab.sim.api.drive;

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
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.PluginKind;

class DriveDefaultsTest {

    private static final long MIB = 1L << 20;
    /** 16 planes of 4 GiB in 1 MiB blocks (128 pages of 8 KiB): 518 spare blocks per plane. */
    private static final NandLayout LAYOUT = new NandLayout("Test SSD 60 GB", 4, 2, 2, 64 * NandLayout.GIB, 8192,
            NandLayout.idemaSectors(60), true);
    private static final DriveDefaults DEFAULTS = DriveDefaults.builder().pagesPerBlock(128).readMicros(50).programMicros(900)
            .eraseMicros(3000).channelMBps(400).readCommandMicros(10)
            .writeCommandMicros(12).readLatencyMicros(20).writeLatencyMicros(8)
            .hostLinkMBps(550).writeBufferMiB(32).gcLowWatermark(2).gcHighWatermark(4)
            .idleGcAfterMillis(1000).idleGcBlocksPerSecond(5).build();
    private static final TestDrive DRIVE = new TestDrive(DEFAULTS, DEFAULTS.parameters(), ControllerOptions.STANDARD);

    /** A drive plugin as a vendor bundle writes one. */
    private static final class TestDrive extends AbstractPlugin<DriveSpec> {
        private final DriveDefaults defaults;
        private final ControllerOptions options;

        TestDrive(DriveDefaults defaults, List<ParameterSpec> parameters, ControllerOptions options) {
            super(PluginKind.DRIVE, "test-drive", "Test SSD 60 GB", "a drive for tests", parameters);
            this.defaults = defaults;
            this.options = options;
        }

        @Override
        public DriveSpec create(Parameters parameters) {
            return defaults.driveSpec(this, LAYOUT, parameters, options);
        }

        DriveSpec create(Map<String, ?> raw) {
            return create(Parameters.validate(this, raw));
        }
    }

    private static List<String> names(List<ParameterSpec> parameters) {
        return parameters.stream().map(ParameterSpec::name).toList();
    }

    @Test
    void theStandardParametersComeFirstInAFixedOrderThenTheDrivesOwn() {
        List<ParameterSpec> parameters = DEFAULTS.parameters(ParameterSpec.flag("raiseParityDie", false, "own"));
        assertEquals(List.of("pagesPerBlock", "readMicros", "programMicros", "eraseMicros", "channelMBps",
                "readCommandMicros", "writeCommandMicros", "readLatencyMicros", "writeLatencyMicros", "hostLinkMBps",
                "writeBufferMiB", "gcLowWatermark", "gcHighWatermark", "idleGcAfterMillis", "idleGcBlocksPerSecond",
                "gcRelocationMicros", "backgroundGcMBps", "gcUnit", "factoryBadBlocks",
                "raiseParityDie"), names(parameters));
        assertEquals(List.of(128L, 50.0, 900.0, 3000.0, 400.0, 10.0, 12.0, 20.0, 8.0, 550.0, 32.0, 2L, 4L, 1000.0,
                5.0), parameters.subList(0, 15).stream().map(ParameterSpec::defaultValue).toList());
        for (ParameterSpec p : parameters.subList(0, 15)) {
            assertTrue(!p.required() && !p.unit().isEmpty() && !p.description().isEmpty(), p.name());
        }
    }

    @Test
    void withoutAWriteBufferThereIsNoSuchParameterAndWritesAreNotBuffered() {
        DriveDefaults unbuffered = DriveDefaults.builder().pagesPerBlock(128).readMicros(50).programMicros(900)
            .eraseMicros(3000).channelMBps(400).readCommandMicros(10)
            .writeCommandMicros(12).readLatencyMicros(20).writeLatencyMicros(8)
            .hostLinkMBps(550).writeBufferMiB(0).gcLowWatermark(2).gcHighWatermark(4)
            .idleGcAfterMillis(1000).idleGcBlocksPerSecond(5).build();
        assertFalse(names(unbuffered.parameters()).contains(DriveParameters.WRITE_BUFFER_MIB));
        TestDrive drive = new TestDrive(unbuffered, unbuffered.parameters(), ControllerOptions.STANDARD);
        assertEquals(0, drive.create(Map.of()).controller().writeBufferBytes());
    }

    @Test
    void everyStandardValueReachesTheDriveSpec() {
        assertEquals(new DriveSpec("Test SSD 60 GB", LAYOUT.geometry(128), new NandTiming(50, 900, 3000, 400, true),
                new ControllerSpec(10, 12, 32 * MIB, false, 0, 0, 2, 4, true, 1000, 5, 0, 0, 20, 8), 550),
                DRIVE.create(Map.of()));
        DriveSpec changed = DRIVE.create(Map.ofEntries(Map.entry("pagesPerBlock", 256), Map.entry("readMicros", 60),
                Map.entry("programMicros", 700), Map.entry("eraseMicros", 4000), Map.entry("channelMBps", 200),
                Map.entry("readCommandMicros", 11), Map.entry("writeCommandMicros", 13),
                Map.entry("readLatencyMicros", 21), Map.entry("writeLatencyMicros", 9), Map.entry("hostLinkMBps", 275),
                Map.entry("writeBufferMiB", 0.5), Map.entry("gcLowWatermark", 3), Map.entry("gcHighWatermark", 6),
                Map.entry("idleGcAfterMillis", 50), Map.entry("idleGcBlocksPerSecond", 7)));
        assertEquals(new DriveSpec("Test SSD 60 GB", LAYOUT.geometry(256), new NandTiming(60, 700, 4000, 200, true),
                new ControllerSpec(11, 13, MIB / 2, false, 0, 0, 3, 6, true, 50, 7, 0, 0, 21, 9), 275), changed);
    }

    @Test
    void theGcUnitIsAStandardChoiceThatReachesTheFirmware() {
        assertEquals(GcUnit.SUPERBLOCK, DRIVE.create(Map.of()).firmware().gcUnit());
        assertEquals(GcUnit.DIE, DRIVE.create(Map.of("gcUnit", "die")).firmware().gcUnit());
        assertEquals(GcUnit.PLANE, DRIVE.create(Map.of("gcUnit", "plane")).firmware().gcUnit());
        PluginException e = assertThrows(PluginException.class, () -> DRIVE.create(Map.of("gcUnit", "chip")));
        assertTrue(e.getMessage().contains("gcUnit") && e.getMessage().contains("superblock, die, plane"),
                e.getMessage());
        PluginException low = assertThrows(PluginException.class,
                () -> DRIVE.create(Map.of("gcUnit", "die", "gcLowWatermark", 1)));
        assertTrue(low.getMessage().contains("'gcUnit' = die needs 'gcLowWatermark' of 2 or more"), low.getMessage());
        assertEquals(GcUnit.SUPERBLOCK, DRIVE.create(Map.of("gcLowWatermark", 1)).firmware().gcUnit());
        TestDrive sandForce = new TestDrive(DEFAULTS, DEFAULTS.parameters(), ControllerOptions.STANDARD.withCompression(0.05));
        PluginException packed = assertThrows(PluginException.class, () -> sandForce.create(Map.of("gcUnit", "plane")));
        assertTrue(packed.getMessage().contains("'gcUnit' = plane is not modelled on a drive that compresses"),
                packed.getMessage());
    }

    @Test
    void aStandardValueThePluginDoesNotDeclareKeepsItsDefault() {
        TestDrive drive = new TestDrive(DEFAULTS, List.of(ParameterSpec.decimal(DriveParameters.PROGRAM_MICROS, "µs",
                900.0, 100, 10000, "tPROG")), ControllerOptions.STANDARD);
        assertEquals(DRIVE.create(Map.of("programMicros", 700)), drive.create(Map.of("programMicros", 700)));
    }

    @Test
    void controllerOptionsReachTheControllerSpec() {
        ControllerOptions options = ControllerOptions.STANDARD.withCompression(0.05).withMaxWriteIops(10_000)
                .withSlcCache(3 * NandLayout.GIB, 300).withSharedGcFrontier();
        ControllerSpec c = new TestDrive(DEFAULTS, DEFAULTS.parameters(), options).create(Map.of()).controller();
        assertEquals(List.of(true, 0.05, 10_000.0, 3 * NandLayout.GIB, 300.0, false), List.of(c.compression(),
                c.compressionFloor(), c.maxWriteIops(), c.slcCacheBytes(), c.slcProgramMicros(),
                c.separateGcFrontier()));
    }

    static Stream<Arguments> rejected() {
        return Stream.of(
                Arguments.of(Map.of("programMicros", -5), "programMicros"),
                Arguments.of(Map.of("pagesPerBlock", 12.5), "pagesPerBlock"),
                Arguments.of(Map.of("pagesPerBlock", 8), "pagesPerBlock"),
                Arguments.of(Map.of("pagesPerBlock", 4096), "pagesPerBlock"),
                Arguments.of(Map.of("readCommandMicros", -1), "readCommandMicros"),
                Arguments.of(Map.of("writeLatencyMicros", "slow"), "writeLatencyMicros"),
                Arguments.of(Map.of("eraseMicros", 0), "eraseMicros"),
                Arguments.of(Map.of("channelMBps", "fast"), "channelMBps"),
                Arguments.of(Map.of("hostLinkMBps", 0), "hostLinkMBps"),
                Arguments.of(Map.of("writeBufferMiB", -1), "writeBufferMiB"),
                Arguments.of(Map.of("idleGcAfterMillis", "soon"), "idleGcAfterMillis"),
                Arguments.of(Map.of("gcLowWatermark", 0), "gcLowWatermark"),
                Arguments.of(Map.of("gcHighWatermark", 1), "gcHighWatermark"),
                // checked by driveSpec against each other and the 518 spare blocks per plane
                Arguments.of(Map.of("gcLowWatermark", 4, "gcHighWatermark", 4), "gcHighWatermark"),
                Arguments.of(Map.of("gcLowWatermark", 8, "gcHighWatermark", 5), "gcHighWatermark"),
                Arguments.of(Map.of("gcHighWatermark", 518), "gcHighWatermark"),
                Arguments.of(Map.of("tPROG", 900), "tPROG"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rejected")
    void badValuesAreRejectedNamingThePluginAndTheParameter(Map<String, ?> raw, String parameter) {
        PluginException e = assertThrows(PluginException.class, () -> DRIVE.create(raw));
        assertTrue(e.getMessage().contains("drive 'test-drive'") && e.getMessage().contains("'" + parameter + "'"),
                e.getMessage());
    }

    @Test
    void theWatermarkMessageSaysWhatFits() {
        assertEquals(517, DRIVE.create(Map.of("gcHighWatermark", 517)).controller().gcHighWatermark());
        PluginException e = assertThrows(PluginException.class, () -> DRIVE.create(Map.of("gcHighWatermark", 518)));
        assertEquals("drive 'test-drive': parameter 'gcHighWatermark' = 518 must be above gcLowWatermark = 2 and "
                + "below the 518 spare blocks per plane", e.getMessage());
    }

    @Test
    void theValuesNoteListsEveryParameterWithItsDefaultMarkedGuessedOrVerified() {
        List<ParameterSpec> parameters = List.of(ParameterSpec.integer("pagesPerBlock", "pages", 128L, 16, 2048, ""),
                ParameterSpec.decimal("readMicros", "µs", 50.0, 5, 2000, ""),
                ParameterSpec.decimal("compressionFloor", "", 0.05, 0, 1, ""));
        assertEquals(" Guessed or fitted [G], each a parameter: pagesPerBlock 128 pages, compressionFloor 0.05. From "
                + "the sources [V], also a parameter: readMicros 50 µs.",
                DriveParameters.valuesNote(parameters, List.of("readMicros")));
        assertEquals(" Guessed or fitted [G], each a parameter: pagesPerBlock 128 pages, readMicros 50 µs, "
                + "compressionFloor 0.05.", DriveParameters.valuesNote(parameters, List.of()));
    }

    /** Every value is set by name; one left out is named rather than read as 0. */
    @Test
    void aBuilderWithoutAValueNamesIt() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> DriveDefaults.builder()
                .pagesPerBlock(128).readMicros(50).programMicros(900).eraseMicros(3000).channelMBps(400)
                .readCommandMicros(10).hostLinkMBps(550).writeBufferMiB(32).gcLowWatermark(2).gcHighWatermark(4)
                .idleGcAfterMillis(1000).build());
        assertEquals("drive defaults without writeCommandMicros, idleGcBlocksPerSecond", e.getMessage());
        assertEquals(12.0, DEFAULTS.writeCommandMicros());
        assertEquals(10.0, DEFAULTS.readCommandMicros());
    }
}
