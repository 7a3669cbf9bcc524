package org.ssdlab.ui.tests;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.BooleanSupplier;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.osgi.framework.FrameworkUtil;

/** What the workbench tests share: waiting with the event loop running, a page, test documents. */
final class Ui {

    private Ui() {
    }

    /** Runs the event loop until {@code condition} holds; fails with {@code what} after {@code millis}. */
    static void waitUntil(String what, long millis, BooleanSupplier condition) {
        Display display = Display.getCurrent();
        long end = System.currentTimeMillis() + millis;
        // SWT runs asyncExec runnables only once no other event is pending: drain before every check
        drain();
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > end) {
                fail("timed out after " + millis + " ms waiting for: " + what);
            }
            display.timerExec(20, () -> { });
            display.sleep();
            drain();
        }
    }

    /** Lets pending asynchronous UI work run. */
    static void drain() {
        Display display = Display.getCurrent();
        while (display.readAndDispatch()) {
            // keep going until the queue is empty
        }
    }

    static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    static String resource(String name) throws IOException {
        try (InputStream in = FrameworkUtil.getBundle(Ui.class).getEntry("resources/" + name).openStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** A fresh file {@code name} in project {@code projectName}, holding {@code text}. */
    static IFile file(String projectName, String name, String text) throws CoreException {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(projectName);
        if (!project.exists()) {
            project.create(null);
        }
        project.open(null);
        IFile file = project.getFile(name);
        if (file.exists()) {
            file.delete(true, null);
        }
        file.create(text.getBytes(StandardCharsets.UTF_8), true, false, null);
        return file;
    }
}
