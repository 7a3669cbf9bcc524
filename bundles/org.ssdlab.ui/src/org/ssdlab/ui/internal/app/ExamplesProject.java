package org.ssdlab.ui.internal.app;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.NullProgressMonitor;

/**
 * The repository's {@code examples/} folder as workspace project "examples", its files edited in
 * place. {@code ./ssdlab workbench} names the folder with {@code -Dssdlab.examples=...}.
 */
final class ExamplesProject {

    static final String NAME = "examples";

    private ExamplesProject() {
    }

    static void linkIfConfigured() {
        String folder = System.getProperty("ssdlab.examples");
        if (folder == null || !Files.isDirectory(Path.of(folder))) {
            return;
        }
        IWorkspace workspace = ResourcesPlugin.getWorkspace();
        IProject project = workspace.getRoot().getProject(NAME);
        try {
            if (!project.exists()) {
                IProjectDescription description = workspace.newProjectDescription(NAME);
                description.setLocation(org.eclipse.core.runtime.IPath.fromOSString(folder));
                project.create(description, new NullProgressMonitor());
            }
            if (!project.isOpen()) {
                project.open(new NullProgressMonitor());
            }
        } catch (CoreException e) {
            ILog.of(ExamplesProject.class).log(e.getStatus());
        }
    }
}
