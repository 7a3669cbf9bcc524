package org.ssdlab.sim.core.host;

import org.ssdlab.sim.api.workload.IoRequest;

/**
 * Creates one file and writes all of it, sequentially in file order. Whole clusters are written:
 * the page cache writes back a file's last, partly used cluster as a whole.
 */
public final class FileCreation extends VolumeOperation {

    /** Size marker of a file that takes all free space. */
    static final long ALL_FREE_SPACE = -1;

    private final int file;
    private final long bytes;
    private final double compressibility;
    private final ExtentWriter writer;

    FileCreation(FileSystem fs, int file, long bytes, double compressibility) {
        super(fs);
        this.file = file;
        this.bytes = bytes;
        this.compressibility = compressibility;
        this.writer = new ExtentWriter(fs);
    }

    /** The id of the file this operation creates. */
    public int file() {
        return file;
    }

    @Override
    void begin(long now) {
        FileEntry entry = fs.createNow(file, bytes, compressibility, now);
        writer.begin(entry.extents, 0, entry.extents.clusters(), compressibility);
    }

    @Override
    boolean produce(IoRequest request, long now) {
        return writer.next(request, now);
    }
}
