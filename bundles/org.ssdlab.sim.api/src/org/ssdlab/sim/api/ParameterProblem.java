package org.ssdlab.sim.api;

import java.io.Serializable;
import java.util.Objects;

/**
 * One thing wrong with a plugin's parameters, for the user: what a validator places at the
 * parameter it is about, without reading the message.
 *
 * @param parameter the parameter's name as the plugin declares or the user wrote it; {@code null}
 *                  when the problem is not about one parameter
 * @param message   the whole sentence, naming the plugin, the parameter and what is allowed
 */
public record ParameterProblem(String parameter, String message) implements Serializable {

    public ParameterProblem {
        Objects.requireNonNull(message, "message");
    }
}
