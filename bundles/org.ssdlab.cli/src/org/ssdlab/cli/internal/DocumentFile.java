package org.ssdlab.cli.internal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Reads an experiment document from a path without ever blocking on it: only a regular file (or a
 * link to one) is opened, anything else is named for what it is. The text must be UTF-8; a bad
 * byte is reported with its line and column.
 */
final class DocumentFile {

    private DocumentFile() {
    }

    /** What {@code path} is when it is not a readable regular file, or {@code null} when it is one. */
    static String whatIsWrong(Path path) {
        if (path.toString().isEmpty()) {
            return "the path is empty";
        }
        BasicFileAttributes link;
        try {
            link = Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            return "no such file" + (path.isAbsolute() ? "" : " (looked for " + path.toAbsolutePath() + ")");
        }
        BasicFileAttributes target;
        try {
            target = Files.readAttributes(path, BasicFileAttributes.class);
        } catch (IOException e) {
            return "a symbolic link to a file that does not exist";
        }
        if (target.isRegularFile()) {
            return Files.isReadable(path) ? null : "a file that cannot be read (permission denied)";
        }
        String what = target.isDirectory() ? "a directory" : kind(path);
        return (link.isSymbolicLink() ? "a symbolic link to " : "") + what + ", not a file";
    }

    private static String kind(Path path) {
        try {
            Object type = Files.getAttribute(path, "unix:mode");
            int mode = type instanceof Integer m ? m : 0;
            return switch (mode & 0170000) {
                case 0010000 -> "a named pipe (FIFO)";
                case 0020000 -> "a character device";
                case 0060000 -> "a block device";
                case 0140000 -> "a socket";
                default -> "a special file";
            };
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return "a special file";
        }
    }

    /**
     * @throws IOException              when the file cannot be read
     * @throws IllegalArgumentException when it is not UTF-8: "not UTF-8: byte 0xff at line 3
     *                                  column 7"
     */
    static String read(Path path) throws IOException {
        return decode(Files.readAllBytes(path));
    }

    static String decode(byte[] bytes) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            int at = in.position();
            throw new IllegalArgumentException("not UTF-8: byte 0x"
                    + String.format("%02x", bytes[at] & 0xff) + " at " + position(bytes, at)
                    + "; allowed: a document saved as UTF-8");
        }
        try {
            decoder.flush(out);
        } catch (IllegalStateException e) {
            throw new IllegalArgumentException("not UTF-8", e);
        }
        out.flip();
        return out.toString();
    }

    /** "line L column C" of byte {@code offset}, counting characters, not bytes, in the column. */
    private static String position(byte[] bytes, int offset) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < offset; i++) {
            if (bytes[i] == '\n') {
                line++;
                column = 1;
            } else if ((bytes[i] & 0xc0) != 0x80) {
                column++;
            }
        }
        return "line " + line + " column " + column;
    }
}
