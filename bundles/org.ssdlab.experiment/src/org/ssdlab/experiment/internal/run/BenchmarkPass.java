package org.ssdlab.experiment.internal.run;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

import org.ssdlab.experiment.BenchmarkTool;
import org.ssdlab.experiment.BenchmarkTool.FileGroup;
import org.ssdlab.experiment.BenchmarkTool.Step;
import org.ssdlab.experiment.Phase;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.Workload;
import org.ssdlab.sim.core.host.FileCreation;
import org.ssdlab.sim.core.host.FileSystem;
import org.ssdlab.sim.core.host.TreeCopy;
import org.ssdlab.sim.core.timing.MeteredWorkload;

/**
 * One benchmark phase as its tool runs it: the steps of {@link BenchmarkTool#steps()} in order.
 * With a file system the test files are created through it (so it chooses their clusters, and
 * deleting them goes to the OS's TRIM policy); without one they lie one after another from the
 * start of the device and deleting them tells the drive nothing. Sizes follow the run's scale:
 * the test file as documents' sizes do, a copy benchmark's folders by file count, as copy phases.
 */
final class BenchmarkPass {

    /** How a pass runs its workloads on the run's testbed. */
    interface Runner {
        /** Runs a reported step under {@code name}. */
        void record(String name, int queueDepth, long expectedBytes, MeteredWorkload workload);

        /** Runs an unreported step (a folder created before a copy, a delete). */
        void run(int queueDepth, long expectedBytes, MeteredWorkload workload);
    }

    /** The smallest test file a scaled run gives a tool: one of its largest requests. */
    static final long MIN_TEST_FILE_BYTES = 16L << 20;
    private static final int RAW_COPY_REQUEST_BYTES = FileSystem.DEFAULT_MAX_REQUEST_BYTES;

    private final Phase.Benchmark phase;
    private final BenchmarkTool tool;
    /** What the tool writes: its own data, or what the phase sets it to. */
    private final double compressibility;
    private final FileSystem fs;
    private final long deviceSectors;
    private final Scale scale;
    private final Runner runner;
    private final Map<String, Files> live = new HashMap<>();
    private long rawNext;

    /** Files of one group on the device: their ids (with a file system) and where they lie. */
    private record Files(int[] ids, long firstSector, TestFiles extents, Files copy) {
        Files withCopy(Files copy) {
            return new Files(ids, firstSector, extents, copy);
        }
    }

    /** @param fs the run's file system, or {@code null} for a bare device */
    BenchmarkPass(Phase.Benchmark phase, FileSystem fs, long deviceSectors, Scale scale, Runner runner) {
        this.phase = phase;
        this.tool = phase.tool();
        this.compressibility = phase.compressibility();
        this.fs = fs;
        this.deviceSectors = deviceSectors;
        this.scale = scale;
        this.runner = runner;
    }

    void run() {
        for (Step step : tool.steps()) {
            switch (step.action()) {
                case CREATE -> create(step);
                case IO -> io(step);
                case COPY -> copy(step);
                case DELETE -> delete(step.group());
            }
        }
    }

    /** The sizes of a group's files at this run's scale, in bytes. */
    long[] sizes(FileGroup group) {
        if (group.sharesTestFile()) {
            long total = scale.factor() == 1 ? phase.fileBytes()
                    : Math.min(phase.fileBytes(), Math.max(MIN_TEST_FILE_BYTES, scale.bytes(phase.fileBytes())));
            long each = Math.max(Geometry.SECTOR_BYTES, total / group.files() / Geometry.SECTOR_BYTES * Geometry.SECTOR_BYTES);
            long[] sizes = new long[group.files()];
            Arrays.fill(sizes, each);
            return sizes;
        }
        long[] counts = group.counts();
        long[] bytes = group.bytes();
        long files = 0;
        for (long count : counts) {
            files += scale.count(count);
        }
        long[] sizes = new long[Math.toIntExact(files)];
        int i = 0;
        for (int set = 0; set < counts.length; set++) {
            long count = scale.count(counts[set]);
            long size = Math.min(bytes[set], Math.round(bytes[set] * (counts[set] * scale.factor()) / count));
            for (long n = count; n > 0; n--) {
                sizes[i++] = size;
            }
        }
        return sizes;
    }

