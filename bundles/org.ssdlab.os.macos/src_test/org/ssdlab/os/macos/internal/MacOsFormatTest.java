package org.ssdlab.os.macos.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.host.FileSystemFormat;

class MacOsFormatTest {

    private static FileSystemFormat format(Map<String, ?> raw) {
        MacOsTrim plugin = new MacOsTrim();
        return plugin.format(Parameters.validate(plugin, raw));
    }

    @Test
    void hfsPlusMetadataIsOptInAndApfsIsNotModelled() {
        assertSame(FileSystemFormat.NONE, format(Map.of()));
        assertSame(FileSystemFormat.NONE, format(Map.of("fileSystem", "apfs", "metadata", true)));
        FileSystemFormat hfs = format(Map.of("metadata", true, "journalCommitSeconds", 2));
        assertEquals("hfs+", hfs.name());
        assertEquals(2_000_000_000L, hfs.journal().commitNanos());
        assertEquals(8192, hfs.directoryBlockBytes(), "catalog nodes");
    }
}
