package org.ssdlab.sim.api;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A plugin could not be found or configured: an unknown id, an unknown, missing or bad parameter.
 * The message is written for the user: it names the plugin, the parameter and what is allowed.
 * {@link #problems()} gives the same, one problem each, with the parameter's name where there is
 * one, so that a validator can place each at the parameter it is about.
 */
public class PluginException extends IllegalArgumentException {

    private static final long serialVersionUID = 2L;

    private final List<ParameterProblem> problems;

    /** A problem that is not about one parameter (an unknown id, say). */
    public PluginException(String message) {
        this(List.of(new ParameterProblem(null, message)));
    }

    /** @param problems at least one; the message is theirs, one a line */
    public PluginException(List<ParameterProblem> problems) {
        super(problems.stream().map(ParameterProblem::message).collect(Collectors.joining("\n")));
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("a PluginException needs at least one problem");
        }
        this.problems = List.copyOf(problems);
    }

    /** A problem with the value of one parameter, e.g. a combination {@link ParameterSpec} cannot express. */
    public static PluginException forParameter(String parameter, String message) {
        return new PluginException(List.of(new ParameterProblem(parameter, message)));
    }

    /** Every problem, in the order of the message's lines. */
    public List<ParameterProblem> problems() {
        return problems;
    }
}
