package org.ssdlab.experiment.internal.run;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.ssdlab.experiment.Experiment;
import org.ssdlab.experiment.Problem;
import org.ssdlab.experiment.Run;
import org.ssdlab.experiment.run.RunMonitor;
import org.ssdlab.experiment.run.RunOutcome;
import org.ssdlab.experiment.run.TraceRequest;
import org.ssdlab.sim.api.PluginRegistry;

/** The planned runs of an experiment, each executable on its own. */
public final class Runs {

    private final List<RunPlan> plans;

    private Runs(List<RunPlan> plans) {
        this.plans = plans;
    }

    /** Plans every run; what does not fit its drive goes to {@code problems}. */
    public static Runs plan(Experiment experiment, PluginRegistry registry, double scale, List<Problem> problems) {
        List<RunPlan> plans = new ArrayList<>();
        for (int i = 0; i < experiment.runs().size(); i++) {
            Run run = experiment.runs().get(i);
            plans.add(RunPlan.of(i, run, experiment.settingsOf(run), registry, scale, problems));
        }
        return new Runs(plans);
    }

    /** The index of the run named {@code name}, or -1. */
    public int indexOf(String name) {
        for (int i = 0; i < plans.size(); i++) {
            if (plans.get(i).run().name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    public int size() {
        return plans.size();
    }

    /** @param stop polled between requests, with the monitor's cancel, to end the run early */
    public RunOutcome execute(int index, PluginRegistry registry, RunMonitor monitor, BooleanSupplier stop, long seed) {
        return execute(index, registry, monitor, stop, seed, null);
    }

    /** @param trace an event trace of this run's first replicate, or null */
    public RunOutcome execute(int index, PluginRegistry registry, RunMonitor monitor, BooleanSupplier stop, long seed,
            TraceRequest trace) {
        RunPlan plan = plans.get(index);
        List<RunOutcome> replicates = new ArrayList<>();
        for (long replicateSeed : Replicates.seeds(seed, plan.run().replicates())) {
            TraceRequest traced = replicates.isEmpty() ? trace : null;
            replicates.add(new RunExecution(plan, registry, monitor, stop, replicateSeed, traced).execute());
        }
        return replicates.size() == 1 ? replicates.get(0) : Replicates.combine(replicates);
    }
}
