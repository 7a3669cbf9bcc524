package org.ssdlab.sim.core.host;

import org.ssdlab.sim.api.workload.IoRequest;

/**
 * Overwrites part of a file in place (no new clusters, as ext4 and NTFS rewrite a file's data),
 * widened to whole clusters.
 */
final class RangeOverwrite extends VolumeOperation {

    private final int file;
    private final long offsetBytes;
    private final long lengthBytes;
    private final ExtentWriter writer;

    RangeOverwrite(FileSystem fs, int file, long offsetBytes, long lengthBytes) {
        super(fs);
        this.file = file;
        this.offsetBytes = offsetBytes;
        this.lengthBytes = lengthBytes;
        this.writer = new ExtentWriter(fs);
    }

    @Override
    void begin(long now) {
        FileEntry entry = fs.live(file);
        if (offsetBytes + lengthBytes > entry.bytes) {
            throw new IllegalArgumentException("bytes [" + offsetBytes + ", " + (offsetBytes + lengthBytes)
                    + ") must lie within file " + file + " of " + entry.bytes + " bytes");
        }
        long first = offsetBytes / fs.clusterBytes();
        long end = (offsetBytes + lengthBytes + fs.clusterBytes() - 1) / fs.clusterBytes();
        fs.beginWrite(writer, entry, file, first, end - first, now);
        fs.touched(entry, now);
    }

    @Override
    boolean produce(IoRequest request, long now) {
        return writer.next(request, now);
    }
}
