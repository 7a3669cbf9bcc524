package org.ssdlab.experiment;

import java.util.List;

/**
 * The benchmark tools of the lab write-ups, as passes of tests on one test file. A benchmark phase
 * named {@code asssd} runs the tests as phases {@code asssd-seq-write}, {@code asssd-seq-read}, …
 * in the order given here (the order the tools run them: the file is written before it is read).
 * Sequential tests cover the file once; random tests run for a fixed time inside it.
 */
public enum BenchmarkTool {

    /** AS SSD Benchmark: 1 GB file, 16 MiB sequential I/O, 4 KiB random at QD1 and with 64 threads. */
    AS_SSD("as-ssd", 1L << 30, List.of(
            Test.sequential("seq-write", true, 16 << 20, 1),
            Test.sequential("seq-read", false, 16 << 20, 1),
            Test.random("4k-read", false, 4096, 1, 10),
            Test.random("4k-write", true, 4096, 1, 10),
            Test.random("4k64-read", false, 4096, 64, 10),
            Test.random("4k64-write", true, 4096, 64, 10))),

    /** CrystalDiskMark 3 (the seeds' era): 1000 MB, sequential 1 MiB, random 512 KiB, 4 KiB QD1 and QD32. */
    CRYSTAL_DISK_MARK("crystaldiskmark", 1000L << 20, List.of(
            Test.sequential("seq-write", true, 1 << 20, 1),
            Test.sequential("seq-read", false, 1 << 20, 1),
            Test.random("512k-read", false, 512 << 10, 1, 5),
            Test.random("512k-write", true, 512 << 10, 1, 5),
            Test.random("4k-read", false, 4096, 1, 5),
            Test.random("4k-write", true, 4096, 1, 5),
            Test.random("4k32-read", false, 4096, 32, 5),
            Test.random("4k32-write", true, 4096, 32, 5))),

    /** AJA System Test: one large video file written frame by frame, then read back. */
    AJA("aja", 16L << 30, List.of(
            Test.sequential("seq-write", true, 4 << 20, 1),
            Test.sequential("seq-read", false, 4 << 20, 1))),

    /** diglloyd DiskTester: sequential reads of a test file in 4 KiB and 8 KiB blocks (seed 002 quotes the 4 KiB one). */
    DISK_TESTER("disktester", 1L << 30, List.of(
            Test.sequential("4k", false, 4096, 1),
            Test.sequential("8k", false, 8192, 1)));

    /**
     * One test of a pass.
     *
     * @param seconds simulated time a random test runs; 0 for a sequential test, which covers the file once
     */
    public record Test(String suffix, boolean write, boolean random, int blockBytes, int queueDepth, int seconds) {

        static Test sequential(String suffix, boolean write, int blockBytes, int queueDepth) {
            return new Test(suffix, write, false, blockBytes, queueDepth, 0);
        }

        static Test random(String suffix, boolean write, int blockBytes, int queueDepth, int seconds) {
            return new Test(suffix, write, true, blockBytes, queueDepth, seconds);
        }
    }

    private final String keyword;
    private final long defaultFileBytes;
    private final List<Test> tests;

    BenchmarkTool(String keyword, long defaultFileBytes, List<Test> tests) {
        this.keyword = keyword;
        this.defaultFileBytes = defaultFileBytes;
        this.tests = tests;
    }

    public String keyword() {
        return keyword;
    }

    /** The size of the test file when the document gives none. */
    public long defaultFileBytes() {
        return defaultFileBytes;
    }

    public List<Test> tests() {
        return tests;
    }

    public static List<String> keywords() {
        return java.util.Arrays.stream(values()).map(BenchmarkTool::keyword).toList();
    }

    public static BenchmarkTool byKeyword(String keyword) {
        return java.util.Arrays.stream(values()).filter(t -> t.keyword.equals(keyword)).findFirst().orElse(null);
    }
}
