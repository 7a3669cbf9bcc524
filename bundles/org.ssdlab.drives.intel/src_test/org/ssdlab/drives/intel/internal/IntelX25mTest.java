package org.ssdlab.drives.intel.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.FreshEstimate;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.testing.DrivePluginContract;

class IntelX25mTest extends DrivePluginContract {

    private static final long MIB = 1L << 20;
    private static final Plugin<DriveSpec> G1 = new IntelX25mG1();
    private static final Plugin<DriveSpec> G2 = new IntelX25mG2();

    @Override
    protected List<Plugin<DriveSpec>> drives() {
        return List.of(G1, G2);
    }

    @Test
    void twoComponentsWithIdsApartFromTheThirdPartyExample() {
        assertEquals("intel-x25m-50nm-80", G1.id());
        assertEquals("intel-x25m-34nm-80", G2.id());
        for (Plugin<DriveSpec> plugin : drives()) {
            assertNotEquals("intel-x25m-g2-80", plugin.id());
        }
    }

    /** The sources of the figures each description quotes, and its guesses marked. */
    @Test
    void descriptionsCiteTheirSourcesAndMarkTheirGuesses() {
        for (Plugin<DriveSpec> plugin : List.of(G1, G2)) {
            String text = plugin.description();
            assertTrue(text.contains("[G]") && text.contains("[fitted]") && text.contains("[V]"), plugin.id());
            assertTrue(text.contains("anandtech.com/Show/Index/2829?cPage=13&all=False&sort=0&page=11")
                    && text.contains("anandtech.com/Show/Index/2829?cPage=4&all=False&sort=0&page=22"), plugin.id());
        }
        assertTrue(G1.description().contains("pcper.com/2009/02/long-term-performance-analysis-of-intel-mainstream-ssds/6/"));
        assertTrue(G2.description().contains("github.com/openssd/jasmine"));
        assertTrue(G2.description().contains("anandtech.com/Show/Index/2865?cPage=12&all=False&sort=0&page=2"));
        assertTrue(G1.description().contains("anandtech.com/Show/Index/2738?cPage=14&all=False&sort=0&page=13"));
    }

    @Test
    void sameLayoutDifferentBlocksAndDram() {
        Geometry g1 = spec(G1, Map.of()).geometry();
        Geometry g2 = spec(G2, Map.of()).geometry();
        assertEquals(g1.rawBytes(), g2.rawBytes());
        assertEquals(g1.userSectors(), g2.userSectors());
        assertEquals(156_301_488L, g2.userSectors());
        assertEquals(0.0684, g2.spareFractionOfRaw(), 0.0001);
        // 50 nm blocks of 512 KiB (PC Perspective), 34 nm ones of 1 MiB (the L63B die)
        assertEquals(List.of(10, 2, 2, 4096, 4096, 128), List.of(g1.channels(), g1.diesPerChannel(), g1.planesPerDie(),
                g1.pageBytes(), g1.unitBytes(), g1.pagesPerBlock()));
        assertEquals(List.of(10, 2, 2, 4096, 4096, 256), List.of(g2.channels(), g2.diesPerChannel(), g2.planesPerDie(),
                g2.pageBytes(), g2.unitBytes(), g2.pagesPerBlock()));
        assertEquals(16 * MIB, spec(G1, Map.of()).mapping().cacheBytes());
        assertEquals(32 * MIB, spec(G2, Map.of()).mapping().cacheBytes());
        // 19.5 M mapping units × 4 bytes = 78 MB: neither DRAM holds the whole map
        assertFalse(spec(G1, Map.of()).mapping().holdsWholeMap(g1));
        assertFalse(spec(G2, Map.of()).mapping().holdsWholeMap(g2));
        assertTrue(spec(G2, Map.of(IntelX25m.MAP_CACHE_MIB, 75)).mapping().holdsWholeMap(g2));
        assertEquals(256 * 1024, spec(G2, Map.of()).controller().writeBufferBytes());
    }

    /** Intel's 250/70 MB/s and 35K random reads; the write command times fitted to AnandTech's 8 GB-span QD3 rates. */
    @Test
    void freshEstimatesMeetTheRatingAndTheFit() {
        for (Plugin<DriveSpec> plugin : List.of(G1, G2)) {
            FreshEstimate fresh = FreshEstimate.of(spec(plugin, Map.of()));
            assertEquals(70, fresh.seqWriteMBps(), 0.15 * 70, plugin.id());
            assertEquals(250, fresh.seqReadMBps(), 0.15 * 250, plugin.id());
            assertEquals(35_000, fresh.randomReadIopsQd32(), 0.15 * 35_000, plugin.id());
        }
        assertEquals(40.8e6 / 4096, FreshEstimate.of(spec(G1, Map.of())).randomWriteIopsQd32(), 0.05 * 40.8e6 / 4096);
        assertEquals(36.1e6 / 4096, FreshEstimate.of(spec(G2, Map.of())).randomWriteIopsQd32(), 0.05 * 36.1e6 / 4096);
    }

    @Test
    void aMapCacheOutsideItsRangeIsRejectedByName() {
        PluginException e = assertThrows(PluginException.class, () -> spec(G2, Map.of(IntelX25m.MAP_CACHE_MIB, 0)));
        assertTrue(e.getMessage().contains(IntelX25m.MAP_CACHE_MIB), e.getMessage());
    }
}
