package org.ssdlab.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.Validation;
import org.ssdlab.ui.internal.UiIds;
import org.ssdlab.ui.internal.editor.ExperimentEditor;
import org.ssdlab.ui.internal.editor.ProblemMarkers;

class ExperimentEditorTest {

    private ExperimentEditor editor;

    @AfterEach
    void close() {
        if (editor != null) {
            Ui.page().closeEditor(editor, false);
        }
    }

    private ExperimentEditor open(String name) throws Exception {
        IFile file = Ui.file("editor-tests", name, Ui.resource("tiny.json"));
        editor = assertInstanceOf(ExperimentEditor.class, IDE.openEditor(Ui.page(), file, UiIds.EXPERIMENT_EDITOR));
        editor.showForm();
        Ui.drain();
        return editor;
    }

    @Test
    void formEditsReachTheSourceAndSourceEditsReachTheForm() throws Exception {
        ExperimentEditor editor = open("round-trip.json");
        Text seed = assertInstanceOf(Text.class, editor.formPage().fieldFor("seed"));
        assertEquals("1", seed.getText());

        seed.setText("7");
        Text watermark = assertInstanceOf(Text.class, editor.formPage().fieldFor("defaults.drive.parameters.gcHighWatermark"));
        watermark.setText("80");
        String source = editor.document().get();
        assertTrue(source.contains("\"seed\": 7"), source);
        assertTrue(source.contains("\"gcHighWatermark\": 80"), source);
        assertTrue(editor.isDirty());
        assertTrue(editor.validateNow().valid(), () -> editor.validateNow().problems().toString());

        editor.showSource();
        editor.document().set(source.replace("\"name\": \"tiny\"", "\"name\": \"renamed\"")
                .replace("\"duration\": \"2s\"", "\"duration\": \"3min\""));
        editor.showForm();
        Ui.drain();
        assertEquals("renamed", ((Text) editor.formPage().fieldFor("name")).getText());
        assertEquals("3min", ((Text) editor.formPage().fieldFor("defaults.phases[1].duration")).getText());
        assertEquals("7", ((Text) editor.formPage().fieldFor("seed")).getText());
        // the runs' differences survive both ways
        assertTrue(editor.document().get().contains("\"gcHighWatermark\": 96"));
    }

    @Test
    void pluginChoicesComeFromTheRegistryAndAddingAPhaseExtendsTheList() throws Exception {
        ExperimentEditor editor = open("structure.json");
        Combo gc = assertInstanceOf(Combo.class, editor.formPage().fieldFor("defaults.gc.id"));
        assertTrue(Arrays.stream(gc.getItems()).anyMatch(item -> item.startsWith("d-choices")), Arrays.toString(gc.getItems()));

        Control phases = editor.formPage().fieldFor("defaults.phases");
        Combo add = Arrays.stream(((org.eclipse.swt.widgets.Composite) phases).getChildren())
                .filter(Combo.class::isInstance).map(Combo.class::cast).findFirst().orElseThrow();
        add.select(add.indexOf("idle"));
        add.notifyListeners(org.eclipse.swt.SWT.Selection, new org.eclipse.swt.widgets.Event());
        Ui.drain();
        assertTrue(editor.document().get().contains("\"type\": \"idle\""), editor.document().get());
        assertInstanceOf(Text.class, editor.formPage().fieldFor("defaults.phases[2].duration"));
        assertTrue(editor.validateNow().valid(), () -> editor.validateNow().problems().toString());
    }

