package org.ssdlab.experiment.internal.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiFunction;

import org.ssdlab.experiment.FillLevel;
import org.ssdlab.experiment.PartitionSpec;
import org.ssdlab.experiment.Phase;
import org.ssdlab.experiment.PluginChoice;
import org.ssdlab.experiment.Problem;
import org.ssdlab.experiment.Run;
import org.ssdlab.experiment.Settings;
import org.ssdlab.experiment.Size;
import org.ssdlab.experiment.run.RunPlugins;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.PluginRegistry;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.host.BlockDevice;
import org.ssdlab.sim.api.host.FileSystemFormat;
import org.ssdlab.sim.api.host.FileSystemFormatProvider;
import org.ssdlab.sim.api.host.StorageLayer;
import org.ssdlab.sim.api.host.TrimPolicy;
import org.ssdlab.sim.core.host.FileSystem;
import org.ssdlab.sim.core.host.Partition;
import org.ssdlab.sim.core.host.PartitionTable;

/**
 * One run made concrete before anything is simulated: the drive (scaled), the capacity the host
 * sees through the stack, and the partitions in sectors. Whatever needs the drive to be checked
 * (a partition beyond the capacity, file phases without an operating system) is found here, for
 * every run, so a document fails before its first run starts rather than half-way through.
 *
 * @param partitions the partition table in sectors, or {@code null} when the document has none
 */
record RunPlan(int index, Run run, Settings settings, Scale scale, PartitionTable partitions) {

    /** A Julian year, to say how far the simulated clock reaches. */
    private static final double SECONDS_PER_YEAR = 365.25 * 86_400;

    /** @param problems receives what is wrong, with the run's path in the document */
    static RunPlan of(int index, Run run, Settings settings, PluginRegistry registry, double requestedScale,
            List<Problem> problems) {
        String path = "runs[" + index + "]";
        int before = problems.size();
        DriveSpec full;
        long hostSectors;
        try {
            full = registry.create(PluginKind.DRIVE, settings.drive().id(), settings.drive().parameters());
            Scale scale = Scale.of(full, requestedScale);
            List<StorageLayer> layers = layers(settings, registry);
            hostSectors = hostSectors(layers, 0, scale.drive().geometry().userSectors());
            PartitionTable table = partitions(path, settings.partitions(), settings.clusterBytes(), hostSectors, scale,
                    problems);
            checkFilePhases(path, settings, table, registry, scale.factor() == 1, problems);
            checkSpans(path, settings, table, scale, hostSectors, problems);
            checkAmounts(path, settings, full, layers, problems);
            return problems.size() > before ? null : new RunPlan(index, run, settings, scale, table);
        } catch (IllegalArgumentException e) { // PluginException included
            problems.add(new Problem(path, 0, "run '" + run.name() + "': " + e.getMessage()));
            return null;
        }
    }

    /**
     * What the host sees: the stack on drives of this capacity (a mirror shows one drive's). Asked
     * of the layers on stand-ins, as building the drives would allocate their mapping tables.
     */
    private static long hostSectors(List<StorageLayer> layers, int level, long driveSectors) {
        if (level == layers.size()) {
            return driveSectors;
        }
        StorageLayer layer = layers.get(level);
        List<BlockDevice> members = new ArrayList<>();
        for (int i = 0; i < layer.members(); i++) {
            members.add(new Capacity(hostSectors(layers, level + 1, driveSectors)));
        }
        return layer.on(members).userSectors();
    }

    /** A device that only knows its size. */
    private record Capacity(long userSectors) implements BlockDevice {
        @Override
        public long write(long now, long lba, int sectors, double compressibility) {
            throw new UnsupportedOperationException();
        }

        @Override
        public long read(long now, long lba, int sectors) {
            throw new UnsupportedOperationException();
        }

        @Override
        public long trim(long now, long lba, int sectors) {
            throw new UnsupportedOperationException();
        }

        @Override
        public long flush(long now) {
            throw new UnsupportedOperationException();
        }

        @Override
        public long idle(long now, long durationNanos) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean trimReachesDrive() {
            return true;
        }
    }

    static List<StorageLayer> layers(Settings settings, PluginRegistry registry) {
        return settings.stack().stream()
                .map(c -> registry.create(PluginKind.STACK, c.id(), c.parameters())).toList();
    }

