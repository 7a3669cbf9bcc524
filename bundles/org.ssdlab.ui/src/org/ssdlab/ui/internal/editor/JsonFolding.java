package org.ssdlab.ui.internal.editor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.projection.ProjectionAnnotation;
import org.eclipse.jface.text.source.projection.ProjectionAnnotationModel;

/**
 * Folding of the Source page: every object and list below the root that spans lines folds, from
 * its first line (which stays visible) to the line it closes on. Recomputed from the text as it
 * parses ({@link JsonSpans}); while it does not (mid-edit) the folds stay as they were. A fold that
 * is still there keeps its state (collapsed or not).
 */
final class JsonFolding {

    private final ProjectionAnnotationModel model;
    private final Map<Annotation, Position> shown = new HashMap<>();

    JsonFolding(ProjectionAnnotationModel model) {
        this.model = model;
    }

    /** The fold regions of {@code document}, or {@code null} when its text is not strict JSON. */
    static List<Position> regions(IDocument document) {
        JsonSpans.Node root = JsonSpans.parse(document.get());
        if (root == null) {
            return null;
        }
        List<Position> regions = new ArrayList<>();
        collect(root, document, regions, true);
        return regions;
    }

    private static void collect(JsonSpans.Node node, IDocument document, List<Position> out, boolean root) {
        List<JsonSpans.Node> children = new ArrayList<>();
        if (node instanceof JsonSpans.Obj o) {
            o.members().forEach(m -> children.add(m.value()));
        } else if (node instanceof JsonSpans.Arr a) {
            children.addAll(a.items());
        } else {
            return;
        }
        try {
            int first = document.getLineOfOffset(node.start());
            int last = document.getLineOfOffset(node.end() - 1);
            if (!root && last > first) {
                int start = document.getLineOffset(first);
                int end = document.getLineOffset(last) + document.getLineLength(last);
                out.add(new Position(start, end - start));
            }
        } catch (BadLocationException e) {
            return; // the text changed under us: the next update has it
        }
        children.forEach(c -> collect(c, document, out, false));
    }

    /** Brings the folds in line with {@code document}: new regions are added, gone ones removed. */
    void update(IDocument document) {
        List<Position> regions = regions(document);
        if (regions == null) {
            return;
        }
        List<Annotation> gone = new ArrayList<>();
        List<Position> kept = new ArrayList<>();
        shown.forEach((annotation, position) -> {
            Position now = model.getPosition(annotation);
            if (now != null && !now.isDeleted() && regions.contains(now)) {
                kept.add(now);
            } else {
                gone.add(annotation);
            }
        });
        Map<Annotation, Position> added = new HashMap<>();
        for (Position p : regions) {
            if (!kept.contains(p)) {
                added.put(new ProjectionAnnotation(), p);
            }
        }
        gone.forEach(shown::remove);
        shown.putAll(added);
        model.modifyAnnotations(gone.toArray(Annotation[]::new), added, null);
    }
}
