package org.ssdlab.ui.internal.app;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.ssdlab.ui.internal.Registries;

/** Help > About SSD Lab. */
public final class AboutHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        new AboutDialog(HandlerUtil.getActiveShellChecked(event), AboutInfo.of(Registries.registry())).open();
        return null;
    }
}
