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
