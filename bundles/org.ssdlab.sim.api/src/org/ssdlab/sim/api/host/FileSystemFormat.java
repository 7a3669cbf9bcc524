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
 */
public record FileSystemFormat(String name, Layouts layouts, int directoryEntryBytes, int directoryBlockBytes,
        JournalSettings journal) {

    /** No metadata: creates, deletes and directories write nothing but file data. */
    public static final FileSystemFormat NONE = new FileSystemFormat("none", null, 1, 0, null);

    /** Makes the layout of a volume. */
    @FunctionalInterface
    public interface Layouts {
        /**
         * @throws IllegalArgumentException when the volume is too small for the format
         */
        MetadataLayout layout(long blocks, int blockBytes);
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

    /** Whether the format writes metadata at all. */
    public boolean hasMetadata() {
        return layouts != null;
    }

    /** The layout on a volume of {@code blocks} blocks of {@code blockBytes}. */
    public MetadataLayout layout(long blocks, int blockBytes) {
        if (layouts == null) {
            throw new IllegalStateException("format '" + name + "' has no metadata");
        }
        return layouts.layout(blocks, blockBytes);
    }
}
