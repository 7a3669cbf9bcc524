package org.ssdlab.ui.internal.editor;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.WorkspaceJob;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.ssdlab.experiment.Problem;
import org.ssdlab.ui.internal.UiIds;

/**
 * The validator's problems as markers on a workspace file, so they show in the Problems view and as
 * annotations on the source page. Written by a workspace job, never on the UI thread.
 */
public final class ProblemMarkers {

    /** Marker attribute holding the problem's document path, e.g. {@code defaults.gc.id}. */
    public static final String PATH = "path";

    /** Family of the jobs writing markers: join it to see the markers of the last validation. */
    public static final Object FAMILY = ProblemMarkers.class;

    private ProblemMarkers() {
    }

    public static void replace(IFile file, List<Problem> problems) {
        WorkspaceJob job = new WorkspaceJob("Experiment problems of " + file.getName()) {
            @Override
            public IStatus runInWorkspace(IProgressMonitor monitor) throws CoreException {
                if (file.exists()) {
                    write(file, problems);
                }
                return Status.OK_STATUS;
            }

            @Override
            public boolean belongsTo(Object family) {
                return family == FAMILY;
            }
        };
        job.setRule(file);
        job.setSystem(true);
        job.schedule();
    }

    private static void write(IFile file, List<Problem> problems) throws CoreException {
        file.deleteMarkers(UiIds.PROBLEM_MARKER, false, IResource.DEPTH_ZERO);
        for (Problem problem : problems) {
            IMarker marker = file.createMarker(UiIds.PROBLEM_MARKER);
            marker.setAttribute(IMarker.SEVERITY, IMarker.SEVERITY_ERROR);
            marker.setAttribute(IMarker.MESSAGE, problem.path().isEmpty() ? problem.message()
                    : problem.path() + ": " + problem.message());
            marker.setAttribute(IMarker.LOCATION, problem.line() > 0 ? "line " + problem.line() : "document");
            marker.setAttribute(PATH, problem.path());
            if (problem.line() > 0) {
                marker.setAttribute(IMarker.LINE_NUMBER, problem.line());
            }
        }
    }
}
