package org.ssdlab.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import org.eclipse.compare.IStreamContentAccessor;
import org.eclipse.compare.structuremergeviewer.DiffNode;
import org.eclipse.compare.structuremergeviewer.Differencer;
import org.eclipse.compare.structuremergeviewer.IDiffElement;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.navigator.CommonNavigator;
import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.sweep.SweepDirectory;
import org.ssdlab.ui.internal.UiIds;
import org.ssdlab.ui.internal.compare.ResultsCompareInput;
import org.ssdlab.ui.internal.results.ResultsView;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * Compare With > Each Other in the Project Explorer on two real summary.json files: random writes
 * at queue depth 1 (A) and 32 (B), one chosen as its file, the other as its result directory.
 */
class CompareEditorTest {

    @Test
    void compareWithEachOtherShowsTheTextDiffAndEveryMetricThatDiffers() throws Exception {
        SweepDirectory sweep = TinySweep.queueDepths();
        Path a = sweep.pointDir(0);
        Path b = sweep.pointDir(1);
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject("compare-tests");
        if (!project.exists()) {
            project.create(null);
        }
        project.open(null);
        IFolder folderA = link(project, "a", a);
        IFolder folderB = link(project, "b", b);

        CommonNavigator explorer = (CommonNavigator) Ui.page().showView(IPageLayout.ID_PROJECT_EXPLORER);
        explorer.selectReveal(new StructuredSelection(List.of(folderA.getFile("summary.json"), folderB)));
        Ui.page().activate(explorer);
        Ui.drain();
        Menu popup = explorer.getCommonViewer().getTree().getMenu();
        popup.notifyListeners(org.eclipse.swt.SWT.Show, new org.eclipse.swt.widgets.Event());
        Ui.drain();
        List<MenuItem> compareWith = Arrays.stream(popup.getItems()).filter(i -> i.getText().replace("&", "").equals("Compare With"))
                .toList();
        assertEquals(1, compareWith.size(), "one Compare With menu: " + Menus.labels(popup));
        Menu submenu = compareWith.get(0).getMenu();
        submenu.notifyListeners(org.eclipse.swt.SWT.Show, new org.eclipse.swt.widgets.Event());
        Ui.drain();
        assertEquals(List.of("Each Other"), Menus.labels(submenu), "the platform's own Each Other is hidden");
        Menus.choose(Menus.item(submenu, "Each Other"));
        popup.notifyListeners(org.eclipse.swt.SWT.Hide, new org.eclipse.swt.widgets.Event());

        Ui.waitUntil("the Compare editor", 20000, () -> Ui.page().getActiveEditor() != null
                && Ui.page().getActiveEditor().getEditorInput() instanceof ResultsCompareInput);
        IEditorPart editor = Ui.page().getActiveEditor();
        ResultsCompareInput input = (ResultsCompareInput) editor.getEditorInput();
        try {
            assertEquals(a.resolve("summary.json").toRealPath(), input.left().toRealPath());
            assertEquals(b.resolve("summary.json").toRealPath(), input.right().toRealPath());
            Ui.waitUntil("the differences", 20000, () -> input.getCompareResult() != null);
            DiffNode root = assertInstanceOf(DiffNode.class, input.getCompareResult());
            IDiffElement[] top = root.getChildren();
            assertEquals("summary.json (text)", top[0].getName());
            assertEquals(Differencer.CHANGE, top[0].getKind());

            JsonObject summaryA = read(a.resolve("summary.json"));
            JsonObject summaryB = read(b.resolve("summary.json"));
            for (IDiffElement member : top) {
                if (!member.getName().endsWith("(text)")) {
                    assertFalse(String.valueOf(summaryA.get(member.getName())).equals(String.valueOf(summaryB.get(member.getName()))),
                            member.getName() + " is listed, so it differs");
                }
            }
            // every metric of the random-write phase of run base whose value differs, and no other
            JsonObject metricsA = metrics(summaryA, "base", "random-write");
            JsonObject metricsB = metrics(summaryB, "base", "random-write");
            TreeSet<String> differing = new TreeSet<>();
            for (Map.Entry<String, JsonElement> e : metricsA.entrySet()) {
                if (!e.getValue().equals(metricsB.get(e.getKey()))) {
                    differing.add(e.getKey());
                }
            }
            assertTrue(differing.contains("writeAmplification") || differing.contains("iops"), differing.toString());
            DiffNode metrics = (DiffNode) child(child(child(child(child(root, "runs"), "base"), "phases"), "random-write"), "metrics");
            TreeSet<String> found = new TreeSet<>();
            for (IDiffElement m : metrics.getChildren()) {
                found.add(m.getName());
            }
            assertEquals(differing, found);
            String metric = differing.first();
            DiffNode value = (DiffNode) child(metrics, metric);
            assertEquals(Differencer.CHANGE, value.getKind());
            assertEquals(metricsA.get(metric).toString(), text(value.getLeft()));
            assertEquals(metricsB.get(metric).toString(), text(value.getRight()));

            // the Results view comparing the same two: Compare in Editor takes its two executions
            ResultsView view = (ResultsView) Ui.page().showView(UiIds.RESULTS_VIEW);
            view.compare(List.of(a, b)).join();
            Ui.waitUntil("the comparison", 10000, () -> view.sources().equals(List.of(a, b)));
            Ui.page().activate(view);
            Object opened = org.eclipse.ui.PlatformUI.getWorkbench().getService(org.eclipse.ui.handlers.IHandlerService.class)
                    .executeCommand("org.ssdlab.ui.compareEachOther", null);
            ResultsCompareInput fromView = assertInstanceOf(ResultsCompareInput.class, opened);
            assertEquals(a.resolve("summary.json"), fromView.left());
            Ui.waitUntil("the second Compare editor", 20000, () -> fromView.getCompareResult() != null);
        } finally {
            Ui.page().closeAllEditors(false);
        }
    }

    private static IFolder link(IProject project, String name, Path target) throws Exception {
        IFolder folder = project.getFolder(name);
        if (folder.exists()) {
            folder.delete(true, null);
        }
        folder.createLink(IPath.fromPath(target), IResource.NONE, null);
        return folder;
    }

    private static JsonObject read(Path summary) throws Exception {
        return JsonParser.parseString(Files.readString(summary, StandardCharsets.UTF_8)).getAsJsonObject();
    }

    private static JsonObject metrics(JsonObject summary, String run, String phase) {
        for (JsonElement r : summary.getAsJsonArray("runs")) {
            if (r.getAsJsonObject().get("name").getAsString().equals(run)) {
                for (JsonElement p : r.getAsJsonObject().getAsJsonArray("phases")) {
                    if (p.getAsJsonObject().get("name").getAsString().equals(phase)) {
                        return p.getAsJsonObject().getAsJsonObject("metrics");
                    }
                }
            }
        }
        throw new AssertionError("no " + run + "/" + phase);
    }

    private static IDiffElement child(IDiffElement parent, String name) {
        List<String> names = new ArrayList<>();
        for (IDiffElement c : ((DiffNode) parent).getChildren()) {
            if (c.getName().equals(name)) {
                return c;
            }
            names.add(c.getName());
        }
        throw new AssertionError("no " + name + " under " + parent.getName() + ": " + names);
    }

    private static String text(Object element) throws Exception {
        try (var in = ((IStreamContentAccessor) element).getContents()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
        }
    }
}
