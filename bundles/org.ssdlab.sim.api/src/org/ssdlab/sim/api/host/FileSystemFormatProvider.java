package org.ssdlab.sim.api.host;

import org.ssdlab.sim.api.Parameters;

/**
 * Implemented by an OS plugin (kind {@code os}) that also says how its file system writes
 * metadata. The plugin's {@code create} still returns the {@link TrimPolicy}; this returns the
 * {@link FileSystemFormat} for the same, already validated, parameters. A plugin without it
 * formats volumes with {@link FileSystemFormat#NONE}.
 */
public interface FileSystemFormatProvider {

    FileSystemFormat format(Parameters parameters);
}