    private static PartitionTable partitions(String path, List<PartitionSpec> partitions, long clusterBytes,
            long deviceSectors, Scale scale, List<Problem> problems) {
        if (partitions.isEmpty()) {
            return null;
        }
        List<Partition> placed = new ArrayList<>();
        long free = 1;
        for (int i = 0; i < partitions.size(); i++) {
            PartitionSpec p = partitions.get(i);
            long start = p.startSector() != null ? p.startSector() : p.alignment().startAtOrAfter(free);
            long sectors = switch (p.size()) {
                case Size.Percent share -> Math.min((long) (deviceSectors * share.percent() / 100), deviceSectors - start);
                case Size.Bytes bytes -> scale.partitionBytes(bytes.bytes(), clusterBytes) / Geometry.SECTOR_BYTES;
            };
            if (start >= deviceSectors || sectors < 1 || start + sectors > deviceSectors) {
                problems.add(new Problem(path + ".partitions[" + i + "]", 0, "sectors " + start + ".." + (start + sectors - 1)
                        + " do not fit; allowed: within the " + deviceSectors + " sectors the host sees"));
                return null;
            }
            placed.add(new Partition(start, sectors));
            free = start + sectors;
        }
        try {
            return new PartitionTable(deviceSectors, placed);
        } catch (IllegalArgumentException e) {
            problems.add(new Problem(path + ".partitions", 0, e.getMessage()));
            return null;
        }
    }

    /** Every plugin the run uses with its parameters as the plugin gets them, defaults filled in. */
    RunPlugins plugins(PluginRegistry registry) {
        Map<String, RunPlugins.Plugin> workloads = new LinkedHashMap<>();
        Map<String, RunPlugins.Plugin> attached = new LinkedHashMap<>();
        for (Phase phase : settings.phases()) {
            switch (phase) {
                case Phase.Attach p -> attached.put(p.name(), resolved(registry, PluginKind.OS, p.os()));
                case Phase.WorkloadPhase p -> workloads.put(p.name(), resolved(registry, PluginKind.WORKLOAD, p.workload()));
                case Phase.SteadyState p -> workloads.put(p.name(), resolved(registry, PluginKind.WORKLOAD, p.workload()));
                case Phase.Jobs p -> p.jobs().forEach(job -> workloads.put(p.name() + "-" + job.name(),
                        resolved(registry, PluginKind.WORKLOAD, job.workload())));
                default -> {
                }
            }
        }
        return new RunPlugins(resolved(registry, PluginKind.DRIVE, settings.drive()),
                resolved(registry, PluginKind.GC_STRATEGY, settings.gc()),
                settings.os() == null ? null : resolved(registry, PluginKind.OS, settings.os()), attached,
                settings.stack().stream().map(c -> resolved(registry, PluginKind.STACK, c)).toList(), workloads);
    }

    private static RunPlugins.Plugin resolved(PluginRegistry registry, PluginKind<?> kind, PluginChoice choice) {
        Plugin<?> plugin = registry.find(kind, choice.id()).orElseThrow();
        return new RunPlugins.Plugin(choice.id(), Parameters.validate(plugin, choice.parameters()).asMap());
    }

    /** The OS plugin's file-system format, when it describes one; else metadata costs nothing. */
    /** The largest WRITE in which the OS's cache writes file data. */
    static int writeBehindBytesOf(PluginRegistry registry, PluginChoice os) {
        return askProvider(registry, os, FileSystemFormatProvider::writeBehindBytes,
                FileSystemFormatProvider.DEFAULT_WRITE_BEHIND_BYTES);
    }

    static FileSystemFormat formatOf(PluginRegistry registry, PluginChoice os) {
        return askProvider(registry, os, FileSystemFormatProvider::format, FileSystemFormat.NONE);
    }

    /** What the OS plugin says as a {@link FileSystemFormatProvider}, or {@code otherwise} when it is not one. */
    private static <T> T askProvider(PluginRegistry registry, PluginChoice os,
            BiFunction<FileSystemFormatProvider, Parameters, T> question, T otherwise) {
        Plugin<TrimPolicy> plugin = registry.find(PluginKind.OS, os.id()).orElseThrow();
        return plugin instanceof FileSystemFormatProvider provider
                ? question.apply(provider, Parameters.validate(plugin, os.parameters()))
                : otherwise;
    }

