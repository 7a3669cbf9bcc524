package org.ssdlab.help.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

class MarkdownHtmlTest {

    @Test
    void headingsCarryTheirAnchorsAndLinksPointAtThePages() {
        String html = MarkdownHtml.page("""
                # The `ssdlab` workbench

                See [the format](experiment-format.md#structure), [below](#help) and [Eclipse](https://eclipse.dev).

                ## Help

                ![The window](help-window.png) and a <tag> & **bold `code`**.
                """, "x.md");
        assertTrue(html.contains("<title>The ssdlab workbench</title>"), html);
        assertTrue(html.contains("<span class=\"h1\" id=\"the-ssdlab-workbench\">The <code>ssdlab</code> workbench</span>"), html);
        assertTrue(html.contains("<span class=\"h2\" id=\"help\">Help</span>"), html);
        assertTrue(html.contains("<a href=\"experiment-format.html#structure\">the format</a>"), html);
        assertTrue(html.contains("<a href=\"#help\">below</a>"), html);
        assertTrue(html.contains("<a href=\"https://eclipse.dev\" target=\"_blank\">Eclipse</a>"), html);
        assertTrue(html.contains("<img src=\"help-window.png\" alt=\"The window\">"), html);
        assertTrue(html.contains("a &lt;tag&gt; &amp; <b>bold code</b>."), html);
    }

    @Test
    void everyDocBecomesAPageWithEveryHeadingOfTheToc() throws Exception {
        Path docs = Path.of("../../docs");
        try (var files = Files.list(docs)) {
            for (Path doc : files.filter(p -> p.toString().endsWith(".md")).toList()) {
                String markdown = Files.readString(doc, StandardCharsets.UTF_8);
                String html = MarkdownHtml.page(markdown, doc.toString());
                for (String line : markdown.split("\n")) {
                    if (line.startsWith("## ") && !html.contains("id=\"" + TocWriter.anchor(line.substring(3).trim()) + "\"")) {
                        throw new AssertionError(doc + ": no anchor for " + line);
                    }
                }
                assertEquals(html.indexOf("<body>"), html.lastIndexOf("<body>"), doc.toString());
            }
        }
    }

    @Test
    void linksOfTheDocs() {
        assertEquals("engine.html#ftl", MarkdownHtml.href("engine.md#ftl"));
        assertEquals("engine.html", MarkdownHtml.href("engine.md"));
        assertEquals("https://example.org/a.md", MarkdownHtml.href("https://example.org/a.md"));
        assertEquals("charts-iops.png", MarkdownHtml.href("charts-iops.png"));
    }
}
