package org.ssdlab.ui.internal.run;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.handlers.HandlerUtil;
import org.ssdlab.experiment.Validation;
import org.ssdlab.ui.internal.editor.ExperimentEditor;

/** Experiment > Run: runs the active editor's document as it is now (saved or not). */
public final class RunHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        if (!(HandlerUtil.getActiveEditor(event) instanceof ExperimentEditor editor)) {
            return null;
        }
        Validation validation = editor.validateNow();
        if (validation == null || !validation.valid()) {
            MessageDialog.openError(HandlerUtil.getActiveShell(event), "Run Experiment",
                    "The experiment has " + (validation == null ? "no document" : validation.problems().size() + " problems")
                            + "; see the Problems view or the form's messages.");
            return null;
        }
        MessageDialog.openInformation(HandlerUtil.getActiveShell(event), "Run Experiment",
                "Running experiments from the workbench needs the experiment runner (org.ssdlab.experiment.run).");
        return null;
    }
}
