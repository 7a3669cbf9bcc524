package org.ssdlab.os.windows.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.testing.SentTrim;
import org.ssdlab.sim.testing.TrimPolicyContract;

class WindowsTrimTest extends TrimPolicyContract {

    WindowsTrimTest() {
        super(new WindowsTrim(), List.of(Map.of("version", "xp"), Map.of("version", "7"), Map.of("version", "10", "retrimDays", 3)));
    }

    private static final long S = SECOND;

    private static final List<SentTrim> AT_DELETE = List.of(
            trim(10 * S, 1024, 128), trim(12 * S, 1152, 64), trim(100 * S, 4096, 256));

    @ParameterizedTest
    @ValueSource(strings = { "xp", "server-2003", "vista" })
    void releasesBeforeSevenNeverTrim(String version) {
        assertEquals(List.of(), script(Map.of("version", version)));
    }

    @Test
    void sevenTrimsEachDeleteAtOnceAndNeverRetrims() {
        assertEquals(AT_DELETE, script(Map.of("version", "7")));
    }

    @ParameterizedTest
    @ValueSource(strings = { "7", "10" })
    void disableDeleteNotifyStopsAllTrims(String version) {
        assertEquals(List.of(), script(Map.of("version", version, "disableDeleteNotify", true)));
    }

    @ParameterizedTest
    @ValueSource(strings = { "8", "8.1", "10", "11" })
    void eightAndLaterAlsoRetrimAllFreeSpaceAWeekAfterMount(String version) {
        List<SentTrim> expected = new java.util.ArrayList<>(AT_DELETE);
        expected.addAll(List.of(trim(7 * DAY, 8192, 1024), trim(7 * DAY, 16384, 4096), trim(7 * DAY, 65536, 64)));
        assertEquals(expected, script(Map.of("version", version)));
    }

    @Test
    void retrimDaysZeroLeavesOnlyTheDeleteTrims() {
        assertEquals(AT_DELETE, script(Map.of("version", "8.1", "retrimDays", 0)));
    }

    @Test
    void aShorterRetrimIntervalRepeatsTheRetrimAndSurvivesTheRemount() {
        List<SentTrim> sent = script(Map.of("version", "10", "retrimDays", 3));
        List<Long> retrimTimes = sent.stream().skip(3).map(SentTrim::atNanos).distinct().toList();
        assertEquals(List.of(3 * DAY, 6 * DAY), retrimTimes);
        assertEquals(3 + 2 * 3, sent.size());
    }

    @ParameterizedTest
    @ValueSource(strings = { "xp", "server-2003" })
    void xpEraCachesWriteBehindInSixtyFourKibibytes(String version) {
        WindowsTrim plugin = new WindowsTrim();
        assertEquals(64 << 10, plugin.writeBehindBytes(Parameters.validate(plugin, Map.of("version", version))));
    }

    @ParameterizedTest
    @ValueSource(strings = { "vista", "7", "10" })
    void laterReleasesWriteBehindInOneMebibyte(String version) {
        WindowsTrim plugin = new WindowsTrim();
        assertEquals(1 << 20, plugin.writeBehindBytes(Parameters.validate(plugin, Map.of("version", version))));
    }

    @Test
    void badVersionNamesTheParameterAndTheAllowedValues() {
        WindowsTrim plugin = new WindowsTrim();
        PluginException e = assertThrows(PluginException.class,
                () -> Parameters.validate(plugin, Map.of("version", "95")));
        assertTrue(e.getMessage().contains("'version'"), e.getMessage());
        assertTrue(e.getMessage().contains("xp, server-2003, vista, 7, 8, 8.1, 10, 11"), e.getMessage());
    }

    @Test
    void describesWhenTrimIsSentAndCitesItsSources() {
        String description = new WindowsTrim().description();
        assertTrue(description.contains("Optimize-Volume"), description);
        assertTrue(description.contains("weekly"), description);
        assertEquals("windows", new WindowsTrim().id());
    }
}
