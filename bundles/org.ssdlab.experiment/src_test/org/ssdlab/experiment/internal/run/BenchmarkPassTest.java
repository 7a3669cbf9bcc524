package org.ssdlab.experiment.internal.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.BenchmarkTool;
import org.ssdlab.experiment.Phase;
import org.ssdlab.sim.api.drive.ControllerSpec;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.drive.NandTiming;
import org.ssdlab.sim.api.host.TrimPolicies;
import org.ssdlab.sim.api.host.TrimPolicy;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.core.host.FileSystem;
import org.ssdlab.sim.core.host.PartitionTable;
import org.ssdlab.sim.core.timing.MeteredWorkload;
import org.ssdlab.sim.testing.RecordingDevice;

/**
 * The request streams the benchmark tools send, step by step, against their documented procedures
 * (sources in {@link BenchmarkTool}): what each writes before its tests, in which request sizes,
 * where, in which order, and that its files are allocated by and deleted through the file system.
 */
class BenchmarkPassTest {

    private static final long GIB = 1L << 30;
    private static final int MIB_SECTORS = 2048;
    /** 16 GiB of user space on a drive the tests never run (the pass only needs its size). */
    private static final long DEVICE_SECTORS = 16 * GIB / 512;
    private static final DriveSpec DRIVE = new DriveSpec("test",
            new Geometry(8, 2, 2, 4000, 256, 8192, 4096, DEVICE_SECTORS), new NandTiming(50, 1000, 3000, 400, true),
            new ControllerSpec(10, 10, 1 << 20, false, 0, 0, 4, 40, true, 100, 10, 0, 200, 0, 0), 550);
    /** Each request of a drained workload takes this long, so a 10 s random test sends 10 000. */
    private static final long NANOS_PER_REQUEST = 1_000_000;

    record Request(IoKind kind, long lba, int sectors, double compressibility) {
    }

    record Run(String name, int queueDepth, List<Request> requests) {
        boolean reported() {
            return name != null;
        }

        long sectors(IoKind kind) {
            return requests.stream().filter(r -> r.kind() == kind).mapToLong(Request::sectors).sum();
        }

        List<Request> of(IoKind kind) {
            return requests.stream().filter(r -> r.kind() == kind).toList();
        }
    }

    /** Collects each run's requests by draining its workload on a clock that moves per request. */
    private static final class Drain implements BenchmarkPass.Runner {
        final List<Run> runs = new ArrayList<>();
        private final long userSectors;
        private long now;

        Drain(long userSectors) {
            this.userSectors = userSectors;
        }

        @Override
        public void record(String name, int queueDepth, long expectedBytes, MeteredWorkload workload) {
            runs.add(new Run(name, queueDepth, drain(workload)));
        }

        @Override
        public void run(int queueDepth, long expectedBytes, MeteredWorkload workload) {
            runs.add(new Run(null, queueDepth, drain(workload)));
        }

        private List<Request> drain(MeteredWorkload workload) {
            List<Request> requests = new ArrayList<>();
            IoRequest r = new IoRequest();
            workload.start(userSectors, 7);
            while (workload.next(r, now)) {
                requests.add(new Request(r.kind, r.lba, r.sectors, r.compressibility));
                now += NANOS_PER_REQUEST;
            }
            return requests;
        }

        List<Run> reported() {
            return runs.stream().filter(Run::reported).toList();
        }

        Run named(String name) {
            return runs.stream().filter(r -> name.equals(r.name())).findFirst().orElseThrow();
        }
    }

    private static Drain bare(BenchmarkTool tool, long fileBytes) {
        Drain drain = new Drain(DEVICE_SECTORS);
        new BenchmarkPass(new Phase.Benchmark("b", tool, fileBytes), null, DEVICE_SECTORS, Scale.of(DRIVE, 1), drain)
                .run();
        return drain;
    }

    private static FileSystem volume(long startSector, TrimPolicy policy) {
        return new FileSystem(RecordingDevice.instant(DEVICE_SECTORS), PartitionTable.single(DEVICE_SECTORS, startSector).partition(1), 4096,
                policy);
    }

