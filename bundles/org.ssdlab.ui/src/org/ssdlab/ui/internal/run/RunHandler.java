package org.ssdlab.ui.internal.run;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.handlers.HandlerUtil;
import org.ssdlab.experiment.Validation;
import org.ssdlab.ui.internal.editor.ExperimentEditor;
import org.ssdlab.ui.internal.launch.ExperimentLaunchShortcut;
import org.ssdlab.ui.internal.launch.ExperimentLaunches;

/**
 * Experiment > Run and Ctrl+F11 in the experiment editor: saves dirty editors as the Run/Debug
 * preferences say, then launches the document's launch configuration (made on first use, see
 * {@link ExperimentLaunches}), so the run has the configuration's scale, seed and parallel runs and
 * joins the run history. Returns the run's job.
 */
public final class RunHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        if (!(HandlerUtil.getActiveEditor(event) instanceof ExperimentEditor editor)) {
            return null;
        }
        String document = ExperimentLaunchShortcut.document(editor);
        Validation validation = editor.validateNow();
        if (document == null || validation == null || !validation.valid()) {
            MessageDialog.openError(HandlerUtil.getActiveShell(event), "Run Experiment", "The experiment has "
                    + (validation == null || document == null ? "no document" : validation.problems().size() + " problem(s)")
                    + "; the form and the Problems view name them.");
            return null;
        }
        if (!DebugUITools.saveBeforeLaunch()) {
            return null;
        }
        try {
            ILaunch launch = ExperimentLaunches.findOrCreate(document).launch(ILaunchManager.RUN_MODE,
                    new NullProgressMonitor());
            return ExperimentLaunches.job(launch);
        } catch (CoreException e) {
            throw new ExecutionException(e.getMessage(), e);
        }
    }
}
