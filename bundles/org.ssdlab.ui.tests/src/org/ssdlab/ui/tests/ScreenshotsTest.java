package org.ssdlab.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.ssdlab.ui.internal.UiIds;
import org.ssdlab.ui.internal.results.ResultsView;

/**
 * The screenshots of {@code docs/workbench.md}: the Results view's tabs on a result directory.
 * Runs only when {@code SSDLAB_SCREENSHOTS} names the folder to write them to and
 * {@code SSDLAB_SCREENSHOT_RESULTS} the result directory to show.
 */
class ScreenshotsTest {

    @Test
    void resultsViewTabs() throws Exception {
        String out = System.getenv("SSDLAB_SCREENSHOTS");
        String results = System.getenv("SSDLAB_SCREENSHOT_RESULTS");
        Assumptions.assumeTrue(out != null && results != null, "no screenshots asked for");
        ResultsView view = (ResultsView) Ui.page().showView(UiIds.RESULTS_VIEW);
        Shell shell = view.getSite().getShell();
        shell.setBounds(0, 0, 1280, 900);
        Ui.page().toggleZoom(Ui.page().getReference(view));
        Job read = view.open(Path.of(results));
        read.join();
        Ui.waitUntil("the results drawn", 30_000, () -> view.statusText().startsWith("Results in"));
        Files.createDirectories(Path.of(out));
        String[][] shots = { { ResultsView.IOPS, null, "workbench-iops.png" },
                { ResultsView.LATENCY, null, "workbench-latency.png" },
                { ResultsView.PHASES, "Throughput per phase", "workbench-phases.png" },
                { ResultsView.MORE, null, "workbench-benchmark.png" } };
        for (String[] shot : shots) {
            view.select(shot[0]);
            if (shot[1] != null) {
                view.choose(shot[0], shot[1]);
            }
            for (int i = 0; i < 20; i++) {
                Ui.drain();
                Thread.sleep(50);
            }
            Path file = Path.of(out, shot[2]);
            capture(shell, file);
            assertTrue(Files.size(file) > 10_000, file.toString());
        }
        Ui.page().toggleZoom(Ui.page().getReference(view));
    }

    private static void capture(Shell shell, Path file) {
        Rectangle b = shell.getBounds();
        GC gc = new GC(shell.getDisplay());
        Image image = new Image(shell.getDisplay(), b.width, b.height);
        try {
            gc.copyArea(image, b.x, b.y);
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] { image.getImageData() };
            loader.save(file.toString(), SWT.IMAGE_PNG);
        } finally {
            gc.dispose();
            image.dispose();
        }
    }
}
