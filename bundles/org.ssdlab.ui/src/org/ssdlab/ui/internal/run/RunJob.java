package org.ssdlab.ui.internal.run;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.ssdlab.experiment.Experiment;
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.ExperimentRunner;
import org.ssdlab.experiment.run.ResultDirectory;
import org.ssdlab.experiment.run.RunOptions;
import org.ssdlab.ui.internal.Registries;
import org.ssdlab.ui.internal.UiIds;
import org.ssdlab.ui.internal.results.LiveResults;

/**
 * One experiment run in the background: the runner does the work, this job reports its progress
 * (Progress view, status bar), passes cancellation on, collects the live intervals and writes the
 * result directory. Nothing here touches SWT.
 */
public final class RunJob extends Job {

    /** Family of every experiment run: join it to wait for runs (tests, shutdown). */
    public static final Object FAMILY = RunJob.class;

    static final int TICKS = 10_000;

    private final Experiment experiment;
    private final String document;
    private final Path resultParent;
    private final RunOptions options;
    private final LiveResults live;
    private volatile ExperimentResult result;
    private volatile Path directory;

    /** A run with its launch configuration's options (seed, scale, parallel runs). */
    public RunJob(Experiment experiment, String document, Path resultParent, RunOptions options) {
        super("Experiment " + experiment.name());
        this.experiment = experiment;
        this.document = document;
        this.resultParent = resultParent;
        this.options = options;
        this.live = new LiveResults(experiment.name() + " (running)", LiveResults.phaseTypes(experiment));
        setPriority(LONG);
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        SubMonitor progress = SubMonitor.convert(monitor, getName(), TICKS);
        ProgressBridge bridge = new ProgressBridge(progress, experiment.runs().size(), live);
        try {
            ExperimentResult outcome = new ExperimentRunner(Registries.registry())
                    .run(experiment, options, bridge);
            progress.subTask("Writing the results");
            Files.createDirectories(resultParent);
            directory = ResultDirectory.write(outcome, experiment, document, resultParent);
            result = outcome;
            return Status.OK_STATUS;
        } catch (CancellationException cancelled) {
            return Status.CANCEL_STATUS;
        } catch (Exception e) {
            return Status.error("Experiment " + experiment.name() + " failed: " + e.getMessage(), e);
        } finally {
            monitor.done();
        }
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == FAMILY || UiIds.BUNDLE.equals(family);
    }

    public LiveResults live() {
        return live;
    }

    /** The results once the job finished well, else {@code null}. */
    public ExperimentResult result() {
        return result;
    }

    /** The result directory written, once the job finished well. */
    public Path directory() {
        return directory;
    }

    public Experiment experiment() {
        return experiment;
    }
}
