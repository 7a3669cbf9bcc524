package org.ssdlab.ui.internal.wizard;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.dialogs.WizardNewFileCreationPage;
import org.eclipse.ui.ide.IDE;
import org.ssdlab.ui.internal.Registries;
import org.ssdlab.ui.internal.UiIds;

/**
 * File > New > Experiment: where the document goes (a workspace folder and a file name), what it
 * starts from and its drive and OS; on Finish the file is written and opened in the experiment
 * editor.
 */
public final class NewExperimentWizard extends Wizard implements INewWizard {

    private IWorkbench workbench;
    private IStructuredSelection selection;
    private FilePage file;
    private ContentsPage contents;
    private IFile created;

    public NewExperimentWizard() {
        setWindowTitle("New Experiment");
        setNeedsProgressMonitor(false);
    }

    @Override
    public void init(IWorkbench workbench, IStructuredSelection selection) {
        this.workbench = workbench;
        this.selection = selection == null || selection.isEmpty() ? defaultSelection() : selection;
    }

    /** Nothing selected: the lab project, when there is one. */
    private static IStructuredSelection defaultSelection() {
        IProject lab = ResourcesPlugin.getWorkspace().getRoot().getProject("lab");
        return lab.isAccessible() ? new StructuredSelection(lab) : StructuredSelection.EMPTY;
    }

    @Override
    public void addPages() {
        file = new FilePage(selection);
        contents = new ContentsPage(Registries.registry());
        addPage(file);
        addPage(contents);
    }

    @Override
    public boolean performFinish() {
        created = file.createNewFile();
        if (created == null) {
            return false;
        }
        try {
            IDE.openEditor(workbench.getActiveWorkbenchWindow().getActivePage(), created, UiIds.EXPERIMENT_EDITOR);
        } catch (PartInitException e) {
            file.setErrorMessage("Written, but not opened: " + e.getMessage());
        }
        return true;
    }

    public FilePage filePage() {
        return file;
    }

    /** The example to start from ({@code null}: empty), the drive and the OS ("" for none). */
    public void choose(String exampleName, String driveId, String osId) {
        contents.choose(exampleName, driveId, osId);
    }

    /** The file written by Finish. */
    public IFile created() {
        return created;
    }

    /** The folder and file name; the contents come from the next page. */
    public final class FilePage extends WizardNewFileCreationPage {

        FilePage(IStructuredSelection selection) {
            super("file", selection);
            setTitle("Experiment document");
            setDescription("Where the new experiment document goes.");
            setFileExtension("json");
            setFileName("experiment.json");
            setAllowExistingResources(false);
        }

        @Override
        protected InputStream getInitialContents() {
            String name = ExperimentTemplates.nameFor(getFileName());
            return new ByteArrayInputStream(contents.document(name).getBytes(StandardCharsets.UTF_8));
        }
    }
}
