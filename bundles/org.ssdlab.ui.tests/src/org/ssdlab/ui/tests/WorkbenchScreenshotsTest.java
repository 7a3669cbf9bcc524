package org.ssdlab.ui.tests;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.compare.CompareUI;
import org.eclipse.core.resources.IFile;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.jface.text.source.projection.ProjectionViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.sweep.SweepDirectory;
import org.ssdlab.ui.internal.UiIds;
import org.ssdlab.ui.internal.compare.ResultsCompareInput;
import org.ssdlab.ui.internal.editor.ExperimentEditor;
import org.ssdlab.ui.internal.results.ChartPanel;
import org.ssdlab.ui.internal.results.ResultsView;

/**
 * Screenshots of docs/workbench.md for the synchronised zoom, the key completion with folding,
 * and the Compare editor: written only when SSDLAB_SCREENSHOTS names a folder (else skipped).
 * SSDLAB_SCREENSHOT_RESULTS may name the result directory zoomed into (default: resources/zoom.json run at scale 0.01).
 */
class WorkbenchScreenshotsTest {

    private static Path folder() {
        String dir = System.getenv("SSDLAB_SCREENSHOTS");
        assumeTrue(dir != null && !dir.isBlank(), "SSDLAB_SCREENSHOTS not set");
        return Path.of(dir);
    }

    @Test
    void synchronisedZoom() throws Exception {
        Path out = folder();
        String given = System.getenv("SSDLAB_SCREENSHOT_RESULTS");
        Path results = given != null && !given.isBlank() ? Path.of(given) : run("zoom.json");
        ResultsView view = (ResultsView) Ui.page().showView(UiIds.RESULTS_VIEW);
        view.open(results).join();
        Ui.waitUntil("the results", 20000, () -> view.statusText().startsWith("Results in"));
        maximized(UiIds.RESULTS_VIEW, () -> {
            view.select(ResultsView.IOPS);
            settle();
            ChartPanel panel = view.panel(ResultsView.IOPS).panels().get(view.panel(ResultsView.IOPS).panels().size() - 1);
            Control plot = panel.chart().getPlotArea().getControl();
            Event wheel = new Event();
            wheel.x = plot.getSize().x / 3;
            wheel.y = plot.getSize().y / 2;
            wheel.count = 3;
            for (int i = 0; i < 3; i++) {
                plot.notifyListeners(SWT.MouseVerticalWheel, wheel);
            }
            Event click = new Event(); // and an instant marked
            click.button = 1;
            click.count = 1;
            click.x = plot.getSize().x * 2 / 3;
            plot.notifyListeners(SWT.MouseUp, click);
            settle();
            Image iops = print(view.getSite().getShell());
            view.select(ResultsView.THROUGHPUT);
            settle();
            Image mbps = print(view.getSite().getShell());
            try {
                stacked(out.resolve("zoom-sync.png"), iops, mbps);
            } finally {
                iops.dispose();
                mbps.dispose();
            }
            view.resetZoom();
            view.select(ResultsView.IOPS);
        });
    }

    @Test
    void keyCompletionAndFolding() throws Exception {
        Path out = folder();
        IFile file = Ui.file("screenshots", "tiny.json", Ui.resource("tiny.json"));
        ExperimentEditor editor = assertInstanceOf(ExperimentEditor.class,
                IDE.openEditor(Ui.page(), file, UiIds.EXPERIMENT_EDITOR));
        try {
            Shell shell = Ui.page().getWorkbenchWindow().getShell();
            shell.setBounds(0, 0, 1280, 700);
            Ui.page().setPartState(Ui.page().getReference(editor), IWorkbenchPage.STATE_MAXIMIZED);
            editor.showSource();
            settle();
            IDocument document = editor.document();
            ProjectionViewer viewer = (ProjectionViewer) editor.sourcePage().viewer();
            // the runs folded, to show a collapsed fold beside the open ones
            int runsLine = document.getLineOfOffset(document.get().indexOf("\"runs\""));
            viewer.getProjectionAnnotationModel().getAnnotationIterator().forEachRemaining(a -> {
                try {
                    if (document.getLineOfOffset(viewer.getProjectionAnnotationModel().getPosition(a).getOffset()) == runsLine) {
                        viewer.getProjectionAnnotationModel().collapse(a);
                    }
                } catch (org.eclipse.jface.text.BadLocationException e) {
                    throw new AssertionError(e);
                }
            });
            int inPhase = document.get().indexOf("\"queueDepth\": 4,") + "\"queueDepth\": 4,".length();
            document.replace(inPhase, 0, " \"");
            viewer.setSelectedRange(inPhase + 2, 0);
            viewer.getTextWidget().setFocus();
            viewer.doOperation(ISourceViewer.CONTENTASSIST_PROPOSALS);
            for (int i = 0; i < 30; i++) { // the description pops up beside the list after a delay
                Ui.drain();
                Thread.sleep(50);
            }
            Path png = out.resolve("key-completion.png");
            screen(shell.getBounds(), png);
            assertTrue(Files.size(png) > 10_000);
            Ui.page().setPartState(Ui.page().getReference(editor), IWorkbenchPage.STATE_RESTORED);
        } finally {
            Ui.page().closeEditor(editor, false);
        }
    }

