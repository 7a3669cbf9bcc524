package org.ssdlab.ui.internal.help;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.runtime.Platform;
import org.eclipse.swt.SWT;
import org.eclipse.swt.SWTError;
import org.eclipse.swt.browser.Browser;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * Help > Help Contents (the platform's command): the platform's help window (org.eclipse.help.ui, pages from the
 * help web application) where it can show them, else the Help Contents view, which renders the same guide itself.
 */
public final class HelpContentsHandler extends AbstractHandler {

    /** Whether SWT can make a Browser here (on Linux: WebKitGTK installed), asked once. */
    private static Boolean browser;

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        if (helpWindowAvailable(window.getShell())) {
            PlatformUI.getWorkbench().getHelpSystem().displayHelp();
            return null;
        }
        try {
            return window.getActivePage().showView(HelpContentsView.ID);
        } catch (PartInitException e) {
            throw new ExecutionException("cannot open Help Contents", e);
        }
    }

    /** The help window needs the help bundles (the workbench product has them) and a browser to show pages in. */
    public static boolean helpWindowAvailable(Shell parent) {
        if (Platform.getBundle("org.eclipse.help.ui") == null || Platform.getBundle("org.eclipse.help.webapp") == null) {
            return false;
        }
        if (browser == null) {
            Shell probe = new Shell(parent, SWT.NONE);
            try {
                new Browser(probe, SWT.NONE).dispose();
                browser = true;
            } catch (SWTError e) {
                browser = false; // "No more handles": no WebKitGTK (docs/workbench.md, Help)
            } finally {
                probe.dispose();
            }
        }
        return browser;
    }
}
