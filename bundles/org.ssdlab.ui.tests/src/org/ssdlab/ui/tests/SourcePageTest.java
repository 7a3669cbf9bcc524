package org.ssdlab.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.ui.views.properties.PropertySheet;
import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.ui.internal.Registries;
import org.ssdlab.ui.internal.UiIds;
import org.ssdlab.ui.internal.editor.ExperimentAssist;
import org.ssdlab.ui.internal.editor.ExperimentEditor;
import org.ssdlab.ui.internal.editor.ExperimentOutline;
import org.ssdlab.ui.internal.editor.OutlineNode;
import org.ssdlab.ui.internal.properties.OutlineNodeProperties;
import org.ssdlab.ui.internal.properties.PluginProperties;

/** The Source page's colours and content assist, the Outline, and the Properties view of what they select. */
class SourcePageTest {

    @Test
    void colouredSourceOutlineOfPhasesAndRunsAndTheirProperties() throws Exception {
        IFile file = Ui.file("source-tests", "tiny.json", Ui.resource("tiny.json"));
        ExperimentEditor editor = assertInstanceOf(ExperimentEditor.class,
                IDE.openEditor(Ui.page(), file, UiIds.EXPERIMENT_EDITOR));
        try {
            editor.showSource();
            Ui.drain();
            String text = editor.document().get();
            StyledText widget = editor.sourcePage().viewer().getTextWidget();
            assertEquals(new RGB(127, 0, 85), colour(widget, text.indexOf("\"seed\"") + 1), "a member name");
            assertEquals(new RGB(42, 0, 255), colour(widget, text.indexOf("\"tiny\"") + 1), "a string");
            assertEquals(new RGB(0, 128, 0), colour(widget, text.indexOf("\"seed\": 1") + 8), "a number");

            // content assist: plugin ids of the section's kind, phase types
            ExperimentAssist assist = new ExperimentAssist();
            List<String> gc = proposals(assist, editor, text.indexOf("\"greedy\"") + 3);
            assertEquals(List.of("greedy"), gc, "gc ids starting with gr");
            List<String> drives = proposals(assist, editor, text.indexOf("\"ocz-agility2-60\"") + 1);
            assertEquals(Registries.registry().plugins(PluginKind.DRIVE).stream().map(p -> p.id()).toList(), drives);
            assertEquals(List.of("secure-erase"), proposals(assist, editor, text.indexOf("\"secure-erase\"") + 4));

            Ui.page().showView(IPageLayout.ID_OUTLINE);
            Ui.drain();
            ExperimentOutline outline = assertInstanceOf(ExperimentOutline.class,
                    editor.getAdapter(IContentOutlinePage.class));
            OutlineNode defaults = find(outline.entries(), "defaults");
            OutlineNode phases = find(defaults.children(), "phases (2)");
            assertEquals(List.of("erase (secure-erase)", "random-write (workload)"),
                    phases.children().stream().map(OutlineNode::label).toList());
            OutlineNode runs = find(outline.entries(), "runs (2)");
            assertEquals(List.of("base", "high-watermark"), runs.children().stream().map(OutlineNode::label).toList());

            OutlineNode write = phases.children().get(1);
            Ui.page().activate(Ui.page().findView(IPageLayout.ID_OUTLINE));
            outline.setSelection(new StructuredSelection(write));
            Ui.drain();
            ITextSelection selected = (ITextSelection) editor.sourcePage().getSelectionProvider().getSelection();
            assertEquals(write.offset(), selected.getOffset(), "the phase is selected in the source");
            assertTrue(selected.getText().startsWith("{ \"name\": \"random-write\""), selected.getText());

            OutlineNodeProperties properties = assertInstanceOf(OutlineNodeProperties.class,
                    Adapters.adapt(write, IPropertySource.class));
            assertEquals("workload", properties.value("Phase", "type"));
            assertEquals("2s", properties.value("Phase", "duration"));
            assertEquals("defaults.phases[1]", properties.value("Document", "path"));
            PropertySheet sheet = (PropertySheet) Ui.page().showView(IPageLayout.ID_PROP_SHEET, null,
                    org.eclipse.ui.IWorkbenchPage.VIEW_VISIBLE);
            Ui.drain();
            Tree tree = (Tree) sheet.getCurrentPage().getControl();
            List<String> shown = Arrays.stream(tree.getItems()).flatMap(c -> Arrays.stream(c.getItems()))
                    .map(i -> i.getText(0) + "=" + i.getText(1)).toList();
            assertTrue(shown.contains("type=workload"), shown.toString());
            Screenshots.save(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "outline-properties");

            PluginProperties plugin = assertInstanceOf(PluginProperties.class, Adapters.adapt(
                    Registries.registry().find(PluginKind.DRIVE, "ocz-vertex-60").orElseThrow(), IPropertySource.class));
            assertEquals("ocz-vertex-60", plugin.value("Plugin", "id"));
            assertTrue(plugin.value("Plugin", "bundle").toString().startsWith("org.ssdlab.drives.ocz "),
                    plugin.value("Plugin", "bundle").toString());
            assertNotNull(plugin.value("Parameters", "gcHighWatermark"));
        } finally {
            Ui.page().closeEditor(editor, false);
        }
    }

