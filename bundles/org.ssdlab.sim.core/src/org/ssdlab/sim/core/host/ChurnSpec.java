package org.ssdlab.sim.core.host;

/**
 * What a stretch of file-system use looks like: how much the host writes, over how many days, how
 * full the volume is kept, and the sizes, lifetimes and fates of its files. Sizes are log-normal
 * (a median and the standard deviation of their logarithm), lifetimes exponential; a share of the
 * files is kept for good (the OS, programs, an archive), which is what leaves cold data behind.
 *
 * @param hostBytes      file data to write in all, creates, appends and overwrites together
 * @param sessions       bursts of activity (days of use), spread evenly over {@code durationNanos}
 * @param durationNanos  simulated time the use takes; the rest of each session is idle
 * @param fullness       the share of the volume's clusters in use that deletes hold it at, 0 … 1
 * @param medianBytes    median file (and append, and overwrite) size
 * @param sizeSigma      standard deviation of the natural log of the sizes, 0 = all the median
 * @param maxFileBytes   sizes are cut at this
 * @param lifetimeNanos  mean lifetime of a file that is not kept
 * @param keptShare      share of new files that are never deleted unless fullness requires it
 * @param appendShare    share of operations that append to a file
 * @param overwriteShare share of operations that rewrite part of a file in place
 */
public record ChurnSpec(long hostBytes, int sessions, long durationNanos, double fullness, long medianBytes,
        double sizeSigma, long maxFileBytes, long lifetimeNanos, double keptShare, double appendShare,
        double overwriteShare, double compressibility) {

    public ChurnSpec {
        check(hostBytes >= 0, "hostBytes = " + hostBytes + " must be zero or positive");
        check(sessions >= 1, "sessions = " + sessions + " must be at least 1");
        check(durationNanos >= 0, "durationNanos = " + durationNanos + " must be zero or positive");
        check(fullness > 0 && fullness < 1, "fullness = " + fullness + " must be in (0, 1)");
        check(medianBytes >= 1 && maxFileBytes >= medianBytes, "medianBytes = " + medianBytes
                + " must be at least 1 and at most maxFileBytes = " + maxFileBytes);
        check(sizeSigma >= 0 && sizeSigma <= 10, "sizeSigma = " + sizeSigma + " must be in [0, 10]");
        check(lifetimeNanos > 0, "lifetimeNanos = " + lifetimeNanos + " must be positive");
        check(keptShare >= 0 && keptShare <= 1, "keptShare = " + keptShare + " must be in [0, 1]");
        check(appendShare >= 0 && overwriteShare >= 0 && appendShare + overwriteShare <= 1, "appendShare = "
                + appendShare + " and overwriteShare = " + overwriteShare + " must be >= 0 with a sum of at most 1");
        check(compressibility >= 0 && compressibility <= 1, "compressibility = " + compressibility + " must be in [0, 1]");
    }

    private static void check(boolean ok, String message) {
        if (!ok) {
            throw new IllegalArgumentException(message);
        }
    }
}
