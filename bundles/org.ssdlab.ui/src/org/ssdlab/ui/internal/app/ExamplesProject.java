package org.ssdlab.ui.internal.app;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.NullProgressMonitor;

/**
 * A workspace project "lab" whose folder "examples" is linked to the repository's {@code examples/},
 * so the seed documents are edited in place while the project's own files (.project) stay in the
 * workspace. {@code ./ssdlab workbench} names the folder with {@code -Dssdlab.examples=...}.
 */
public final class ExamplesProject {

    static final String NAME = "lab";
    static final String FOLDER = "examples";

    private ExamplesProject() {
    }

    static void linkIfConfigured() {
        String folder = System.getProperty("ssdlab.examples");
        if (folder != null && Files.isDirectory(Path.of(folder))) {
            link(Path.of(folder));
        }
    }

    /** Creates (once) project "lab" with folder "examples" linked to {@code folder}; returns the project. */
    public static IProject link(Path folder) {
        IWorkspace workspace = ResourcesPlugin.getWorkspace();
        IProject project = workspace.getRoot().getProject(NAME);
        try {
            if (!project.exists()) {
                project.create(new NullProgressMonitor());
            }
            if (!project.isOpen()) {
                project.open(new NullProgressMonitor());
            }
            IFolder examples = project.getFolder(FOLDER);
            if (!examples.exists()) {
                examples.createLink(IPath.fromPath(folder.toAbsolutePath()), IResource.NONE, new NullProgressMonitor());
            }
        } catch (CoreException e) {
            ILog.of(ExamplesProject.class).log(e.getStatus());
        }
        return project;
    }
}
