package org.ssdlab.ui.internal.help;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;

/** Help > Help Contents (the platform's command): opens the Help Contents view. */
public final class HelpContentsHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        try {
            return HandlerUtil.getActiveWorkbenchWindowChecked(event).getActivePage().showView(HelpContentsView.ID);
        } catch (PartInitException e) {
            throw new ExecutionException("cannot open Help Contents", e);
        }
    }
}