    private static Drain onVolume(BenchmarkTool tool, long fileBytes, FileSystem fs) {
        Drain drain = new Drain(DEVICE_SECTORS);
        new BenchmarkPass(new Phase.Benchmark("b", tool, fileBytes), fs, DEVICE_SECTORS, Scale.of(DRIVE, 1), drain).run();
        return drain;
    }

    /** CrystalDiskMark's 0 Fill: the phase's data, not the tool's default, in every write, the preparation's too. */
    @Test
    void aPhaseSetsTheDataTheToolWrites() {
        Drain drain = new Drain(DEVICE_SECTORS);
        new BenchmarkPass(new Phase.Benchmark("b", BenchmarkTool.CRYSTAL_DISK_MARK, 64L << 20, 1.0), null, DEVICE_SECTORS,
                Scale.of(DRIVE, 1), drain).run();
        List<Double> written = drain.runs.stream().flatMap(r -> r.requests().stream())
                .filter(r -> r.kind() == IoKind.WRITE).map(r -> r.compressibility()).distinct().toList();
        assertEquals(List.of(1.0), written);
    }

    @Test
    void everyToolReportsItsTestsInTheOrderItRunsThem() {
        assertEquals(List.of("seq-write", "seq-read", "4k-prepare", "4k-read", "4k-write", "4k64-prepare", "4k64-read",
                "4k64-write"), suffixes(BenchmarkTool.AS_SSD));
        assertEquals(List.of("iso", "program", "game"), suffixes(BenchmarkTool.AS_SSD_COPY));
        assertEquals(List.of("prepare", "seq-read", "seq-write", "512k-read", "512k-write", "4k-read", "4k-write",
                "4k32-read", "4k32-write"), suffixes(BenchmarkTool.CRYSTAL_DISK_MARK));
        assertEquals(List.of("seq-write", "seq-read"), suffixes(BenchmarkTool.AJA));
        assertEquals(List.of("prepare", "4k", "8k"), suffixes(BenchmarkTool.DISK_TESTER));
        for (BenchmarkTool tool : BenchmarkTool.values()) {
            Drain drain = bare(tool, tool.defaultFileBytes());
            assertEquals(new Phase.Benchmark("b", tool, 0).resultNames(),
                    drain.reported().stream().map(Run::name).toList(), tool.keyword());
            assertTrue(drain.runs.stream().flatMap(r -> r.requests().stream()).allMatch(r -> r.compressibility() == 0),
                    tool.keyword() + " writes incompressible data");
        }
    }

    private static List<String> suffixes(BenchmarkTool tool) {
        return tool.tests().stream().map(BenchmarkTool.Step::suffix).toList();
    }

    /**
     * AS SSD: Seq writes its 1 GB file in 16 MB requests and reads it back; 4K first writes a 1 GB
     * file in 512 KB requests; 4K-64Thrd writes 64 × 16 MB files first — so each of 4K and 4K-64
     * writes 1 GB before its random tests (alibabacloud explainer: 2 GB per test with the tests' own).
     */
    @Test
    void asSsdWritesItsFilesBeforeItsTestsInTheToolsRequestSizes() {
        Drain drain = bare(BenchmarkTool.AS_SSD, GIB);
        Run seqWrite = drain.named("b-seq-write");
        assertEquals(64, seqWrite.requests().size());
        assertTrue(seqWrite.requests().stream().allMatch(r -> r.kind() == IoKind.WRITE && r.sectors() == 16 * MIB_SECTORS));
        assertEquals(0, seqWrite.requests().get(0).lba());
        assertEquals(63L * 16 * MIB_SECTORS, seqWrite.requests().get(63).lba(), "front to back");
        Run seqRead = drain.named("b-seq-read");
        assertEquals(seqWrite.requests().stream().map(Request::lba).toList(),
                seqRead.of(IoKind.READ).stream().map(Request::lba).toList(), "reads back what it wrote");

        Run prepare = drain.named("b-4k-prepare");
        assertEquals(2048, prepare.requests().size());
        assertTrue(prepare.requests().stream().allMatch(r -> r.kind() == IoKind.WRITE && r.sectors() == 1024));
        assertEquals(GIB / 512, prepare.sectors(IoKind.WRITE));
        Run fourK = drain.named("b-4k-write");
        assertEquals(10_000, fourK.requests().size(), "10 s at one request per ms");
        assertTrue(fourK.requests().stream().allMatch(r -> r.sectors() == 8 && r.lba() % 8 == 0 && r.lba() < GIB / 512));
        assertEquals(1, fourK.queueDepth());

        Run prepare64 = drain.named("b-4k64-prepare");
        assertEquals(GIB / 512, prepare64.sectors(IoKind.WRITE));
        long first64 = prepare64.requests().get(0).lba();
        assertEquals(GIB / 512, first64, "after the 4K file, which is still there");
        Run fourK64 = drain.named("b-4k64-read");
        assertEquals(64, fourK64.queueDepth());
        assertTrue(fourK64.requests().stream().allMatch(r -> r.kind() == IoKind.READ && r.lba() >= first64
                && r.lba() + r.sectors() <= first64 + GIB / 512));
        long written = drain.runs.stream().mapToLong(r -> r.sectors(IoKind.WRITE)).sum();
        assertEquals(3 * GIB / 512 + 2 * 10_000 * 8, written, "three 1 GB files and two 10 s random write tests");
    }

