package org.ssdlab.ui.internal.properties;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Plugin;

/** A catalog plugin: what it is, the bundle that brings it, and each parameter with what it allows. */
public final class PluginProperties extends ReadOnlyProperties {

    public PluginProperties(Plugin<?> plugin) {
        add("Plugin", "id", plugin.id());
        add("Plugin", "label", plugin.label());
        add("Plugin", "kind", plugin.kind().label());
        add("Plugin", "description", plugin.description());
        Bundle bundle = FrameworkUtil.getBundle(plugin.getClass());
        add("Plugin", "bundle", bundle == null ? "" : bundle.getSymbolicName() + " " + bundle.getVersion());
        for (ParameterSpec spec : plugin.parameters()) {
            add("Parameters", spec.name(), spec.allowed() + (spec.defaultValue() == null ? "" : "; default "
                    + spec.defaultValue() + (spec.unit() == null || spec.unit().isEmpty() ? "" : " " + spec.unit())));
        }
    }
}
