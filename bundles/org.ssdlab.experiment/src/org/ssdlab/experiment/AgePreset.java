package org.ssdlab.experiment;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;

/**
 * Histories an {@code age} phase can replay: how much a kind of machine writes, over how long,
 * how full it keeps its volume and what its files are like. Every figure is either from the
 * source named in {@link #source} or marked [G] there; none is fitted to the seed articles.
 */
public enum AgePreset {

    /**
     * A year of office desktop use: 10 GB a day [G: half the 20 GB/day OEMs asked Intel to
     * guarantee for client SSDs, AnandTech 2614/4], the volume half full (Douceur and Bolosky,
     * SIGMETRICS 1999: "on average, file systems are only half full"), log-normal file sizes
     * (their analytical fit; median 256 KiB, σ 2 of the log [G]), half the files kept for good
     * (OS, programs, documents) [G], the rest living a month on average [G]; one operation in ten
     * appends, one in five rewrites in place (logs, mail stores, documents) [G].
     */
    WINDOWS_DESKTOP_YEAR("windows-desktop-year", 365, Duration.ofDays(365), 10_000_000_000L * 365, 0.5, 256L << 10, 2.0,
            4L << 30, Duration.ofDays(30), 0.5, 0.1, 0.2,
            "10 GB/day [G] (OEM target 20 GB/day, anandtech.com/show/2614/4); half full (Douceur & Bolosky 1999); "
                    + "sizes log-normal (same), median 256 KiB, sigma 2 [G]; half kept, others 30 d [G]; 10 % appends, 20 % overwrites [G]"),

    /**
     * A month of a build server: 20 GB a day of object files and packages [G], 70 % full [G],
     * small files (median 64 KiB, σ 1.5 [G]) that die at the next clean build, a day on average
     * [G], a fifth kept (toolchains, sources) [G]; 5 % appends (logs), 10 % in-place rewrites [G].
     */
    BUILD_SERVER("build-server", 30, Duration.ofDays(30), 20_000_000_000L * 30, 0.7, 64L << 10, 1.5, 1L << 30,
            Duration.ofDays(1), 0.2, 0.05, 0.1,
            "20 GB/day [G]; 70 % full [G]; median 64 KiB, sigma 1.5 [G]; a fifth kept, others 1 d [G]; 5 % appends, 10 % overwrites [G]"),

    /**
     * A year of a media library: 2 GB of photos and video a day [G], kept 85 % full [G], large
     * files (median 4 MiB, σ 1.5 [G]), most kept for good (80 % [G]), the rest half a year [G];
     * tags rewritten in place by 2 % of operations, no appends [G].
     */
    MEDIA_LIBRARY("media-library", 365, Duration.ofDays(365), 2_000_000_000L * 365, 0.85, 4L << 20, 1.5, 16L << 30,
            Duration.ofDays(180), 0.8, 0, 0.02,
            "2 GB/day [G]; 85 % full [G]; median 4 MiB, sigma 1.5 [G]; 80 % kept, others 180 d [G]; 2 % overwrites [G]");

    public final String keyword;
    /** Sessions of use (days), evenly spread over {@link #duration}. */
    public final int sessions;
    public final Duration duration;
    public final long hostBytes;
    public final double fullness;
    public final long medianFileBytes;
    public final double fileSizeSpread;
    public final long maxFileBytes;
    public final Duration lifetime;
    public final double keptShare;
    public final double appendShare;
    public final double overwriteShare;
    /** Where the figures come from, [G] for guesses. */
    public final String source;

    AgePreset(String keyword, int sessions, Duration duration, long hostBytes, double fullness, long medianFileBytes,
            double fileSizeSpread, long maxFileBytes, Duration lifetime, double keptShare, double appendShare,
            double overwriteShare, String source) {
        this.keyword = keyword;
        this.sessions = sessions;
        this.duration = duration;
        this.hostBytes = hostBytes;
        this.fullness = fullness;
        this.medianFileBytes = medianFileBytes;
        this.fileSizeSpread = fileSizeSpread;
        this.maxFileBytes = maxFileBytes;
        this.lifetime = lifetime;
        this.keptShare = keptShare;
        this.appendShare = appendShare;
        this.overwriteShare = overwriteShare;
        this.source = source;
    }

    public static List<String> keywords() {
        return Arrays.stream(values()).map(p -> p.keyword).toList();
    }

    public static AgePreset byKeyword(String keyword) {
        return Arrays.stream(values()).filter(p -> p.keyword.equals(keyword)).findFirst().orElse(null);
    }
}
