package org.ssdlab.sim.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.host.TrimPolicy;

/**
 * The checks every OS (TRIM behaviour) plugin passes, on the scripted session {@link WeekOfDeletes}. Extend it,
 * passing the plugin and the parameter sets worth checking to the constructor; the subclass's own tests then
 * say what each setting sends, with {@link #script(Map)} and {@link #trim}:
 * <pre>
 * class MyTrimTest extends TrimPolicyContract {
 *     MyTrimTest() {
 *         super(new MyTrim(), List.of(Map.of(), Map.of("mode", "discard")));
 *     }
 * }
 * </pre>
 */
public abstract class TrimPolicyContract {

    protected static final long SECOND = WeekOfDeletes.SECOND;
    protected static final long DAY = WeekOfDeletes.DAY;
    protected static final long REMOUNT = WeekOfDeletes.REMOUNT_AT;

    private final Plugin<TrimPolicy> plugin;
    private final List<Map<String, ?>> settings;

    /** @param settings parameter sets each contract check runs with (the defaults among them, usually) */
    protected TrimPolicyContract(Plugin<TrimPolicy> plugin, List<Map<String, ?>> settings) {
        this.plugin = plugin;
        this.settings = List.copyOf(settings);
    }

    protected final Plugin<TrimPolicy> plugin() {
        return plugin;
    }

    protected final List<Map<String, ?>> settings() {
        return settings;
    }

    /** What the plugin with these parameters sends through {@link WeekOfDeletes}. */
    protected List<SentTrim> script(Map<String, ?> raw) {
        return WeekOfDeletes.run(PluginChecks.create(plugin(), raw));
    }

    protected static SentTrim trim(long at, long lba, long sectors) {
        return new SentTrim(at, lba, sectors);
    }

    @Test
    void isAnOsComponent() {
        PluginChecks.isAComponentOfItsKind(plugin(), PluginKind.OS);
    }

    @Test
    void describesItself() {
        PluginChecks.describesItself(plugin());
    }

    @Test
    void refusesAnUnknownParameterByName() {
        PluginChecks.refusesAnUnknownParameterByName(plugin());
    }

    private Stream<DynamicTest> eachSetting(java.util.function.Consumer<Map<String, ?>> check) {
        return settings().stream().map(raw -> DynamicTest.dynamicTest(raw.toString(), () -> check.accept(raw)));
    }

    /** A TRIM only ever covers sectors the file system freed or reports free: never live data. */
    @TestFactory
    Stream<DynamicTest> trimsOnlyFreedOrFreeSectors() {
        return eachSetting(raw -> {
            for (SentTrim sent : script(raw)) {
                assertTrue(sent.sectors() > 0, sent.toString());
                assertTrue(within(sent, WeekOfDeletes.A) || within(sent, WeekOfDeletes.B) || within(sent, WeekOfDeletes.C)
                        || merged(sent) || WeekOfDeletes.allFreeSpaceAt(sent.atNanos()).stream().anyMatch(f -> within(sent, f)),
                        raw + ": " + sent + " covers sectors that were neither freed nor free");
            }
        });
    }

    /** Sent in time order, within the session, and never before the first delete or mount. */
    @TestFactory
    Stream<DynamicTest> sendsInTimeOrderWithinTheSession() {
        return eachSetting(raw -> {
            long last = 0;
            for (SentTrim sent : script(raw)) {
                assertTrue(sent.atNanos() >= last && sent.atNanos() <= WeekOfDeletes.END, raw + ": " + sent);
                last = sent.atNanos();
            }
        });
    }

    /** The same session sends the same TRIMs: a policy holds no state between two volumes it makes. */
    @TestFactory
    Stream<DynamicTest> theSameSessionSendsTheSameTrims() {
        return eachSetting(raw -> assertEquals(script(raw), script(raw), raw.toString()));
    }

    /**
     * An unmount right after the last delete sends, at once, every deleted sector the policy would
     * have trimmed had the volume stayed: moving the drive to another machine loses no TRIM the OS owed it.
     * (The free-space extents a retrim covers lie apart from A, B and C, so only delete-driven TRIMs count.)
     */
    @TestFactory
    Stream<DynamicTest> anUnmountSendsAtOnceWhatItHeldBack() {
        long unmountAt = WeekOfDeletes.C.atNanos() + 1;
        return eachSetting(raw -> {
            List<SentTrim> moved = WeekOfDeletes.runUntilUnmount(PluginChecks.create(plugin(), raw), unmountAt);
            assertTrue(moved.stream().allMatch(sent -> sent.atNanos() <= unmountAt), raw + ": " + moved);
            assertEquals(deletedSectorsSent(script(raw)), deletedSectorsSent(moved), raw + ": " + moved);
        });
    }

    /** The sectors of A, B and C the TRIMs cover. */
    private static BitSet deletedSectorsSent(List<SentTrim> sent) {
        BitSet covered = new BitSet();
        for (SentTrim trim : sent) {
            covered.set((int) trim.lba(), (int) (trim.lba() + trim.sectors()));
        }
        BitSet deleted = new BitSet();
        for (SentTrim extent : List.of(WeekOfDeletes.A, WeekOfDeletes.B, WeekOfDeletes.C)) {
            deleted.set((int) extent.lba(), (int) (extent.lba() + extent.sectors()));
        }
        covered.and(deleted);
        return covered;
    }

    private static boolean within(SentTrim sent, SentTrim extent) {
        return sent.lba() >= extent.lba() && sent.lba() + sent.sectors() <= extent.lba() + extent.sectors();
    }

    /** A and B are adjacent, so a policy may send them as one. */
    private static boolean merged(SentTrim sent) {
        SentTrim a = WeekOfDeletes.A;
        SentTrim b = WeekOfDeletes.B;
        return within(sent, new SentTrim(0, a.lba(), b.lba() + b.sectors() - a.lba()));
    }
}
