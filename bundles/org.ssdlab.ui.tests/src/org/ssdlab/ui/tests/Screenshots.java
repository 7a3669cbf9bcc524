package org.ssdlab.ui.tests;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Shell;

/**
 * Pictures of shells for docs/: written to the test bundle's target/screenshots
 * and copied into docs/ by hand, so a test run never changes the sources.
 */
final class Screenshots {

    private Screenshots() {
    }

    static Path save(Shell shell, String name) throws Exception {
        shell.forceActive();
        Ui.drain();
        shell.update();
        // print draws the shell into the image itself: no screen coordinates (which Xvfb without a window
        // manager reports with an offset)
        Point size = shell.getSize();
        Image image = new Image(shell.getDisplay(), size.x, size.y);
        GC gc = new GC(image);
        try {
            shell.print(gc);
        } finally {
            gc.dispose();
        }
        Path folder = Path.of(System.getProperty("user.dir")).resolve("target/screenshots");
        Files.createDirectories(folder);
        Path file = folder.resolve(name + ".png");
        try {
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] { image.getImageData() };
            loader.save(file.toString(), SWT.IMAGE_PNG);
        } finally {
            image.dispose();
        }
        return file;
    }
}
