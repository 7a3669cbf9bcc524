package org.ssdlab.ui.internal.editor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Where a member name may be typed in a JSON text that is being edited (so need not parse): the
 * path of containers from the root to the object around the cursor, the names that object already
 * has (before and after the cursor), the string values of the members of each object on the path
 * (a phase's {@code type} decides which keys it may have), and the name typed so far. Pure Java,
 * tolerant: a string ends at the end of its line, unbalanced brackets close at the end of the text.
 *
 * @param path     one step per container above the cursor's object: a member name or an array index
 * @param strings  for each container on the path and then the cursor's object, its string members
 * @param present  the names the cursor's object has, the one being typed left out
 * @param prefix   the name typed so far, after its opening quote (empty when none)
 * @param start    where the text to replace begins: the opening quote, else the cursor
 */
record KeyContext(List<Object> path, List<Map<String, String>> strings, Set<String> present, String prefix, int start) {

    private static final class Frame {
        final boolean object;
        final Set<String> keys = new LinkedHashSet<>();
        final Map<String, String> strings = new LinkedHashMap<>();
        String key; // the member being read (object)
        int index; // the item being read (array)
        boolean expectKey; // object: after '{' or ','
        boolean afterKey; // object: a name read, its ':' not yet

        Frame(boolean object) {
            this.object = object;
            this.expectKey = object;
        }

        Object step() {
            return object ? key : Integer.valueOf(index);
        }
    }

    /** The context at {@code offset}, or {@code null} where no member name goes (a value, a list item). */
    static KeyContext at(String text, int offset) {
        List<Frame> stack = new ArrayList<>();
        Frame target = null;
        int targetDepth = -1;
        String prefix = "";
        int start = offset;
        int i = 0;
        while (i < text.length()) {
            if (target == null && i >= offset) {
                Frame top = stack.isEmpty() ? null : stack.get(stack.size() - 1);
                if (top == null || !top.object || !top.expectKey || top.afterKey) {
                    return null;
                }
                target = top;
                targetDepth = stack.size();
                continue;
            }
            char c = text.charAt(i);
            Frame top = stack.isEmpty() ? null : stack.get(stack.size() - 1);
            if (c == '"') {
                int end = i + 1;
                StringBuilder value = new StringBuilder();
                while (end < text.length() && text.charAt(end) != '"' && text.charAt(end) != '\n') {
                    if (text.charAt(end) == '\\' && end + 1 < text.length()) {
                        end++;
                    }
                    value.append(text.charAt(end));
                    end++;
                }
                boolean name = top != null && top.object && top.expectKey;
                if (target == null && offset > i && offset <= end) { // the cursor is inside this string
                    if (!name || top.afterKey) {
                        return null;
                    }
                    target = top;
                    targetDepth = stack.size();
                    prefix = value.substring(0, Math.min(value.length(), offset - i - 1));
                    start = i;
                    // the name being typed is not one the object has
                } else if (name) {
                    top.keys.add(value.toString());
                    top.key = value.toString();
                    top.afterKey = true;
                } else if (top != null && top.object) {
                    top.strings.put(top.key, value.toString());
                }
                i = end < text.length() && text.charAt(end) == '"' ? end + 1 : end;
                continue;
            }
            switch (c) {
                case '{', '[' -> stack.add(new Frame(c == '{'));
                case '}', ']' -> {
                    if (!stack.isEmpty()) {
                        if (stack.size() == targetDepth) {
                            return context(stack, prefix, start);
                        }
                        stack.remove(stack.size() - 1);
                    }
                }
                case ',' -> {
                    if (top != null && top.object) {
                        top.expectKey = true;
                        top.afterKey = false;
                    } else if (top != null) {
                        top.index++;
                    }
                }
                case ':' -> {
                    if (top != null && top.object) {
                        top.expectKey = false;
                        top.afterKey = false;
                    }
                }
                default -> {
                    if (!Character.isWhitespace(c) && top != null && top.object && top.expectKey && !top.afterKey
                            && target == null && i < offset) {
                        // a bare word where a name goes (lenient JSON or a typo): not a place to propose names
                        top.afterKey = true;
                    }
                }
            }
            i++;
        }
        if (target == null) {
            Frame top = stack.isEmpty() ? null : stack.get(stack.size() - 1);
            if (top == null || !top.object || !top.expectKey || top.afterKey) {
                return null;
            }
            targetDepth = stack.size();
        }
        while (stack.size() > targetDepth) {
            stack.remove(stack.size() - 1);
        }
        return context(stack, prefix, start);
    }

    private static KeyContext context(List<Frame> stack, String prefix, int start) {
        List<Object> path = new ArrayList<>();
        List<Map<String, String>> strings = new ArrayList<>();
        for (int f = 0; f < stack.size(); f++) {
            if (f < stack.size() - 1) {
                path.add(stack.get(f).step());
            }
            strings.add(stack.get(f).strings);
        }
        return new KeyContext(path, strings, stack.get(stack.size() - 1).keys, prefix, start);
    }
}
