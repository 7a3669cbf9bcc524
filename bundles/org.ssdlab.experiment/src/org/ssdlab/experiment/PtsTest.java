package org.ssdlab.experiment;

import java.util.ArrayList;
import java.util.List;

/**
 * The tests of the SNIA Solid State Storage Performance Test Specification (PTS 2.0, client) that
 * documents can run as phases, each with its prescribed stimulus. The one home of the matrices:
 * the runner loops over {@link #cells}, the report lays its tables out by them.
 *
 * <p>PTS 2.0 §§ IOPS, Throughput, Latency, HIR and XSR (SNIA, https://www.snia.org/tech_activities/standards/curr_standards/pts):
 * every test starts with a purge and (but HIR and XSR) workload-independent preconditioning (twice
 * the capacity in 128 KiB sequential writes); a round sweeps the test's matrix, one {@code roundDuration} (PTS: one
 * minute) per cell, and rounds repeat until the tracking variable is steady over five rounds
 * (range ≤ 20 %, slope ≤ 10 % of the average) or 25 rounds have run.
 */
public enum PtsTest {
    /** 7 R/W mixes × 8 block sizes of random I/O; tracks 4 KiB 100 % write IOPS. */
    IOPS("pts-iops", "IOPS", "4 KiB random write IOPS", matrix(new int[] { 100, 95, 65, 50, 35, 5, 0 },
            new int[] { 1048576, 131072, 65536, 32768, 16384, 8192, 4096, 512 }, true), cell(0, 4096, true)),
    /** Sequential 100 % write then 100 % read of one block size (128 KiB or 1024 KiB); tracks write MB/s. */
    THROUGHPUT("pts-throughput", "Throughput", "sequential write MB/s", List.of(), null),
    /** R/W 100/0, 65/35, 0/100 × 0.5, 4, 8 KiB random at QD1; tracks 4 KiB 100 % write mean latency. */
    LATENCY("pts-latency", "Latency", "4 KiB random write mean latency (µs)", matrix(new int[] { 100, 65, 0 },
            new int[] { 8192, 4096, 512 }, true), cell(0, 4096, true)),
    /**
     * Host idle recovery (PTS-E): purge, no WIPC, 4 KiB random writes in preconditioning rounds to
     * steady state, then for each wait state 360 access periods of 5 s of 4 KiB random writes, each
     * followed by 1, 2, 3, 5 or 10 × 5 s of host idle, each wait state followed by a return to
     * baseline (360 access periods back to back, 1800 s). These parameters are not from the
     * specification's text (its pages were not found by the search tool) but from two
     * implementations of PTS-E 1.1 that agree: CloudHarmony's block-storage
     * ({@code lib/BlockStorageTestHir.php}: 5 s periods, 360 per wait state, waits 5, 10, 15, 25,
     * 50 s, return to baseline of 1800 s, preconditioning rounds of 30 one-minute tests, no WIPC) and
     * ADATA's SSS-PTS-TEST fork of it for PTS 2.0 (the same constants).
     */
    HIR("pts-hir", "Host idle recovery", "4 KiB random write IOPS", List.of(cell(0, 4096, true)), cell(0, 4096, true)),
    /**
     * Cross-stimulus recovery (PTS-E): purge, no WIPC, then access group 1 of 1024 KiB sequential
     * writes (8 h), group 2 of 8 KiB random writes (6 h) and group 3 of 1024 KiB sequential writes
     * again (8 h), in one-minute tests; shows how the drive recovers from each change of stimulus.
     * The durations are ADATA's SSS-PTS-TEST ({@code test/lib/BlockStorageTestXsr.php}: 480, 360 and
     * 480 one-minute cycles, no WIPC), not the specification's text, which was not found.
     */
    XSR("pts-xsr", "Cross-stimulus recovery", "throughput MB/s", List.of(cell(0, 1048576, false),
            cell(0, 8192, true), cell(0, 1048576, false)), null);

    /**
     * Outstanding requests when the document names none. The PTS leaves threads × queue depth to the
     * tester and asks that it be reported [G]: 32, a SATA drive's whole NCQ.
     */
    public static final int DEFAULT_QUEUE_DEPTH = 32;

    /** HIR's wait states, as multiples of the access period (5 s access: 5, 10, 15, 25, 50 s idle; see {@link #HIR}). */
    public static final int[] HIR_WAIT_STATES = { 1, 2, 3, 5, 10 };

    /** One test of a round: a R/W mix of one block size. */
    public record Cell(int readPercent, int blockBytes, boolean random) {
        /** Its key in results: {@code rw65-4k}, {@code rw100-0.5k}, {@code seq-rw0-1024k}. */
        public String key() {
            String kib = blockBytes % 1024 == 0 ? Integer.toString(blockBytes / 1024) : Double.toString(blockBytes / 1024.0);
            return (random ? "" : "seq-") + "rw" + readPercent + "-" + kib + "k";
        }

        /** As the PTS writes it: "65/35", "4 KiB". */
        public String mix() {
            return readPercent + "/" + (100 - readPercent);
        }

        public String size() {
            return blockBytes % 1024 == 0 ? blockBytes / 1024 + " KiB" : blockBytes / 1024.0 + " KiB";
        }
    }

    public final String keyword;
    public final String title;
    /** What the steady-state rounds track, as the report names it. */
    public final String tracking;
    private final List<Cell> cells;
    private final Cell tracked;

    PtsTest(String keyword, String title, String tracking, List<Cell> cells, Cell tracked) {
        this.keyword = keyword;
        this.title = title;
        this.tracking = tracking;
        this.cells = cells;
        this.tracked = tracked;
    }

    /** A round's tests in the PTS's order; the throughput test's depend on its block size. */
    public List<Cell> cells(long blockBytes) {
        if (this == THROUGHPUT) {
            return List.of(cell(0, (int) blockBytes, false), cell(100, (int) blockBytes, false));
        }
        return cells;
    }

    /** The cell whose result is the tracking variable, or {@code null} (XSR tracks none). */
    public Cell tracked(long blockBytes) {
        return this == THROUGHPUT ? cell(0, (int) blockBytes, false) : tracked;
    }

    /**
     * Whether the test begins with workload-independent preconditioning after its purge: not HIR
     * and XSR, whose own stimulus preconditions the drive (both implementations cited at
     * {@link #HIR} and {@link #XSR} skip it).
     */
    public boolean wipc() {
        return this != HIR && this != XSR;
    }

    /** Whether rounds stop at steady state (not XSR, whose groups have fixed durations). */
    public boolean steadyState() {
        return this != XSR;
    }

    public static PtsTest byKeyword(String keyword) {
        for (PtsTest t : values()) {
            if (t.keyword.equals(keyword)) {
                return t;
            }
        }
        return null;
    }

    private static Cell cell(int read, int bytes, boolean random) {
        return new Cell(read, bytes, random);
    }

    /** R/W mixes outer, block sizes (largest first) inner, as PTS rounds sweep them. */
    private static List<Cell> matrix(int[] reads, int[] sizes, boolean random) {
        List<Cell> cells = new ArrayList<>();
        for (int read : reads) {
            for (int size : sizes) {
                cells.add(cell(read, size, random));
            }
        }
        return List.copyOf(cells);
    }
}
