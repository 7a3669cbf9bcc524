package org.ssdlab.experiment;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * One step of a run, executed in document order. Each has a name, unique within its run, under
 * which its results are reported. The set is closed: a document chooses among these steps and
 * plugins by id, it never names code. Each record's type keyword, fields, defaults and ranges are
 * in {@link PhaseType}.
 */
public sealed interface Phase {

    String name();

    /**
     * The names under which this phase reports results: its own, or, for a benchmark pass, one
     * per test ({@code asssd-seq-read}, …).
     */
    default List<String> resultNames() {
        return List.of(name());
    }

    /** ATA SECURE ERASE: every block erased, the mapping table empty, as fresh from the factory. */
    record SecureErase(String name) implements Phase {
        public SecureErase {
            Objects.requireNonNull(name, "name");
        }
    }

    /**
     * SNIA PTS preconditioning: {@code capacityMultiple} × the capacity the host sees, written in
     * {@code blockBytes} requests at {@code queueDepth} inside {@code span}. Workload-independent
     * (WIPC) writes sequentially (PTS: 2 × capacity in 128 KiB requests); workload-dependent (WDPC)
     * writes at random block-aligned offsets of the test's block size, as the test that follows will.
     *
     * @param span the active range from the first partition's start (the device when there is none),
     *             or {@code null} for the whole device
     */
    record Precondition(String name, Form form, double capacityMultiple, long blockBytes, int queueDepth, Size span)
            implements Phase {
        /** The PTS's request queue for preconditioning is not fixed; 32 keeps every die busy. */
        public static final int DEFAULT_QUEUE_DEPTH = 32;

        public Precondition {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(form, "form");
        }

        /** Workload-independent, on the whole device. */
        public Precondition(String name, double capacityMultiple, long blockBytes) {
            this(name, Form.INDEPENDENT, capacityMultiple, blockBytes, DEFAULT_QUEUE_DEPTH, null);
        }

        /** The two forms of the PTS, as written in documents. */
        public enum Form {
            INDEPENDENT("workload-independent", 128 << 10), DEPENDENT("workload-dependent", 4 << 10);

            public final String keyword;
            /** The block size when the document names none: PTS WIPC 128 KiB; WDPC the usual 4 KiB test. */
            public final long defaultBlockBytes;

            Form(String keyword, long defaultBlockBytes) {
                this.keyword = keyword;
                this.defaultBlockBytes = defaultBlockBytes;
            }

            public static List<String> keywords() {
                return java.util.Arrays.stream(values()).map(f -> f.keyword).toList();
            }

            public static Form byKeyword(String keyword) {
                return java.util.Arrays.stream(values()).filter(f -> f.keyword.equals(keyword)).findFirst().orElse(null);
            }
        }
    }

    /**
     * Writes {@code size} of data: as files or raw blocks; {@code compressibility} is the share of
     * the data a compressing controller can drop (0 = random data, 1 = zeros).
     */
    record Fill(String name, FillLevel level, Size size, double compressibility) implements Phase {
        public Fill {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(level, "level");
            Objects.requireNonNull(size, "size");
        }
    }

    /**
     * Deletes files: every file ({@link #ALL_FILES}) or those an earlier fill or copy phase of the
     * run created, named by that phase. What the drive learns of it depends on the OS and the
     * stack (TRIM or not).
     */
    record Delete(String name, String what) implements Phase {
        public static final String ALL_FILES = "all-files";

        public Delete {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(what, "what");
        }
    }

    /** No host I/O for {@code duration}: the drive may collect garbage in the background. */
    record Idle(String name, Duration duration) implements Phase {
        public Idle {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(duration, "duration");
        }
    }

    /**
     * The drive moved to another machine or operating system ({@code os}): the volume is unmounted
     * cleanly where it was and mounted there, so later phases free, trim and write as that OS does.
     * Files and free space stay; the volume keeps its file system, which {@code os} must format alike.
     */
    record Attach(String name, PluginChoice os) implements Phase {
        public Attach {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(os, "os");
        }
    }

    /**
     * Runs a workload plugin (a pattern, a benchmark pass, a trace) at {@code queueDepth}; it stops
     * after {@code duration} or {@code amount}, whichever comes first, or when the workload ends.
     *
     * @param duration time limit, or {@code null}
     * @param amount   bytes of I/O limit, or {@code null}
     * @param span     the region the workload sees, from the start of the first partition (the device
     *                 when there is none), or {@code null} for the whole device: a test file of that size
     * @param window   the phase's last stretch its metrics measure (AnandTech's consistency test reports
     *                 the last 400 s of 2 000), shorter than {@code duration}; {@code null}: the whole phase
     */
    record WorkloadPhase(String name, PluginChoice workload, int queueDepth, Duration duration, Size amount, Size span,
            Duration window) implements Phase {
        public WorkloadPhase {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(workload, "workload");
        }

        /** A phase measured as a whole. */
        public WorkloadPhase(String name, PluginChoice workload, int queueDepth, Duration duration, Size amount,
                Size span) {
            this(name, workload, queueDepth, duration, amount, span, null);
        }
    }

    /**
     * SNIA steady-state rounds: the workload repeated in rounds of {@code roundDuration} until the
     * steady-state criterion holds or {@code maxRounds} have run.
     *
     * @param span        as for {@link WorkloadPhase}
     * @param minDuration the criterion is judged only on windows that end once the phase has run this
     *                    long ({@link Duration#ZERO}: from the fifth round): a drive whose GC is still
     *                    re-sorting hot from cold data can look steady over five short rounds
     * @param minAmount   nor before it has written this much ({@code null}: no minimum), e.g. twice
     *                    its test area, whatever the drive's speed
     */
    record SteadyState(String name, PluginChoice workload, int queueDepth, Duration roundDuration, int maxRounds,
            Size span, Duration minDuration, Size minAmount) implements Phase {
        public SteadyState {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(workload, "workload");
            Objects.requireNonNull(roundDuration, "roundDuration");
            Objects.requireNonNull(minDuration, "minDuration");
        }

        public SteadyState(String name, PluginChoice workload, int queueDepth, Duration roundDuration, int maxRounds,
                Size span) {
            this(name, workload, queueDepth, roundDuration, maxRounds, span, Duration.ZERO, null);
        }

    }

