package org.ssdlab.experiment;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.ssdlab.sim.api.PluginRegistry;

/**
 * Loads an experiment document and checks it before anything runs: syntax, fields, types,
 * keywords, units, unique names, partition layout, and plugin ids and parameters against the
 * registry. Every problem is reported at once, each with its path, line, the bad value and what
 * is allowed.
 * <p>
 * Documents are data only: plugin ids are looked up in the registry and nowhere else, no class is
 * loaded by name and nothing in a document is evaluated.
 */
public final class ExperimentValidator {

    private final PluginRegistry registry;

    public ExperimentValidator(PluginRegistry registry) {
        this.registry = Objects.requireNonNull(registry, "registry");
    }

    /** Never throws for any text: whatever is wrong comes back as problems. */
    public Validation validate(String json) {
        return validate(json, null);
    }

    /**
     * Like {@link #validate(String)} for a document read from a file: relative file parameters
     * (a trace) are resolved against {@code documentFolder}, not the working directory.
     */
    public Validation validate(String json, Path documentFolder) {
        List<Problem> syntax = new ArrayList<>();
        JsonNode root = JsonTreeReader.read(json == null ? "" : json, syntax);
        if (root == null) {
            return new Validation(null, syntax);
        }
        Map<String, Integer> lines = new HashMap<>();
        index(root, lines);
        Problems problems = new Problems(lines);
        problems.addAll(syntax);
        Experiment experiment = new DocumentReader(problems, new PluginChecker(registry, problems, documentFolder))
                .experiment(root);
        if (problems.isEmpty() && experiment == null) {
            throw new IllegalStateException("document rejected without a problem");
        }
        return problems.isEmpty() ? new Validation(experiment, List.of()) : new Validation(null, problems.list());
    }

    /** Like {@link #validate} for callers that cannot go on without a valid experiment. */
    public Experiment load(String json) throws InvalidExperimentException {
        Validation v = validate(json);
        if (!v.valid()) {
            throw new InvalidExperimentException(v.problems());
        }
        return v.experiment();
    }

    private static void index(JsonNode node, Map<String, Integer> lines) {
        lines.put(node.path(), node.line());
        node.members().values().forEach(child -> index(child, lines));
        node.items().forEach(child -> index(child, lines));
    }
}
