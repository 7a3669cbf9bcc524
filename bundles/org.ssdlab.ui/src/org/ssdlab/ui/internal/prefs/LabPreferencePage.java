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

    @Override
    protected void createFieldEditors() {
        DirectoryFieldEditor folder = new DirectoryFieldEditor(PreferenceKeys.RESULT_FOLDER, "Default &result folder:",
                getFieldEditorParent());
        folder.setEmptyStringAllowed(false);
        addField(folder);
        IntegerFieldEditor interval = new IntegerFieldEditor(PreferenceKeys.CHART_INTERVAL_SECONDS,
                "Live &chart interval (s):", getFieldEditorParent());
        interval.setValidRange(1, 3600);
        addField(interval);
        IntegerFieldEditor parallel = new IntegerFieldEditor(PreferenceKeys.PARALLEL_RUNS, "&Parallel runs:",
                getFieldEditorParent());
        parallel.setValidRange(1, 64);
        addField(parallel);
    }
}
