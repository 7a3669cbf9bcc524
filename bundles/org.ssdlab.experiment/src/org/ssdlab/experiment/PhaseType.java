package org.ssdlab.experiment;

import static org.ssdlab.experiment.PhaseField.Kind.BLOCK_SIZE;
import static org.ssdlab.experiment.PhaseField.Kind.BYTES;
import static org.ssdlab.experiment.PhaseField.Kind.DURATION;
import static org.ssdlab.experiment.PhaseField.Kind.FILES;
import static org.ssdlab.experiment.PhaseField.Kind.JOBS;
import static org.ssdlab.experiment.PhaseField.Kind.OS_PLUGIN;
import static org.ssdlab.experiment.PhaseField.Kind.PLUGIN;
import static org.ssdlab.experiment.PhaseField.Kind.SHARE;
import static org.ssdlab.experiment.PhaseField.Kind.TEXT;

import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/**
 * The phase types a document may use, each with its fields and how they become the {@link Phase}
 * record: the one home of every phase rule. The document reader, the workbench's phase form and
 * the runner's type keywords derive from it; tests hold the JSON schema and the format document's
 * phase tables against it. Adding a field or changing a default is a change here only.
 *
 * @param keyword as written in documents ({@code "type": "steady-state"})
 * @param record  the phase record it builds
 * @param summary what the phase does, one or two sentences for the format document
 * @param fields  its fields besides {@code name} and {@code type}, in document order
 * @param builder the record from the fields read, or {@code null} when one was wrong (a rule that
 *                needs several fields reports its problem through {@link PhaseValues#reject})
 */