    @Test
    void onAVolumeTheFilesAreAllocatedByTheFileSystemAndDeletedAfterwards() {
        FileSystem fs = volume(63, TrimPolicies.immediate());
        int clusters = fs.freeClusters();
        Drain drain = onVolume(BenchmarkTool.AS_SSD, GIB, fs);

        Run seqWrite = drain.named("b-seq-write");
        assertEquals(63, seqWrite.requests().get(0).lba(), "the file starts where the partition does");
        assertTrue(seqWrite.requests().stream().allMatch(r -> r.sectors() == 16 * MIB_SECTORS),
                "the tool's 16 MB requests, not the file system's 1 MiB ones");
        assertEquals(clusters, fs.freeClusters(), "every test file deleted");
        assertEquals(0, fs.liveFiles().length);
        long trimmed = drain.runs.stream().filter(r -> !r.reported()).mapToLong(r -> r.sectors(IoKind.TRIM)).sum();
        assertEquals(3 * GIB / 512, trimmed, "the OS trims the three deleted gigabytes");
        assertTrue(drain.reported().stream().allMatch(r -> r.sectors(IoKind.TRIM) == 0), "no TRIM during a test");
    }

    @Test
    void withoutTrimTheDeletesReachNoDrive() {
        FileSystem fs = volume(2048, TrimPolicies.never());
        Drain drain = onVolume(BenchmarkTool.AJA, 4 * GIB, fs);
        assertEquals(0, drain.runs.stream().mapToLong(r -> r.sectors(IoKind.TRIM)).sum());
        assertEquals(fs.clusters(), fs.freeClusters());
    }

    /** AJA writes its file and reads it straight back: two reported phases, nothing in between. */
    @Test
    void ajaReadsItsFileStraightBack() {
        Drain drain = bare(BenchmarkTool.AJA, 16 * GIB - 2 * GIB);
        assertEquals("b-seq-write", drain.runs.get(0).name());
        assertEquals("b-seq-read", drain.runs.get(1).name());
        Run write = drain.runs.get(0);
        Run read = drain.runs.get(1);
        assertEquals(14 * GIB / 512, write.sectors(IoKind.WRITE));
        assertEquals(write.requests().stream().map(Request::lba).toList(),
                read.requests().stream().map(Request::lba).toList());
        assertTrue(write.requests().stream().allMatch(r -> r.sectors() == 4 * MIB_SECTORS));
        assertTrue(read.requests().stream().allMatch(r -> r.kind() == IoKind.READ));
    }

