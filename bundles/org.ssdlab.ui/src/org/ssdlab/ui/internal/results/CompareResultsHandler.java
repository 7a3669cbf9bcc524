package org.ssdlab.ui.internal.results;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.ssdlab.ui.internal.UiIds;
import org.ssdlab.ui.internal.prefs.LabPreferences;

/**
 * Experiment > Compare Results... adds a result directory to what the Results view shows (asking
 * for the first one too when it shows none), so several executions are overlaid with their
 * difference table; Compare summary.json Files... compares two summaries chosen as files.
 */
public final class CompareResultsHandler extends AbstractHandler {

    public static final String SUMMARIES = "summaries";

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        Shell shell = HandlerUtil.getActiveShellChecked(event);
        ResultsView view;
        try {
            view = (ResultsView) HandlerUtil.getActiveWorkbenchWindowChecked(event).getActivePage()
                    .showView(UiIds.RESULTS_VIEW);
        } catch (PartInitException e) {
            throw new ExecutionException("cannot show the Results view", e);
        }
        List<Path> sources = new ArrayList<>();
        if (SUMMARIES.equals(event.getParameter("org.ssdlab.ui.compare.kind"))) {
            for (String which : new String[] { "A (before)", "B (after)" }) {
                FileDialog dialog = new FileDialog(shell, SWT.OPEN);
                dialog.setText("Compare summary.json: execution " + which);
                dialog.setFilterExtensions(new String[] { "summary.json", "*.json" });
                dialog.setFilterPath(LabPreferences.resultFolder().toString());
                String file = dialog.open();
                if (file == null) {
                    return null;
                }
                sources.add(Path.of(file));
            }
        } else {
            sources.addAll(view.sources());
            do {
                DirectoryDialog dialog = new DirectoryDialog(shell);
                dialog.setText("Compare Results: execution " + org.ssdlab.experiment.run.ExecutionComparison.label(sources.size()));
                dialog.setMessage(sources.isEmpty() ? "The first result directory (A)"
                        : "A result directory to compare with " + String.join(", ", sources.stream().map(Path::toString).toList()));
                dialog.setFilterPath(LabPreferences.resultFolder().toString());
                String folder = dialog.open();
                if (folder == null) {
                    return null;
                }
                sources.add(Path.of(folder));
            } while (sources.size() < 2);
        }
        return view.compare(sources);
    }
}
