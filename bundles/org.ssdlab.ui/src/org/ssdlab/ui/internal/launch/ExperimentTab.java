package org.ssdlab.ui.internal.launch;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.ui.AbstractLaunchConfigurationTab;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.dialogs.FilteredResourcesSelectionDialog;

/** The Experiment tab: which document, at what scale, with which seed, how many runs at once. */
public final class ExperimentTab extends AbstractLaunchConfigurationTab {

    private Text document;
    private Text scale;
    private Text seed;
    private Spinner jobs;

    @Override
    public void createControl(Composite parent) {
        Composite page = new Composite(parent, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(4).applyTo(page);
        label(page, "&Document:");
        document = new Text(page, SWT.BORDER);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(document);
        document.setToolTipText("A workspace path (/project/file.json) or a file on disk");
        Button workspace = new Button(page, SWT.PUSH);
        workspace.setText("&Workspace...");
        workspace.addListener(SWT.Selection, e -> chooseInWorkspace());
        Button fileSystem = new Button(page, SWT.PUSH);
        fileSystem.setText("File &System...");
        fileSystem.addListener(SWT.Selection, e -> chooseOnDisk());

        label(page, "S&cale:");
        scale = field(page, "Above 0 and at most 1: drives, sizes and durations shrink by this factor (1 = full scale)");
        label(page, "S&eed:");
        seed = field(page, "Blank: the document's seed. Same document and seed, same results");
        seed.setMessage("the document's");
        label(page, "&Parallel runs:");
        jobs = new Spinner(page, SWT.BORDER);
        jobs.setValues(1, 1, LaunchSettings.MAX_JOBS, 0, 1, 4);
        GridDataFactory.swtDefaults().span(3, 1).applyTo(jobs);
        jobs.addListener(SWT.Modify, e -> updateLaunchConfigurationDialog());
        Label note = new Label(page, SWT.WRAP);
        note.setText("The document runs as saved; results go to the result folder of the SSD Lab preferences.");
        GridDataFactory.fillDefaults().span(4, 1).grab(true, false).indent(0, 10).applyTo(note);
        document.addListener(SWT.Modify, e -> updateLaunchConfigurationDialog());
        setControl(page);
    }

    private static void label(Composite page, String text) {
        new Label(page, SWT.NONE).setText(text);
    }

    private Text field(Composite page, String tip) {
        Text text = new Text(page, SWT.BORDER);
        text.setToolTipText(tip);
        GridDataFactory.fillDefaults().span(3, 1).hint(120, SWT.DEFAULT).applyTo(text);
        text.addListener(SWT.Modify, e -> updateLaunchConfigurationDialog());
        return text;
    }

    private void chooseInWorkspace() {
        FilteredResourcesSelectionDialog dialog = new FilteredResourcesSelectionDialog(getShell(), false,
                ResourcesPlugin.getWorkspace().getRoot(), IResource.FILE);
        dialog.setTitle("Experiment document");
        dialog.setInitialPattern("*.json");
        if (dialog.open() == Window.OK && dialog.getFirstResult() instanceof IFile file) {
            document.setText(ExperimentLaunches.reference(file));
        }
    }

    private void chooseOnDisk() {
        FileDialog dialog = new FileDialog(getShell(), SWT.OPEN);
        dialog.setFilterExtensions(new String[] { "*.json" });
        String chosen = dialog.open();
        if (chosen != null) {
            document.setText(chosen);
        }
    }

    @Override
    public void setDefaults(ILaunchConfigurationWorkingCopy configuration) {
        ExperimentLaunches.setDefaults(configuration);
    }

    @Override
    public void initializeFrom(ILaunchConfiguration configuration) {
        try {
            document.setText(configuration.getAttribute(ExperimentLaunches.DOCUMENT, ""));
            scale.setText(configuration.getAttribute(ExperimentLaunches.SCALE, "1"));
            seed.setText(configuration.getAttribute(ExperimentLaunches.SEED, ""));
            jobs.setSelection(configuration.getAttribute(ExperimentLaunches.JOBS, 1));
        } catch (CoreException e) {
            setErrorMessage(e.getMessage());
        }
    }

    @Override
    public void performApply(ILaunchConfigurationWorkingCopy configuration) {
        configuration.setAttribute(ExperimentLaunches.DOCUMENT, document.getText().trim());
        configuration.setAttribute(ExperimentLaunches.SCALE, scale.getText().trim());
        configuration.setAttribute(ExperimentLaunches.SEED, seed.getText().trim());
        configuration.setAttribute(ExperimentLaunches.JOBS, jobs.getSelection());
        configuration.setMappedResources(ExperimentLaunches.workspaceFile(document.getText().trim())
                .map(file -> new IResource[] { file }).orElse(null));
    }

    @Override
    public boolean isValid(ILaunchConfiguration configuration) {
        setErrorMessage(null);
        try {
            LaunchSettings.parse(document.getText(), scale.getText(), seed.getText(), jobs.getSelection());
            return true;
        } catch (IllegalArgumentException e) {
            setErrorMessage(e.getMessage());
            return false;
        }
    }

    @Override
    public String getName() {
        return "Experiment";
    }
}
