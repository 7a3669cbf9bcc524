package org.ssdlab.ui.internal.launch;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.model.ILaunchConfigurationDelegate;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.ssdlab.experiment.ExperimentValidator;
import org.ssdlab.experiment.Validation;
import org.ssdlab.ui.internal.Registries;
import org.ssdlab.ui.internal.UiIds;
import org.ssdlab.ui.internal.prefs.LabPreferences;
import org.ssdlab.ui.internal.results.ResultsView;
import org.ssdlab.ui.internal.run.RunJob;

/**
 * Launches a configuration: reads and validates its document (as saved), then runs it as a
 * background {@link RunJob} at the configuration's scale, seed and parallel runs, followed in the
 * Results view.
 */
public final class ExperimentLaunchDelegate implements ILaunchConfigurationDelegate {

    @Override
    public void launch(ILaunchConfiguration configuration, String mode, ILaunch launch, IProgressMonitor monitor)
            throws CoreException {
        LaunchSettings settings = ExperimentLaunches.settings(configuration);
        String text = ExperimentLaunches.read(settings.document());
        Validation validation = new ExperimentValidator(Registries.registry()).validate(text);
        if (!validation.valid()) {
            throw new CoreException(Status.error(settings.document() + " has " + validation.problems().size()
                    + " problem(s), the first: " + validation.problems().get(0)));
        }
        RunJob job = new RunJob(validation.experiment(), text, LabPreferences.resultFolder(),
                settings.options(validation.experiment().seed()));
        ExperimentLaunches.attach(launch, job);
        Display display = PlatformUI.getWorkbench().getDisplay();
        display.syncExec(() -> follow(job));
        job.schedule();
    }

    private static void follow(RunJob job) {
        try {
            ResultsView view = (ResultsView) PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage()
                    .showView(UiIds.RESULTS_VIEW);
            view.follow(job, LabPreferences.chartIntervalSeconds());
        } catch (PartInitException | NullPointerException noWindow) {
            // runs without a window (closing down): the result directory is still written
        }
    }
}
