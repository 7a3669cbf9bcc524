package org.ssdlab.ui.internal.compare;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.compare.CompareUI;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.handlers.HandlerUtil;
import org.ssdlab.ui.internal.results.ResultsView;

/**
 * Compare With > Each Other: two files, or two result directories (their {@code summary.json}),
 * selected in the Project Explorer, or the two executions the Results view compares, in a
 * {@link ResultsCompareInput}. It stands in for the platform's action of the same name (hidden: it
 * knows nothing of result directories), so plain files still get their text diff.
 */
public final class CompareEachOtherHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        List<Path> two = sources(HandlerUtil.getActivePart(event), HandlerUtil.getCurrentSelection(event));
        if (two.size() != 2) {
            org.eclipse.jface.dialogs.MessageDialog.openInformation(HandlerUtil.getActiveShell(event), "Compare With Each Other",
                    "Select two summary.json files or two result directories (or compare two executions in the Results view first).");
            return null;
        }
        ResultsCompareInput input = new ResultsCompareInput(two.get(0), two.get(1));
        CompareUI.openCompareEditor(input);
        return input;
    }

    /** What to compare: the Results view's two executions when it is active, else the selection's two. */
    static List<Path> sources(IWorkbenchPart part, ISelection selection) {
        if (part instanceof ResultsView view) {
            return view.sources().size() == 2 ? view.sources() : List.of();
        }
        List<Path> paths = new ArrayList<>();
        if (selection instanceof IStructuredSelection structured) {
            for (Object o : structured.toList()) {
                IResource resource = Adapters.adapt(o, IResource.class);
                IPath location = resource == null ? null : resource.getLocation();
                Path path = location == null ? Adapters.adapt(o, Path.class) : location.toPath();
                if (path == null || !Files.isRegularFile(ResultsCompareInput.summaryOf(path))) {
                    return List.of(); // a folder without a summary.json: nothing to compare it by
                }
                paths.add(path);
            }
        }
        return paths;
    }
}
