package org.ssdlab.ui.internal.app;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.IProduct;
import org.eclipse.core.runtime.Platform;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.Version;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.PluginRegistry;

/**
 * What Help > About SSD Lab shows: the product's version and build qualifier, and every installed
 * simulator plugin with the bundle (and its version) that contributes it. Pure data.
 */
public record AboutInfo(String name, String version, String qualifier, List<Entry> plugins) {

    /** One installed plugin: kind, id and label as the registry has them, and where it comes from. */
    public record Entry(String kind, String id, String label, String bundle, String bundleVersion) {
    }

    public AboutInfo {
        plugins = List.copyOf(plugins);
    }

    /** The running product (or, without one, the workbench bundle) and the registry as it is now. */
    public static AboutInfo of(PluginRegistry registry) {
        IProduct product = Platform.getProduct();
        Bundle defining = product != null && product.getDefiningBundle() != null ? product.getDefiningBundle()
                : FrameworkUtil.getBundle(AboutInfo.class);
        String name = product != null && product.getName() != null ? product.getName() : "SSD Lab";
        Version v = defining.getVersion();
        List<Entry> entries = new ArrayList<>();
        for (PluginKind<?> kind : PluginKind.all()) {
            for (Plugin<?> plugin : registry.plugins(kind)) {
                Bundle bundle = FrameworkUtil.getBundle(plugin.getClass());
                entries.add(new Entry(kind.id(), plugin.id(), plugin.label(),
                        bundle == null ? "(class path)" : bundle.getSymbolicName(),
                        bundle == null ? "" : bundle.getVersion().toString()));
            }
        }
        return new AboutInfo(name, v.getMajor() + "." + v.getMinor() + "." + v.getMicro(),
                v.getQualifier().isEmpty() ? "(none)" : v.getQualifier(), entries);
    }

    /** The headline, e.g. "SSD Lab 1.0.0, build 202612012102". */
    public String headline() {
        return name + " " + version + ", build " + qualifier;
    }

    /** Everything as tab-separated text, for the clipboard (bug reports). */
    public String text() {
        StringBuilder text = new StringBuilder(headline()).append('\n');
        text.append("kind\tid\tname\tbundle\tversion\n");
        for (Entry e : plugins) {
            text.append(e.kind()).append('\t').append(e.id()).append('\t').append(e.label()).append('\t')
                    .append(e.bundle()).append('\t').append(e.bundleVersion()).append('\n');
        }
        return text.toString();
    }
}
