package org.ssdlab.ui.internal.prefs;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/** Which result folders the preferences accept: existing folders and folders a run can create. */
public final class ResultFolders {

    private ResultFolders() {
    }

    /**
     * True for an absolute path that is a directory or does not exist yet below an existing
     * directory (RunJob creates it); false for empty text, relative paths and paths through a file.
     */
    public static boolean acceptable(String text) {
        if (text == null || text.isBlank()) {
            return false;
        }
        Path path;
        try {
            path = Path.of(text.trim());
        } catch (InvalidPathException e) {
            return false;
        }
        if (!path.isAbsolute()) {
            return false;
        }
        for (Path p = path; p != null; p = p.getParent()) {
            if (Files.exists(p)) {
                return Files.isDirectory(p);
            }
        }
        return false;
    }
}
