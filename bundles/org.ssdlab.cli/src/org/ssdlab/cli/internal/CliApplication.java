package org.ssdlab.cli.internal;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
import org.ssdlab.sim.api.PluginRegistry;

/**
 * The headless Equinox application behind {@code ./ssdlab}: it finds the plugin registry that
 * Declarative Services assembled from the installed bundles and hands the arguments to
 * {@link SsdLabCommand}. Its return value becomes the process exit code.
 */
public final class CliApplication implements IApplication {

    private static final long REGISTRY_TIMEOUT_MILLIS = 10_000;

    @Override
    public Object start(IApplicationContext context) throws Exception {
        System.setProperty("java.awt.headless", "true"); // charts are drawn off-screen; never look for a display
        String[] args = (String[]) context.getArguments().getOrDefault(IApplicationContext.APPLICATION_ARGS, new String[0]);
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
        BundleContext bundleContext = FrameworkUtil.getBundle(CliApplication.class).getBundleContext();
        ServiceTracker<PluginRegistry, PluginRegistry> tracker = new ServiceTracker<>(bundleContext, PluginRegistry.class, null);
        tracker.open();
        try {
            PluginRegistry registry = tracker.waitForService(REGISTRY_TIMEOUT_MILLIS);
            if (registry == null) {
                err.println("ssdlab: the plugin registry did not start; is org.ssdlab.sim.registry installed?");
                return 1;
            }
            return SsdLabCommand.execute(registry, out, err, args);
        } catch (Throwable e) {
            // returned, not thrown: Equinox would log it into the temporary configuration area and exit 0
            err.println("ssdlab: " + (e instanceof Error error ? Failures.describe(error) : "failed: " + e));
            return SsdLabCommand.EXIT_FAILURE;
        } finally {
            tracker.close();
            out.flush();
            err.flush();
        }
    }

    @Override
    public void stop() {
        // runs to completion; cancellation comes with Ctrl-C, which ends the JVM
    }
}
