package org.ssdlab.ui.internal.results;

import java.nio.file.Path;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.ssdlab.ui.internal.UiIds;
import org.ssdlab.ui.internal.prefs.LabPreferences;
import org.ssdlab.ui.internal.sweep.OpenSweepHandler;
import org.ssdlab.ui.internal.sweep.SweepData;

/** Experiment > Open Results...: the charts of an earlier result directory, read in the background. */
public final class OpenResultsHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        DirectoryDialog dialog = new DirectoryDialog(HandlerUtil.getActiveShellChecked(event));
        dialog.setText("Open Results");
        dialog.setMessage("A result directory written by a run (summary.json, timeseries.csv) or a sweep directory (manifest.json)");
        dialog.setFilterPath(LabPreferences.resultFolder().toString());
        String folder = dialog.open();
        if (folder == null) {
            return null;
        }
        if (SweepData.isSweep(Path.of(folder))) { // a sweep directory: its table and charts, its points open here
            return OpenSweepHandler.show(HandlerUtil.getActiveWorkbenchWindowChecked(event).getActivePage(), Path.of(folder));
        }
        try {
            ResultsView view = (ResultsView) HandlerUtil.getActiveWorkbenchWindowChecked(event).getActivePage()
                    .showView(UiIds.RESULTS_VIEW);
            return view.open(Path.of(folder));
        } catch (PartInitException e) {
            throw new ExecutionException("cannot show the Results view", e);
        }
    }
}
