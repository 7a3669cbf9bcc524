package org.ssdlab.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.action.IAction;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.Test;
import org.ssdlab.ui.internal.UiIds;
import org.ssdlab.ui.internal.editor.ExperimentEditor;

/** A form edit is a minimal text edit in the document's undo history: Edit > Undo takes it back byte for byte. */
class UndoFormEditTest {

    /** tiny.json in a layout of its own (phases one per line, objects inline), which the form must keep. */
    @Test
    void aOneValueFormEditChangesOnlyThatValueAndUndoRestoresTheFile() throws Exception {
        String original = Ui.resource("tiny.json");
        IFile file = Ui.file("undo-tests", "undo.json", original);
        ExperimentEditor editor = assertInstanceOf(ExperimentEditor.class,
                IDE.openEditor(Ui.page(), file, UiIds.EXPERIMENT_EDITOR));
        try {
            editor.showForm();
            Ui.drain();
            IAction undo = ((IEditorSite) editor.getSite()).getActionBars()
                    .getGlobalActionHandler(ActionFactory.UNDO.getId());
            assertTrue(undo == null || !undo.isEnabled(), "nothing to undo yet");

            Text watermark = assertInstanceOf(Text.class, editor.formPage().fieldFor("defaults.drive.parameters.gcHighWatermark"));
            watermark.setText("80");
            Ui.drain();
            String edited = editor.document().get();
            assertEquals(original.replace("\"gcHighWatermark\": 64", "\"gcHighWatermark\": 80"), edited,
                    "only the value's characters changed");
            assertEquals(2, diffLength(original, edited), "two characters differ: 64 -> 80");
            // the picture: the edited characters selected in the Source page, the rest of the layout as it was
            editor.showSource();
            editor.sourcePage().selectAndReveal(edited.indexOf("\"gcHighWatermark\": 80") + 19, 2);
            Ui.drain();
            Screenshots.save(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "undo-form-edit");
            editor.showForm();
            Ui.drain();

            undo = ((IEditorSite) editor.getSite()).getActionBars().getGlobalActionHandler(ActionFactory.UNDO.getId());
            assertTrue(undo != null && undo.isEnabled(), "Edit > Undo is enabled on the form");
            PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(ActionFactory.UNDO.getCommandId(), null);
            Ui.drain();
            assertEquals(original, editor.document().get(), "Undo restores the text");
            assertEquals("64", ((Text) editor.formPage().fieldFor("defaults.drive.parameters.gcHighWatermark")).getText(),
                    "and the form follows");

            PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(ActionFactory.REDO.getCommandId(), null);
            Ui.drain();
            assertEquals(edited, editor.document().get(), "Redo");
            editor.doSave(null);
            assertEquals(edited, new String(file.getContents().readAllBytes(), StandardCharsets.UTF_8));
            PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(ActionFactory.UNDO.getCommandId(), null);
            Ui.drain();
            editor.doSave(null);
            assertArrayEquals(original.getBytes(StandardCharsets.UTF_8), file.getContents().readAllBytes(),
                    "undone and saved: the file byte for byte");
        } finally {
            Ui.page().closeEditor(editor, false);
        }
    }

    /** Characters of {@code a} replaced to make {@code b}, counting from both ends. */
    private static int diffLength(String a, String b) {
        int head = 0;
        while (head < a.length() && head < b.length() && a.charAt(head) == b.charAt(head)) {
            head++;
        }
        int tail = 0;
        while (tail < a.length() - head && tail < b.length() - head
                && a.charAt(a.length() - 1 - tail) == b.charAt(b.length() - 1 - tail)) {
            tail++;
        }
        return Math.max(a.length(), b.length()) - head - tail;
    }
}
