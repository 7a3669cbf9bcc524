package org.ssdlab.ui.internal.launch;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.debug.ui.ILaunchShortcut2;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IURIEditorInput;
import org.ssdlab.ui.internal.editor.ExperimentEditor;

/**
 * Run As > SSD Lab Experiment on a {@code .json} document (Project Explorer, or the experiment
 * editor): runs the document's launch configuration, made on first use.
 */
public final class ExperimentLaunchShortcut implements ILaunchShortcut2 {

    @Override
    public void launch(ISelection selection, String mode) {
        launch(document(selection), mode);
    }

    @Override
    public void launch(IEditorPart editor, String mode) {
        launch(document(editor), mode);
    }

    private static void launch(String document, String mode) {
        if (document == null) {
            return;
        }
        try {
            DebugUITools.launch(ExperimentLaunches.findOrCreate(document), mode);
        } catch (CoreException e) {
            ErrorDialog.openError(null, "SSD Lab Experiment", "Cannot launch " + document, e.getStatus());
        }
    }

    @Override
    public ILaunchConfiguration[] getLaunchConfigurations(ISelection selection) {
        return configurations(document(selection));
    }

    @Override
    public ILaunchConfiguration[] getLaunchConfigurations(IEditorPart editor) {
        return configurations(document(editor));
    }

    @Override
    public IResource getLaunchableResource(ISelection selection) {
        return file(selection);
    }

    @Override
    public IResource getLaunchableResource(IEditorPart editor) {
        return editor instanceof ExperimentEditor e ? e.file() : null;
    }

    private static ILaunchConfiguration[] configurations(String document) {
        try {
            return document == null ? null : ExperimentLaunches.of(document);
        } catch (CoreException e) {
            return null;
        }
    }

    /** How a configuration names the editor's document: its workspace path, else its path on disk. */
    public static String document(IEditorPart editor) {
        if (editor instanceof ExperimentEditor e && e.file() != null) {
            return ExperimentLaunches.reference(e.file());
        }
        if (editor != null && editor.getEditorInput() instanceof IURIEditorInput input
                && "file".equals(input.getURI().getScheme())) {
            return java.nio.file.Path.of(input.getURI()).toString();
        }
        return null;
    }

    private static String document(ISelection selection) {
        IFile file = file(selection);
        return file == null ? null : ExperimentLaunches.reference(file);
    }

    private static IFile file(ISelection selection) {
        if (selection instanceof IStructuredSelection structured && structured.size() == 1) {
            IFile file = Adapters.adapt(structured.getFirstElement(), IFile.class);
            return file != null && "json".equals(file.getFileExtension()) ? file : null;
        }
        return null;
    }
}
