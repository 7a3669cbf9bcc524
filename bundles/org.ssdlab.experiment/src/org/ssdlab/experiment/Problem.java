package org.ssdlab.experiment;

/**
 * One thing wrong with an experiment document, located so the user can find and fix it without
 * reading code: the path in the document ({@code runs[1].overrides.drive.parameters.x}), the line
 * when known (0 otherwise) and a message naming the bad value and what is allowed.
 */
public record Problem(String path, int line, String message) {

    @Override
    public String toString() {
        String where = path.isEmpty() ? "(document)" : path;
        return line > 0 ? where + " (line " + line + "): " + message : where + ": " + message;
    }
}
