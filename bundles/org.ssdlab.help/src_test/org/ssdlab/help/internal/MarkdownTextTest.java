package org.ssdlab.help.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.ssdlab.help.internal.MarkdownText.Span;
import org.ssdlab.help.internal.MarkdownText.Style;

class MarkdownTextTest {

    private static final String DOC = """
            # The workbench

            An Eclipse RCP application with `code` and **bold**,
            see [the format](experiment-format.md#structure).

            <!-- a comment
                 on two lines -->
            ## Views

            | view | what it shows |
            | --- | --- |
            | Results | the charts |

            - one
            - two `x`

            ```
            ./ssdlab run
            ```
            """;

    @Test
    void headingsParagraphsListsTablesAndCodeBecomeStyledText() {
        MarkdownText md = MarkdownText.render(DOC);
        String text = md.text();
        assertTrue(text.startsWith("The workbench\n\nAn Eclipse RCP application with code and bold, see the format.\n\n"), text);
        assertTrue(text.contains("Results\n    what it shows: the charts\n"), text);
        assertTrue(text.contains("  \u2022 one\n  \u2022 two x\n"), text);
        assertTrue(text.contains("./ssdlab run\n"), text);
        assertTrue(!text.contains("comment"), "comments are not shown");
        assertEquals(List.of("the-workbench", "views"), md.headings().stream().map(MarkdownText.Heading::anchor).toList());
        assertEquals(text.indexOf("Views"), md.headings().get(1).offset());
        assertTrue(md.spans().contains(new Span(0, "The workbench".length(), Style.H1, null)));
        assertTrue(md.spans().contains(new Span(text.indexOf("code"), 4, Style.CODE, null)));
        assertTrue(md.spans().contains(new Span(text.indexOf("bold"), 4, Style.BOLD, null)));
        assertTrue(md.spans().contains(new Span(text.indexOf("the format"), 10, Style.LINK, "experiment-format.md#structure")));
    }

    @Test
    void indentedCodeKeepsItsLines() {
        MarkdownText md = MarkdownText.render("Run it:\n\n    ./ssdlab workbench      # opens it\n    ./ssdlab run\n\nThen more.\n");
        String text = md.text();
        assertEquals("Run it:\n\n./ssdlab workbench      # opens it\n./ssdlab run\n\nThen more.\n\n", text);
        assertTrue(md.spans().contains(new Span(text.indexOf("./ssdlab"), "./ssdlab workbench      # opens it\n./ssdlab run\n".length(),
                Style.CODE, null)), md.spans().toString());
    }
}