    /**
     * A run with file phases needs an OS and a first partition that holds at least one cluster; at
     * full scale (as {@code validate} plans) also the file system's metadata as formatting lays it
     * out. Whether a shrunk volume holds its metadata is left to the execution.
     */
    private static void checkFilePhases(String path, Settings settings, PartitionTable table, PluginRegistry registry,
            boolean fullScale, List<Problem> problems) {
        Phase first = settings.phases().stream().filter(RunPlan::worksOnFiles).findFirst().orElse(null);
        if (first == null) {
            return;
        }
        if (settings.os() == null || table == null) {
            problems.add(new Problem(path + ".phases", 0, "phase '" + first.name()
                    + "' works on files; allowed only with an 'os' and at least one partition (the first holds the file system)"));
            return;
        }
        String needs = " (phase '" + first.name() + "' needs a file system there); allowed: ";
        int clusterBytes = (int) settings.clusterBytes();
        long clusters;
        try {
            clusters = FileSystem.clusters(table.partition(1).sectors(), clusterBytes);
        } catch (IllegalArgumentException e) {
            problems.add(new Problem(path + ".partitions[0]", 0,
                    e.getMessage() + needs + "a partition of at least " + clusterBytes + " bytes"));
            return;
        }
        FileSystemFormat format = formatOf(registry, settings.os());
        checkAttachedOses(path, settings, format, registry, problems);
        if (format.isCopyOnWrite() && clusterBytes != format.copyOnWrite().allocationBytes()) {
            problems.add(new Problem(path + ".clusterBytes", 0, "clusterBytes = " + clusterBytes + " is not the "
                    + format.name() + " allocation unit; allowed: " + format.copyOnWrite().allocationBytes()
                    + " (2^ashift of the os plugin)"));
            return;
        }
        if (fullScale && format.hasMetadata()) {
            try {
                format.layout(clusters, clusterBytes);
            } catch (IllegalArgumentException e) {
                problems.add(new Problem(path + ".partitions[0]", 0,
                        e.getMessage() + needs + "a partition its file system's metadata fits in"));
            }
        }
    }

    /**
     * An OS the volume is attached to must read its file system: format it as the run's OS does. The
     * volume also keeps the journal it was mounted with (the model swaps an attached volume's TRIM
     * policy and request size, not its journal), so differing journal settings are refused too.
     */
    private static void checkAttachedOses(String path, Settings settings, FileSystemFormat format,
            PluginRegistry registry, List<Problem> problems) {
        List<Phase> phases = settings.phases();
        for (int i = 0; i < phases.size(); i++) {
            if (phases.get(i) instanceof Phase.Attach attach) {
                FileSystemFormat other = formatOf(registry, attach.os());
                String at = path + ".phases[" + i + "].os";
                if (!other.name().equals(format.name())) {
                    problems.add(new Problem(at, 0, "os '" + attach.os().id() + "' formats " + other.name()
                            + ", the volume is " + format.name() + "; allowed: an os plugin (and parameters) that "
                            + "formats the volume as the run's os does"));
                } else if (!Objects.equals(other.journal(), format.journal())
                        || !Objects.equals(other.copyOnWrite(), format.copyOnWrite())) {
                    problems.add(new Problem(at, 0, "os '" + attach.os().id() + "' journals the " + format.name()
                            + " volume otherwise than the run's os; allowed: the run's os's journal settings (data "
                            + "mode, commit interval, barriers), as the volume keeps the journal it was mounted with"));
                }
            }
        }
    }

    /** Every test area of the run's phases must fit between the first partition's start and the device's end. */
    private static void checkSpans(String path, Settings settings, PartitionTable table, Scale scale, long hostSectors,
            List<Problem> problems) {
        List<Phase> phases = settings.phases();
        for (int i = 0; i < phases.size(); i++) {
            String at = path + ".phases[" + i + "]";
            Size span = switch (phases.get(i)) {
                case Phase.Precondition p -> p.span();
                case Phase.WorkloadPhase p -> p.span();
                case Phase.SteadyState p -> p.span();
                case Phase.Pts p -> p.span();
                case Phase.Jobs p -> {
                    for (int j = 0; j < p.jobs().size(); j++) {
                        checkSpan(at + ".jobs[" + j + "].span", p.jobs().get(j).span(), settings, table, scale, hostSectors,
                                problems);
                    }
                    yield null;
                }
                default -> null;
            };
            checkSpan(at + ".span", span, settings, table, scale, hostSectors, problems);
        }
    }

