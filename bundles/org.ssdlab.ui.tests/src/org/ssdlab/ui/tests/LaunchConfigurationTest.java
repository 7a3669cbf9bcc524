package org.ssdlab.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.debug.ui.IDebugUIConstants;
import org.eclipse.jface.bindings.keys.KeySequence;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.keys.IBindingService;
import org.junit.jupiter.api.Test;
import org.ssdlab.ui.internal.UiIds;
import org.ssdlab.ui.internal.editor.ExperimentEditor;
import org.ssdlab.ui.internal.launch.ExperimentLaunches;
import org.ssdlab.ui.internal.prefs.LabPreferences;
import org.ssdlab.ui.internal.prefs.PreferenceKeys;
import org.ssdlab.ui.internal.run.RunJob;

/** Run As > SSD Lab Experiment, launch configurations holding scale, seed and parallel runs, the run history. */
class LaunchConfigurationTest {

    @Test
    void runAsLaunchesTheDocumentsConfigurationWhichThenHoldsScaleSeedAndJobs() throws Exception {
        LabPreferences.store().setValue(PreferenceKeys.RESULT_FOLDER, Files.createTempDirectory("ssdlab-results").toString());
        LabPreferences.store().setValue(PreferenceKeys.RUN_SCALE, "0.5");
        IFile file = Ui.file("launch-tests", "tiny.json", Ui.resource("tiny.json"));
        ExperimentEditor editor = assertInstanceOf(ExperimentEditor.class,
                IDE.openEditor(Ui.page(), file, UiIds.EXPERIMENT_EDITOR));
        try {
            List<String> run = Menus.labels(Menus.open("Run"));
            assertTrue(run.containsAll(List.of("Run As", "Run Configurations...", "Run History")), run.toString());
            List<String> runAs = Menus.labels(Menus.open("Run", "Run As"));
            String item = runAs.stream().filter(l -> l.endsWith("SSD Lab Experiment")).findFirst()
                    .orElseThrow(() -> new AssertionError("no SSD Lab Experiment in Run As: " + runAs));
            Menus.choose(Menus.item(Menus.open("Run", "Run As"), item));

            Ui.waitUntil("a configuration of the document is made and launched", 30_000,
                    () -> launchOf(file) != null && ExperimentLaunches.job(launchOf(file)) != null);
            ILaunch first = launchOf(file);
            RunJob job = ExperimentLaunches.job(first);
            Ui.waitUntil("the run finishes", 300_000, () -> job.getResult() != null);
            assertTrue(job.getResult().isOK(), job.getResult().toString());
            assertEquals(0.5, job.result().scale(), "a new configuration takes the preferences' scale");
            assertEquals(1, job.result().seed(), "and the document's seed");
            ILaunchConfiguration configuration = first.getLaunchConfiguration();
            assertEquals(ExperimentLaunches.TYPE, configuration.getType().getIdentifier());
            assertEquals("/launch-tests/tiny.json", configuration.getAttribute(ExperimentLaunches.DOCUMENT, ""));
            assertEquals(file, configuration.getMappedResources()[0]);
            assertEquals(configuration, DebugUITools.getLastLaunch(IDebugUIConstants.ID_RUN_LAUNCH_GROUP),
                    "in the run history");

            // the configuration, not the preferences, decides: Ctrl+F11 in the editor runs it again
            ILaunchConfigurationWorkingCopy copy = configuration.getWorkingCopy();
            copy.setAttribute(ExperimentLaunches.SCALE, "0.25");
            copy.setAttribute(ExperimentLaunches.SEED, "7");
            copy.setAttribute(ExperimentLaunches.JOBS, 2);
            copy.doSave();
            Ui.page().activate(editor);
            Ui.drain();
            IBindingService bindings = PlatformUI.getWorkbench().getService(IBindingService.class);
            assertEquals(UiIds.RUN_COMMAND, bindings.getPerfectMatch(KeySequence.getInstance("M1+F11"))
                    .getParameterizedCommand().getId(), "Ctrl+F11 in the experiment editor");
            RunJob again = assertInstanceOf(RunJob.class,
                    PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(UiIds.RUN_COMMAND, null));
            Ui.waitUntil("the second run finishes", 300_000, () -> again.getResult() != null);
            assertTrue(again.getResult().isOK(), again.getResult().toString());
            assertEquals(0.25, again.result().scale());
            assertEquals(7, again.result().seed());
            assertEquals(1, ExperimentLaunches.of("/launch-tests/tiny.json").length, "one configuration per document");

            screenshotOfRunConfigurations(configuration);
        } finally {
            Ui.page().closeEditor(editor, false);
        }
    }

    private static ILaunch launchOf(IFile file) {
        return Arrays.stream(DebugPlugin.getDefault().getLaunchManager().getLaunches())
                .filter(l -> l.getLaunchConfiguration() != null && ExperimentLaunches.job(l) != null
                        && "/launch-tests/tiny.json".equals(document(l)))
                .reduce((a, b) -> b).orElse(null);
    }

    private static String document(ILaunch launch) {
        try {
            return launch.getLaunchConfiguration().getAttribute(ExperimentLaunches.DOCUMENT, "");
        } catch (org.eclipse.core.runtime.CoreException e) {
            return "";
        }
    }

    /** Opens Run Configurations... on the configuration, takes its picture and closes it. */
    private static void screenshotOfRunConfigurations(ILaunchConfiguration configuration) {
        Display display = Display.getCurrent();
        Shell main = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        Exception[] failure = new Exception[1];
        String[] seen = new String[1];
        long end = System.currentTimeMillis() + 60_000;
        // the dialog's event loop runs this: wait for its shell (slow to build on a loaded machine)
        Runnable[] poll = new Runnable[1];
        poll[0] = () -> {
            Shell dialog = java.util.Arrays.stream(display.getShells())
                    .filter(s -> s != main && s.isVisible() && s.getText().contains("Run Configurations")).findFirst()
                    .orElse(null);
            if (dialog == null) {
                if (System.currentTimeMillis() < end) {
                    display.timerExec(500, poll[0]);
                }
                return;
            }
            seen[0] = dialog.getText();
            try {
                Screenshots.save(dialog, "run-configurations");
            } catch (Exception e) {
                failure[0] = e;
            } finally {
                dialog.close();
            }
        };
        display.timerExec(1000, poll[0]);
        DebugUITools.openLaunchConfigurationDialogOnGroup(main, new StructuredSelection(configuration),
                IDebugUIConstants.ID_RUN_LAUNCH_GROUP);
        assertNotNull(seen[0], "the Run Configurations dialog opened");
        if (failure[0] != null) {
            throw new AssertionError(failure[0]);
        }
    }
}
