package org.ssdlab.sim.api;

/**
 * A plugin could not be found or configured: an unknown id, an unknown, missing or bad parameter.
 * The message is written for the user: it names the plugin, the parameter and what is allowed.
 */
public class PluginException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public PluginException(String message) {
        super(message);
    }
}