    /**
     * A phase's amount must pass the host links within the simulated clock (nanoseconds in a long,
     * 292 years), every drive of the stack at its link's rate: a larger one could never complete.
     * Judged on the document's own figure, so a quick check refuses what the full run would.
     */
    private static void checkAmounts(String path, Settings settings, DriveSpec drive, List<StorageLayer> layers,
            List<Problem> problems) {
        int drives = layers.stream().mapToInt(StorageLayer::members).reduce(1, Math::multiplyExact);
        double clockSeconds = Long.MAX_VALUE / 1e9;
        long most = (long) Math.min(Long.MAX_VALUE, drive.hostLinkMBps() * 1e6 * drives * clockSeconds);
        List<Phase> phases = settings.phases();
        for (int i = 0; i < phases.size(); i++) {
            Size amount = switch (phases.get(i)) {
                case Phase.WorkloadPhase p -> p.amount();
                case Phase.Age p -> p.amount();
                default -> null;
            };
            if (amount instanceof Size.Bytes bytes && bytes.bytes() > most) {
                problems.add(new Problem(path + ".phases[" + i + "].amount", 0, "amount = " + bytes.bytes()
                        + " bytes cannot pass the host link" + (drives > 1 ? "s (" + drives + " × " : " (")
                        + drive.hostLinkMBps() + " MB/s) within the simulated clock's " + Math.round(clockSeconds / SECONDS_PER_YEAR)
                        + " years; allowed: at most "
                        + most + " bytes, or a share such as \"100%\""));
            }
        }
    }

    private static void checkSpan(String path, Size span, Settings settings, PartitionTable table, Scale scale,
            long hostSectors, List<Problem> problems) {
        try {
            activeRange(span, settings, table, scale, hostSectors);
        } catch (IllegalArgumentException e) {
            problems.add(new Problem(path, 0, e.getMessage()));
        }
    }

    /**
     * A phase's test area, {first sector, sectors}: from the start of the partition that holds the
     * file system (sector 0 without one), {@code span} long or, when null, to the end of the
     * {@code hostSectors} the host sees. A share is of the whole device and ends at its end at the
     * latest; a size that does not fit is an error, never a silently smaller area.
     */
    static long[] activeRange(Size span, Settings settings, PartitionTable table, Scale scale, long hostSectors) {
        long first = table != null && settings.os() != null ? table.partition(1).startSector() : 0;
        long room = hostSectors - first;
        if (span == null) {
            return new long[] { first, room };
        }
        long sectors = bytesOf(span, hostSectors * Geometry.SECTOR_BYTES, scale) / Geometry.SECTOR_BYTES;
        if (span instanceof Size.Percent) {
            sectors = Math.min(room, sectors); // a share of the device ends at its end
        }
        if (sectors > room) {
            throw new IllegalArgumentException("span = " + sectors * Geometry.SECTOR_BYTES + " bytes" + (scale.factor() == 1
                    ? "" : " (scaled)") + " does not fit; allowed: at most the " + room * Geometry.SECTOR_BYTES
                    + " bytes from " + (first == 0 ? "the device's start" : "the file system's partition") + " to its end,"
                    + " or a share such as \"100%\"");
        }
        return new long[] { first, sectors };
    }

    /** A size of the document in bytes: a share of {@code capacity}, or bytes scaled with the drive. */
    static long bytesOf(Size size, long capacity, Scale scale) {
        return switch (size) {
            case Size.Percent share -> (long) (capacity * share.percent() / 100);
            case Size.Bytes bytes -> scale.bytes(bytes.bytes());
        };
    }

    private static boolean worksOnFiles(Phase phase) {
        return phase instanceof Phase.Copy || phase instanceof Phase.Delete || phase instanceof Phase.Age
                || phase instanceof Phase.Attach || phase instanceof Phase.Fill f && f.level() == FillLevel.FILE;
    }
}
