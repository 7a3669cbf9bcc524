package org.ssdlab.experiment.internal.run;

import java.time.Duration;

import org.ssdlab.sim.api.drive.ControllerSpec;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.Geometry;

/**
 * Shrinks an experiment for quick checks: the drive keeps its channels, dies, pages and timings
 * (so speeds stay those of the real drive) but has fewer blocks, and every size and duration of
 * the document shrinks by the same factor, so each phase does the same relative amount of work.
 * A mapping-table cache shrinks with the map, an SLC cache with the drive, a benchmark's timed
 * tests with the other durations, and a file system's metadata and journal timers with the volume
 * ({@code FileSystemFormat.scaled}). Request sizes, queue depths, rates (background GC, SLC drain)
 * and write buffers do not shrink: with durations shrunk, rates already do the same relative work;
 * nor does the share of factory bad blocks, which is drawn per superblock (so per block it is kept).
 * GC watermarks are whole blocks per plane and round, so below the factor at which they stay whole
 * the pool GC keeps is a different share of the spare (docs/experiment-format.md, "--scale").
 */
final class Scale {

    /** Fewer blocks per plane than this would leave GC no room to work with. */
    private static final int MIN_BLOCKS_PER_PLANE = 128;

    private final DriveSpec drive;
    private final double factor;

    private Scale(DriveSpec drive, double factor) {
        this.drive = drive;
        this.factor = factor;
    }

    /** The drive shrunk by about {@code requested}; {@link #factor()} is the factor it really got. */
    static Scale of(DriveSpec full, double requested) {
        if (requested >= 1) {
            return new Scale(full, 1);
        }
        Geometry g = full.geometry();
        int blocks = Math.max(MIN_BLOCKS_PER_PLANE, (int) Math.round(g.blocksPerPlane() * requested));
        if (blocks >= g.blocksPerPlane()) {
            return new Scale(full, 1);
        }
        double factor = blocks / (double) g.blocksPerPlane();
        long sectorsPerUnit = g.sectorsPerUnit();
        long userSectors = (long) (g.userSectors() * factor) / sectorsPerUnit * sectorsPerUnit;
        Geometry small = new Geometry(g.channels(), g.diesPerChannel(), g.planesPerDie(), blocks, g.pagesPerBlock(),
                g.pageBytes(), g.unitBytes(), userSectors);
        ControllerSpec c = full.controller();
        int low = Math.max(full.firmware().leastGcLowWatermark(), (int) Math.round(c.gcLowWatermark() * factor));
        int high = Math.max(low + 1, (int) Math.round(c.gcHighWatermark() * factor));
        ControllerSpec controller = new ControllerSpec(c.readCommandMicros(), c.writeCommandMicros(),
                c.writeBufferBytes(), c.compression(), c.compressionFloor(), c.maxWriteIops(), low, high,
                c.separateGcFrontier(), c.idleGcAfterMillis(), c.idleGcBlocksPerSecond(),
                (long) (c.slcCacheBytes() * factor), c.slcProgramMicros(), c.readLatencyMicros(),
                c.writeLatencyMicros(), c.multiPlaneInFreshBlocksOnly());
        // the map cache shrinks with the map, so that it covers the same share of the drive
        return new Scale(new DriveSpec(full.model(), small, full.nand(), controller, full.hostLinkMBps(), full.firmware(),
                full.mapping().scaled(factor, small), full.factoryBadBlocks()), factor);
    }

    DriveSpec drive() {
        return drive;
    }

    double factor() {
        return factor;
    }

    long bytes(long bytes) {
        return factor == 1 ? bytes : Math.max(1, Math.round(bytes * factor));
    }

    /** A size that must stay a whole number of {@code multiple}-byte blocks, at least one. */
    long bytes(long bytes, long multiple) {
        return Math.max(multiple, bytes(bytes) / multiple * multiple);
    }

    /**
     * A partition's size: whole sectors, and never below one cluster of its file system (or its
     * full size, when that is smaller), so a partition that holds a file system at full scale
     * still holds one when shrunk.
     */
    long partitionBytes(long bytes, long clusterBytes) {
        return factor == 1 ? bytes
                : Math.max(Math.min(bytes, clusterBytes), bytes(bytes, Geometry.SECTOR_BYTES));
    }

    long count(long count) {
        return factor == 1 ? count : Math.max(1, Math.round(count * factor));
    }

    long nanos(Duration duration) {
        long nanos = duration.toNanos();
        return factor == 1 ? nanos : Math.max(1, Math.round(nanos * factor));
    }
}
