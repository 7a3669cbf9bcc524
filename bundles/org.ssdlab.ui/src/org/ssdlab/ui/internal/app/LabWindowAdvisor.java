package org.ssdlab.ui.internal.app;

import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.swt.graphics.Point;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.actions.ContributionItemFactory;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;

/** The main window: status line and progress area shown, so running jobs are visible. */
final class LabWindowAdvisor extends WorkbenchWindowAdvisor {

    LabWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
        super(configurer);
    }

    @Override
    public ActionBarAdvisor createActionBarAdvisor(IActionBarConfigurer configurer) {
        return new LabActionBarAdvisor(configurer);
    }

    @Override
    public void preWindowOpen() {
        IWorkbenchWindowConfigurer configurer = getWindowConfigurer();
        configurer.setInitialSize(new Point(1280, 860));
        configurer.setShowCoolBar(true);
        configurer.setShowStatusLine(true);
        configurer.setShowProgressIndicator(true);
        configurer.setTitle("SSD Lab");
    }

    /** File, Edit, Window and Help menus built from the workbench's standard actions; commands add the rest. */
    private static final class LabActionBarAdvisor extends ActionBarAdvisor {

        LabActionBarAdvisor(IActionBarConfigurer configurer) {
            super(configurer);
        }

        @Override
        protected void makeActions(IWorkbenchWindow window) {
            for (ActionFactory factory : new ActionFactory[] { ActionFactory.SAVE, ActionFactory.SAVE_ALL,
                    ActionFactory.CLOSE, ActionFactory.QUIT, ActionFactory.UNDO, ActionFactory.REDO,
                    ActionFactory.PREFERENCES, ActionFactory.RESET_PERSPECTIVE }) {
                register(factory.create(window));
            }
        }

        @Override
        protected void fillMenuBar(IMenuManager menuBar) {
            MenuManager file = new MenuManager("&File", IWorkbenchActionConstants.M_FILE);
            file.add(new org.eclipse.jface.action.GroupMarker(IWorkbenchActionConstants.FILE_START));
            // New: the perspective's new-wizard shortcuts (Experiment first) and Other...
            MenuManager newMenu = new MenuManager("&New", ActionFactory.NEW.getId());
            newMenu.add(ContributionItemFactory.NEW_WIZARD_SHORTLIST.create(
                    getActionBarConfigurer().getWindowConfigurer().getWindow()));
            file.add(newMenu);
            file.add(new org.eclipse.jface.action.Separator());
            file.add(getAction(ActionFactory.SAVE.getId()));
            file.add(getAction(ActionFactory.SAVE_ALL.getId()));
            file.add(getAction(ActionFactory.CLOSE.getId()));
            file.add(new org.eclipse.jface.action.Separator(IWorkbenchActionConstants.MB_ADDITIONS));
            file.add(getAction(ActionFactory.QUIT.getId()));
            MenuManager edit = new MenuManager("&Edit", IWorkbenchActionConstants.M_EDIT);
            edit.add(getAction(ActionFactory.UNDO.getId()));
            edit.add(getAction(ActionFactory.REDO.getId()));
            edit.add(new org.eclipse.jface.action.Separator(IWorkbenchActionConstants.MB_ADDITIONS));
            IWorkbenchWindow workbenchWindow = getActionBarConfigurer().getWindowConfigurer().getWindow();
            MenuManager window = new MenuManager("&Window", IWorkbenchActionConstants.M_WINDOW);
            // the standard short lists: the perspective's view shortcuts and Other... (every view), and the
            // perspectives, so a closed view comes back without a reset
            MenuManager showView = new MenuManager("Show &View", "showView");
            showView.add(ContributionItemFactory.VIEWS_SHORTLIST.create(workbenchWindow));
            MenuManager openPerspective = new MenuManager("&Open Perspective", "openPerspective");
            openPerspective.add(ContributionItemFactory.PERSPECTIVES_SHORTLIST.create(workbenchWindow));
            window.add(showView);
            window.add(openPerspective);
            window.add(new org.eclipse.jface.action.Separator());
            window.add(getAction(ActionFactory.RESET_PERSPECTIVE.getId()));
            window.add(new org.eclipse.jface.action.Separator(IWorkbenchActionConstants.MB_ADDITIONS));
            window.add(getAction(ActionFactory.PREFERENCES.getId()));
            MenuManager help = new MenuManager("&Help", IWorkbenchActionConstants.M_HELP);
            help.add(new org.eclipse.jface.action.Separator(IWorkbenchActionConstants.MB_ADDITIONS));
            menuBar.add(file);
            menuBar.add(edit);
            menuBar.add(new org.eclipse.jface.action.GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
            menuBar.add(window);
            menuBar.add(help);
        }
    }
}
