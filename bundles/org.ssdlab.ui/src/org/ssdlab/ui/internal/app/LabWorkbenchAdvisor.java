package org.ssdlab.ui.internal.app;

import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.ui.application.IWorkbenchConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchAdvisor;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;
import org.eclipse.ui.ide.IDE;
import org.ssdlab.ui.internal.UiIds;

/**
 * Sets the workbench up as a small IDE: the workspace is the page input (Project Explorer, markers,
 * Problems view) and is saved on exit.
 */
final class LabWorkbenchAdvisor extends WorkbenchAdvisor {

    @Override
    public void initialize(IWorkbenchConfigurer configurer) {
        super.initialize(configurer);
        configurer.setSaveAndRestore(true);
        // the IDE's adapters let the navigator and the Properties view show workspace resources
        IDE.registerAdapters();
    }

    @Override
    public String getInitialWindowPerspectiveId() {
        return UiIds.PERSPECTIVE;
    }

    @Override
    public IAdaptable getDefaultPageInput() {
        return ResourcesPlugin.getWorkspace().getRoot();
    }

    @Override
    public WorkbenchWindowAdvisor createWorkbenchWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
        return new LabWindowAdvisor(configurer);
    }

    @Override
    public void postStartup() {
        ExamplesProject.linkIfConfigured();
        org.eclipse.ui.IWorkbenchWindow window = getWorkbenchConfigurer().getWorkbench().getActiveWorkbenchWindow();
        if (window != null && window.getActivePage() != null) {
            StartupArguments.open(window.getActivePage(), org.eclipse.core.runtime.Platform.getApplicationArgs());
        }
    }

    @Override
    public void postShutdown() {
        IWorkspace workspace = ResourcesPlugin.getWorkspace();
        try {
            workspace.save(true, new NullProgressMonitor());
        } catch (CoreException e) {
            ILog.of(getClass()).log(e.getStatus());
        }
    }
}
