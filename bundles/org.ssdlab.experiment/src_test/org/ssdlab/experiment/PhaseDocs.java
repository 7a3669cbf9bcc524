package org.ssdlab.experiment;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;

/**
 * The phase tables of docs/experiment-format.md, generated from {@link PhaseType}. {@link PhaseDocsTest}
 * fails when the document's copy is stale; {@link #main} rewrites it.
 */
public final class PhaseDocs {

    static final Path DOCUMENT = Path.of("../../docs/experiment-format.md");
    static final String BEGIN = "<!-- phase tables: generated from PhaseType by PhaseDocs (bundles/org.ssdlab.experiment/"
            + "src_test); edit PhaseType, not these lines -->";
    static final String END = "<!-- end of the generated phase tables -->";

    private PhaseDocs() {
    }

    /** Rewrites the tables in the format document (run from the bundle's folder). */
    public static void main(String[] args) throws IOException {
        Files.writeString(DOCUMENT, replaced(Files.readString(DOCUMENT, StandardCharsets.UTF_8)), StandardCharsets.UTF_8);
    }

    /** {@code document} with the text between the markers replaced by {@link #tables()}. */
    static String replaced(String document) {
        int begin = document.indexOf(BEGIN);
        int end = document.indexOf(END);
        if (begin < 0 || end < begin) {
            throw new IllegalArgumentException("the format document has no markers " + BEGIN + " … " + END);
        }
        return document.substring(0, begin) + tables() + document.substring(end);
    }

    /** The markers' content: the types with their fields in short, then every field. */
    static String tables() {
        StringBuilder md = new StringBuilder(BEGIN).append("\n| type | fields (default) | what it does |\n|---|---|---|\n");
        for (PhaseType type : PhaseType.ALL) {
            String fields = type.fields().isEmpty() ? "–"
                    : type.fields().stream().map(PhaseDocs::inShort).collect(Collectors.joining(", "));
            md.append("| `").append(type.keyword()).append("` | ").append(fields).append(" | ").append(type.summary())
                    .append(" |\n");
        }
        md.append("\nThe fields; `?` marks one that may be left out and has no default:\n\n"
                + "| type | field | allowed | default | meaning |\n|---|---|---|---|---|\n");
        for (PhaseType type : PhaseType.ALL) {
            for (PhaseField f : type.fields()) {
                md.append("| `").append(type.keyword()).append("` | `").append(f.name()).append("` | ").append(allowed(f))
                        .append(" | ").append(defaultOf(f)).append(" | ").append(f.help()).append(" |\n");
            }
        }
        return md.toString();
    }

    private static String inShort(PhaseField f) {
        String name = "`" + f.name() + "`";
        if (f.required()) {
            return name;
        }
        return f.defaultValue() == null && f.defaultText().isEmpty() ? name + "?" : name + " (" + defaultOf(f) + ")";
    }

    private static String allowed(PhaseField f) {
        return switch (f.kind()) {
            case CHOICE -> f.choices().stream().map(c -> "`" + c + "`").collect(Collectors.joining(" \\| "));
            case INTEGER, DECIMAL -> PhaseField.number(f.min()) + "–" + PhaseField.number(f.max())
                    + (f.unit().isEmpty() ? "" : " " + f.unit());
            case BYTES -> f.max() == null ? "a size" : f.allowed();
            case TEXT -> f.allowedText().isEmpty() ? "text" : f.allowed();
            default -> f.range();
        };
    }

    private static String defaultOf(PhaseField f) {
        if (f.required()) {
            return "required";
        }
        if (f.defaultValue() instanceof String text) {
            return "`" + text + "`";
        }
        return f.defaultValue() != null ? PhaseField.number(f.defaultValue())
                : f.defaultText().isEmpty() ? "–" : f.defaultText();
    }
}
