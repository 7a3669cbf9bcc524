package org.ssdlab.ui.internal.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IPath;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;
import org.ssdlab.ui.internal.UiIds;
import org.ssdlab.ui.internal.results.ResultsView;

/**
 * What {@code ./ssdlab workbench [DOCUMENT.json ...] [--results DIR]} asks to open at start: the
 * documents in the experiment editor (as workspace files when they lie in a project) and an
 * earlier result directory in the Results view.
 */
final class StartupArguments {

    private StartupArguments() {
    }

    static void open(IWorkbenchPage page, String[] args) {
        List<Path> documents = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        Path results = null;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--results")) {
                if (i + 1 < args.length) {
                    results = Path.of(args[++i]).toAbsolutePath();
                } else {
                    problems.add("--results needs a result directory");
                }
            } else if (args[i].endsWith(".json")) {
                Path document = Path.of(args[i]).toAbsolutePath();
                if (Files.isRegularFile(document)) {
                    documents.add(document);
                } else {
                    problems.add("cannot open the document '" + args[i] + "': "
                            + (Files.exists(document) ? "it is not a file" : "it does not exist"));
                }
            }
        }
        try {
            for (Path document : documents) {
                IFile file = ResourcesPlugin.getWorkspace().getRoot().getFileForLocation(IPath.fromPath(document));
                if (file != null && file.exists()) {
                    IDE.openEditor(page, file, UiIds.EXPERIMENT_EDITOR);
                } else {
                    IDE.openEditorOnFileStore(page, EFS.getLocalFileSystem().getStore(document.toUri()));
                }
            }
            if (results != null || !problems.isEmpty()) {
                ResultsView view = (ResultsView) page.showView(UiIds.RESULTS_VIEW);
                if (results != null) {
                    view.open(results).join();
                }
                if (!problems.isEmpty()) {
                    view.showProblem(String.join("; ", problems));
                }
            }
        } catch (PartInitException e) {
            ILog.of(StartupArguments.class).log(e.getStatus());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
