package org.ssdlab.ui.internal.editor;

import java.util.ArrayList;
import java.util.List;

/**
 * Where each value of a JSON text lies: a small parser that keeps the offsets Gson's tree drops,
 * so an edit can replace just the characters of one value and keep the file's layout. Strict JSON
 * only; {@link #parse} returns {@code null} for anything else (the caller then rewrites the text).
 */
final class JsonSpans {

    /** A value from {@code start} (inclusive) to {@code end} (exclusive). */
    sealed interface Node permits Leaf, Obj, Arr {
        int start();

        int end();
    }

    record Leaf(int start, int end) implements Node {
    }

    record Member(String key, int keyStart, Node value) {
    }

    record Obj(int start, int end, List<Member> members) implements Node {
        Member member(String key) {
            return members.stream().filter(m -> m.key.equals(key)).findFirst().orElse(null);
        }
    }

    record Arr(int start, int end, List<Node> items) implements Node {
    }

    private final String text;
    private int pos;

    private JsonSpans(String text) {
        this.text = text;
    }

    /** The spans of {@code text}'s root value, or {@code null} when the text is not strict JSON. */
    static Node parse(String text) {
        JsonSpans parser = new JsonSpans(text);
        try {
            Node root = parser.value();
            parser.space();
            return parser.pos == text.length() ? root : null;
        } catch (IllegalStateException | IndexOutOfBoundsException notJson) {
            return null;
        }
    }

    private Node value() {
        space();
        char c = text.charAt(pos);
        return switch (c) {
            case '{' -> object();
            case '[' -> array();
            case '"' -> {
                int start = pos;
                string();
                yield new Leaf(start, pos);
            }
            default -> literal();
        };
    }

    private Obj object() {
        int start = pos++;
        List<Member> members = new ArrayList<>();
        space();
        if (text.charAt(pos) == '}') {
            return new Obj(start, ++pos, members);
        }
        while (true) {
            space();
            int keyStart = pos;
            String key = string();
            space();
            expect(':');
            members.add(new Member(key, keyStart, value()));
            space();
            if (text.charAt(pos) == ',') {
                pos++;
            } else {
                expect('}');
                return new Obj(start, pos, members);
            }
        }
    }

    private Arr array() {
        int start = pos++;
        List<Node> items = new ArrayList<>();
        space();
        if (text.charAt(pos) == ']') {
            return new Arr(start, ++pos, items);
        }
        while (true) {
            items.add(value());
            space();
            if (text.charAt(pos) == ',') {
                pos++;
            } else {
                expect(']');
                return new Arr(start, pos, items);
            }
        }
    }

    private String string() {
        expect('"');
        StringBuilder out = new StringBuilder();
        while (true) {
            char c = text.charAt(pos++);
            if (c == '"') {
                return out.toString();
            }
            if (c == '\\') {
                char e = text.charAt(pos++);
                switch (e) {
                    case 'u' -> {
                        out.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
                        pos += 4;
                    }
                    case 'n' -> out.append('\n');
                    case 't' -> out.append('\t');
                    case 'r' -> out.append('\r');
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    default -> out.append(e);
                }
            } else {
                out.append(c);
            }
        }
    }

    private Leaf literal() {
        int start = pos;
        while (pos < text.length() && "{}[],: \t\r\n\"".indexOf(text.charAt(pos)) < 0) {
            pos++;
        }
        if (pos == start) {
            throw new IllegalStateException("value expected at " + start);
        }
        return new Leaf(start, pos);
    }

    private void expect(char c) {
        if (text.charAt(pos) != c) {
            throw new IllegalStateException("'" + c + "' expected at " + pos);
        }
        pos++;
    }

    private void space() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }
}
