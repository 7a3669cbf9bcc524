package org.ssdlab.experiment;

/** {@code count} files of {@code bytes} each, as a copy phase writes them. */
public record FileSet(long count, long bytes) {

    public FileSet {
        if (count < 1 || bytes < 0) {
            throw new IllegalArgumentException("count = " + count + " must be at least 1 and bytes = " + bytes
                    + " not negative");
        }
    }
}
