package org.ssdlab.sim.core.host;

import org.ssdlab.sim.api.workload.IoRequest;

/**
 * Copies a tree of files onto the volume: creates and writes them one after another, each file
 * allocated when the copy reaches it. Empty files take no cluster.
 */
public final class TreeCopy extends VolumeOperation {

    private final int firstFile;
    private final long[] sizes;
    private final double compressibility;
    private final ExtentWriter writer;
    private int nextIndex;

    TreeCopy(FileSystem fs, int firstFile, long[] sizes, double compressibility) {
        super(fs);
        this.firstFile = firstFile;
        this.sizes = sizes.clone();
        this.compressibility = compressibility;
        this.writer = new ExtentWriter(fs);
    }

    /** Ids of the copied files, in the order of the sizes given. */
    public int[] files() {
        int[] ids = new int[sizes.length];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = firstFile + i;
        }
        return ids;
    }

    @Override
    void begin(long now) {
    }

    @Override
    boolean produce(IoRequest request, long now) {
        while (!writer.hasMore()) {
            if (nextIndex == sizes.length) {
                return false;
            }
            FileEntry entry = fs.createNow(firstFile + nextIndex, sizes[nextIndex], compressibility, now);
            nextIndex++;
            writer.begin(entry.extents, 0, entry.extents.clusters(), compressibility);
        }
        return writer.next(request);
    }
}
