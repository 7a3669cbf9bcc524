package org.ssdlab.ui.internal.sweep;

import java.nio.file.Path;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.ssdlab.ui.internal.UiIds;

/** File > Open Sweep...: a sweep directory written by {@code ssdlab sweep}, in the Sweep view. */
public final class OpenSweepHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        DirectoryDialog dialog = new DirectoryDialog(HandlerUtil.getActiveShellChecked(event));
        dialog.setText("Open Sweep");
        dialog.setMessage("A sweep directory written by ssdlab sweep (it holds manifest.json and points/)");
        String folder = dialog.open();
        if (folder == null) {
            return null;
        }
        return show(HandlerUtil.getActiveWorkbenchWindowChecked(event).getActivePage(), Path.of(folder));
    }

    /** Opens {@code path} (a sweep directory or one of its top-level files) in the Sweep view. */
    public static Object show(IWorkbenchPage page, Path path) throws ExecutionException {
        try {
            SweepView view = (SweepView) page.showView(UiIds.SWEEP_VIEW);
            return view.open(path);
        } catch (PartInitException e) {
            throw new ExecutionException("cannot show the Sweep view", e);
        }
    }
}
