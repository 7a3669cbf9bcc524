package org.ssdlab.sim.core.host;

/**
 * One file or directory of a {@link FileSystem}: its clusters (a directory's are its directory
 * blocks), size and what its data compresses to; with metadata, its record and its entry's slot
 * in its parent directory.
 */
final class FileEntry {

    /** The id is handed out, the operation that creates the file has not run yet. */
    static final byte RESERVED = 0;
    static final byte LIVE = 1;
    static final byte DELETED = 2;

    final ClusterExtents extents = new ClusterExtents();
    long bytes;
    double compressibility;
    byte state = RESERVED;

    /** Index of the parent directory; -1 for the root and without metadata. */
    int parent = -1;
    /** Record (inode, MFT record) number, -1 until created. */
    long record = -1;
    /** Which entry of the parent's directory blocks names it. */
    int slot;

    // directories only
    /** Names in it that are live. */
    int entries;
    /** Entry slots used so far, '.' and '..' included: directories grow, they never shrink. */
    int slots;
    /** Removed once a delete empties it, as rm -rf does; the root stays. */
    boolean removable;

    FileEntry() {
    }

    FileEntry(int parent) {
        this.parent = parent;
    }
}
