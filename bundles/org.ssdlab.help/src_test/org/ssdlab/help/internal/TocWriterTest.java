package org.ssdlab.help.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

class TocWriterTest {

    /** The repository's docs, seen from this bundle's folder (where the tests run). */
    private static final Path DOCS = Path.of("../../docs");

    @Test
    void tocXmlIsTheOneTheDocsGive() throws Exception {
        assertTrue(Files.isDirectory(DOCS), "the repository's docs folder");
        assertEquals(TocWriter.toc(DOCS), Files.readString(Path.of("toc.xml"), StandardCharsets.UTF_8),
                "toc.xml is stale: run TocWriter in bundles/org.ssdlab.help (java src/org/ssdlab/help/internal/TocWriter.java ../../docs)");
    }

    @Test
    void anchorsAreGitHubs() {
        assertEquals("plugin-parameters-and-their-checks", TocWriter.anchor("Plugin parameters and their checks"));
        assertEquals("the-phases-table-phasetype", TocWriter.anchor("The phases table (`PhaseType`)"));
        assertEquals("scale-01", TocWriter.anchor("Scale 0.1"));
    }
}
