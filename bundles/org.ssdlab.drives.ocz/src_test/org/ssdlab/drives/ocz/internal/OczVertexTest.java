package org.ssdlab.drives.ocz.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
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
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.drive.DriveParameters;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.FreshEstimate;
import org.ssdlab.sim.api.drive.Geometry;

/** The Indilinx Barefoot stand-in: its sources, its ratings and what write-through does to small writes. */
class OczVertexTest {

    private static final Plugin<DriveSpec> VERTEX = new OczVertex();

    private static DriveSpec spec(Map<String, ?> raw) {
        return VERTEX.create(Parameters.validate(VERTEX, raw));
    }

    @Test
    void aDriveThatNamesItsSourcesAndItsGuesses() {
        assertEquals("ocz-vertex-60", VERTEX.id());
        assertSame(PluginKind.DRIVE, VERTEX.kind());
        String d = VERTEX.description();
        assertTrue(d.contains("behardware.com/art/imprimer/758") && d.contains("anandtech.com/Show/Index/2829"), d);
        assertTrue(d.contains("[V]") && d.contains("[G]") && d.contains("Fitted to"), d);
        assertTrue(d.endsWith(DriveParameters.valuesNote(VERTEX.parameters(), List.of())), d);
        assertEquals(VERTEX.label(), spec(Map.of()).model());
    }

    @Test
    void sixtyGigabytesOfLbasOnSixtyFourOfFlash() {
        Geometry g = spec(Map.of()).geometry();
        assertEquals(117_231_408L, g.userSectors());
        assertEquals(64L << 30, g.rawBytes());
        assertEquals(List.of(4, 4, 2, 4096, 128), List.of(g.channels(), g.diesPerChannel(), g.planesPerDie(),
                g.pageBytes(), g.pagesPerBlock()));
    }

    /** Write-through: no buffer and no parameter for one, so every write waits for its program. */
    @Test
    void writeThroughSoASmallWriteWaitsForItsProgram() {
        DriveSpec s = spec(Map.of());
        assertEquals(0, s.controller().writeBufferBytes());
        assertFalse(s.controller().compression());
        List<String> names = VERTEX.parameters().stream().map(ParameterSpec::name).toList();
        assertFalse(names.contains(DriveParameters.WRITE_BUFFER_MIB), names.toString());
        // 30 µs command + 4 KiB over the 275 MB/s link + over a 57.5 MB/s channel + 970 µs tPROG
        assertEquals(1e6 / (30 + 4096 / 275.0 + 4096 / 57.5 + 970), FreshEstimate.of(s).randomWriteIopsQd1(), 1);
        assertTrue(FreshEstimate.of(s).randomWriteIopsQd1() < 1000, "slow at small writes");
    }

    /** OCZ's ratings for the 60 GB model as BeHardware quotes them, with the fresh estimate fitted to them. */
    static Stream<Arguments> ratings() {
        FreshEstimate fresh = FreshEstimate.of(spec(Map.of()));
        return Stream.of(Arguments.of("seq read MB/s", 230, fresh.seqReadMBps()),
                Arguments.of("seq write MB/s", 135, fresh.seqWriteMBps()));
    }

    @ParameterizedTest(name = "{0}: rated {1}")
    @MethodSource("ratings")
    void freshEstimateIsWithin5PercentOfTheRating(String figure, double rated, double estimated) {
        assertEquals(rated, estimated, 0.05 * rated, figure);
    }

    @Test
    void badValuesAreRejectedNamingTheParameter() {
        PluginException e = assertThrows(PluginException.class, () -> spec(Map.of("programMicros", 1)));
        assertTrue(e.getMessage().contains("'ocz-vertex-60'") && e.getMessage().contains("'programMicros'"),
                e.getMessage());
    }
}
