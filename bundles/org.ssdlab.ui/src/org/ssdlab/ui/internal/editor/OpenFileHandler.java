package org.ssdlab.ui.internal.editor;

import java.nio.file.Path;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.filesystem.EFS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.ide.IDE;
import org.ssdlab.ui.internal.UiIds;

/** File > Open File...: an experiment document outside the workspace (inline messages, no markers). */
public final class OpenFileHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        FileDialog dialog = new FileDialog(HandlerUtil.getActiveShellChecked(event), SWT.OPEN);
        dialog.setText("Open Experiment or Sweep");
        dialog.setFilterExtensions(new String[] { "*.json", "*" });
        String file = dialog.open();
        if (file == null) {
            return null;
        }
        if (org.ssdlab.ui.internal.sweep.SweepData.isSweep(Path.of(file))) { // a sweep's manifest.json or table.json
            return org.ssdlab.ui.internal.sweep.OpenSweepHandler.show(
                    HandlerUtil.getActiveWorkbenchWindowChecked(event).getActivePage(), Path.of(file));
        }
        try {
            return IDE.openEditorOnFileStore(HandlerUtil.getActiveWorkbenchWindowChecked(event).getActivePage(),
                    EFS.getLocalFileSystem().getStore(Path.of(file).toUri()));
        } catch (PartInitException e) {
            throw new ExecutionException("cannot open " + file + " in " + UiIds.EXPERIMENT_EDITOR, e);
        }
    }
}
