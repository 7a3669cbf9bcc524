package org.ssdlab.os.freebsd.internal;

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
import org.ssdlab.sim.testing.WeekOfDeletes;
import org.ssdlab.sim.testing.PluginChecks;
import org.ssdlab.sim.testing.SentTrim;
import org.ssdlab.sim.testing.TrimPolicyContract;
import org.ssdlab.sim.testing.TrimTimeline;

class FreeBsdTrimTest extends TrimPolicyContract {

    FreeBsdTrimTest() {
        super(new FreeBsdTrim(),
                List.of(Map.of(), Map.of("tunefsTrim", true), Map.of("version", "13-plus", "fileSystem", "zfs")));
    }

    private static final long S = SECOND;
    private static final long MS = 1_000_000L;

    private static TrimTimeline timeline(Map<String, ?> raw) {
        FreeBsdTrim plugin = new FreeBsdTrim();
        return new TrimTimeline(plugin.create(Parameters.validate(plugin, raw)),
                WeekOfDeletes.FREE_SPACE);
    }

    /** {@link WeekOfDeletes} with A and B at 10.2 s and 12.5 s, so that the 1 s wake-up rounding shows. */
    @Override
    protected List<SentTrim> script(Map<String, ?> raw) {
        return WeekOfDeletes.run(PluginChecks.create(plugin(), raw), 10_200 * MS, 12_500 * MS);
    }

    @ParameterizedTest
    @ValueSource(strings = { "9.2-11.x", "12.x", "13-plus" })
    void ufsWithoutTheTrimFlagSendsNothing(String version) {
        assertEquals(List.of(), script(Map.of("version", version)));
    }

    @ParameterizedTest
    @ValueSource(strings = { "9.2-11.x", "12.x", "13-plus" })
    void ufsWithoutSoftUpdatesMetadataSendsOneTrimPerBlockAtDelete(String version) {
        long a = 10_200 * MS;
        assertEquals(List.of(trim(a, 1024, 64), trim(a, 1088, 64), trim(12_500 * MS, 1152, 64),
                trim(100 * S, 4096, 64), trim(100 * S, 4160, 64), trim(100 * S, 4224, 64), trim(100 * S, 4288, 64)),
                script(Map.of("version", version, "tunefsTrim", true, "metadata", false)));
    }

    /**
     * With soft updates the blocks are freed (and trimmed) once the inode that released them is
     * written, kern.metadelay (28 s) later; A and B are adjacent, so the queue merges them and
     * sends both at B's time + 28 s (a simplification: the kernel frees each inode's blocks on its own).
     */
    @Test
    void ufsWithSoftUpdatesTrimsAfterTheSyncerWritesTheInode() {
        long ab = 40_500 * MS;
        assertEquals(List.of(trim(ab, 1024, 64), trim(ab, 1088, 64), trim(ab, 1152, 64), trim(128 * S, 4096, 64),
                trim(128 * S, 4160, 64), trim(128 * S, 4224, 64), trim(128 * S, 4288, 64)),
                script(Map.of("tunefsTrim", true)));
        assertEquals(List.of(trim(20_500 * MS, 1024, 192), trim(108 * S, 4096, 256)),
                script(Map.of("tunefsTrim", true, "dotrimcons", true, "ufsMetadelaySeconds", 8)));
    }

    @Test
    void zfsFromThirteenWithAutotrimSendsAfterThirtyTwoTxgs() {
        assertEquals(List.of(trim(172_500 * MS, 1024, 192), trim(260 * S, 4096, 256)),
                script(Map.of("version", "13-plus", "fileSystem", "zfs", "zfsAutotrim", true)));
    }

    @Test
    void autotrimAndZpoolTrimBeforeThirteenAreRejectedByName() {
        PluginException e = assertThrows(PluginException.class,
                () -> script(Map.of("version", "12.x", "fileSystem", "zfs", "zfsAutotrim", true)));
        assertTrue(e.getMessage().contains("'zfsAutotrim'"), e.getMessage());
        e = assertThrows(PluginException.class,
                () -> script(Map.of("version", "12.x", "fileSystem", "zfs", "zpoolTrimDays", 7)));
        assertTrue(e.getMessage().contains("'zpoolTrimDays'"), e.getMessage());
        e = assertThrows(PluginException.class,
                () -> script(Map.of("version", "13-plus", "fileSystem", "zfs", "zfsRecordBytes", 100_000)));
        assertTrue(e.getMessage().contains("'zfsRecordBytes'"), e.getMessage());
    }