    private void create(Step step) {
        if (live.containsKey(step.group())) {
            throw new IllegalStateException(tool.keyword() + " creates " + step.group() + " twice");
        }
        long[] sizes = sizes(tool.group(step.group()));
        long bytes = total(sizes);
        Files files;
        Workload writes;
        if (fs != null) {
            checkFits(sizes);
            if (sizes.length == 1) {
                FileCreation file = fs.create(sizes[0], compressibility);
                files = new Files(new int[] { file.file() }, -1, null, null);
                writes = file;
            } else {
                TreeCopy tree = fs.copyTree(sizes, compressibility);
                files = new Files(tree.files(), -1, null, null);
                writes = tree;
            }
            if (step.blockBytes() > 0) {
                writes = new Rechunked(writes, step.blockBytes());
            }
        } else {
            files = rawFiles(sizes);
            writes = new FileIo(IoKind.WRITE, false, files.extents(), requestBytes(step), compressibility);
        }
        execute(step, 1, bytes, new MeteredWorkload(writes, 0, 0));
        live.put(step.group(), fs != null ? new Files(files.ids(), -1, TestFiles.of(fs, files.ids()), null) : files);
    }

    private void io(Step step) {
        TestFiles files = existing(step.group()).extents();
        IoKind kind = step.write() ? IoKind.WRITE : IoKind.READ;
        Workload io = new FileIo(kind, step.random(), files, step.blockBytes(), compressibility);
        long nanos = step.random() ? scale.nanos(java.time.Duration.ofSeconds(step.seconds())) : 0;
        execute(step, step.queueDepth(), files.sectors() * Geometry.SECTOR_BYTES, new MeteredWorkload(io, 0, nanos));
    }

    private void copy(Step step) {
        Files source = existing(step.group());
        long[] sizes = sizes(tool.group(step.group()));
        long bytes = total(sizes);
        Files copy;
        Workload writes;
        if (fs != null) {
            checkFits(sizes);
            TreeCopy tree = fs.copyTree(sizes, compressibility);
            copy = new Files(tree.files(), -1, null, null);
            writes = tree;
        } else {
            copy = rawFiles(sizes);
            writes = new FileIo(IoKind.WRITE, false, copy.extents(), RAW_COPY_REQUEST_BYTES, compressibility);
        }
        execute(step, 1, 2 * bytes, new MeteredWorkload(new CopyWithReads(source.extents(), writes), 0, 0));
        live.put(step.group(), source.withCopy(copy));
    }

    private void delete(String group) {
        Files files = existing(group);
        live.remove(group);
        for (Files f = files; f != null; f = f.copy()) {
            if (fs != null) {
                runner.run(1, 0, new MeteredWorkload(fs.delete(f.ids()), 0, 0));
            } else if (f.firstSector() + f.extents().sectors() == rawNext) {
                rawNext = f.firstSector();
            }
        }
    }

    private void execute(Step step, int queueDepth, long expectedBytes, MeteredWorkload workload) {
        if (step.reported()) {
            runner.record(phase.name() + "-" + step.suffix(), queueDepth, expectedBytes, workload);
        } else {
            runner.run(queueDepth, expectedBytes, workload);
        }
    }

    private Files existing(String group) {
        Files files = live.get(group);
        if (files == null) {
            throw new IllegalStateException(tool.keyword() + " uses " + group + " before creating it");
        }
        return files;
    }

    /** Files laid one after another from the end of those still there, each a whole number of sectors. */
    private Files rawFiles(long[] sizes) {
        long sectors = 0;
        for (long size : sizes) {
            sectors += (size + Geometry.SECTOR_BYTES - 1) / Geometry.SECTOR_BYTES;
        }
        long first = rawNext;
        if (first + sectors > deviceSectors) {
            throw new IllegalArgumentException("benchmark '" + phase.name() + "': its test files need " + sectors
                    + " sectors from sector " + first + "; the device has " + deviceSectors);
        }
        rawNext = first + sectors;
        return new Files(new int[0], first, TestFiles.region(first, sectors), null);
    }

    private void checkFits(long[] sizes) {
        long clusters = 0;
        for (long size : sizes) {
            clusters += (size + fs.clusterBytes() - 1) / fs.clusterBytes();
        }
        if (clusters > fs.freeClusters()) {
            throw new IllegalArgumentException("benchmark '" + phase.name() + "': " + tool.keyword() + " needs "
                    + clusters * fs.clusterBytes() + " bytes for its test files; the volume has " + fs.freeBytes()
                    + " free");
        }
    }

    /** A create's request size on a bare device: the step's own, or the file system's default. */
    private static int requestBytes(Step step) {
        return step.blockBytes() > 0 ? step.blockBytes() : RAW_COPY_REQUEST_BYTES;
    }

    private static long total(long[] sizes) {
        long total = 0;
        for (long size : sizes) {
            total += size;
        }
        return total;
    }
}