public record PhaseType(String keyword, Class<? extends Phase> record, String summary, List<PhaseField> fields,
        Function<PhaseValues, Phase> builder) {

    private static final long MAX_QUEUE_DEPTH = 1024;
    private static final String WORKLOAD_AREA = "The region the workload sees, from the first partition's start "
            + "(a test file).";

    public PhaseType {
        Objects.requireNonNull(keyword, "keyword");
        Objects.requireNonNull(record, "record");
        fields = List.copyOf(fields);
        Objects.requireNonNull(builder, "builder");
    }

    private static PhaseField queueDepth(long byDefault) {
        return PhaseField.integer("queueDepth", 1, MAX_QUEUE_DEPTH, "Requests kept outstanding.").byDefault(byDefault);
    }

    private static PhaseField compressibility() {
        return PhaseField.decimal("compressibility", 0, 1, "Share of the data a compressing controller can drop "
                + "(0 random data, 1 zeros).").byDefault(0.0);
    }

    private static PhaseField workload() {
        return PhaseField.of("workload", PLUGIN, "The workload plugin and its parameters (ssdlab list workload).")
                .mandatory();
    }

    public static final PhaseType SECURE_ERASE = new PhaseType("secure-erase", Phase.SecureErase.class,
            "ATA SECURE ERASE: as fresh from the factory", List.of(),
            v -> v.name() == null ? null : new Phase.SecureErase(v.name()));

    public static final PhaseType PRECONDITION = new PhaseType("precondition", Phase.Precondition.class,
            "SNIA PTS preconditioning: `capacityMultiple` × the capacity the host sees, written sequentially (WIPC) or at "
                    + "random block-aligned offsets (WDPC, the test's block size) inside the active range `span`",
            List.of(PhaseField.choice("form", Phase.Precondition.Form.keywords(), "SNIA PTS: workload-independent "
                    + "writes sequentially (WIPC), workload-dependent at random offsets of the test's block size (WDPC).")
                    .byDefault(Phase.Precondition.Form.INDEPENDENT.keyword),
                    PhaseField.decimal("capacityMultiple", 0.01, 100, "How much to write, as a multiple of the capacity "
                            + "the host sees.").unit("× capacity").byDefault(2.0),
                    PhaseField.of("blockSize", BLOCK_SIZE, "Request size.")
                            .dependentDefault("128KiB, or 4KiB when workload-dependent"),
                    queueDepth(Phase.Precondition.DEFAULT_QUEUE_DEPTH),
                    PhaseField.of("span", SHARE, "The active range, from the first partition's start.")
                            .dependentDefault("the whole device")),
            PhaseType::precondition);

    public static final PhaseType FILL = new PhaseType("fill", Phase.Fill.class,
            "files through the file system, or raw blocks",
            List.of(PhaseField.choice("level", Arrays.stream(FillLevel.values()).map(FillLevel::keyword).toList(),
                    "Files through the file system, or raw blocks.").mandatory().initial("\"file\""),
                    PhaseField.of("size", SHARE, "How much to write.").byDefault("100%"), compressibility()),
            v -> {
                FillLevel level = Arrays.stream(FillLevel.values()).filter(l -> l.keyword().equals(v.text("level")))
                        .findFirst().orElse(null);
                return !v.ok() || v.name() == null || level == null ? null
                        : new Phase.Fill(v.name(), level, v.size("size"), v.decimal("compressibility"));
            });

    public static final PhaseType DELETE = new PhaseType("delete", Phase.Delete.class,
            "deletes those files; whether the drive hears a TRIM depends on OS and stack",
            List.of(PhaseField.of("what", TEXT, "all-files, or the name of an earlier fill (level file) or copy phase "
                    + "whose files are deleted.").mandatory().allowed(Phase.Delete.ALL_FILES
                            + " or the name of a fill or copy phase").initial("\"" + Phase.Delete.ALL_FILES + "\"")),
            v -> !v.ok() || v.name() == null ? null : new Phase.Delete(v.name(), v.text("what")));

    public static final PhaseType IDLE = new PhaseType("idle", Phase.Idle.class,
            "no host I/O; the drive may collect garbage",
            List.of(PhaseField.of("duration", DURATION, "How long the host stays idle.").mandatory().initial("\"1min\"")),
            v -> !v.ok() || v.name() == null ? null : new Phase.Idle(v.name(), v.duration("duration")));

    public static final PhaseType ATTACH = new PhaseType("attach", Phase.Attach.class,
            "the drive moved to another machine or OS: the volume unmounted cleanly (journal, held-back TRIMs) and "
                    + "mounted there; later phases free, trim and write as `os` does, files and free space stay",
            List.of(PhaseField.of("os", OS_PLUGIN, "The OS plugin and its parameters from now on (ssdlab list os); it "
                    + "must format the volume as the run's OS did.").mandatory()),
            v -> !v.ok() || v.name() == null ? null : new Phase.Attach(v.name(), v.plugin("os")));

    public static final PhaseType WORKLOAD = new PhaseType("workload", Phase.WorkloadPhase.class,
            "any workload plugin; stops at the first limit reached (`duration`, `amount`: at least one) or when the "
                    + "workload ends. `span` confines it to a test area from the first partition's start; `window` "
                    + "measures only the phase's last stretch",
            List.of(workload(), queueDepth(1),
                    PhaseField.of("duration", DURATION, "Time limit.").initial("\"1min\""),
                    PhaseField.of("amount", SHARE, "Limit on the bytes read, written or trimmed (a TRIM-only workload with `amount` \"100%\" deallocates the whole span once)."),
                    PhaseField.of("span", SHARE, WORKLOAD_AREA).dependentDefault("the whole device"),
                    PhaseField.of("window", DURATION, "Measure only the last stretch of this length (AnandTech's "
                            + "consistency test reports the last 400 s of 2 000): the metrics, write amplification "
                            + "included, are the window's; the series and `seconds` are the whole phase's. Needs "
                            + "`duration` without `amount`, and is shorter than it (scaled like it).")
                            .dependentDefault("the whole phase")),
            PhaseType::workloadPhase);

    public static final PhaseType STEADY_STATE = new PhaseType("steady-state", Phase.SteadyState.class,
            "SNIA steady-state rounds until five in a row agree (range ≤ 20 %, slope ≤ 10 % of their mean); the metrics "
                    + "are the window's averages. With `minDuration` no window is judged before the phase has run that "
                    + "long (scaled like the rounds; at most `maxRounds` × `roundDuration`), with `minAmount` not before "
                    + "it has written that much: five one-minute rounds can look steady while GC is still re-sorting hot "
                    + "from cold data (AnandTech's consistency test runs 2000 s; twice the test area is a rule that does "
                    + "not depend on the drive's speed)",
            List.of(workload(), queueDepth(1),
                    PhaseField.of("roundDuration", DURATION, "Length of one round.").mandatory().initial("\"1min\""),
                    PhaseField.integer("maxRounds", 5, 1000, "Rounds after which the phase ends, steady or not.")
                            .byDefault(25L),
                    PhaseField.of("span", SHARE, WORKLOAD_AREA).dependentDefault("the whole device"),
                    PhaseField.of("minDuration", DURATION, "No steady-state window is judged before the phase has run "
                            + "this long (AnandTech's consistency test: 2000 s).").dependentDefault("from the fifth round"),
                    PhaseField.of("minAmount", SHARE, "Nor before the phase has written this much, e.g. twice its test "
                            + "area.").dependentDefault("no minimum")),
            PhaseType::steadyState);

    public static final PhaseType WSAT = new PhaseType("wsat", Phase.Wsat.class,
            "SNIA write saturation test, 4 KiB random writes",
            List.of(PhaseField.of("duration", DURATION, "How long the test writes.").mandatory().initial("\"1min\""),
                    queueDepth(32)),
            v -> !v.ok() || v.name() == null ? null
                    : new Phase.Wsat(v.name(), v.duration("duration"), v.integer("queueDepth").intValue()));

    public static final PhaseType BENCHMARK = new PhaseType("benchmark", Phase.Benchmark.class,
            "a benchmark tool's run as the tool does it: its test files created (through the file system when there is "
                    + "one), its tests, the files deleted; reports one phase per test, `NAME-TEST`, e.g. "
                    + "`asssd-seq-read` (table below)",
            List.of(PhaseField.choice("tool", BenchmarkTool.keywords(), "The tool whose pass is run; results are "
                    + "reported as NAME-TEST (asssd-seq-read, ...).").mandatory().initial("\"as-ssd\""),
                    PhaseField.of("fileSize", BYTES, "Test file size.").dependentDefault("the tool's"),
                    PhaseField.decimal("compressibility", 0, 1, "Share of the data a compressing controller can "
                            + "drop (0 random data, 1 zeros), for a tool set to write other data than its default "
                            + "(CrystalDiskMark's 0 Fill: 1).").dependentDefault("the tool's: 0, random data")),
            v -> {
                BenchmarkTool tool = BenchmarkTool.byKeyword(v.text("tool"));
                return !v.ok() || v.name() == null || tool == null ? null
                        : new Phase.Benchmark(v.name(), tool, v.given("fileSize") ? ((Size.Bytes) v.size("fileSize")).bytes()
                                : tool.defaultFileBytes(), v.given("compressibility") ? v.decimal("compressibility")
                                        : tool.compressibility());
            });

    public static final PhaseType COPY = new PhaseType("copy", Phase.Copy.class,
            "copies files one after another through the file system (a tree unpacked); reports its time",
            List.of(PhaseField.of("files", FILES, "The files copied: count files of size each, per entry.").mandatory()
                    .initial("[{\"count\": 100, \"size\": \"1MiB\"}]"), compressibility(),
                    PhaseField.integer("directories", 1, Integer.MAX_VALUE, "Directories of the copied tree; with "
                            + "file-system metadata each costs an inode and directory blocks.")
                            .dependentDefault("one per " + Phase.Copy.DEFAULT_FILES_PER_DIRECTORY + " files")),
            v -> !v.ok() || v.name() == null ? null
                    : new Phase.Copy(v.name(), v.files("files"), v.decimal("compressibility"),
                            v.given("directories") ? v.integer("directories") : Phase.Copy.DEFAULT_DIRECTORIES));

    public static final PhaseType AGE = new PhaseType("age", Phase.Age.class,
            "file-system use over simulated time (below); the fields left out come from the preset",
            List.of(PhaseField.choice("preset", AgePreset.keywords(), "The history whose figures fill in what the "
                    + "phase leaves out.").byDefault(AgePreset.WINDOWS_DESKTOP_YEAR.keyword),
                    PhaseField.of("amount", BYTES, "Host bytes of file data to write (scaled with the drive).")
                            .dependentDefault("the preset's"),
                    PhaseField.decimal("driveWrites", 0.01, 1000, "The amount as a multiple of the capacity the host "
                            + "sees (instead of amount).").unit("× capacity"),
                    PhaseField.of("duration", DURATION, "Simulated time the use takes (not scaled).")
                            .dependentDefault("the preset's"),
                    PhaseField.decimal("fullness", 0.05, 0.95, "Share of the volume kept in use.")
                            .dependentDefault("the preset's"),
                    new PhaseField("fileSize", BYTES, "", null, "the preset's", null, 64L << 30, List.of(), false,
                            "a median file size of 1 B to 64 GiB", "Median file size (not scaled).", null),
                    PhaseField.decimal("fileSizeSpread", 0, 4, "Standard deviation of the natural log of file sizes "
                            + "(log-normal).").dependentDefault("the preset's"),
                    PhaseField.of("lifetime", DURATION, "Mean lifetime of a file that is not kept.")
                            .dependentDefault("the preset's"),
                    compressibility()),
            PhaseType::age);

    public static final PhaseType JOBS_PHASE = new PhaseType("jobs", Phase.Jobs.class,
            "several jobs at once on the drive, as fio's `[job]` sections and `numjobs`: each keeps its own queue full, "
                    + "their requests meet on the drive in issue order; reports all jobs together as `NAME` and each "
                    + "as `NAME-JOB`",
            List.of(PhaseField.of("jobs", JOBS, "The jobs: {name, workload, queueDepth, numjobs, span} each.")
                    .mandatory().initial("[{\"name\": \"reader\", \"workload\": {\"id\": \"synthetic\"}}]"),
                    PhaseField.of("duration", DURATION, "How long the jobs run.").mandatory().initial("\"1min\"")),
            v -> !v.ok() || v.name() == null ? null : new Phase.Jobs(v.name(), v.jobs("jobs"), v.duration("duration")));

    private static final String ACTIVE_RANGE = "The active range, from the first partition's start.";

    private static PhaseField ptsQueueDepth() {
        return PhaseField.integer("queueDepth", 1, MAX_QUEUE_DEPTH, "Total outstanding requests (PTS: the tester's "
                + "choice of threads × queue depth, reported).").byDefault((long) PtsTest.DEFAULT_QUEUE_DEPTH);
    }

    private static PhaseField round() {
        return PhaseField.of("roundDuration", DURATION, "Each test of a round (PTS: 1 minute).").byDefault("1min");
    }

    private static PhaseField rounds() {
        return PhaseField.integer("maxRounds", 5, 25, "Rounds after which the test ends, steady or not (PTS: 25).")
                .byDefault(25L);
    }

    private static PhaseField activeRange() {
        return PhaseField.of("span", SHARE, ACTIVE_RANGE).dependentDefault("the whole device");
    }

    public static final PhaseType PTS_IOPS = new PhaseType(PtsTest.IOPS.keyword, Phase.Pts.class,
            "SNIA PTS IOPS test: purge, WIPC, then rounds of 7 R/W mixes × 8 block sizes of random I/O until 4 KiB "
                    + "random write IOPS is steady (report: the PTS tables and determination)",
            List.of(ptsQueueDepth(), round(), rounds(), activeRange()), v -> pts(v, PtsTest.IOPS));

    public static final PhaseType PTS_THROUGHPUT = new PhaseType(PtsTest.THROUGHPUT.keyword, Phase.Pts.class,
            "SNIA PTS throughput test: purge, WIPC, then rounds of sequential 100 % write and 100 % read of one block "
                    + "size (PTS: 128 KiB and 1024 KiB, one phase each) until write MB/s is steady",
            List.of(PhaseField.choice("blockSize", List.of("128KiB", "1024KiB"), "Request size.").byDefault("1024KiB"),
                    ptsQueueDepth(), round(), rounds(), activeRange()), v -> pts(v, PtsTest.THROUGHPUT));

    public static final PhaseType PTS_LATENCY = new PhaseType(PtsTest.LATENCY.keyword, Phase.Pts.class,
            "SNIA PTS latency test: purge, WIPC, then rounds of R/W 100/0, 65/35, 0/100 × 8, 4, 0.5 KiB random at QD1 "
                    + "until 4 KiB write mean latency is steady; reports mean and maximum latency",
            List.of(round(), rounds(), activeRange()), v -> pts(v, PtsTest.LATENCY));

    public static final PhaseType PTS_HIR = new PhaseType(PtsTest.HIR.keyword, Phase.Pts.class,
            "SNIA PTS host idle recovery: purge, 4 KiB random writes in rounds to steady state, then for each wait "
                    + "state (1, 2, 3, 5, 10 × the access period idle) `repetitions` access periods of 4 KiB random "
                    + "writes each followed by the wait, and a return to baseline of as many periods back to back",
            List.of(ptsQueueDepth(),
                    PhaseField.of("preconditionRound", DURATION, "One round of the 4 KiB random-write preconditioning "
                            + "to steady state (PTS-E: 30 one-minute tests).").byDefault("30min"),
                    PhaseField.of("accessDuration", DURATION, "One access period of writes (PTS-E: 5 s).").byDefault("5s"),
                    PhaseField.integer("repetitions", 1, 1000, "Access periods per wait state (PTS-E: 360).")
                            .byDefault(360L),
                    activeRange()), v -> pts(v, PtsTest.HIR));

    public static final PhaseType PTS_XSR = new PhaseType(PtsTest.XSR.keyword, Phase.Pts.class,
            "SNIA PTS cross-stimulus recovery: purge, then 1024 KiB sequential writes, 8 KiB random writes and "
                    + "1024 KiB sequential writes again, each for its group's duration",
            List.of(ptsQueueDepth(),
                    PhaseField.of("sequentialDuration", DURATION, "The first group (PTS-E: 8 h).").byDefault("8h"),
                    PhaseField.of("randomDuration", DURATION, "The 8 KiB random group (PTS-E: 6 h).").byDefault("6h"),
                    PhaseField.of("returnDuration", DURATION, "The return to sequential writes (PTS-E: 8 h).")
                            .byDefault("8h"),
                    activeRange()), v -> pts(v, PtsTest.XSR));

    /** Every type, in the order documents and the workbench list them. */
    public static final List<PhaseType> ALL = List.of(SECURE_ERASE, PRECONDITION, FILL, DELETE, IDLE, ATTACH, WORKLOAD,
            STEADY_STATE, WSAT, BENCHMARK, COPY, AGE, JOBS_PHASE, PTS_IOPS, PTS_THROUGHPUT, PTS_LATENCY, PTS_HIR,
            PTS_XSR);

    /** The keys every phase has before its own fields. */
    public static final List<String> COMMON_KEYS = List.of("name", "type");

    public static List<String> keywords() {
        return ALL.stream().map(PhaseType::keyword).toList();
    }

    /** The type of {@code keyword}, or {@code null}. */
    public static PhaseType byKeyword(String keyword) {
        return ALL.stream().filter(t -> t.keyword.equals(keyword)).findFirst().orElse(null);
    }

    /** The type whose record {@code phase} is. */
    public static PhaseType of(Phase phase) {
        return ALL.stream().filter(t -> t.record == phase.getClass()
                && (!(phase instanceof Phase.Pts pts) || pts.test().keyword.equals(t.keyword))).findFirst()
                .orElseThrow(() -> new IllegalStateException("no phase type for " + phase.getClass()));
    }

    /** Keys a phase of this type may have: {@code name}, {@code type} and its fields. */
    public List<String> keys() {
        return java.util.stream.Stream.concat(COMMON_KEYS.stream(), fields.stream().map(PhaseField::name)).toList();
    }

    /** Keys of any type, for a phase whose type is wrong. */
    public static List<String> anyKeys() {
        Set<String> keys = new LinkedHashSet<>(COMMON_KEYS);
        ALL.forEach(t -> t.fields.forEach(f -> keys.add(f.name())));
        return List.copyOf(keys);
    }

    /** The field named {@code name}, or {@code null}. */
    public PhaseField field(String name) {
        return fields.stream().filter(f -> f.name().equals(name)).findFirst().orElse(null);
    }

    // --- builders whose rules need several fields ---

    private static Phase precondition(PhaseValues v) {
        Phase.Precondition.Form form = Phase.Precondition.Form.byKeyword(v.text("form"));
        Long block = v.given("blockSize") ? v.blockBytes("blockSize") : form == null ? null : form.defaultBlockBytes;
        return !v.ok() || v.name() == null || form == null || block == null ? null
                : new Phase.Precondition(v.name(), form, v.decimal("capacityMultiple"), block,
                        v.integer("queueDepth").intValue(), v.size("span"));
    }

    private static Phase workloadPhase(PhaseValues v) {
        boolean limited = v.given("duration") || v.given("amount");
        if (!limited) {
            v.reject(null, "a workload phase needs 'duration' or 'amount' (or both: it stops at the first); allowed: "
                    + "a duration such as \"30min\", an amount such as \"40GB\" or \"100%\"");
        }
        Duration window = v.given("window") ? v.duration("window") : null;
        Duration duration = v.given("duration") ? v.duration("duration") : null;
        boolean badWindow = window != null && (duration == null || v.given("amount") || window.compareTo(duration) >= 0);
        if (badWindow) {
            v.reject("window", "window " + v.shown("window") + " needs a phase that runs for its 'duration' "
                    + (duration == null || v.given("amount") ? "(no 'amount')"
                            : "and must be shorter than it (" + v.shown("duration") + ")")
                    + "; allowed: a duration shorter than the phase's, e.g. \"400s\" of \"2000s\"");
        }
        return !v.ok() || v.name() == null || !limited || badWindow ? null
                : new Phase.WorkloadPhase(v.name(), v.plugin("workload"), v.integer("queueDepth").intValue(),
                        duration, v.size("amount"), v.size("span"), window);
    }

    private static Phase steadyState(PhaseValues v) {
        Duration round = v.duration("roundDuration");
        Long rounds = v.integer("maxRounds");
        Duration least = v.given("minDuration") ? v.duration("minDuration") : Duration.ZERO;
        boolean tooLong = least != null && round != null && rounds != null
                && least.compareTo(round.multipliedBy(rounds)) > 0;
        if (tooLong) {
            v.reject("minDuration", "minDuration " + v.shown("minDuration") + " is longer than maxRounds (" + rounds
                    + ") x roundDuration; allowed: at most " + round.multipliedBy(rounds).toSeconds() + " s");
        }
        return !v.ok() || v.name() == null || tooLong ? null
                : new Phase.SteadyState(v.name(), v.plugin("workload"), v.integer("queueDepth").intValue(), round,
                        rounds.intValue(), v.size("span"), least, v.size("minAmount"));
    }

    private static Phase pts(PhaseValues v, PtsTest test) {
        if (!v.ok() || v.name() == null) {
            return null;
        }
        int depth = test == PtsTest.LATENCY ? 1 : v.integer("queueDepth").intValue();
        long block = test == PtsTest.THROUGHPUT ? ("128KiB".equals(v.text("blockSize")) ? 128 << 10 : 1 << 20) : 0;
        return switch (test) {
            case HIR -> new Phase.Pts(v.name(), test, depth, v.size("span"), block, v.duration("accessDuration"),
                    v.integer("repetitions").intValue(), List.of(v.duration("preconditionRound")));
            case XSR -> new Phase.Pts(v.name(), test, depth, v.size("span"), block, Duration.ofMinutes(1), 1,
                    List.of(v.duration("sequentialDuration"), v.duration("randomDuration"), v.duration("returnDuration")));
            default -> new Phase.Pts(v.name(), test, depth, v.size("span"), block, v.duration("roundDuration"),
                    v.integer("maxRounds").intValue(), List.of());
        };
    }

    /** What the document leaves out comes from the preset. */
    private static Phase age(PhaseValues v) {
        AgePreset preset = AgePreset.byKeyword(v.text("preset"));
        boolean both = v.given("amount") && v.given("driveWrites");
        if (both) {
            v.reject("driveWrites", "give 'amount' or 'driveWrites', not both; allowed: an amount such as \"2TB\", "
                    + "or drive-writes 0.01..1000");
        }
        if (!v.ok() || v.name() == null || preset == null || both) {
            return null;
        }
        double writes = v.given("driveWrites") ? v.decimal("driveWrites") : 0;
        Size amount = v.size("amount");
        Size resolved = amount != null || writes > 0 ? amount : new Size.Bytes(preset.hostBytes);
        return new Phase.Age(v.name(), preset, resolved, writes,
                v.given("duration") ? v.duration("duration") : preset.duration,
                v.given("fullness") ? v.decimal("fullness") : preset.fullness,
                v.given("fileSize") ? ((Size.Bytes) v.size("fileSize")).bytes() : preset.medianFileBytes,
                v.given("fileSizeSpread") ? v.decimal("fileSizeSpread") : preset.fileSizeSpread,
                v.given("lifetime") ? v.duration("lifetime") : preset.lifetime, v.decimal("compressibility"));
    }
}
