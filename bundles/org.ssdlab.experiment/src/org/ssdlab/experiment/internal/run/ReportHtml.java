package org.ssdlab.experiment.internal.run;

import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code report.html}: {@code report.md} as one self-contained page (its charts inlined as PNG data),
 * to attach to a ticket. Renders the Markdown {@link ReportMarkdown} writes: headings, tables,
 * lists, images, paragraphs, {@code `code`} and {@code **bold**}; nothing else is needed.
 */
public final class ReportHtml {

    private static final Pattern IMAGE = Pattern.compile("!\\[([^\\]]*)\\]\\(charts/([^)]+)\\.png\\)");
    private static final Pattern CODE = Pattern.compile("`([^`]*)`");
    private static final Pattern BOLD = Pattern.compile("\\*\\*([^*]+)\\*\\*");
    private static final String STYLE = "body{font-family:sans-serif;max-width:70em;margin:2em auto;padding:0 1em;"
            + "color:#222}table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:.25em .6em}"
            + "th{background:#f3f3f3}td.n{text-align:right}img{max-width:100%}code{background:#f5f5f5;padding:0 .2em}"
            + "h2{border-bottom:1px solid #ddd;margin-top:2em}";

    private ReportHtml() {
    }

    /**
     * @param markdown what {@link ReportMarkdown#write} wrote
     * @param pngs     chart name → PNG bytes, for the images the report shows
     */
    public static String write(String title, String markdown, Map<String, byte[]> pngs) {
        StringBuilder html = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>")
                .append(escape(title)).append("</title><style>").append(STYLE).append("</style></head><body>\n");
        List<String> lines = List.of(markdown.split("\n", -1));
        List<String> paragraph = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("|")) {
                flush(html, paragraph, pngs);
                int end = i;
                while (end < lines.size() && lines.get(end).startsWith("|")) {
                    end++;
                }
                table(html, lines.subList(i, end), pngs);
                i = end - 1;
            } else if (line.startsWith("- ")) {
                flush(html, paragraph, pngs);
                html.append("<ul>");
                while (i < lines.size() && lines.get(i).startsWith("- ")) {
                    html.append("<li>").append(inline(lines.get(i).substring(2), pngs)).append("</li>");
                    i++;
                }
                html.append("</ul>\n");
                i--;
            } else if (line.startsWith("#")) {
                flush(html, paragraph, pngs);
                int level = 0;
                while (level < line.length() && line.charAt(level) == '#') {
                    level++;
                }
                html.append("<h").append(level).append('>').append(inline(line.substring(level).trim(), pngs))
                        .append("</h").append(level).append(">\n");
            } else if (line.isBlank()) {
                flush(html, paragraph, pngs);
            } else {
                paragraph.add(line);
            }
        }
        flush(html, paragraph, pngs);
        return html.append("</body></html>\n").toString();
    }

    private static void flush(StringBuilder html, List<String> paragraph, Map<String, byte[]> pngs) {
        if (paragraph.isEmpty()) {
            return;
        }
        html.append("<p>").append(String.join("<br>\n", paragraph.stream().map(l -> inline(l, pngs)).toList()))
                .append("</p>\n");
        paragraph.clear();
    }

    private static void table(StringBuilder html, List<String> rows, Map<String, byte[]> pngs) {
        html.append("<table>\n");
        List<String> header = cells(rows.get(0));
        boolean[] right = new boolean[header.size()];
        int body = 1;
        if (rows.size() > 1 && rows.get(1).matches("\\|[-:| ]+\\|?")) {
            List<String> align = cells(rows.get(1));
            for (int c = 0; c < right.length && c < align.size(); c++) {
                right[c] = align.get(c).endsWith(":");
            }
            body = 2;
        }
        html.append("<tr>");
        header.forEach(h -> html.append("<th>").append(inline(h, pngs)).append("</th>"));
        html.append("</tr>\n");
        for (String row : rows.subList(body, rows.size())) {
            html.append("<tr>");
            List<String> cells = cells(row);
            for (int c = 0; c < cells.size(); c++) {
                html.append(c < right.length && right[c] ? "<td class=\"n\">" : "<td>").append(inline(cells.get(c), pngs))
                        .append("</td>");
            }
            html.append("</tr>\n");
        }
        html.append("</table>\n");
    }

    private static List<String> cells(String row) {
        String inner = row.trim();
        inner = inner.substring(1, inner.endsWith("|") && inner.length() > 1 ? inner.length() - 1 : inner.length());
        List<String> cells = new ArrayList<>();
        for (String cell : inner.split("\\|", -1)) {
            cells.add(cell.trim());
        }
        return cells;
    }

    /** Escapes, then images, code and bold. */
    private static String inline(String text, Map<String, byte[]> pngs) {
        Matcher image = IMAGE.matcher(text);
        if (image.matches()) {
            byte[] png = pngs.get(image.group(2));
            return png == null ? escape(image.group(1)) : "<img alt=\"" + escape(image.group(1))
                    + "\" src=\"data:image/png;base64," + Base64.getEncoder().encodeToString(png) + "\">";
        }
        String html = escape(text);
        html = CODE.matcher(html).replaceAll(m -> "<code>" + Matcher.quoteReplacement(m.group(1)) + "</code>");
        return BOLD.matcher(html).replaceAll(m -> "<strong>" + Matcher.quoteReplacement(m.group(1)) + "</strong>");
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
