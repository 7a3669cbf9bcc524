package org.ssdlab.sim.testing;

import java.util.List;

import org.ssdlab.sim.api.host.FreeSpace;
import org.ssdlab.sim.api.host.TrimPolicy;

/**
 * The scripted session every OS plugin is checked against, so that the plugins' tests differ only
 * in what they expect: mount at 0, delete extent A, then B (adjacent to A, so mergeable), then C,
 * let eight days pass (a weekly schedule fires once), remount an hour later, wait a minute.
 * The volume's free space is three fixed extents ({@link #FREE_SPACE}).
 */
public final class WeekOfDeletes {

    public static final long SECOND = 1_000_000_000L;
    public static final long DAY = 86_400 * SECOND;
    public static final long REMOUNT_AT = 8 * DAY + 3600 * SECOND;
    public static final long END = REMOUNT_AT + 60 * SECOND;

    public static final SentTrim A = new SentTrim(10 * SECOND, 1024, 128);
    public static final SentTrim B = new SentTrim(12 * SECOND, 1152, 64);
    public static final SentTrim C = new SentTrim(100 * SECOND, 4096, 256);

    private static final long[] FREE_EXTENTS = {8192, 1024, 16384, 4096, 65536, 64};
    public static final FreeSpace FREE_SPACE = FixedFreeSpace.of(FREE_EXTENTS);

    private WeekOfDeletes() {
    }

    /** Runs the session with A, B and C deleted at their standard times. */
    public static List<SentTrim> run(TrimPolicy policy) {
        return run(policy, A.atNanos(), B.atNanos());
    }

    /** Runs the session with A and B deleted at other times (to show a policy's wake-up rounding). */
    public static List<SentTrim> run(TrimPolicy policy, long aAt, long bAt) {
        return deletes(policy, aAt, bAt)
                .runUntil(8 * DAY)
                .mount(REMOUNT_AT)
                .runUntil(END)
                .sent();
    }

    /** A, B and C deleted as in {@link #run(TrimPolicy)}, then the volume unmounted at {@code at}. */
    public static List<SentTrim> runUntilUnmount(TrimPolicy policy, long at) {
        return deletes(policy, A.atNanos(), B.atNanos()).unmount(at).sent();
    }

    /** Mounted at 0, A and B deleted at the given times, C at its own. */
    private static TrimTimeline deletes(TrimPolicy policy, long aAt, long bAt) {
        return new TrimTimeline(policy, FREE_SPACE)
                .mount(0)
                .free(aAt, A.lba(), A.sectors())
                .free(bAt, B.lba(), B.sectors())
                .free(C.atNanos(), C.lba(), C.sectors());
    }

    /** What a full retrim sends at {@code at}: every free extent. */
    public static List<SentTrim> allFreeSpaceAt(long at) {
        return List.of(new SentTrim(at, FREE_EXTENTS[0], FREE_EXTENTS[1]), new SentTrim(at, FREE_EXTENTS[2], FREE_EXTENTS[3]),
                new SentTrim(at, FREE_EXTENTS[4], FREE_EXTENTS[5]));
    }
}
