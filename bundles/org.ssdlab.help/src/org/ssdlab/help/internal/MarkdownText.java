package org.ssdlab.help.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The project's markdown (docs/*.md) as plain text with style spans, for the Help Contents view's
 * StyledText and, through MarkdownHtml, the help window's pages: headings,
 * paragraphs, lists, fenced and indented code, tables (one block per row: its first cell, then each other cell
 * under its column's name, since wrapped text cannot keep columns aligned), inline code, bold and
 * links. Only what the docs use; anything else shows as written. Pure Java.
 */
public final class MarkdownText {

    public enum Style {
        H1, H2, H3, CODE, BOLD, LINK
    }

    /** Characters {@code [start, start + length)} in {@code style}; {@code target} is a link's href. */
    public record Span(int start, int length, Style style, String target) {
    }

    /** A heading, its GitHub-style anchor and where it starts in the text. */
    public record Heading(int level, String title, String anchor, int offset) {
    }

    private static final Pattern HEADING = Pattern.compile("^(#{1,6})\\s+(.*?)\\s*#*\\s*$");
    private static final Pattern LIST = Pattern.compile("^(\\s*)([-*+]|\\d+[.)])\\s+(.*)$");
    private static final Pattern INLINE = Pattern.compile("`([^`]+)`|\\*\\*(.+?)\\*\\*|(!?)\\[([^\\]]*)\\]\\(([^)\\s]+)\\)");

    private final StringBuilder text = new StringBuilder();
    private final List<Span> spans = new ArrayList<>();
    private final List<Heading> headings = new ArrayList<>();

    private MarkdownText() {
    }

    public static MarkdownText render(String markdown) {
        MarkdownText out = new MarkdownText();
        out.blocks(markdown.replace("\r\n", "\n").split("\n", -1));
        return out;
    }

    public String text() {
        return text.toString();
    }

    public List<Span> spans() {
        return spans;
    }

    public List<Heading> headings() {
        return headings;
    }

    /** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
    public static String anchor(String title) {
        String plain = title.replaceAll("`|\\*\\*", "").toLowerCase(Locale.ROOT);
        return plain.replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
    }

    private void blocks(String[] lines) {
        StringBuilder paragraph = new StringBuilder();
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            String trimmed = line.trim();
            if (trimmed.startsWith("<!--")) {
                flush(paragraph);
                while (i < lines.length - 1 && !lines[i].contains("-->")) {
                    i++;
                }
                continue;
            }
            if (trimmed.startsWith("```")) {
                flush(paragraph);
                int start = text.length();
                while (++i < lines.length && !lines[i].trim().startsWith("```")) {
                    text.append(lines[i]).append('\n');
                }
                spans.add(new Span(start, text.length() - start, Style.CODE, null));
                text.append('\n');
                continue;
            }
            Matcher heading = HEADING.matcher(line);
            if (heading.matches()) {
                flush(paragraph);
                int level = heading.group(1).length();
                int start = text.length();
                headings.add(new Heading(level, heading.group(2), anchor(heading.group(2)), start));
                inline(heading.group(2));
                spans.add(0, new Span(start, text.length() - start, level == 1 ? Style.H1 : level == 2 ? Style.H2 : Style.H3, null));
                text.append("\n\n");
                continue;
            }
            if (trimmed.startsWith("|")) {
                flush(paragraph);
                List<String[]> rows = new ArrayList<>();
                for (; i < lines.length && lines[i].trim().startsWith("|"); i++) {
                    rows.add(cells(lines[i].trim()));
                }
                i--;
                table(rows);
                continue;
            }
            if (paragraph.isEmpty() && line.startsWith("    ") && !trimmed.isEmpty() && !LIST.matcher(line).matches()) {
                // an indented code block: its lines as written, less the indent
                int start = text.length();
                for (; i < lines.length && (lines[i].startsWith("    ") || lines[i].isBlank() && i + 1 < lines.length
                        && lines[i + 1].startsWith("    ")); i++) {
                    text.append(lines[i].length() > 4 ? lines[i].substring(4) : "").append('\n');
                }
                i--;
                spans.add(new Span(start, text.length() - start, Style.CODE, null));
                text.append('\n');
                continue;
            }
            Matcher item = LIST.matcher(line);
            if (item.matches()) {
                if (!paragraph.isEmpty()) {
                    flush(paragraph); // items follow each other without a blank line
                }
                text.append("  ".repeat(1 + item.group(1).length() / 2))
                        .append(item.group(2).matches("\\d+[.)]") ? item.group(2) + " " : "\u2022 ");
                StringBuilder body = new StringBuilder(item.group(3));
                while (i + 1 < lines.length && lines[i + 1].startsWith("  ") && !lines[i + 1].isBlank()
                        && !LIST.matcher(lines[i + 1]).matches()) {
                    body.append(' ').append(lines[++i].trim());
                }
                inline(body.toString());
                text.append('\n');
                continue;
            }
            if (trimmed.isEmpty()) {
                flush(paragraph);
                continue;
            }
            paragraph.append(paragraph.isEmpty() ? "" : " ").append(trimmed);
        }
        flush(paragraph);
    }

    private void flush(StringBuilder paragraph) {
        if (!paragraph.isEmpty()) {
            inline(paragraph.toString());
            text.append("\n\n");
            paragraph.setLength(0);
        } else if (text.length() > 0 && text.charAt(text.length() - 1) == '\n'
                && (text.length() < 2 || text.charAt(text.length() - 2) != '\n')) {
            text.append('\n'); // a blank line after a list or table
        }
    }

    private static String[] cells(String row) {
        String inner = row.substring(1, row.endsWith("|") && row.length() > 1 ? row.length() - 1 : row.length());
        String[] cells = inner.split("(?<!\\\\)\\|", -1);
        for (int i = 0; i < cells.length; i++) {
            cells[i] = cells[i].trim().replace("\\|", "|");
        }
        return cells;
    }

    private void table(List<String[]> rows) {
        if (rows.isEmpty()) {
            return;
        }
        String[] header = rows.get(0);
        for (String[] row : rows.subList(1, rows.size())) {
            if (String.join("", row).matches("[-: ]*")) {
                continue; // the |---|---| line
            }
            int start = text.length();
            inline(row.length > 0 ? row[0] : "");
            spans.add(0, new Span(start, text.length() - start, Style.BOLD, null));
            text.append('\n');
            for (int c = 1; c < row.length; c++) {
                if (row[c].isEmpty()) {
                    continue;
                }
                text.append("    ").append(c < header.length ? header[c] : "").append(c < header.length && !header[c].isEmpty() ? ": " : "");
                inline(row[c]);
                text.append('\n');
            }
        }
        text.append('\n');
    }

    private void inline(String line) {
        Matcher m = INLINE.matcher(line);
        int last = 0;
        while (m.find()) {
            text.append(line, last, m.start());
            int start = text.length();
            if (m.group(1) != null) {
                text.append(m.group(1));
                spans.add(new Span(start, m.group(1).length(), Style.CODE, null));
            } else if (m.group(2) != null) {
                text.append(m.group(2).replace("`", ""));
                spans.add(new Span(start, text.length() - start, Style.BOLD, null));
            } else {
                boolean image = !m.group(3).isEmpty();
                String label = image ? "[picture: " + (m.group(4).isEmpty() ? m.group(5) : m.group(4)) + "]"
                        : m.group(4).replace("`", "");
                text.append(label);
                spans.add(new Span(start, label.length(), Style.LINK, m.group(5)));
            }
            last = m.end();
        }
        text.append(line.substring(last));
    }
}
