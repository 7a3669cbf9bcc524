package org.ssdlab.sim.api.drive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NandLayoutTest {

    /** 16 planes of 4 GiB, 8 KiB pages. */
    private static final NandLayout LAYOUT = new NandLayout("Test SSD 60 GB", 4, 2, 2, 64 * NandLayout.GIB, 8192,
            NandLayout.idemaSectors(60), true);

    @ParameterizedTest(name = "{0} GB")
    @CsvSource({ "50, 97696368", "60, 117231408", "80, 156301488", "128, 250069680", "200, 390721968",
            "250, 488397168", "256, 500118192", "512, 1000215216" })
    void idemaSectorsAreTheLbasOfTheDrivesSoldAtThatSize(long gigabytes, long sectors) {
        assertEquals(sectors, NandLayout.idemaSectors(gigabytes));
    }

    @Test
    void theGeometryDividesTheRawCapacityIntoBlocksOfTheGivenSize() {
        Geometry g = LAYOUT.geometry(128);
        assertEquals(List.of(4, 2, 2, 4096, 128, 8192, 4096), List.of(g.channels(), g.diesPerChannel(),
                g.planesPerDie(), g.blocksPerPlane(), g.pagesPerBlock(), g.pageBytes(), g.unitBytes()));
        assertEquals(64 * NandLayout.GIB, g.rawBytes());
        assertEquals(NandLayout.idemaSectors(60), g.userSectors());
        assertEquals(8, LAYOUT.dies());
        assertEquals(16, LAYOUT.planes());
    }

    @Test
    void aBlockSizeThatDoesNotDivideThePlaneRoundsDownToWholeBlocks() {
        Geometry g = LAYOUT.geometry(100);
        assertEquals(4 * NandLayout.GIB / (100 * 8192), g.blocksPerPlane());
        assertTrue(g.rawBytes() < 64 * NandLayout.GIB && g.rawBytes() > 64 * NandLayout.GIB - 16L * 100 * 8192);
    }

    @Test
    void aParityDieComesOutOfTheSpareArea() {
        Geometry g = LAYOUT.withParityDie().geometry(128);
        assertEquals(56 * NandLayout.GIB, g.rawBytes());
        assertEquals(4096 * 7 / 8, g.blocksPerPlane());
        assertEquals(LAYOUT.geometry(128).userSectors(), g.userSectors());
    }

    /** A controller that maps whole pages (the Indilinx Barefoot's 16 KiB) keeps that unit, parity die or not. */
    @Test
    void aLayoutMayMapLargerUnitsThanFourKibibytes() {
        NandLayout pages = new NandLayout("Test SSD 60 GB", 4, 2, 1, 64 * NandLayout.GIB, 16384,
                NandLayout.idemaSectors(60), true, 16384);
        assertEquals(16384, pages.geometry(128).unitBytes());
        assertEquals(1, pages.geometry(128).unitsPerPage());
        assertEquals(16384, pages.withParityDie().geometry(128).unitBytes());
        assertEquals(NandLayout.UNIT_BYTES, LAYOUT.unitBytes());
    }
}
