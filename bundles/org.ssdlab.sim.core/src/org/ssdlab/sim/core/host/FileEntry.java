package org.ssdlab.sim.core.host;

/** One file of a {@link FileSystem}: its clusters, size and what its data compresses to. */
final class FileEntry {

    /** The id is handed out, the operation that creates the file has not run yet. */
    static final byte RESERVED = 0;
    static final byte LIVE = 1;
    static final byte DELETED = 2;

    final ClusterExtents extents = new ClusterExtents();
    long bytes;
    double compressibility;
    byte state = RESERVED;
}
