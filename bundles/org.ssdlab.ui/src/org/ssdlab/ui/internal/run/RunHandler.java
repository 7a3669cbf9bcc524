package org.ssdlab.ui.internal.run;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.ssdlab.experiment.Validation;
import org.ssdlab.ui.internal.UiIds;
import org.ssdlab.ui.internal.editor.ExperimentEditor;
import org.ssdlab.ui.internal.prefs.LabPreferences;
import org.ssdlab.ui.internal.results.ResultsView;

/**
 * Experiment > Run: runs the active editor's document as it is now (saved or not) as a background
 * job and shows its charts growing in the Results view.
 */
public final class RunHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        if (!(HandlerUtil.getActiveEditor(event) instanceof ExperimentEditor editor)) {
            return null;
        }
        Validation validation = editor.validateNow();
        if (validation == null || !validation.valid()) {
            MessageDialog.openError(HandlerUtil.getActiveShell(event), "Run Experiment", "The experiment has "
                    + (validation == null ? "no document" : validation.problems().size() + " problem(s)")
                    + "; the form and the Problems view name them.");
            return null;
        }
        RunJob job = new RunJob(validation.experiment(), editor.text(), LabPreferences.resultFolder(),
                LabPreferences.runScale(), LabPreferences.parallelRuns());
        try {
            ResultsView view = (ResultsView) HandlerUtil.getActiveWorkbenchWindowChecked(event).getActivePage()
                    .showView(UiIds.RESULTS_VIEW);
            view.follow(job, LabPreferences.chartIntervalSeconds());
        } catch (PartInitException e) {
            throw new ExecutionException("cannot show the Results view", e);
        }
        job.schedule();
        return job;
    }
}
