package org.ssdlab.ui.internal.results;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;

/** Experiment > Open Results...: the charts of an earlier result directory. */
public final class OpenResultsHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        return null;
    }
}
