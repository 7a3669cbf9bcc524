package org.ssdlab.ui.internal.compare;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.compare.CompareConfiguration;
import org.eclipse.compare.CompareEditorInput;
import org.eclipse.compare.structuremergeviewer.DiffNode;
import org.eclipse.compare.structuremergeviewer.Differencer;
import org.eclipse.core.runtime.IProgressMonitor;

import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * Compare With > Each Other on two {@code summary.json} files (or two result directories: their
 * summaries), or any two files: a Compare editor whose tree has the files' text diff first and then,
 * when both are JSON, every member that differs, runs and phases matched by name
 * ({@code runs > base > random-write > metrics > iops}); a selected entry shows A's and B's text
 * side by side. Read-only: results are records, not drafts.
 */
public final class ResultsCompareInput extends CompareEditorInput {

    /** The summary of a result directory, or the file itself. */
    public static Path summaryOf(Path source) {
        return Files.isDirectory(source) ? source.resolve("summary.json") : source;
    }

    private final Path left;
    private final Path right;

    public ResultsCompareInput(Path a, Path b) {
        super(configuration(summaryOf(a), summaryOf(b)));
        this.left = summaryOf(a);
        this.right = summaryOf(b);
        setTitle("Compare " + name(left) + " and " + name(right));
    }

    private static String name(Path summary) {
        Path parent = summary.getParent();
        return parent == null ? summary.toString() : parent.getFileName() + "/" + summary.getFileName();
    }

    private static CompareConfiguration configuration(Path a, Path b) {
        CompareConfiguration c = new CompareConfiguration();
        c.setLeftEditable(false);
        c.setRightEditable(false);
        c.setLeftLabel("A: " + a);
        c.setRightLabel("B: " + b);
        c.setProperty(CompareConfiguration.MIRRORED, Boolean.FALSE); // A on the left, as labelled, whatever the swap preference says
        return c;
    }

    public Path left() {
        return left;
    }

    public Path right() {
        return right;
    }

    @Override
    protected Object prepareInput(IProgressMonitor monitor) throws InvocationTargetException {
        String a;
        String b;
        try {
            a = Files.readString(left, StandardCharsets.UTF_8);
            b = Files.readString(right, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InvocationTargetException(e, "Cannot read " + e.getMessage());
        }
        DiffNode root = new DiffNode(Differencer.NO_CHANGE);
        new DiffNode(root, a.equals(b) ? Differencer.NO_CHANGE : Differencer.CHANGE, null,
                new TextNode(left.getFileName() + " (text)", a), new TextNode(right.getFileName() + " (text)", b));
        JsonElement treeA = parse(a);
        JsonElement treeB = parse(b);
        if (treeA != null && treeB != null) {
            Object differences = new Differencer().findDifferences(false, monitor, null, null,
                    new JsonNode("members", treeA), new JsonNode("members", treeB));
            if (differences instanceof DiffNode tree) {
                for (var child : tree.getChildren()) { // the members themselves under the root, beside the text
                    root.add(child);
                    child.setParent(root);
                }
            }
        }
        return root;
    }

    private static JsonElement parse(String text) {
        try {
            return JsonParser.parseString(text);
        } catch (JsonParseException notJson) {
            return null;
        }
    }
}
