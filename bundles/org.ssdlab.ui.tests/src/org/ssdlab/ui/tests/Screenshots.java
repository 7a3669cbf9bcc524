package org.ssdlab.ui.tests;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
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
        Display display = shell.getDisplay();
        org.eclipse.swt.graphics.Point origin = shell.toDisplay(0, 0);
        Rectangle bounds = new Rectangle(origin.x, origin.y, shell.getSize().x, shell.getSize().y);
        Image image = new Image(display, bounds.width, bounds.height);
        GC gc = new GC(display);
        try {
            gc.copyArea(image, bounds.x, bounds.y);
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
