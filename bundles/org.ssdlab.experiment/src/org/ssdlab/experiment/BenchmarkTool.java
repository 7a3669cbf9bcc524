package org.ssdlab.experiment;

import java.util.Arrays;
import java.util.List;

/**
 * The benchmark tools of the lab write-ups, as the steps each runs: it creates its test files,
 * runs its tests on them, and deletes them. A benchmark phase named {@code asssd} reports each
 * reported step as a phase {@code asssd-seq-write}, {@code asssd-seq-read}, … in the order the
 * tool runs them. Sequential steps cover their files once; random steps run for a fixed time
 * inside them. When the run has a file system the files are allocated by it (and their deletion
 * goes to the OS's TRIM policy); otherwise they lie one after another from the start of the device.
 */
public enum BenchmarkTool {

    /**
     * AS SSD Benchmark, synthetic tests, on incompressible data (hardware.info 3532/5). Seq writes a
     * 1 GB file in 16 MB requests, reads it back the same way and deletes it; 4K first writes a 1 GB
     * file in 512 KB requests, then reads and writes random 4 KiB blocks in it and keeps it for the
     * access-time test; 4K-64Thrd writes 64 files of 16 MB, runs 64 threads of random 4 KiB reads,
     * then writes, over them, and deletes them (alibabacloud AS SSD explainer, topic 8_8_31386554:
     * "this test will produce a total of 2GB of data written" for 4K and for 4K-64). The 64 files are
     * written in 512 KB requests as the 4K file is [G]; the random tests run 10 s each [G]. The
     * access-time test (512 B writes in the 4K file, 4 KiB reads over the whole drive) is not run.
     */
    AS_SSD("as-ssd", 1L << 30, 0.0, List.of(
            Step.create("seq-write", "seq", 16 << 20),
            Step.sequential("seq-read", "seq", false, 16 << 20),
            Step.delete("seq"),
            Step.create("4k-prepare", "4k", 512 << 10),
            Step.random("4k-read", "4k", false, 4096, 1, 10),
            Step.random("4k-write", "4k", true, 4096, 1, 10),
            Step.create("4k64-prepare", "4k64", 512 << 10),
            Step.random("4k64-read", "4k64", false, 4096, 64, 10),
            Step.random("4k64-write", "4k64", true, 4096, 64, 10),
            Step.delete("4k64"),
            Step.delete("4k")),
            List.of(FileGroup.ofTestFile("seq", 1), FileGroup.ofTestFile("4k", 1), FileGroup.ofTestFile("4k64", 64))),

    /**
     * AS SSD's copy benchmark (Tools menu): it creates three test folders and copies each to another
     * folder of the same drive with the OS's cached copy, timing the copy (winfuture AS SSD page;
     * tomshardware 2952-6: "uses Windows's copy command"). ISO is two large files of 500 MB
     * (userbenchmark FAQ 27); Program is many small and a few large files, Game many large and a few
     * small ones (hardware-journal.de 3781 p.3); their counts and sizes here are [G]. The copy reads
     * each request's worth of the source, then writes it, at QD1, in the file system's request
     * size [G]. A step's throughput counts reads and writes, twice the MB/s AS SSD shows.
     */
    AS_SSD_COPY("as-ssd-copy", 1L << 30, 0.0, List.of(
            Step.create(null, "iso", 0),
            Step.copy("iso", "iso"),
            Step.delete("iso"),
            Step.create(null, "program", 0),
            Step.copy("program", "program"),
            Step.delete("program"),
            Step.create(null, "game", 0),
            Step.copy("game", "game"),
            Step.delete("game")),
            List.of(FileGroup.fixed("iso", new long[] { 2 }, new long[] { 500_000_000 }),
                    FileGroup.fixed("program", new long[] { 1000, 100, 5 },
                            new long[] { 16 << 10, 512 << 10, 64 << 20 }),
                    FileGroup.fixed("game", new long[] { 100, 20 }, new long[] { 16 << 10, 40 << 20 }))),

    /**
     * CrystalDiskMark 3 (the seeds' era): it writes its test file (1000 MB by default) before the
     * first test [G: the "Preparing…" step; 1 MiB requests G], then sequential 1 MiB, random 512 KiB,
     * 4 KiB QD1 and QD32, each read before it is written [G], and deletes the file. Its default data
     * is random, i.e. incompressible (Tom's Hardware 2952 p.6); random tests run 5 s each [G].
     */
    CRYSTAL_DISK_MARK("crystaldiskmark", 1000L << 20, 0.0, List.of(
            Step.create("prepare", "test", 1 << 20),
            Step.sequential("seq-read", "test", false, 1 << 20),
            Step.sequential("seq-write", "test", true, 1 << 20),
            Step.random("512k-read", "test", false, 512 << 10, 1, 5),
            Step.random("512k-write", "test", true, 512 << 10, 1, 5),
            Step.random("4k-read", "test", false, 4096, 1, 5),
            Step.random("4k-write", "test", true, 4096, 1, 5),
            Step.random("4k32-read", "test", false, 4096, 32, 5),
            Step.random("4k32-write", "test", true, 4096, 32, 5),
            Step.delete("test")),
            List.of(FileGroup.ofTestFile("test", 1))),

