package org.ssdlab.ui.internal.app;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;
import org.ssdlab.ui.internal.UiIds;

/** Documents on the left, the editor in the middle, catalog on the right, results and problems below. */
public final class LabPerspective implements IPerspectiveFactory {

    private static final String PROJECT_EXPLORER = "org.eclipse.ui.navigator.ProjectExplorer";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        String editors = layout.getEditorArea();
        layout.addView(PROJECT_EXPLORER, IPageLayout.LEFT, 0.18f, editors);
        layout.addView(IPageLayout.ID_OUTLINE, IPageLayout.BOTTOM, 0.55f, PROJECT_EXPLORER);
        layout.addView(UiIds.CATALOG_VIEW, IPageLayout.RIGHT, 0.72f, editors);
        IFolderLayout bottom = layout.createFolder("bottom", IPageLayout.BOTTOM, 0.55f, editors);
        bottom.addView(UiIds.RESULTS_VIEW);
        bottom.addView(IPageLayout.ID_PROBLEM_VIEW);
        bottom.addView(IPageLayout.ID_PROGRESS_VIEW);
        bottom.addView(IPageLayout.ID_PROP_SHEET);
        bottom.addPlaceholder(UiIds.SWEEP_VIEW);
        layout.addShowViewShortcut(UiIds.CATALOG_VIEW);
        layout.addShowViewShortcut(UiIds.RESULTS_VIEW);
        layout.addShowViewShortcut(UiIds.SWEEP_VIEW);
        layout.addShowViewShortcut(IPageLayout.ID_PROBLEM_VIEW);
        layout.addShowViewShortcut(IPageLayout.ID_PROGRESS_VIEW);
        layout.addShowViewShortcut(IPageLayout.ID_PROP_SHEET);
        layout.addShowViewShortcut(PROJECT_EXPLORER);
        layout.addShowViewShortcut(IPageLayout.ID_OUTLINE);
        layout.addShowViewShortcut("org.ssdlab.ui.helpContents");
        // File > New and the Project Explorer's New menu list these
        layout.addNewWizardShortcut(UiIds.NEW_EXPERIMENT_WIZARD);
        layout.addNewWizardShortcut("org.eclipse.ui.wizards.new.folder");
        layout.addNewWizardShortcut("org.eclipse.ui.wizards.new.file");
        // the Run menu and toolbar: Run As, Run Configurations..., the run history
        layout.addActionSet("org.eclipse.debug.ui.launchActionSet");
    }
}
