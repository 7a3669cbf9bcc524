package org.ssdlab.experiment.sweep;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.ExperimentRunner;
import org.ssdlab.experiment.run.ResultDirectory;
import org.ssdlab.experiment.run.RunMonitor;
import org.ssdlab.experiment.run.RunOptions;
import org.ssdlab.sim.api.PluginRegistry;

/**
 * Runs a sweep's points with the one experiment runner and publishes each as an ordinary result
 * directory ({@link ResultDirectory#writeNamed}), its stamp inside: locally, several points at
 * once, or one point per cluster task. A complete point is skipped, so an interrupted sweep
 * resumes where it stopped and loses only the points in flight.
 */
public final class SweepExecution {

    /** Told of each point as it starts and ends (from the pool's threads). */
    public interface Listener {
        default void started(int index, String name) {
        }

        default void finished(int index, String name, boolean ran, double seconds) {
        }
    }

    private final PluginRegistry registry;

    public SweepExecution(PluginRegistry registry) {
        this.registry = Objects.requireNonNull(registry, "registry");
    }

    /**
     * Checks that {@code sweep} is the one {@code dir}'s manifest was written for (a task on a
     * node that reads the sweep again must run the very document the submitter validated).
     *
     * @throws IOException naming the first difference
     */
    public static void checkSame(SweepDirectory dir, SweepValidator.Sweep sweep) throws IOException {
        if (sweep.points().size() != dir.size()) {
            throw new IOException(dir.path().resolve(SweepDirectory.DOCUMENT) + " expands to " + sweep.points().size()
                    + " points, the manifest lists " + dir.size());
        }
        for (SweepPoint point : sweep.points()) {
            if (!point.documentHash().equals(dir.pointHash(point.index())) || !point.name().equals(dir.pointName(point.index()))) {
                throw new IOException("point " + point.index() + " '" + point.name() + "' is not the one the manifest of "
                        + dir.path() + " lists: the sweep was prepared with another document or tool; prepare it again");
            }
        }
    }

    /**
     * Runs point {@code index} unless it is complete.
     *
     * @return whether it ran
     * @throws CancellationException      when {@code cancelled} said so; nothing of the point is left
     * @throws InvalidExperimentException when the point does not fit its drive
     */
    public boolean runPoint(SweepDirectory dir, SweepValidator.Sweep sweep, int index, BooleanSupplier cancelled)
            throws IOException, InvalidExperimentException {
        if (dir.complete(index)) {
            return false;
        }
        dir.removeStale(index);
        Experiment experiment = sweep.experiments().get(index);
        SweepPoint point = sweep.points().get(index);
        RunMonitor monitor = new RunMonitor() {
            @Override
            public boolean isCancelled() {
                return cancelled.getAsBoolean();
            }
        };
        ExperimentResult result = new ExperimentRunner(registry).run(experiment,
                new RunOptions(dir.seed(index), dir.scale(), 1), monitor);
        Path points = dir.path().resolve(SweepDirectory.POINTS);
        ResultDirectory.removeStalePartials(points);
        try {
            ResultDirectory.writeNamed(result, experiment, point.document(), points, point.name(),
                    Map.of(SweepDirectory.STAMP, dir.stamp(index)), cancelled);
        } catch (FileAlreadyExistsException e) {
            if (!dir.complete(index)) {
                throw e; // another task published something else under this name
            }
            return false; // another task ran it at the same time: same document, same seed, same bytes
        }
        return true;
    }

    /**
     * Runs every incomplete point, up to {@code jobs} at once (each point's runs one after
     * another), in the sweep's order. The first failure stops the points not yet begun and is
     * thrown once the running ones have ended; points finished before stay.
     */
    public void runAll(SweepDirectory dir, SweepValidator.Sweep sweep, int jobs, Listener listener,
            BooleanSupplier cancelled) throws IOException, InvalidExperimentException {
        List<Integer> missing = dir.missing();
        if (missing.isEmpty()) {
            return;
        }
        AtomicReference<Exception> failure = new AtomicReference<>();
        BooleanSupplier stop = () -> cancelled.getAsBoolean() || failure.get() != null;
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(jobs, missing.size()),
                Thread.ofPlatform().name("ssdlab-sweep-", 1).daemon().factory());
        List<Future<?>> futures = new ArrayList<>();
        try {
            for (int index : missing) {
                futures.add(pool.submit(() -> {
                    if (stop.getAsBoolean()) {
                        return null;
                    }
                    String name = dir.pointName(index);
                    listener.started(index, name);
                    long start = System.nanoTime();
                    try {
                        boolean ran = runPoint(dir, sweep, index, stop);
                        listener.finished(index, name, ran, (System.nanoTime() - start) / 1e9);
                    } catch (CancellationException e) {
                        throw e;
                    } catch (Exception e) {
                        failure.compareAndSet(null, e);
                    } catch (Error e) {
                        failure.compareAndSet(null, new ExecutionException("point '" + name + "'", e));
                    }
                    return null;
                }));
            }
            for (Future<?> future : futures) {
                try {
                    future.get();
                } catch (ExecutionException e) {
                    if (!(e.getCause() instanceof CancellationException)) {
                        failure.compareAndSet(null, e);
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted");
        } finally {
            pool.shutdownNow();
        }
        Exception e = failure.get();
        if (e instanceof IOException io) {
            throw io;
        }
        if (e instanceof InvalidExperimentException invalid) {
            throw invalid;
        }
        if (e instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (e != null) {
            throw new IllegalStateException(e.getMessage(), e.getCause() != null ? e.getCause() : e);
        }
        if (cancelled.getAsBoolean()) {
            throw new CancellationException("interrupted");
        }
    }
}
