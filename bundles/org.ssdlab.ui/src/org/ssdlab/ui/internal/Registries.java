package org.ssdlab.ui.internal;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
import org.ssdlab.sim.api.PluginRegistry;

/**
 * The plugin registry as the workbench sees it: the one DS service, looked up when first needed.
 * Views and editors are created by the extension registry, not by DS, hence the tracker.
 */
public final class Registries {

    private static ServiceTracker<PluginRegistry, PluginRegistry> tracker;

    private Registries() {
    }

    /** The registry; waits briefly for DS at start-up and fails with a clear message if it never comes. */
    public static synchronized PluginRegistry registry() {
        if (tracker == null) {
            tracker = new ServiceTracker<>(context(), PluginRegistry.class, null);
            tracker.open();
        }
        try {
            PluginRegistry registry = tracker.waitForService(10_000);
            if (registry == null) {
                throw new IllegalStateException("no PluginRegistry service: is org.ssdlab.sim.registry installed?");
            }
            return registry;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the plugin registry", e);
        }
    }

    public static BundleContext context() {
        Bundle bundle = FrameworkUtil.getBundle(Registries.class);
        if (bundle.getBundleContext() == null) {
            try {
                bundle.start(Bundle.START_TRANSIENT);
            } catch (org.osgi.framework.BundleException e) {
                throw new IllegalStateException(e);
            }
        }
        return bundle.getBundleContext();
    }
}
