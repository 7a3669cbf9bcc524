package org.ssdlab.experiment.internal.run;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.gc.VictimPolicy;
import org.ssdlab.sim.api.SplitMix64;
import org.ssdlab.sim.api.host.BlockDevice;
import org.ssdlab.sim.api.host.StorageLayer;
import org.ssdlab.sim.api.workload.Workload;
import org.ssdlab.sim.core.ftl.Ftl;
import org.ssdlab.sim.core.timing.EventTrace;
import org.ssdlab.sim.core.timing.IntervalStats;
import org.ssdlab.sim.core.timing.JobsRunner;
import org.ssdlab.sim.core.timing.RunResult;
import org.ssdlab.sim.core.timing.TimedDrive;
import org.ssdlab.sim.core.timing.WorkloadRunner;

/**
 * The hardware of one run on one simulated clock: the drives, the storage layers stacked on them
 * (outermost first) and the device the host sees. The first drive is the one observed for write
 * amplification and free blocks. Each drive has its own random stream (the first the run's seed,
 * the others streams derived from it), as two drives of an array are two independent controllers
 * on their own flash: with factory bad blocks each draws its own map from it.
 */
final class Testbed {

    static final long INTERVAL_NANOS = 1_000_000_000L;

    private final List<TimedDrive> drives = new ArrayList<>();
    private final List<StorageLayer> layers;
    private final BlockDevice device;
    private long now;
    private EventTrace trace;
    /** The host's measured requests and bytes over every run so far, as {@link #hostIo(IntervalStats)} orders them. */
    private final long[] hostIo = new long[HOST_IO_KEYS.size()];

    /** A phase's host I/O in {@code summary.json}'s {@code counts}: requests and bytes the host issued. */
    static final List<String> HOST_IO_KEYS = List.of("hostReads", "hostWrites", "hostTrims", "hostBytesRead",
            "hostBytesWritten");

    Testbed(DriveSpec spec, Supplier<VictimPolicy> gc, List<StorageLayer> layers, long seed) {
        this.layers = List.copyOf(layers);
        this.device = build(0, spec, gc, seed);
    }

    private BlockDevice build(int level, DriveSpec spec, Supplier<VictimPolicy> gc, long seed) {
        if (level == layers.size()) {
            TimedDrive drive = new TimedDrive(spec, gc.get(), driveSeed(seed, drives.size()));
            drives.add(drive);
            return drive;
        }
        StorageLayer layer = layers.get(level);
        List<BlockDevice> members = new ArrayList<>();
        for (int i = 0; i < layer.members(); i++) {
            members.add(build(level + 1, spec, gc, seed));
        }
        now = layer.initialise(now, members);
        return layer.on(members);
    }

    /** The run's seed for the first drive, so a single-drive run is unchanged; a derived one for each other. */
    static long driveSeed(long seed, int drive) {
        if (drive == 0) {
            return seed;
        }
        SplitMix64 stream = new SplitMix64(seed);
        long derived = 0;
        for (int i = 0; i < drive; i++) {
            derived = stream.nextLong();
        }
        return derived;
    }

    /** Sends every drive's events and every host request to {@code trace} (null: none). */
    void trace(EventTrace trace) {
        this.trace = trace;
        for (int i = 0; i < drives.size(); i++) {
            drives.get(i).trace(trace, i);
        }
    }

    /** What {@code stats} counts of the host's I/O, in the order of {@link #HOST_IO_KEYS}. */
    static long[] hostIo(IntervalStats stats) {
        return new long[] { stats.reads(), stats.writes(), stats.trims(), stats.bytesRead(), stats.bytesWritten() };
    }

    /** The host's measured I/O over every run so far (a ramp a workload marks unmeasured is not in it). */
    long[] hostIo() {
        return hostIo.clone();
    }

    private void count(IntervalStats total) {
        long[] add = hostIo(total);
        for (int i = 0; i < add.length; i++) {
            hostIo[i] += add[i];
        }
    }

    /** The observed drive's NAND work so far. */
    NandUse nandUse() {
        TimedDrive drive = drives.get(0);
        long[] dies = new long[drive.dieCount()];
        long[] channels = new long[drive.channelCount()];
        drive.addDieBusyNanos(dies);
        drive.addChannelBusyNanos(channels);
        Ftl ftl = drive.ftl();
        return new NandUse(dies, channels, ftl.victimsChosen(), ftl.wearLevelingVictims(), ftl.erases(),
                ftl.leastErases(), ftl.meanErases(), ftl.mostErases());
    }

    BlockDevice device() {
        return device;
    }

    Ftl observed() {
        return drives.get(0).ftl();
    }

    long now() {
        return now;
    }

    /** ATA SECURE ERASE on every drive, at once (each drive erases itself). */
    void secureErase() {
        long done = now;
        for (TimedDrive drive : drives) {
            done = Math.max(done, drive.secureErase(now));
        }
        now = done;
    }

    /** Runs {@code workload} from the current time; the clock moves to its last completion. */
    RunResult run(Workload workload, int queueDepth, long seed, BooleanSupplier cancelled,
            Consumer<IntervalStats> intervals) {
        return run(workload, queueDepth, INTERVAL_NANOS, seed, cancelled, intervals);
    }

    /** As {@link #run(Workload, int, long, BooleanSupplier, Consumer)} with intervals of {@code intervalNanos}. */
    RunResult run(Workload workload, int queueDepth, long intervalNanos, long seed, BooleanSupplier cancelled,
            Consumer<IntervalStats> intervals) {
        RunResult result = new WorkloadRunner(device, observed(), queueDepth, intervalNanos, cancelled)
                .onInterval(intervals).trace(trace).run(workload, now, seed);
        now = Math.max(now, result.endNanos());
        count(result.total());
        return result;
    }

    /** Runs several jobs at once from the current time ({@link JobsRunner}); the clock moves to the last completion. */
    JobsRunner.Result runJobs(Workload[] workloads, int[] queueDepths, int[] jobOf, long[] seeds,
            BooleanSupplier cancelled, Consumer<IntervalStats> intervals) {
        JobsRunner.Result result = new JobsRunner(device, observed(), queueDepths, jobOf, INTERVAL_NANOS, cancelled)
                .onInterval(intervals).trace(trace).run(workloads, now, seeds);
        now = Math.max(now, result.all().endNanos());
        count(result.all().total());
        return result;
    }
}
