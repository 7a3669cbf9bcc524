package org.ssdlab.ui.tests;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPartReference;
import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.sweep.SweepDirectory;
import org.ssdlab.ui.internal.UiIds;
import org.ssdlab.ui.internal.results.ResultsView;
import org.ssdlab.ui.internal.sweep.SweepView;

/**
 * The screenshots of docs/: written only when SSDLAB_SCREENSHOTS names a folder (else skipped).
 * SSDLAB_SWEEP names the sweep directory to show, or a sweep document (a .json file, such as
 * bundles/org.ssdlab.experiment/sweeps/840pro-spare-vs-gc.json) to run first at scale 0.01
 * (default: the tiny test sweep).
 */
class SweepScreenshotsTest {

    private static Path folder() {
        String dir = System.getenv("SSDLAB_SCREENSHOTS");
        assumeTrue(dir != null && !dir.isBlank(), "SSDLAB_SCREENSHOTS not set");
        return Path.of(dir);
    }

    private static SweepDirectory given;

    /** The sweep SSDLAB_SWEEP names (run once if it is a document), else the tiny test sweep. */
    private static synchronized SweepDirectory sweep() throws Exception {
        if (given == null) {
            String name = System.getenv("SSDLAB_SWEEP");
            if (name == null || name.isBlank()) {
                given = TinySweep.get();
            } else if (Files.isRegularFile(Path.of(name))) {
                Path document = Path.of(name);
                given = TinySweep.run(Files.readString(document), document.getFileName().toString().replace(".json", ""), 0.01);
            } else {
                given = SweepDirectory.open(Path.of(name));
            }
        }
        return given;
    }

    @Test
    void sweepView() throws Exception {
        Path out = folder();
        Path sweep = sweep().path();
        SweepView view = (SweepView) Ui.page().showView(UiIds.SWEEP_VIEW);
        view.open(sweep).join();
        Ui.waitUntil("the sweep", 20000, () -> view.data() != null);
        List<String> parameters = view.data().directory().parameterNames();
        view.chart("writeAmplification", parameters.get(0));
        maximized(UiIds.SWEEP_VIEW, () -> save(out.resolve("sweep-view.png")));
    }

    @Test
    void comparison() throws Exception {
        Path out = folder();
        SweepDirectory sweep = sweep(); // its first point against its third (the bundled one: span 100 % vs 93 %)
        ResultsView view = (ResultsView) Ui.page().showView(UiIds.RESULTS_VIEW);
        view.compare(List.of(sweep.pointDir(0), sweep.pointDir(2))).join();
        Ui.waitUntil("the comparison", 10000, () -> view.sources().size() == 2);
        view.table().filter("metric", "iops");
        view.select(ResultsView.TABLE);
        maximized(UiIds.RESULTS_VIEW, () -> save(out.resolve("comparison-table.png")));
        view.select(ResultsView.IOPS);
        maximized(UiIds.RESULTS_VIEW, () -> save(out.resolve("comparison-iops.png")));
    }

    private interface Shot {
        void take() throws Exception;
    }

    private static void maximized(String viewId, Shot shot) throws Exception {
        Shell shell = Ui.page().getWorkbenchWindow().getShell();
        shell.setSize(1280, 800);
        IWorkbenchPartReference ref = Ui.page().findViewReference(viewId);
        Ui.page().setPartState(ref, IWorkbenchPage.STATE_MAXIMIZED);
        try {
            for (int i = 0; i < 10; i++) {
                Ui.drain();
                Thread.sleep(100);
            }
            Ui.drain();
            shot.take();
        } finally {
            Ui.page().setPartState(ref, IWorkbenchPage.STATE_RESTORED);
        }
    }

    private static void save(Path file) throws Exception {
        Shell shell = Ui.page().getWorkbenchWindow().getShell();
        Files.createDirectories(file.getParent());
        Point origin = shell.toDisplay(0, 0);
        Point size = shell.getSize();
        Image image = new Image(shell.getDisplay(), size.x, size.y);
        GC gc = new GC(image);
        try {
            shell.print(gc); // the widgets drawn into the image: NatTable's canvas is missing from a copy of the screen
            System.out.println("screenshot " + file + " of " + origin + " " + size);
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] { image.getImageData() };
            loader.save(file.toString(), SWT.IMAGE_PNG);
        } finally {
            gc.dispose();
            image.dispose();
        }
    }
}