    @Test
    void compareEditor() throws Exception {
        Path out = folder();
        SweepDirectory sweep = TinySweep.queueDepths();
        ResultsCompareInput input = new ResultsCompareInput(sweep.pointDir(0), sweep.pointDir(1));
        CompareUI.openCompareEditor(input);
        Ui.waitUntil("the compare editor", 20000, () -> input.getCompareResult() != null && Ui.page().getActiveEditor() != null);
        try {
            Shell shell = Ui.page().getWorkbenchWindow().getShell();
            shell.setBounds(0, 0, 1280, 900);
            IWorkbenchPartReference ref = Ui.page().getReference(Ui.page().getActiveEditor());
            Ui.page().setPartState(ref, IWorkbenchPage.STATE_MAXIMIZED);
            settle();
            // the whole text diff: its entry chosen in the tree (through its viewer, which feeds the text pane)
            org.eclipse.swt.widgets.TreeItem text = textEntry(shell);
            org.eclipse.jface.viewers.StructuredViewer tree = ((org.eclipse.jface.viewers.ViewerColumn) text.getParent()
                    .getData("org.eclipse.jface.columnViewer")).getViewer();
            tree.setSelection(new org.eclipse.jface.viewers.StructuredSelection(text.getData()), true);
            Event open = new Event(); // Enter (or a double click): the content pane follows the tree's open events
            open.item = text;
            text.getParent().notifyListeners(SWT.DefaultSelection, open);
            for (int i = 0; i < 4; i++) {
                settle();
            }
            assertTrue(text.getParent().getSelection()[0] == text);
            Path png = out.resolve("compare-editor.png");
            screen(shell.getBounds(), png);
            Ui.page().setPartState(ref, IWorkbenchPage.STATE_RESTORED);
        } finally {
            Ui.page().closeAllEditors(false);
        }
    }

    /** Runs resources/{@code name} at scale 0.01, as Run As does, into a fresh result directory. */
    private static Path run(String name) throws Exception {
        String text = Ui.resource(name);
        org.ssdlab.experiment.Validation validation = new org.ssdlab.experiment.ExperimentValidator(
                org.ssdlab.ui.internal.Registries.registry()).validate(text);
        assertTrue(validation.valid(), validation.problems().toString());
        org.ssdlab.ui.internal.run.RunJob job = new org.ssdlab.ui.internal.run.RunJob(validation.experiment(), text,
                Files.createTempDirectory("zoom"), new org.ssdlab.experiment.run.RunOptions(1, 0.01, 2));
        job.schedule();
        job.join();
        assertTrue(job.getResult().isOK(), job.getResult().toString());
        return job.directory();
    }

    /** The Compare editor's tree entry of the text diff. */
    private static org.eclipse.swt.widgets.TreeItem textEntry(org.eclipse.swt.widgets.Composite parent) {
        for (Control c : parent.getChildren()) {
            if (c instanceof org.eclipse.swt.widgets.Tree tree && c.isVisible()) {
                for (org.eclipse.swt.widgets.TreeItem item : tree.getItems()) {
                    if (item.getText().endsWith("(text)")) {
                        return item;
                    }
                }
            }
            if (c instanceof org.eclipse.swt.widgets.Composite inner) {
                org.eclipse.swt.widgets.TreeItem found = textEntry(inner);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private interface Shot {
        void take() throws Exception;
    }

    private static void maximized(String viewId, Shot shot) throws Exception {
        Shell shell = Ui.page().getWorkbenchWindow().getShell();
        shell.setBounds(0, 0, 1280, 700);
        IWorkbenchPartReference ref = Ui.page().findViewReference(viewId);
        Ui.page().setPartState(ref, IWorkbenchPage.STATE_MAXIMIZED);
        try {
            settle();
            shot.take();
        } finally {
            Ui.page().setPartState(ref, IWorkbenchPage.STATE_RESTORED);
        }
    }

    private static void settle() throws InterruptedException {
        for (int i = 0; i < 10; i++) {
            Ui.drain();
            Thread.sleep(60);
        }
        Ui.drain();
    }

    private static Image print(Shell shell) {
        Rectangle size = shell.getBounds();
        Image image = new Image(shell.getDisplay(), size.width, size.height);
        GC gc = new GC(image);
        try {
            shell.print(gc);
        } finally {
            gc.dispose();
        }
        return image;
    }

    /** Two pictures one above the other. */
    private static void stacked(Path file, Image top, Image bottom) {
        Rectangle a = top.getBounds();
        Rectangle b = bottom.getBounds();
        Image image = new Image(top.getDevice(), Math.max(a.width, b.width), a.height + b.height);
        GC gc = new GC(image);
        try {
            gc.drawImage(top, 0, 0);
            gc.drawImage(bottom, 0, a.height);
            write(image, file);
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    /** What the screen shows in {@code area}: popups (content assist) included, which a print of the shell lacks. */
    private static void screen(Rectangle area, Path file) {
        org.eclipse.swt.widgets.Display display = org.eclipse.swt.widgets.Display.getCurrent();
        Image image = new Image(display, area.width, area.height);
        GC gc = new GC(display);
        try {
            gc.copyArea(image, area.x, area.y);
            write(image, file);
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    private static void write(Image image, Path file) {
        try {
            Files.createDirectories(file.getParent());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        ImageLoader loader = new ImageLoader();
        loader.data = new ImageData[] { image.getImageData() };
        loader.save(file.toString(), SWT.IMAGE_PNG);
    }

}
