package org.ssdlab.os.macos.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.testing.SentTrim;
import org.ssdlab.sim.testing.TrimPolicyContract;
import org.ssdlab.sim.testing.WeekOfDeletes;

class MacOsTrimTest extends TrimPolicyContract {

    MacOsTrimTest() {
        super(new MacOsTrim(), List.of(Map.of(), Map.of("trimforce", true), Map.of("fileSystem", "apfs", "trimforce", true)));
    }

    private static final long S = SECOND;

    /** HFS+: free space at mount; A+B merged, sent 5 s after B; C 5 s after it; free space at remount. */
    private static List<SentTrim> hfsPlus() {
        List<SentTrim> expected = new ArrayList<>(WeekOfDeletes.allFreeSpaceAt(0));
        expected.add(trim(17 * S, 1024, 192));
        expected.add(trim(105 * S, 4096, 256));
        expected.addAll(WeekOfDeletes.allFreeSpaceAt(REMOUNT));
        return expected;
    }

    @ParameterizedTest(name = "{0} oem={1} trimEnabler={2}")
    @CsvSource({ "10.6.7-or-older, true, false", "10.6.7-or-older, false, true", "10.6.8-10.10.3, false, false",
            "10.10.4-plus, false, false" })
    void noTrimWithoutSupportForTheDrive(String version, boolean oem, boolean trimEnabler) {
        assertEquals(List.of(), script(Map.of("version", version, "appleOemDrive", oem, "trimEnabler", trimEnabler)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({ "10.6.8-10.10.3, appleOemDrive", "10.6.8-10.10.3, trimEnabler", "10.10.4-plus, appleOemDrive",
            "10.10.4-plus, trimforce", "10.10.4-plus, trimEnabler" })
    void hfsPlusBatchesPerJournalCommitAndTrimsFreeSpaceAtMount(String version, String enabledBy) {
        assertEquals(hfsPlus(), script(Map.of("version", version, enabledBy, true)));
    }

    @Test
    void apfsTrimsAllFreeSpaceAtEachMountOnly() {
        List<SentTrim> expected = new ArrayList<>(WeekOfDeletes.allFreeSpaceAt(0));
        expected.addAll(WeekOfDeletes.allFreeSpaceAt(REMOUNT));
        assertEquals(expected, script(Map.of("fileSystem", "apfs", "trimforce", true)));
    }

    @Test
    void apfsBootTrimBudgetNeverReachesTheHigherFreeExtents() {
        List<SentTrim> sent = script(Map.of("fileSystem", "apfs", "appleOemDrive", true, "apfsBootTrimSectors", 2000));
        assertEquals(List.of(trim(0, 8192, 1024), trim(0, 16384, 976), trim(REMOUNT, 8192, 1024),
                trim(REMOUNT, 16384, 976)), sent);
    }

    @Test
    void apfsNeedsTheNewestVersionRange() {
        PluginException e = assertThrows(PluginException.class,
                () -> script(Map.of("version", "10.6.8-10.10.3", "fileSystem", "apfs", "appleOemDrive", true)));
        assertTrue(e.getMessage().contains("'fileSystem'") && e.getMessage().contains("10.10.4-plus"), e.getMessage());
    }

    @Test
    void trimforceDoesNotExistBefore10104() {
        PluginException e = assertThrows(PluginException.class,
                () -> script(Map.of("version", "10.6.8-10.10.3", "trimforce", true)));
        assertTrue(e.getMessage().contains("'trimforce'"), e.getMessage());
    }

    @Test
    void badVersionNamesTheParameterAndTheAllowedValues() {
        PluginException e = assertThrows(PluginException.class,
                () -> Parameters.validate(new MacOsTrim(), Map.of("version", "10.4")));
        assertTrue(e.getMessage().contains("'version'"), e.getMessage());
        assertTrue(e.getMessage().contains("10.6.7-or-older, 10.6.8-10.10.3, 10.10.4-plus"), e.getMessage());
    }

    @Test
    void describesWhenTrimIsSentAndCitesItsSources() {
        String description = new MacOsTrim().description();
        assertTrue(description.contains("ScanUnmapBlocks") && description.contains("[G]"), description);
        assertEquals("macos", new MacOsTrim().id());
    }
}
