package org.ssdlab.help.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

class TocWriterTest {

    /** The repository's docs, seen from this bundle's folder (where the tests run). */
    private static final Path DOCS = Path.of("../../docs");

    @Test
    void everyDocAndEachOfItsSectionsIsATopicTheWorkbenchGuideFirst() throws Exception {
        assertTrue(Files.isDirectory(DOCS), "the repository's docs folder");
        String toc = TocWriter.toc(DOCS);
        assertTrue(toc.contains("<toc label=\"SSD Lab User Guide\" topic=\"docs/workbench.html\">"), toc);
        List<Path> docs;
        try (Stream<Path> list = Files.list(DOCS)) {
            docs = list.filter(p -> p.getFileName().toString().endsWith(".md")).toList();
        }
        assertTrue(docs.size() >= TocWriter.ORDER.size(), docs.toString());
        for (Path doc : docs) {
            String page = "docs/" + TocWriter.page(doc);
            assertTrue(toc.contains("href=\"" + page + "\">"), page);
            boolean fenced = false;
            for (String line : Files.readAllLines(doc, StandardCharsets.UTF_8)) {
                fenced ^= line.trim().startsWith("```");
                if (!fenced && line.startsWith("## ")) {
                    String href = page + "#" + TocWriter.anchor(line.substring(3).trim());
                    assertTrue(toc.contains("href=\"" + href + "\"/>"), href);
                }
            }
        }
    }

    @Test
    void theBuildWroteTocXmlFromTheDocs() throws Exception {
        // the process-classes step of pom.xml runs before the tests
        assertEquals(TocWriter.toc(DOCS), Files.readString(Path.of("toc.xml"), StandardCharsets.UTF_8));
    }

    @Test
    void anchorsAreGitHubs() {
        assertEquals("plugin-parameters-and-their-checks", TocWriter.anchor("Plugin parameters and their checks"));
        assertEquals("the-phases-table-phasetype", TocWriter.anchor("The phases table (`PhaseType`)"));
        assertEquals("scale-01", TocWriter.anchor("Scale 0.1"));
    }
}