    @Test
    void foldsObjectsAndListsThatSpanLinesAndProposesTheKeysTheSchemaAllows() throws Exception {
        IFile file = Ui.file("source-tests", "tiny-keys.json", Ui.resource("tiny.json"));
        ExperimentEditor editor = assertInstanceOf(ExperimentEditor.class,
                IDE.openEditor(Ui.page(), file, UiIds.EXPERIMENT_EDITOR));
        try {
            editor.showSource();
            Ui.drain();
            org.eclipse.jface.text.IDocument document = editor.document();
            String text = document.get();
            org.eclipse.jface.text.source.projection.ProjectionViewer viewer = assertInstanceOf(
                    org.eclipse.jface.text.source.projection.ProjectionViewer.class, editor.sourcePage().viewer());
            org.eclipse.jface.text.source.projection.ProjectionAnnotationModel folds = viewer.getProjectionAnnotationModel();
            List<Integer> foldedLines = new java.util.ArrayList<>();
            folds.getAnnotationIterator().forEachRemaining(a -> {
                try {
                    foldedLines.add(document.getLineOfOffset(folds.getPosition(a).getOffset()) + 1);
                } catch (org.eclipse.jface.text.BadLocationException e) {
                    throw new AssertionError(e);
                }
            });
            java.util.Collections.sort(foldedLines);
            // "defaults" (line 5), its "phases" (8), the random-write phase (10), "runs" (14): the one-line ones do not fold
            assertEquals(List.of(5, 8, 10, 14), foldedLines);

            StyledText widget = viewer.getTextWidget();
            int lines = widget.getLineCount();
            folds.getAnnotationIterator().forEachRemaining(a -> {
                try {
                    if (document.getLineOfOffset(folds.getPosition(a).getOffset()) == 4) {
                        folds.collapse(a);
                    }
                } catch (org.eclipse.jface.text.BadLocationException e) {
                    throw new AssertionError(e);
                }
            });
            Ui.drain();
            assertEquals(lines - 8, widget.getLineCount(), "defaults collapsed: lines 6 to 13 hidden");
            assertTrue(widget.getText().contains("\"defaults\": {\n  \"runs\""), widget.getText());
            folds.expandAll(0, document.getLength());
            Ui.drain();

            // a member name goes after "seed": 1, — the root's names the schema allows that are not there yet
            int afterSeed = text.indexOf("\"seed\": 1,") + "\"seed\": 1,".length();
            document.replace(afterSeed, 0, "\n  ");
            int cursor = afterSeed + 3;
            ExperimentAssist assist = new ExperimentAssist();
            ICompletionProposal[] root = assist.computeCompletionProposals(viewer, cursor);
            List<String> rootKeys = Arrays.stream(root).map(p -> p.getDisplayString().split(" ")[0]).toList();
            assertEquals("sweep", rootKeys.get(0), rootKeys.toString());
            assertTrue(java.util.Collections.disjoint(rootKeys, List.of("name", "description", "seed", "defaults", "runs", "$schema")),
                    "those are there already (and $schema is not typed by hand): " + rootKeys);
            assertTrue(root[0].getDisplayString().startsWith("sweep \u2014 A sweep (docs/sweeps.md)"), root[0].getDisplayString());
            assertTrue(root[0].getAdditionalProposalInfo().replace('\n', ' ').contains("'ssdlab run' refuses a document with a sweep"));

            // in a workload phase (its keys by its type), typing "a: amount, and applying it replaces what was typed
            int inPhase = document.get().indexOf("\"queueDepth\": 4,") + "\"queueDepth\": 4,".length();
            document.replace(inPhase, 0, " \"a");
            assertEquals(List.of("amount"), proposals(assist, editor, inPhase + 3));
            assertEquals(List.of("span", "window"), proposals(assist, editor, inPhase + 2).stream()
                    .filter(k -> !k.equals("amount")).toList(), "name, type, workload, queueDepth and duration are there");
            assist.computeCompletionProposals(viewer, inPhase + 3)[0].apply(document);
            assertTrue(document.get().contains("\"queueDepth\": 4, \"amount\": \n"), document.get());
            document.replace(inPhase, " \"amount\": ".length(), "");
            assertEquals(text.substring(0, afterSeed) + "\n  " + text.substring(afterSeed), document.get());

            // in the drive's parameters: the drive's own parameters, gcHighWatermark being there already
            int inParameters = document.get().indexOf("\"gcHighWatermark\": 64") + "\"gcHighWatermark\": 64".length();
            document.replace(inParameters, 0, ", ");
            List<String> parameters = proposals(assist, editor, inParameters + 2);
            List<String> expected = Registries.registry().find(PluginKind.DRIVE, "ocz-agility2-60").orElseThrow().parameters()
                    .stream().map(p -> p.name()).filter(n -> !n.equals("gcHighWatermark")).toList();
            assertEquals(expected, parameters);
            assertTrue(!expected.isEmpty());
        } finally {
            Ui.page().closeEditor(editor, false);
        }
    }

    private static RGB colour(StyledText widget, int offset) {
        StyleRange style = widget.getStyleRangeAtOffset(offset);
        assertNotNull(style, "coloured at " + offset);
        return style.foreground.getRGB();
    }

    private static List<String> proposals(ExperimentAssist assist, ExperimentEditor editor, int offset) {
        ICompletionProposal[] proposals = assist.computeCompletionProposals(editor.sourcePage().viewer(), offset);
        return Arrays.stream(proposals).map(p -> p.getDisplayString().split(" ")[0]).toList();
    }

    private static OutlineNode find(List<OutlineNode> nodes, String label) {
        return nodes.stream().filter(n -> n.label().equals(label)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + label + " in " + nodes.stream().map(OutlineNode::label).toList()));
    }
}
