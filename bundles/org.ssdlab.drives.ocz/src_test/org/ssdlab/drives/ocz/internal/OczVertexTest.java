package org.ssdlab.drives.ocz.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.drive.DriveParameters;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.FreshEstimate;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.testing.DrivePluginContract;

/** The Indilinx Barefoot stand-in: its sources, its ratings and what write-through does to small writes. */
class OczVertexTest extends DrivePluginContract {

    private static final Plugin<DriveSpec> VERTEX = new OczVertex();

    @Override
    protected List<Plugin<DriveSpec>> drives() {
        return List.of(VERTEX);
    }

    /** BeHardware's figures are quoted to the MB/s: the fit is held to 5 %. */
    @Override
    protected double ratingTolerance() {
        return 0.05;
    }

    private static DriveSpec spec(Map<String, ?> raw) {
        return VERTEX.create(Parameters.validate(VERTEX, raw));
    }

    @Test
    void aDriveThatNamesItsSourcesAndItsGuesses() {
        assertEquals("ocz-vertex-60", VERTEX.id());
        String d = VERTEX.description();
        assertTrue(d.contains("behardware.com/art/imprimer/758") && d.contains("anandtech.com/Show/Index/2829")
                && d.contains("github.com/openssd/jasmine") && d.contains("forum.hddguru.com"), d);
        assertTrue(d.contains("[V]") && d.contains("[G]") && d.contains("Fitted to"), d);
        assertTrue(d.endsWith(DriveParameters.valuesNote(VERTEX.parameters(), List.of())), d);
    }

    /** Banks of two dies on 16-bit channels, each operation on both planes: 16 KiB pages, mapped whole. */
    @Test
    void sixtyGigabytesOfLbasOnSixtyFourOfFlashInSixteenKibibytePages() {
        Geometry g = spec(Map.of()).geometry();
        assertEquals(117_231_408L, g.userSectors());
        assertEquals(64L << 30, g.rawBytes());
        assertEquals(List.of(4, 2, 1, 16384, 16384, 128), List.of(g.channels(), g.diesPerChannel(), g.planesPerDie(),
                g.pageBytes(), g.unitBytes(), g.pagesPerBlock()));
    }

    /** Write-through: no buffer and no parameter for one, so every write waits for its program. */
    @Test
    void writeThroughSoASmallWriteWaitsForItsProgram() {
        DriveSpec s = spec(Map.of());
        assertEquals(0, s.controller().writeBufferBytes());
        assertFalse(s.controller().compression());
        List<String> names = VERTEX.parameters().stream().map(ParameterSpec::name).toList();
        assertFalse(names.contains(DriveParameters.WRITE_BUFFER_MIB), names.toString());
        // 30 µs command + 4 KiB over the 275 MB/s link + its 16 KiB page over a 57.5 MB/s channel + 970 µs tPROG
        assertEquals(1e6 / (30 + 4096 / 275.0 + 16384 / 57.5 + 970), FreshEstimate.of(s).randomWriteIopsQd1(), 1);
        assertTrue(FreshEstimate.of(s).randomWriteIopsQd1() < 1000, "slow at small writes");
    }

    /** OCZ's ratings for the 60 GB model as BeHardware quotes them, with the fresh estimate fitted to them. */
    @Override
    protected List<RatedFigure> ratedFigures() {
        FreshEstimate fresh = FreshEstimate.of(spec(Map.of()));
        return List.of(new RatedFigure("seq read MB/s", 230, fresh.seqReadMBps()),
                new RatedFigure("seq write MB/s", 135, fresh.seqWriteMBps()));
    }

    @Test
    void badValuesAreRejectedNamingTheParameter() {
        PluginException e = assertThrows(PluginException.class, () -> spec(Map.of("programMicros", 1)));
        assertTrue(e.getMessage().contains("'ocz-vertex-60'") && e.getMessage().contains("'programMicros'"),
                e.getMessage());
    }
}
