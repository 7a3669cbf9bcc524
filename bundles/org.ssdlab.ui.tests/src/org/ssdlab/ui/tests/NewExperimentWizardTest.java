package org.ssdlab.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.ExperimentValidator;
import org.ssdlab.experiment.Validation;
import org.ssdlab.ui.internal.Registries;
import org.ssdlab.ui.internal.editor.ExperimentEditor;
import org.ssdlab.ui.internal.wizard.NewExperimentWizard;

/** File > New > Experiment, driven through its dialog and its Finish button. */
class NewExperimentWizardTest {

    /** The dialog with its Finish button pressable from a test. */
    private static final class Dialog extends WizardDialog {
        Dialog(Shell shell, NewExperimentWizard wizard) {
            super(shell, wizard);
            setBlockOnOpen(false);
        }

        void finish() {
            finishPressed();
        }
    }

    @Test
    void fileNewOffersTheWizard() {
        List<String> items = Menus.labels(Menus.open("File", "New"));
        assertTrue(items.contains("Experiment"), items.toString());
        assertTrue(items.contains("Other..."), items.toString());
    }

    @Test
    void fromAnExampleOnAnotherDriveAndOsItWritesAValidDocumentAndOpensIt() throws Exception {
        IFile placeholder = Ui.file("wizard-tests", "README.txt", "");
        ExperimentEditor editor = finish(placeholder, "alignment-on-vertex.json", "ext4-alignment", "ocz-vertex-60",
                "windows");
        try {
            String text = text(editor);
            Validation validation = new ExperimentValidator(Registries.registry()).validate(text);
            assertTrue(validation.valid(), validation.problems().toString());
            assertEquals("alignment-on-vertex", validation.experiment().name());
            assertTrue(text.contains("\"os\": {\n      \"id\": \"windows\"\n    }"), "the OS chosen, the old one's parameters gone: " + text);
            assertTrue(text.contains("\"drive\": {\n      \"id\": \"ocz-vertex-60\"\n    }"), text);
            assertFalse(text.contains("$schema"), "the example's relative schema link is dropped");
            assertEquals(4, validation.experiment().runs().size(), "the example's runs");
        } finally {
            Ui.page().closeEditor(editor, false);
        }
    }

    @Test
    void theEmptyTemplateIsAValidDocumentOnTheChosenDrive() throws Exception {
        IFile placeholder = Ui.file("wizard-tests", "README.txt", "");
        ExperimentEditor editor = finish(placeholder, "my first", null, "ocz-agility2-60", "");
        try {
            assertEquals("my first.json", editor.file().getName());
            Validation validation = new ExperimentValidator(Registries.registry()).validate(text(editor));
            assertTrue(validation.valid(), validation.problems().toString());
            assertEquals("my-first", validation.experiment().name());
            assertFalse(text(editor).contains("\"os\""), "no OS: raw block access");
        } finally {
            Ui.page().closeEditor(editor, false);
        }
    }

    private static ExperimentEditor finish(IFile placeholder, String fileName, String example, String drive, String os)
            throws Exception {
        IFile target = placeholder.getProject().getFile(fileName.endsWith(".json") ? fileName : fileName + ".json");
        if (target.exists()) {
            target.delete(true, null);
        }
        NewExperimentWizard wizard = new NewExperimentWizard();
        wizard.init(PlatformUI.getWorkbench(), new StructuredSelection(placeholder.getProject()));
        Dialog dialog = new Dialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), wizard);
        dialog.open();
        wizard.filePage().setFileName(fileName);
        wizard.choose(example, drive, os);
        dialog.showPage(wizard.getPage("contents"));
        Ui.drain();
        if (example != null) {
            Screenshots.save(dialog.getShell(), "new-experiment-wizard");
        }
        assertTrue(wizard.canFinish(), "Finish enabled: " + wizard.filePage().getErrorMessage());
        dialog.finish();
        Ui.drain();
        IFile created = wizard.created();
        assertEquals(target, created);
        assertTrue(created.exists());
        ExperimentEditor editor = assertInstanceOf(ExperimentEditor.class, Ui.page().getActiveEditor());
        assertEquals(created, ((IFileEditorInput) editor.getEditorInput()).getFile());
        assertEquals(new String(created.getContents().readAllBytes(), StandardCharsets.UTF_8), editor.text());
        return editor;
    }

    private static String text(ExperimentEditor editor) {
        return editor.text();
    }
}
