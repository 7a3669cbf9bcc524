package org.ssdlab.ui.internal.prefs;

import org.eclipse.jface.preference.DirectoryFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.IntegerFieldEditor;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;

/** Window > Preferences > SSD Lab. */
public final class LabPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

    public LabPreferencePage() {
        super(GRID);
        setDescription("Where results go, how often live charts refresh and how many runs simulate at once.");
    }

    @Override
    public void init(IWorkbench workbench) {
        setPreferenceStore(LabPreferences.store());
    }

    /** A decimal in (0, 1]; the page refuses anything else. */
    private static final class ScaleFieldEditor extends org.eclipse.jface.preference.StringFieldEditor {
        ScaleFieldEditor(org.eclipse.swt.widgets.Composite parent) {
            super(PreferenceKeys.RUN_SCALE, "Run &scale (0 < scale <= 1; 1 = full):", parent);
            setErrorMessage("The scale must be a number greater than 0 and at most 1");
        }

        @Override
        protected boolean doCheckState() {
            try {
                double scale = Double.parseDouble(getStringValue().trim());
                return scale > 0 && scale <= 1;
            } catch (NumberFormatException e) {
                return false;
            }
        }
    }

    /**
     * The result folder: it need not exist yet (a run creates it), but it must be an absolute path
     * whose nearest existing ancestor is a directory. The text field gets a width hint so that a long
     * path does not push the Browse button out of the dialog.
     */
    private static final class ResultFolderEditor extends DirectoryFieldEditor {
        ResultFolderEditor(org.eclipse.swt.widgets.Composite parent) {
            super(PreferenceKeys.RESULT_FOLDER, "Default &result folder:", parent);
            setEmptyStringAllowed(false);
            setErrorMessage("The result folder must be an absolute path to a folder (created on the first run if missing)");
            Object data = getTextControl(parent).getLayoutData();
            if (data instanceof org.eclipse.swt.layout.GridData grid) {
                grid.widthHint = convertHorizontalDLUsToPixels(getTextControl(parent), 200);
            }
        }

        @Override
        protected boolean doCheckState() {
            return ResultFolders.acceptable(getStringValue());
        }
    }

    @Override
    protected void createFieldEditors() {
        ResultFolderEditor folder = new ResultFolderEditor(getFieldEditorParent());
        addField(folder);
        IntegerFieldEditor interval = new IntegerFieldEditor(PreferenceKeys.CHART_INTERVAL_SECONDS,
                "Live &chart interval (s):", getFieldEditorParent());
        interval.setValidRange(1, 3600);
        addField(interval);
        IntegerFieldEditor parallel = new IntegerFieldEditor(PreferenceKeys.PARALLEL_RUNS, "&Parallel runs:",
                getFieldEditorParent());
        parallel.setValidRange(1, 64);
        addField(parallel);
        addField(new ScaleFieldEditor(getFieldEditorParent()));
    }
}
