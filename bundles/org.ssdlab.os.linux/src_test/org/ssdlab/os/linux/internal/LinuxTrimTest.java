package org.ssdlab.os.linux.internal;

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

class LinuxTrimTest extends TrimPolicyContract {

    LinuxTrimTest() {
        super(new LinuxTrim(), List.of(Map.of(), Map.of("mode", "discard"), Map.of("fileSystem", "xfs", "mode", "discard"),
                Map.of("mode", "fstrim-weekly", "fstrimPeriodDays", 2)));
    }

    private static final long S = SECOND;

    private static final List<SentTrim> WEEKLY_FSTRIM = List.of(
            trim(7 * DAY, 8192, 1024), trim(7 * DAY, 16384, 4096), trim(7 * DAY, 65536, 64));

    @ParameterizedTest
    @ValueSource(strings = { "ext4", "xfs", "btrfs" })
    void byDefaultTheFstrimTimerTrimsAllFreeSpaceOnceAWeekOnly(String fileSystem) {
        assertEquals(WEEKLY_FSTRIM, script(Map.of("fileSystem", fileSystem)));
    }

    @Test
    void fstrimPeriodIsAParameter() {
        List<SentTrim> sent = script(Map.of("mode", "fstrim-weekly", "fstrimPeriodDays", 2));
        assertEquals(List.of(2 * DAY, 4 * DAY, 6 * DAY, 8 * DAY),
                sent.stream().map(SentTrim::atNanos).distinct().toList());
        assertEquals(12, sent.size());
    }

    @ParameterizedTest
    @ValueSource(strings = { "ext4", "xfs", "btrfs" })
    void modeNoneSendsNothing(String fileSystem) {
        assertEquals(List.of(), script(Map.of("fileSystem", fileSystem, "mode", "none")));
    }

    @ParameterizedTest
    @ValueSource(strings = { "xfs", "btrfs" })
    void onlineDiscardOnXfsAndBtrfsTrimsEachFreedExtentAtOnce(String fileSystem) {
        assertEquals(List.of(trim(10 * S, 1024, 128), trim(12 * S, 1152, 64), trim(100 * S, 4096, 256)),
                script(Map.of("fileSystem", fileSystem, "mode", "discard")));
    }

    @Test
    void onlineDiscardOnExt4WaitsForTheJournalCommitAndMergesAdjacentFrees() {
        assertEquals(List.of(trim(17 * S, 1024, 192), trim(105 * S, 4096, 256)),
                script(Map.of("mode", "discard")));
        assertEquals(List.of(trim(42 * S, 1024, 192), trim(130 * S, 4096, 256)),
                script(Map.of("mode", "discard", "ext4CommitSeconds", 30)));
    }

    @Test
    void badFileSystemNamesTheParameterAndTheAllowedValues() {
        PluginException e = assertThrows(PluginException.class,
                () -> Parameters.validate(new LinuxTrim(), Map.of("fileSystem", "zfs", "mode", "sometimes")));
        assertTrue(e.getMessage().contains("'fileSystem'") && e.getMessage().contains("ext4, xfs, btrfs"),
                e.getMessage());
        assertTrue(e.getMessage().contains("'mode'") && e.getMessage().contains("discard, fstrim-weekly, none"),
                e.getMessage());
    }

    @Test
    void describesWhenTrimIsSentAndCitesItsSources() {
        String description = new LinuxTrim().description();
        assertTrue(description.contains("Red Hat Enterprise") && description.contains("Ubuntu 18.04"), description);
        assertEquals("linux", new LinuxTrim().id());
    }
}
