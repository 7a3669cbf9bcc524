package org.ssdlab.sim.api.host;

import org.ssdlab.sim.api.Parameters;

/**
 * Implemented by an OS plugin (kind {@code os}) that also says how its file system writes
 * metadata and how large the writes of its cache are. The plugin's {@code create} still returns the
 * {@link TrimPolicy}; these answer for the same, already validated, parameters. A plugin without it
 * formats volumes with {@link FileSystemFormat#NONE} and writes behind in
 * {@link #DEFAULT_WRITE_BEHIND_BYTES}.
 */
public interface FileSystemFormatProvider {

    /**
     * Largest file-data WRITE an OS's cache sends by default: 1 MiB, the order of Windows 7's
     * client write-behind (Windows Internals, 6th ed., part 2, ch. 11) and of Linux's
     * {@code max_sectors_kb} (the Linux plugin gives its own).
     */
    int DEFAULT_WRITE_BEHIND_BYTES = 1 << 20;

    FileSystemFormat format(Parameters parameters);

    /**
     * The largest WRITE in which this OS's cache writes file data behind (cached writes, copies,
     * fills); a multiple of 4 KiB.
     */
    default int writeBehindBytes(Parameters parameters) {
        return DEFAULT_WRITE_BEHIND_BYTES;
    }
}
