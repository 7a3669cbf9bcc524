package org.ssdlab.os.windows.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.host.FileSystemFormat;

class WindowsFormatTest {

    private static FileSystemFormat format(Map<String, ?> raw) {
        WindowsTrim plugin = new WindowsTrim();
        return plugin.format(Parameters.validate(plugin, raw));
    }

    @Test
    void ntfsMetadataIsOptIn() {
        assertSame(FileSystemFormat.NONE, format(Map.of()));
        FileSystemFormat ntfs = format(Map.of("metadata", true));
        assertEquals("ntfs", ntfs.name());
        assertEquals(512, ntfs.journal().loggedBytesPerBlock(), "NTFS logs operations, not block images");
        assertEquals(786_432, ntfs.layout(15_000_000_000L / 4096, 4096).recordBlock(0), "$MFT at 3 GiB");
    }
}