    /** SNIA write saturation test: 4 KiB random writes at {@code queueDepth} for {@code duration}. */
    record Wsat(String name, Duration duration, int queueDepth) implements Phase {
        public Wsat {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(duration, "duration");
        }
    }

    /**
     * A benchmark tool's pass on a test file of {@code fileBytes}: its tests run one after another
     * and report as {@code name-suffix}.
     */
    record Benchmark(String name, BenchmarkTool tool, long fileBytes, double compressibility) implements Phase {
        public Benchmark {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(tool, "tool");
        }

        /** The tool's own data ({@link BenchmarkTool#compressibility()}). */
        public Benchmark(String name, BenchmarkTool tool, long fileBytes) {
            this(name, tool, fileBytes, tool.compressibility());
        }

        @Override
        public List<String> resultNames() {
            return tool.tests().stream().map(t -> name + "-" + t.suffix()).toList();
        }
    }

    /** Copies a tree of files onto the file system, one after another (an archive unpacked, a folder copied). */
    /**
     * @param directories directories the tree has (with metadata each costs an inode and directory
     *                    blocks), or {@link #DEFAULT_DIRECTORIES}
     */
    record Copy(String name, List<FileSet> files, double compressibility, long directories) implements Phase {
        /** Directories not given: one per {@link #DEFAULT_FILES_PER_DIRECTORY} files. */
        public static final long DEFAULT_DIRECTORIES = -1;
        /** Files per directory when a copy does not say [G]. */
        public static final long DEFAULT_FILES_PER_DIRECTORY = 10;

        public Copy {
            Objects.requireNonNull(name, "name");
            files = List.copyOf(files);
        }

        public Copy(String name, List<FileSet> files, double compressibility) {
            this(name, files, compressibility, DEFAULT_DIRECTORIES);
        }

        public long totalBytes() {
            return files.stream().mapToLong(f -> f.count() * f.bytes()).sum();
        }

        public long fileCount() {
            return files.stream().mapToLong(FileSet::count).sum();
        }
    }

    /**
     * File-system use over simulated time: sessions of creates, appends, overwrites and deletes
     * that keep the volume near {@code fullness}; the OS's TRIM policy decides which deletes the
     * drive hears of, and when. Unset figures come from the {@code preset}.
     *
     * @param amount      host bytes of file data to write (scaled with the drive), or {@code null}
     *                    when {@code driveWrites} gives it
     * @param driveWrites the amount as a multiple of the capacity the host sees, or 0
     * @param duration    simulated time the use takes (not scaled: the OS's TRIM schedule runs on it)
     * @param fullness    share of the volume kept in use, 0 … 1
     * @param fileBytes   median file size (not scaled, as file sizes in a copy)
     * @param fileSpread  standard deviation of the natural log of file sizes
     * @param lifetime    mean lifetime of a file that is not kept
     */
    record Age(String name, AgePreset preset, Size amount, double driveWrites, Duration duration, double fullness,
            long fileBytes, double fileSpread, Duration lifetime, double compressibility) implements Phase {
        public Age {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(preset, "preset");
            Objects.requireNonNull(duration, "duration");
            Objects.requireNonNull(lifetime, "lifetime");
        }
    }

    /**
     * Several jobs at once on the drive, as fio's {@code [job]} sections (and {@code numjobs}): each
     * job's instances keep their own queue full, all share the drive and its clock for
     * {@code duration}. Reports all jobs together under the phase's name, and each job under
     * {@code name-job}.
     */
    record Jobs(String name, List<Job> jobs, Duration duration) implements Phase {
        public Jobs {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(duration, "duration");
            jobs = List.copyOf(jobs);
        }

        @Override
        public List<String> resultNames() {
            List<String> names = new java.util.ArrayList<>(List.of(name));
            jobs.forEach(j -> names.add(name + "-" + j.name()));
            return List.copyOf(names);
        }
    }

    /**
     * One job of a {@link Jobs} phase.
     *
     * @param instances copies of the job, each with its own queue and random stream (fio's
     *                  {@code numjobs}), reported together
     * @param span      as for {@link WorkloadPhase}
     */
    record Job(String name, PluginChoice workload, int queueDepth, int instances, Size span) {
        public Job {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(workload, "workload");
        }
    }

    /**
     * A SNIA PTS test with its prescribed loop ({@link PtsTest}): purge, workload-independent
     * preconditioning (but HIR and XSR), then the test's stimulus.
     *
     * @param span          the active range from the first partition's start, or {@code null}: the whole device
     * @param blockBytes    the throughput test's block size (the others ignore it)
     * @param roundDuration one test of a round's matrix (IOPS, throughput, latency); HIR's access period
     * @param maxRounds     rounds after which the test ends, steady or not; HIR's access periods per wait state
     * @param groups        XSR's three access groups' durations; HIR's preconditioning round (one); empty for the others
     */
    record Pts(String name, PtsTest test, int queueDepth, Size span, long blockBytes, Duration roundDuration,
            int maxRounds, List<Duration> groups) implements Phase {
        public Pts {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(test, "test");
            Objects.requireNonNull(roundDuration, "roundDuration");
            groups = List.copyOf(groups);
        }
    }
}