    @Test
    void ufsBlockSizeSetsTheTrimSize() {
        List<SentTrim> sent = script(Map.of("version", "9.2-11.x", "tunefsTrim", true, "blockBytes", 65536, "metadata", false));
        assertEquals(List.of(trim(10_200 * MS, 1024, 128), trim(12_500 * MS, 1152, 64), trim(100 * S, 4096, 128),
                trim(100 * S, 4224, 128)), sent);
    }

    @ParameterizedTest
    @ValueSource(strings = { "12.x", "13-plus" })
    void ufsWithDotrimconsSendsEachFreedRunAsOneTrim(String version) {
        assertEquals(List.of(trim(10_200 * MS, 1024, 128), trim(12_500 * MS, 1152, 64), trim(100 * S, 4096, 256)),
                script(Map.of("version", version, "tunefsTrim", true, "dotrimcons", true, "metadata", false)));
    }

    @ParameterizedTest
    @ValueSource(strings = { "9.2-11.x", "12.x" })
    void zfsTrimMapMergesAndSendsOnTheFirstWakeUpThirtySecondsLater(String version) {
        assertEquals(List.of(trim(43 * S, 1024, 192), trim(130 * S, 4096, 256)),
                script(Map.of("version", version, "fileSystem", "zfs")));
    }

    @Test
    void zfsTxgAgeWinsWhenItIsShorterThanTheTimeout() {
        // 32 TXGs of 5 s = 160 s, timeout raised to 600 s: A+B freed 12.5 s -> 172.5 s -> wake-up at 173 s
        assertEquals(List.of(trim(173 * S, 1024, 192), trim(260 * S, 4096, 256)),
                script(Map.of("fileSystem", "zfs", "zfsTrimTimeoutSeconds", 600)));
        // 4 TXGs of 5 s = 20 s beats the 30 s timeout
        assertEquals(List.of(trim(33 * S, 1024, 192), trim(120 * S, 4096, 256)),
                script(Map.of("fileSystem", "zfs", "zfsTrimTxgDelay", 4)));
    }

    @Test
    void zfsRewriteOfAQueuedRangeCancelsThatPart() {
        List<SentTrim> sent = timeline(Map.of("fileSystem", "zfs"))
                .mount(0)
                .free(100 * S, 4096, 256)
                .reallocate(110 * S, 4160, 64)
                .runUntil(DAY)
                .sent();
        assertEquals(List.of(trim(130 * S, 4096, 64), trim(130 * S, 4224, 128)), sent);
    }

    @Test
    void zfsFromThirteenSendsNothingByDefault() {
        assertEquals(List.of(), script(Map.of("version", "13-plus", "fileSystem", "zfs")));
    }

    @Test
    void dotrimconsBeforeTwelveIsRejectedByName() {
        PluginException e = assertThrows(PluginException.class,
                () -> script(Map.of("version", "9.2-11.x", "tunefsTrim", true, "dotrimcons", true)));
        assertTrue(e.getMessage().contains("'dotrimcons'"), e.getMessage());
    }

    @Test
    void blockSizeMustBeAPowerOfTwo() {
        PluginException e = assertThrows(PluginException.class,
                () -> script(Map.of("tunefsTrim", true, "blockBytes", 12288)));
        assertTrue(e.getMessage().contains("'blockBytes'"), e.getMessage());
    }

    @Test
    void badVersionNamesTheParameterAndTheAllowedValues() {
        PluginException e = assertThrows(PluginException.class,
                () -> Parameters.validate(new FreeBsdTrim(), Map.of("version", "8.4")));
        assertTrue(e.getMessage().contains("'version'"), e.getMessage());
        assertTrue(e.getMessage().contains("9.2-11.x, 12.x, 13-plus"), e.getMessage());
    }

    @Test
    void describesWhenTrimIsSentAndCitesItsSources() {
        String description = new FreeBsdTrim().description();
        assertTrue(description.contains("tunefs(8)") && description.contains("30 s"), description);
        assertEquals("freebsd", new FreeBsdTrim().id());
    }
}