    /** CrystalDiskMark writes its whole test file before the first (read) test. */
    @Test
    void crystalDiskMarkPreparesItsFileBeforeReadingIt() {
        Drain drain = bare(BenchmarkTool.CRYSTAL_DISK_MARK, 1000L << 20);
        Run prepare = drain.runs.get(0);
        assertEquals("b-prepare", prepare.name());
        assertEquals(1000 * MIB_SECTORS, prepare.sectors(IoKind.WRITE));
        assertEquals("b-seq-read", drain.runs.get(1).name());
        assertEquals(1000 * MIB_SECTORS, drain.runs.get(1).sectors(IoKind.READ));
        assertTrue(drain.named("b-512k-read").requests().stream().allMatch(r -> r.sectors() == 1024));
        assertEquals(32, drain.named("b-4k32-write").queueDepth());
    }

    @Test
    void diskTesterWritesItsFileThenReadsItIn4And8KiB() {
        Drain drain = bare(BenchmarkTool.DISK_TESTER, GIB);
        assertEquals(GIB / 512, drain.named("b-prepare").sectors(IoKind.WRITE));
        assertEquals(GIB / 4096, drain.named("b-4k").requests().size());
        assertEquals(GIB / 8192, drain.named("b-8k").requests().size());
    }

    /**
     * The copy benchmark creates each folder (unreported), then copies it on the same volume: each
     * piece read from the source before it is written to the copy; then both are deleted.
     */
    @Test
    void asSsdCopiesEachFolderReadingEveryPieceBeforeWritingIt() {
        FileSystem fs = volume(2048, TrimPolicies.never());
        Drain drain = onVolume(BenchmarkTool.AS_SSD_COPY, GIB, fs);
        Run iso = drain.named("b-iso");
        long isoSectors = 2 * ((500_000_000 + 4095) / 4096 * 8);
        assertEquals(isoSectors, iso.sectors(IoKind.READ));
        assertEquals(isoSectors, iso.sectors(IoKind.WRITE));
        Run create = drain.runs.get(0);
        assertEquals(null, create.name());
        long sourceEnd = create.of(IoKind.WRITE).stream().mapToLong(r -> r.lba() + r.sectors()).max().orElseThrow();
        for (int i = 0; i + 1 < iso.requests().size(); i += 2) {
            Request read = iso.requests().get(i);
            Request write = iso.requests().get(i + 1);
            assertEquals(IoKind.READ, read.kind());
            assertEquals(IoKind.WRITE, write.kind());
            assertEquals(read.sectors(), write.sectors());
            assertTrue(read.lba() < sourceEnd && write.lba() >= sourceEnd, "source read, copy written after it");
        }
        assertEquals(1105, BenchmarkTool.AS_SSD_COPY.group("program").counts()[0]
                + BenchmarkTool.AS_SSD_COPY.group("program").counts()[1]
                + BenchmarkTool.AS_SSD_COPY.group("program").counts()[2]);
        assertEquals(fs.clusters(), fs.freeClusters(), "sources and copies deleted");
    }

    /** At a small scale a copy folder keeps its small files small and has fewer of them. */
    @Test
    void aScaledCopyFolderHasFewerFilesOfTheSameSmallSize() {
        BenchmarkPass pass = new BenchmarkPass(new Phase.Benchmark("b", BenchmarkTool.AS_SSD_COPY, GIB), null,
                DEVICE_SECTORS, Scale.of(DRIVE, 0.1), new Drain(DEVICE_SECTORS));
        long[] program = pass.sizes(BenchmarkTool.AS_SSD_COPY.group("program"));
        assertEquals(100 + 10 + 1, program.length);
        assertEquals(16 << 10, program[0]);
        assertTrue(program[110] < 64 << 20, "the one large file takes the share of five");
    }

    @Test
    void aToolThatDoesNotFitTheFreeSpaceSaysSo() {
        FileSystem tiny = new FileSystem(RecordingDevice.instant(DEVICE_SECTORS), PartitionTable.single(DEVICE_SECTORS, 2048, 100_000).partition(1),
                4096, TrimPolicies.never());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> onVolume(BenchmarkTool.AS_SSD, GIB, tiny));
        assertTrue(e.getMessage().contains("benchmark 'b'") && e.getMessage().contains("free"), e.getMessage());
    }
}