    @Test
    void anInvalidValueBecomesAMarkerAndAMessageAtItsField() throws Exception {
        ExperimentEditor editor = open("invalid.json");
        IFile file = editor.file();
        Text watermark = assertInstanceOf(Text.class, editor.formPage().fieldFor("defaults.drive.parameters.gcHighWatermark"));

        watermark.setText("1");
        Validation validation = editor.validateNow();
        Job.getJobManager().join(ProblemMarkers.FAMILY, null);

        assertEquals(1, validation.problems().size(), validation.problems().toString());
        IMarker[] markers = file.findMarkers(UiIds.PROBLEM_MARKER, false, IResource.DEPTH_ZERO);
        assertEquals(1, markers.length);
        assertEquals("defaults.drive.parameters.gcHighWatermark", markers[0].getAttribute(ProblemMarkers.PATH));
        assertEquals(IMarker.SEVERITY_ERROR, markers[0].getAttribute(IMarker.SEVERITY, -1));
        String message = markers[0].getAttribute(IMarker.MESSAGE, "");
        assertTrue(message.contains("gcHighWatermark") && message.contains("'1'"), message);
        int line = markers[0].getAttribute(IMarker.LINE_NUMBER, -1);
        assertEquals(lineOf(editor.document().get(), "\"gcHighWatermark\": 1"), line);
        assertEquals(java.util.Map.of("defaults.drive.parameters.gcHighWatermark", watermark), editor.formPage().messages());

        watermark.setText("64");
        editor.validateNow();
        Job.getJobManager().join(ProblemMarkers.FAMILY, null);
        assertEquals(0, file.findMarkers(UiIds.PROBLEM_MARKER, false, IResource.DEPTH_ZERO).length);
        assertTrue(editor.formPage().messages().isEmpty());
    }

    @Test
    void aFileOutsideTheWorkspaceGetsMessagesAtItsFields() throws Exception {
        java.nio.file.Path file = java.nio.file.Files.createTempFile("experiment", ".json");
        java.nio.file.Files.writeString(file, Ui.resource("tiny.json").replace("\"greedy\"", "\"greedyy\""));
        editor = assertInstanceOf(ExperimentEditor.class, IDE.openEditorOnFileStore(Ui.page(),
                org.eclipse.core.filesystem.EFS.getLocalFileSystem().getStore(file.toUri())));
        editor.showForm();
        Ui.drain();
        assertEquals(null, editor.file());
        Validation validation = editor.validateNow();
        assertEquals(1, validation.problems().size(), validation.problems().toString());
        assertEquals("defaults.gc.id", validation.problems().get(0).path());
        Combo gc = assertInstanceOf(Combo.class, editor.formPage().fieldFor("defaults.gc.id"));
        assertEquals(java.util.Map.of("defaults.gc.id", gc), editor.formPage().messages());
        assertEquals("greedyy (not installed)", gc.getText());

        gc.select(gc.indexOf(Arrays.stream(gc.getItems()).filter(i -> i.startsWith("greedy ")).findFirst().orElseThrow()));
        gc.notifyListeners(org.eclipse.swt.SWT.Selection, new org.eclipse.swt.widgets.Event());
        Ui.drain();
        assertTrue(editor.validateNow().valid(), () -> editor.validateNow().problems().toString());
        assertTrue(editor.formPage().messages().isEmpty());
        editor.doSave(null);
        assertTrue(java.nio.file.Files.readString(file).contains("\"id\": \"greedy\""));
    }

    @Test
    void theRepositoryExamplesAreLinkedIntoTheWorkspaceWithoutWritingThere() throws Exception {
        java.nio.file.Path folder = java.nio.file.Files.createTempDirectory("examples");
        java.nio.file.Files.writeString(folder.resolve("tiny.json"), Ui.resource("tiny.json"));
        org.eclipse.core.resources.IProject lab = org.ssdlab.ui.internal.app.ExamplesProject.link(folder);
        IFile file = lab.getFile("examples/tiny.json");
        assertTrue(file.exists());
        editor = assertInstanceOf(ExperimentEditor.class, IDE.openEditor(Ui.page(), file, UiIds.EXPERIMENT_EDITOR));
        assertTrue(editor.validateNow().valid());
        try (java.util.stream.Stream<java.nio.file.Path> files = java.nio.file.Files.list(folder)) {
            assertEquals(List.of(folder.resolve("tiny.json")), files.toList(), "no .project in the repository");
        }
    }

    private static int lineOf(String text, String needle) {
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(needle)) {
                return i + 1;
            }
        }
        throw new AssertionError(needle + " not in " + text);
    }
}
