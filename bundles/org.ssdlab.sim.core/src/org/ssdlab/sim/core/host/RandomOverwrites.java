package org.ssdlab.sim.core.host;

import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.SplitMix64;

/**
 * Overwrites blocks of a file in place, each at a uniformly random block-aligned offset, as a
 * database or a benchmark's test file sees random writes. Allocation-free per request.
 */
final class RandomOverwrites extends VolumeOperation {

    private final int file;
    private final int clustersPerBlock;
    private final long count;
    private final ExtentWriter writer;
    private FileEntry entry;
    private SplitMix64 random;
    private long blocks;
    private long issued;

    RandomOverwrites(FileSystem fs, int file, int clustersPerBlock, long count) {
        super(fs);
        this.file = file;
        this.clustersPerBlock = clustersPerBlock;
        this.count = count;
        this.writer = new ExtentWriter(fs);
    }

    @Override
    void seeded(long seed) {
        random = new SplitMix64(seed);
    }

    @Override
    void begin(long now) {
        entry = fs.live(file);
        blocks = entry.extents.clusters() / clustersPerBlock;
        if (blocks == 0 && count > 0) {
            throw new IllegalStateException("file " + file + " of " + entry.bytes + " bytes holds no whole block of "
                    + clustersPerBlock + " clusters");
        }
    }

    @Override
    boolean produce(IoRequest request, long now) {
        while (true) {
            if (writer.next(request, now)) {
                return true;
            }
            if (issued == count) {
                return false;
            }
            issued++;
            long block = (random.nextLong() >>> 1) % blocks;
            fs.beginWrite(writer, entry, file, block * clustersPerBlock, clustersPerBlock, now);
            fs.touched(entry, now);
        }
    }
}
