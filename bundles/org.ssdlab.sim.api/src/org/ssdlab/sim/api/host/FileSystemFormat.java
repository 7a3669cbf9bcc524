package org.ssdlab.sim.api.host;

import java.util.Objects;

/**
 * What a file system writes besides file data, as an OS plugin describes it next to its
 * {@link TrimPolicy}: where its metadata lives ({@link #layout}), how big a directory entry and a
 * directory block are, and how changes are journaled. {@link #NONE} is a file system whose
 * metadata costs nothing on the drive (the engine's model before metadata was modelled).
 *
 * @param name                short name for messages and reports ("ext4", "ntfs", ...)
 * @param layouts             lays the metadata out on a volume of a given size
 * @param directoryEntryBytes one name in a directory block (ext4: 8 bytes + the name, to 4 bytes)
 * @param directoryBlockBytes a directory block or B-tree node, a multiple of the block size; 0 for one block
 * @param journal             how changes reach the drive
 * @param scale               the run's scale factor the layouts are made for ({@link #scaled})
 * @param copyOnWrite         null for a file system that rewrites in place; for ZFS how it writes
 *                            instead (then {@code layouts} is null: its metadata is no table)
 */
public record FileSystemFormat(String name, Layouts layouts, int directoryEntryBytes, int directoryBlockBytes,
        JournalSettings journal, double scale, CopyOnWrite copyOnWrite) {

    /** No metadata: creates, deletes and directories write nothing but file data. */
    public static final FileSystemFormat NONE = new FileSystemFormat("none", null, 1, 0, null);

    /** A format at full scale. */
    public FileSystemFormat(String name, Layouts layouts, int directoryEntryBytes, int directoryBlockBytes,
            JournalSettings journal) {
        this(name, layouts, directoryEntryBytes, directoryBlockBytes, journal, 1, null);
    }

    /** A copy-on-write format at full scale. */
    public static FileSystemFormat copyOnWrite(String name, CopyOnWrite copyOnWrite) {
        return new FileSystemFormat(name, null, 1, 0, null, 1, java.util.Objects.requireNonNull(copyOnWrite, "copyOnWrite"));
    }

    /** Makes the layout of a volume. */
    @FunctionalInterface
    public interface Layouts {
        /**
         * @param scale the run's scale factor, 1 at full scale: a volume shrunk by it gets the
         *              metadata of the full-scale volume shrunk by it, so sizes the format fixes in
         *              bytes (a journal, a log, an offset) shrink too, and sizes that step with the
         *              volume's size are chosen for the full-scale volume
         * @throws IllegalArgumentException when the volume is too small for the format
         */
        MetadataLayout layout(long blocks, int blockBytes, double scale);
    }

    public FileSystemFormat {
        Objects.requireNonNull(name, "name");
        if (layouts != null) {
            Objects.requireNonNull(journal, "journal");
            if (directoryEntryBytes < 1 || directoryBlockBytes < 0) {
                throw new IllegalArgumentException("directoryEntryBytes = " + directoryEntryBytes
                        + " must be at least 1 and directoryBlockBytes = " + directoryBlockBytes + " zero or positive");
            }
        }
    }

    /** Whether the format lays out metadata that is rewritten in place (a record table, bitmaps, a journal). */
    public boolean hasMetadata() {
        return layouts != null;
    }

    /** Whether the format writes nothing in place (ZFS): {@link #copyOnWrite} says how. */
    public boolean isCopyOnWrite() {
        return copyOnWrite != null;
    }

    /** The layout on a volume of {@code blocks} blocks of {@code blockBytes}. */
    public MetadataLayout layout(long blocks, int blockBytes) {
        if (layouts == null) {
            throw new IllegalStateException("format '" + name + "' has no metadata");
        }
        return layouts.layout(blocks, blockBytes, scale);
    }

    /**
     * This format on a run shrunk by {@code factor}: its metadata laid out as {@link Layouts#layout}
     * says and its journal's timers shrunk ({@link JournalSettings#shrunk}). Without it a shrunk
     * volume gets a journal chosen for its own size, a larger share than at full scale, and commits
     * come after a different amount of work.
     */
    public FileSystemFormat scaled(double factor) {
        if (!(factor > 0 && factor <= 1)) {
            throw new IllegalArgumentException("factor = " + factor + " must be in (0, 1]");
        }
        return factor == 1 ? this
                : new FileSystemFormat(name, layouts, directoryEntryBytes, directoryBlockBytes,
                        journal == null ? null : journal.shrunk(factor), scale * factor,
                        copyOnWrite == null ? null : copyOnWrite.shrunk(factor));
    }

    /**
     * A size the format fixes, in blocks, shrunk by the run's scale; at least one block when the
     * full-scale size has one.
     */
    public static long shrunk(long blocks, double scale) {
        return scale == 1 || blocks == 0 ? blocks : Math.max(1, Math.round(blocks * scale));
    }
}
