package org.ssdlab.sim.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
import org.ssdlab.sim.api.PluginRegistry;

/** Looks services up in the running framework, as a client bundle would. */
final class Services {

    private Services() {
    }

    static BundleContext context() {
        BundleContext context = FrameworkUtil.getBundle(Services.class).getBundleContext();
        assertNotNull(context, "the tests must run inside a started OSGi bundle");
        return context;
    }

    static PluginRegistry registry() throws InterruptedException {
        ServiceTracker<PluginRegistry, PluginRegistry> tracker = new ServiceTracker<>(context(), PluginRegistry.class, null);
        tracker.open();
        PluginRegistry registry = tracker.waitForService(10_000);
        assertNotNull(registry, "no PluginRegistry service: Declarative Services did not start the registry");
        return registry;
    }
}
