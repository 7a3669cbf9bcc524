package org.ssdlab.experiment.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;

import org.ssdlab.experiment.Experiment;
import org.ssdlab.experiment.InvalidExperimentException;
import org.ssdlab.experiment.Problem;
import org.ssdlab.experiment.internal.run.Runs;
import org.ssdlab.sim.api.PluginRegistry;

/**
 * Executes experiments: the one runner behind the command line, the workbench and the tests.
 * Every run is planned and checked against its drive first, so a document that cannot run fails
 * before anything is simulated; then the runs execute, in parallel when asked, each on its own
 * simulated hardware. The same experiment, seed and scale give identical results whatever the
 * number of jobs.
 */
public final class ExperimentRunner {

    private final PluginRegistry registry;

    public ExperimentRunner(PluginRegistry registry) {
        this.registry = Objects.requireNonNull(registry, "registry");
    }

    /**
     * What {@link #run} would refuse before simulating (a partition beyond the capacity, file phases
     * without an operating system, ...), at full scale, without running anything: the second half of
     * {@code ssdlab validate}.
     */
    public List<Problem> check(Experiment experiment) {
        List<Problem> problems = new ArrayList<>();
        Runs.plan(experiment, registry, 1.0, problems);
        return problems;
    }

    /**
     * @throws InvalidExperimentException when a run does not fit its drive (a partition beyond
     *                                    the capacity, file phases without an operating system, …)
     * @throws CancellationException      when the monitor cancelled it; nothing is returned
     * @throws ExperimentFailedException  when the simulation itself failed
     */
    public ExperimentResult run(Experiment experiment, RunOptions options, RunMonitor monitor)
            throws InvalidExperimentException {
        List<Problem> problems = new ArrayList<>();
        Runs runs = Runs.plan(experiment, registry, options.scale(), problems);
        if (!problems.isEmpty()) {
            throw new InvalidExperimentException(problems);
        }
        TraceRequest trace = options.trace();
        int traced = trace == null ? -1 : trace.run() == null ? 0 : runs.indexOf(trace.run());
        if (trace != null && traced < 0) {
            throw new IllegalArgumentException("no run named '" + trace.run() + "' to trace");
        }
        AtomicReference<Throwable> failure = new AtomicReference<>();
        // one failed run stops the others: the experiment has failed
        BooleanSupplier stop = () -> failure.get() != null || monitor.isCancelled();
        List<RunOutcome> outcomes = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(options.jobs(), runs.size()),
                Thread.ofPlatform().name("ssdlab-run-", 1).daemon().factory());
        try {
            List<Future<RunOutcome>> futures = new ArrayList<>();
            for (int i = 0; i < runs.size(); i++) {
                int index = i;
                futures.add(pool.submit(() -> {
                    try {
                        return runs.execute(index, registry, monitor, stop, options.seed(), index == traced ? trace : null);
                    } catch (CancellationException e) {
                        throw e;
                    } catch (RuntimeException | Error e) {
                        failure.compareAndSet(null, e);
                        throw e;
                    }
                }));
            }
            for (Future<RunOutcome> future : futures) {
                outcomes.add(future.get());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted");
        } catch (ExecutionException e) {
            Throwable cause = failure.get() != null ? failure.get() : e.getCause();
            if (cause instanceof CancellationException c) {
                throw c;
            }
            throw new ExperimentFailedException(cause.getMessage() == null ? cause.toString() : cause.getMessage(), cause);
        } finally {
            pool.shutdownNow();
        }
        return new ExperimentResult(experiment.name(), options.seed(), options.scale(), outcomes, BuildInfo.current());
    }
}