    /**
     * AJA System Test: writes one large video file frame by frame, then reads it straight back,
     * both reported (finalcutters.com), and deletes it. 4 MiB frames [G]; the frame
     * data is taken as incompressible [G: rendered video frames are not all zeros].
     */
    AJA("aja", 16L << 30, 0.0, List.of(
            Step.create("seq-write", "video", 4 << 20),
            Step.sequential("seq-read", "video", false, 4 << 20),
            Step.delete("video")),
            List.of(FileGroup.ofTestFile("video", 1))),

    /**
     * diglloyd DiskTester: writes a test file [G: 1 MiB requests], reads it sequentially in 4 KiB and
     * 8 KiB blocks (seed 002 quotes the 4 KiB one), and deletes it. Incompressible data [G].
     */
    DISK_TESTER("disktester", 1L << 30, 0.0, List.of(
            Step.create("prepare", "test", 1 << 20),
            Step.sequential("4k", "test", false, 4096),
            Step.sequential("8k", "test", false, 8192),
            Step.delete("test")),
            List.of(FileGroup.ofTestFile("test", 1)));

    /** What a step does to its file group. */
    public enum Action {
        /** Creates the group's files and writes them front to back. */
        CREATE,
        /** Reads or writes inside the group's files. */
        IO,
        /** Copies the group's files to new files of the same sizes, reading each piece before writing it. */
        COPY,
        /** Deletes the group's files (and a copy made of them). */
        DELETE
    }

    /**
     * One step of a tool's run.
     *
     * @param suffix     the name it reports under after the phase's name, or {@code null} when unreported
     * @param group      the file group it works on
     * @param blockBytes request size; 0 for the file system's own (a cached copy)
     * @param seconds    simulated time a random step runs; 0 for one that covers its files once
     */
    public record Step(String suffix, Action action, String group, boolean write, boolean random, int blockBytes,
            int queueDepth, int seconds) {

        static Step create(String suffix, String group, int blockBytes) {
            return new Step(suffix, Action.CREATE, group, true, false, blockBytes, 1, 0);
        }

        static Step sequential(String suffix, String group, boolean write, int blockBytes) {
            return new Step(suffix, Action.IO, group, write, false, blockBytes, 1, 0);
        }

        static Step random(String suffix, String group, boolean write, int blockBytes, int queueDepth, int seconds) {
            return new Step(suffix, Action.IO, group, write, true, blockBytes, queueDepth, seconds);
        }

        static Step copy(String suffix, String group) {
            return new Step(suffix, Action.COPY, group, true, false, 0, 1, 0);
        }

        static Step delete(String group) {
            return new Step(null, Action.DELETE, group, false, false, 0, 1, 0);
        }

        public boolean reported() {
            return suffix != null;
        }
    }

    /**
     * A set of files a tool works on: either {@code files} equal shares of the phase's test-file size,
     * or fixed counts and sizes (a copy benchmark's folders).
     *
     * @param counts files of each size, for a fixed group; empty for a share of the test file
     * @param bytes  the size of each, in bytes
     */
    public record FileGroup(String name, int files, long[] counts, long[] bytes) {

        static FileGroup ofTestFile(String name, int files) {
            return new FileGroup(name, files, new long[0], new long[0]);
        }

        static FileGroup fixed(String name, long[] counts, long[] bytes) {
            return new FileGroup(name, 0, counts, bytes);
        }

        /** Whether its size follows the phase's test-file size. */
        public boolean sharesTestFile() {
            return counts.length == 0;
        }

        public long[] counts() {
            return counts.clone();
        }

        public long[] bytes() {
            return bytes.clone();
        }
    }

    private final String keyword;
    private final long defaultFileBytes;
    private final double compressibility;
    private final List<Step> steps;
    private final List<FileGroup> groups;

    BenchmarkTool(String keyword, long defaultFileBytes, double compressibility, List<Step> steps,
            List<FileGroup> groups) {
        this.keyword = keyword;
        this.defaultFileBytes = defaultFileBytes;
        this.compressibility = compressibility;
        this.steps = steps;
        this.groups = groups;
    }

    public String keyword() {
        return keyword;
    }

    /** The size of the test file when the document gives none. */
    public long defaultFileBytes() {
        return defaultFileBytes;
    }

    /** How well the data it writes compresses: 0 random … 1 zeros. */
    public double compressibility() {
        return compressibility;
    }

    /** Every step, in the order the tool runs them. */
    public List<Step> steps() {
        return steps;
    }

    /** The steps it reports results for, in order. */
    public List<Step> tests() {
        return steps.stream().filter(Step::reported).toList();
    }

    public FileGroup group(String name) {
        return groups.stream().filter(g -> g.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalStateException(keyword + " has no file group " + name));
    }

    public static List<String> keywords() {
        return Arrays.stream(values()).map(BenchmarkTool::keyword).toList();
    }

    public static BenchmarkTool byKeyword(String keyword) {
        return Arrays.stream(values()).filter(t -> t.keyword.equals(keyword)).findFirst().orElse(null);
    }
}
