package org.ssdlab.ui.internal.prefs;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

class ResultFoldersTest {

    private final Path temp = temp();

    private static Path temp() {
        try {
            return Files.createTempDirectory("result-folders");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void anExistingFolderOrOneARunCanCreateIsAccepted() {
        assertTrue(ResultFolders.acceptable(temp.toString()));
        assertTrue(ResultFolders.acceptable(temp.resolve("not-yet/deeper").toString()));
    }

    @Test
    void emptyRelativeOrThroughAFileIsRefused() throws Exception {
        Path file = Files.writeString(temp.resolve("a-file"), "x");
        assertFalse(ResultFolders.acceptable(""));
        assertFalse(ResultFolders.acceptable("  "));
        assertFalse(ResultFolders.acceptable("relative/results"));
        assertFalse(ResultFolders.acceptable(file.toString()));
        assertFalse(ResultFolders.acceptable(file.resolve("below").toString()));
    }
}
