package org.ssdlab.ui.internal.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.run.RunOptions;

class LaunchSettingsTest {

    @Test
    void aBlankSeedIsTheDocumentsAndATypedOneReplacesIt() {
        LaunchSettings own = LaunchSettings.parse("/lab/x.json", "0.5", " ", 2);
        assertNull(own.seed());
        assertEquals(new RunOptions(42, 0.5, 2), own.options(42));
        assertEquals(new RunOptions(7, 1, 1), LaunchSettings.parse("/lab/x.json", "1", "7", 1).options(42));
    }

    @Test
    void badFieldsAreNamedWithWhatIsAllowed() {
        assertTrue(message("", "1", "", 1).startsWith("Document:"));
        assertTrue(message("/a/b.json", "0", "", 1).startsWith("Scale: '0' is not allowed"));
        assertTrue(message("/a/b.json", "1.5", "", 1).startsWith("Scale:"));
        assertTrue(message("/a/b.json", "half", "", 1).startsWith("Scale:"));
        assertTrue(message("/a/b.json", "1", "-3", 1).startsWith("Seed: '-3'"));
        assertTrue(message("/a/b.json", "1", "x", 1).startsWith("Seed: 'x'"));
        assertTrue(message("/a/b.json", "1", "", 0).startsWith("Parallel runs: 0"));
    }

    private static String message(String document, String scale, String seed, int jobs) {
        return assertThrows(IllegalArgumentException.class, () -> LaunchSettings.parse(document, scale, seed, jobs))
                .getMessage();
    }
}
