package org.ssdlab.help.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A markdown document as an HTML page for the platform's help window: MarkdownText's reading of it (the one
 * the Help Contents view shows) with its spans as elements, headings carrying their anchors, links between the
 * docs pointing at their pages ({@code engine.md#ftl} as {@code engine.html#ftl}) and pictures shown. Pure Java.
 */
public final class MarkdownHtml {

    private static final String STYLE = "body{font-family:sans-serif;font-size:10pt;margin:12px 16px;"
            + "white-space:pre-wrap;line-height:1.35}.h1{font-size:18pt;font-weight:bold}"
            + ".h2{font-size:14pt;font-weight:bold}.h3,b{font-weight:bold}code{font-family:monospace;"
            + "background:#f2f2f2}img{max-width:100%;border:1px solid #ddd}";

    private MarkdownHtml() {
    }

    /** The page of {@code markdown}, titled by its first heading (or {@code fallbackTitle}). */
    public static String page(String markdown, String fallbackTitle) {
        MarkdownText doc = MarkdownText.render(markdown);
        String title = doc.headings().isEmpty() ? fallbackTitle : doc.headings().get(0).title().replaceAll("`|\\*\\*", "");
        StringBuilder html = new StringBuilder("<!DOCTYPE html>\n<html><head><meta charset=\"UTF-8\"><title>")
                .append(escape(title)).append("</title><style>").append(STYLE).append("</style></head><body>");
        body(doc, html);
        return html.append("</body></html>\n").toString();
    }

    /** A link of a doc as a link of the help pages: another doc's page, a section, or the link as written. */
    static String href(String link) {
        String[] parts = link.split("#", 2);
        if (!link.contains("://") && parts[0].endsWith(".md")) {
            return parts[0].substring(0, parts[0].length() - 3) + ".html" + (parts.length > 1 ? "#" + parts[1] : "");
        }
        return link;
    }

    private static void body(MarkdownText doc, StringBuilder html) {
        String text = doc.text();
        // spans nest (a heading or a table's first cell holds inline code and links): open the outer one first
        List<MarkdownText.Span> spans = new ArrayList<>(doc.spans());
        spans.sort(Comparator.comparingInt(MarkdownText.Span::start).thenComparing(s -> -s.length()));
        List<MarkdownText.Span> open = new ArrayList<>();
        int at = 0;
        int next = 0;
        while (at <= text.length()) {
            for (int i = open.size() - 1; i >= 0 && end(open.get(i)) <= at; i--) {
                html.append(close(open.remove(i)));
            }
            while (next < spans.size() && spans.get(next).start() == at) {
                MarkdownText.Span span = spans.get(next++);
                if (picture(span, text)) {
                    html.append("<img src=\"").append(escape(span.target())).append("\" alt=\"")
                            .append(escape(text.substring(span.start() + 10, end(span) - 1))).append("\">");
                    at = end(span);
                    continue;
                }
                html.append(open(span, doc));
                open.add(span);
            }
            if (at == text.length()) {
                break;
            }
            int stop = text.length();
            for (MarkdownText.Span o : open) {
                stop = Math.min(stop, end(o));
            }
            if (next < spans.size()) {
                stop = Math.min(stop, spans.get(next).start());
            }
            if (stop <= at) {
                stop = at + 1;
            }
            html.append(escape(text.substring(at, stop)));
            at = stop;
        }
        for (int i = open.size() - 1; i >= 0; i--) {
            html.append(close(open.get(i)));
        }
    }

    /** MarkdownText writes a picture as the link "[picture: alt]". */
    private static boolean picture(MarkdownText.Span span, String text) {
        return span.style() == MarkdownText.Style.LINK && text.startsWith("[picture: ", span.start())
                && !span.target().contains("://");
    }

    private static int end(MarkdownText.Span span) {
        return span.start() + span.length();
    }

    private static String open(MarkdownText.Span span, MarkdownText doc) {
        return switch (span.style()) {
            case H1, H2, H3 -> {
                String anchor = doc.headings().stream().filter(h -> h.offset() == span.start()).findFirst()
                        .map(MarkdownText.Heading::anchor).orElse("");
                yield "<span class=\"" + span.style().name().toLowerCase(java.util.Locale.ROOT) + "\" id=\""
                        + escape(anchor) + "\">";
            }
            case CODE -> "<code>";
            case BOLD -> "<b>";
            case LINK -> "<a href=\"" + escape(href(span.target())) + "\""
                    + (span.target().contains("://") ? " target=\"_blank\"" : "") + ">";
        };
    }

    private static String close(MarkdownText.Span span) {
        return switch (span.style()) {
            case H1, H2, H3 -> "</span>";
            case CODE -> "</code>";
            case BOLD -> "</b>";
            case LINK -> "</a>";
        };
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
