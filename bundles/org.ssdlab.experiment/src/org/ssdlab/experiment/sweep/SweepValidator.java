package org.ssdlab.experiment.sweep;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.ssdlab.experiment.Experiment;
import org.ssdlab.experiment.ExperimentValidator;
import org.ssdlab.experiment.Problem;
import org.ssdlab.experiment.Validation;
import org.ssdlab.experiment.run.ExperimentRunner;
import org.ssdlab.sim.api.PluginRegistry;

import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * Checks a sweep before anything runs: the section itself ({@link SweepExpansion}), then every
 * point's document as {@code ssdlab validate} checks a document. A problem at a swept place is
 * named by the sweep's own position: a path that is no field as {@code sweep.parameters[1].path},
 * a value the document refuses as {@code sweep.parameters[0].values[2]}. A problem elsewhere is
 * the base document's own; it is reported once with the points it concerns.
 */
public final class SweepValidator {

    /** A sweep whose every point is a valid experiment, or the problems. */
    public record Sweep(String name, SweepExpansion.Mode mode, List<SweepParameter> parameters, List<SweepPoint> points,
            List<Experiment> experiments, List<Problem> problems) {
        public Sweep {
            parameters = List.copyOf(parameters);
            points = List.copyOf(points);
            experiments = List.copyOf(experiments);
            problems = List.copyOf(problems);
        }

        public boolean valid() {
            return problems.isEmpty();
        }
    }

    private final PluginRegistry registry;
    private final boolean planCheck;

    /** Checks each point as {@code ssdlab validate} does, its runs planned against their drives too. */
    public SweepValidator(PluginRegistry registry) {
        this(registry, true);
    }

    /**
     * @param planCheck whether each valid point is also planned against its drive (what {@code run}
     *                  refuses before simulating); that creates the drive plugins
     */
    public SweepValidator(PluginRegistry registry, boolean planCheck) {
        this.registry = Objects.requireNonNull(registry, "registry");
        this.planCheck = planCheck;
    }

    /** Never throws for any text: whatever is wrong comes back as problems. */
    public Sweep validate(String text, Path documentFolder) {
        ExperimentValidator validator = new ExperimentValidator(registry);
        Validation base = validator.validate(text, documentFolder);
        try {
            if (!JsonParser.parseString(text).isJsonObject()) {
                return failed(base.problems());
            }
        } catch (JsonParseException e) {
            return failed(base.problems()); // the syntax problems, with their lines
        }
        SweepExpansion.Result expansion = SweepExpansion.expand(text);
        if (!expansion.valid()) {
            return new Sweep("", expansion.mode(), expansion.parameters(), List.of(), List.of(), expansion.problems());
        }
        Map<String, Integer> baseLines = new LinkedHashMap<>();
        base.problems().forEach(p -> baseLines.putIfAbsent(p.path() + "\u0000" + p.message(), p.line()));
        Map<Problem, List<String>> found = new LinkedHashMap<>();
        List<Experiment> experiments = new ArrayList<>();
        ExperimentRunner runner = new ExperimentRunner(registry);
        for (SweepPoint point : expansion.points()) {
            Validation v = validator.validate(point.document(), documentFolder);
            List<Problem> problems = !v.valid() ? v.problems() : planCheck ? runner.check(v.experiment()) : List.of();
            for (Problem problem : problems) {
                Problem mapped = mapped(problem, point, expansion.parameters());
                found.computeIfAbsent(mapped == null ? new Problem(problem.path(), 0, problem.message()) : mapped,
                        k -> new ArrayList<>()).add(mapped == null ? point.name() : null);
            }
            if (v.valid() && problems.isEmpty()) {
                experiments.add(v.experiment());
            }
        }
        if (found.isEmpty()) {
            return new Sweep(experiments.get(0).name(), expansion.mode(), expansion.parameters(), expansion.points(),
                    experiments, List.of());
        }
        List<Problem> problems = new ArrayList<>();
        int total = expansion.points().size();
        found.forEach((problem, points) -> {
            if (points.get(0) == null) {
                problems.add(problem); // the sweep's own position says where
            } else if (points.size() == total) {
                problems.add(new Problem(problem.path(), baseLines.getOrDefault(problem.path() + "\u0000" + problem.message(), 0),
                        problem.message()));
            } else {
                problems.add(new Problem(problem.path(), 0, problem.message() + " (in point" + (points.size() > 1 ? "s " : " ")
                        + String.join(", ", points.subList(0, Math.min(5, points.size())))
                        + (points.size() > 5 ? " and " + (points.size() - 5) + " more" : "") + ")"));
            }
        });
        return failed(problems);
    }

    private static Sweep failed(List<Problem> problems) {
        return new Sweep("", SweepExpansion.Mode.PRODUCT, List.of(), List.of(), List.of(), problems);
    }

    /** The problem at its sweep position when it lies at (or on the way to) a swept place, else null. */
    static Problem mapped(Problem problem, SweepPoint point, List<SweepParameter> parameters) {
        boolean unknownField = problem.message().startsWith("unknown field");
        for (int k = 0; k < parameters.size(); k++) {
            SweepParameter parameter = parameters.get(k);
            for (int q = 0; q < parameter.paths().size(); q++) {
                DocumentPath path = parameter.paths().get(q);
                String pathAt = "sweep.parameters[" + k + "].path" + (parameter.paths().size() > 1 ? "[" + q + "]" : "");
                if (unknownField && path.isInside(problem.path())) {
                    return new Problem(pathAt, 0, "'" + path + "' is not a field of the document: "
                            + (problem.path().equals(path.text()) ? "" : problem.path() + ": ") + problem.message());
                }
                if (path.contains(problem.path())) {
                    int j = parameter.values().indexOf(point.values().get(k));
                    String inside = problem.path().equals(path.text()) ? "" : " at " + problem.path();
                    return new Problem("sweep.parameters[" + k + "].values[" + j + "]", 0,
                            point.values().get(k) + inside + ": " + problem.message());
                }
            }
        }
        return null;
    }
}
