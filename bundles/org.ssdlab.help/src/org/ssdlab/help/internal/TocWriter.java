package org.ssdlab.help.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Writes toc.xml, the Eclipse help table of contents of docs/*.md: one topic per document (its
 * first heading) with its second-level headings as subtopics, linked by GitHub's anchors; each
 * document is named by its page, docs/NAME.html for docs/NAME.md (MarkdownProducer makes it). The
 * workbench's guide comes first, the rest in reading order, documents not listed here after them
 * by name. The build runs it (pom.xml, before packaging), so toc.xml is never committed and cannot go stale;
 * by hand: {@code java src/org/ssdlab/help/internal/TocWriter.java ../../docs toc.xml} in this bundle's folder.
 */
public final class TocWriter {

    /** The reading order: the workbench, the documents it runs, then how the simulation works and grows. */
    static final List<String> ORDER = List.of("workbench.md", "experiment-format.md", "seed-experiments.md",
            "sweeps.md", "trustworthy-runs.md", "engine.md", "host.md", "extending.md");

    private TocWriter() {
    }

    /** Arguments: the docs folder, then the toc.xml to write. */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: TocWriter DOCS_FOLDER TOC_XML");
        }
        Files.writeString(Path.of(args[1]), toc(Path.of(args[0])), StandardCharsets.UTF_8);
    }

    /** The toc.xml for the markdown files of {@code docs}. */
    public static String toc(Path docs) throws IOException {
        List<Path> files;
        try (Stream<Path> list = Files.list(docs)) {
            files = new ArrayList<>(list.filter(p -> p.getFileName().toString().endsWith(".md")).toList());
        }
        files.sort(Comparator.comparingInt((Path p) -> {
            int i = ORDER.indexOf(p.getFileName().toString());
            return i < 0 ? ORDER.size() : i;
        }).thenComparing(p -> p.getFileName().toString()));
        StringBuilder xml = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<?NLS TYPE=\"org.eclipse.help.toc\"?>\n");
        xml.append("<!-- written by TocWriter from docs/*.md at build time -->\n");
        xml.append("<toc label=\"SSD Lab User Guide\" topic=\"docs/").append(page(files.get(0))).append("\">\n");
        for (Path file : files) {
            String name = file.getFileName().toString();
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            String title = lines.stream().filter(l -> l.startsWith("# ")).findFirst().map(l -> l.substring(2).trim())
                    .orElse(name);
            xml.append("   <topic label=\"").append(escape(plain(title))).append("\" href=\"docs/").append(page(file)).append("\">\n");
            boolean fenced = false;
            for (String line : lines) {
                fenced ^= line.trim().startsWith("```");
                if (!fenced && line.startsWith("## ")) {
                    String heading = line.substring(3).trim();
                    xml.append("      <topic label=\"").append(escape(plain(heading))).append("\" href=\"docs/").append(page(file))
                            .append('#').append(anchor(heading)).append("\"/>\n");
                }
            }
            xml.append("   </topic>\n");
        }
        return xml.append("</toc>\n").toString();
    }

    /** The help page of a doc, which MarkdownProducer makes from it: the help server types pages by their names. */
    static String page(Path doc) {
        String name = doc.getFileName().toString();
        return name.substring(0, name.length() - ".md".length()) + ".html";
    }

    /** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
    static String anchor(String heading) {
        return plain(heading).toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
    }

    private static String plain(String heading) {
        return heading.replaceAll("`|\\*\\*", "");
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace("\"", "&quot;");
    }
}
