package org.ssdlab.experiment;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Collects problems while a document is checked, so all are reported at once. Knows the line of
 * every path it has seen; a problem reported twice (defaults checked once per run) counts once.
 */
final class Problems {

    private final Set<Problem> found = new LinkedHashSet<>();
    private final Map<String, Integer> lines;

    Problems(Map<String, Integer> lines) {
        this.lines = lines;
    }

    void add(JsonNode at, String message) {
        found.add(new Problem(at.path(), at.line(), message));
    }

    void add(String path, String message) {
        found.add(new Problem(path, lineOf(path), message));
    }

    void addAll(List<Problem> problems) {
        found.addAll(problems);
    }

    /** The line of {@code path}, or of its nearest enclosing value the document has. */
    int lineOf(String path) {
        String p = path;
        while (true) {
            Integer line = lines.get(p);
            if (line != null) {
                return line;
            }
            int cut = Math.max(p.lastIndexOf('.'), p.lastIndexOf('['));
            if (cut <= 0) {
                return lines.getOrDefault("", 0);
            }
            p = p.substring(0, cut);
        }
    }

    boolean isEmpty() {
        return found.isEmpty();
    }

    List<Problem> list() {
        return new ArrayList<>(found);
    }
}
