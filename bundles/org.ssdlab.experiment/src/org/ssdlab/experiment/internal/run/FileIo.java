package org.ssdlab.experiment.internal.run;

import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;
import org.ssdlab.sim.api.SplitMix64;

/**
 * Reads or writes of one block size inside a benchmark's test files: sequentially once through
 * them (a request that would cross from one extent to the next is split there, as the file system
 * splits it; the last one may be shorter), or endlessly at random block-aligned offsets of the files (stop it with a
 * {@code MeteredWorkload}). Allocation-free per request.
 */
final class FileIo implements Workload {

    private final IoKind kind;
    private final boolean random;
    private final TestFiles files;
    private final int blockSectors;
    private final double compressibility;
    private final long slots;
    private long position;
    private SplitMix64 randomSource;

    FileIo(IoKind kind, boolean random, TestFiles files, int blockBytes, double compressibility) {
        this.kind = kind;
        this.random = random;
        this.files = files;
        this.blockSectors = blockBytes / Geometry.SECTOR_BYTES;
        this.compressibility = compressibility;
        this.slots = files.sectors() / blockSectors;
        if (blockSectors < 1 || (random && slots < 1) || files.sectors() < 1) {
            throw new IllegalArgumentException("a test file of " + files.sectors() + " sectors must hold a block of "
                    + blockBytes + " bytes");
        }
    }

    @Override
    public void start(long userSectors, long seed) {
        position = 0;
        randomSource = new SplitMix64(seed);
    }

    @Override
    public boolean next(IoRequest request, long nowNanos) {
        long offset;
        long length;
        if (random) {
            offset = (randomSource.nextLong() >>> 1) % slots * blockSectors;
            length = blockSectors;
        } else {
            if (position >= files.sectors()) {
                return false;
            }
            offset = position;
            length = Math.min(blockSectors - position % blockSectors, files.sectors() - position);
        }
        int sectors = (int) Math.min(length, files.contiguousFrom(offset));
        position = offset + sectors;
        request.set(kind, files.lbaOf(offset), sectors, compressibility);
        return true;
    }
}
