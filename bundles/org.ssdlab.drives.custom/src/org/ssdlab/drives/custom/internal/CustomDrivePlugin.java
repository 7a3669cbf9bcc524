package org.ssdlab.drives.custom.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.Suggestions;
import org.ssdlab.sim.api.drive.DriveSpec;

/**
 * A drive described in the document: a vendor plugin's drive (with its defaults) as the base, and
 * any field of its geometry, NAND timing, controller, firmware, map cache and host link replaced
 * by a parameter, as MQSim's and SSDSim's configuration files allow. The vendor plugins stay the
 * curated, sourced models; this one is for "what if this drive had 16 channels" without a build.
 */
@Component(service = Plugin.class)
public final class CustomDrivePlugin extends AbstractPlugin<DriveSpec> {

    static final String ID = "custom";
    static final String BASE = "base";

    /**
     * The installed drive plugins, in binding order. Bound here rather than looked up in the
     * {@code PluginRegistry}: the registry binds this plugin, so asking it for itself would be a
     * circular reference that DS refuses.
     */
    private final List<Plugin<DriveSpec>> drives = new ArrayList<>();

    public CustomDrivePlugin() {
        super(PluginKind.DRIVE, ID, "Custom drive (described in the document)",
                "A drive whose whole description is parameters: starts from the drive plugin named by 'base' (its "
                        + "default parameters) and replaces each field given: geometry (channels, diesPerChannel, "
                        + "planesPerDie, blocksPerPlane, pagesPerBlock, pageBytes, unitBytes, userBytes), NAND timing "
                        + "(readMicros, programMicros, eraseMicros, channelMBps, multiPlane), controller (command and "
                        + "firmware latencies, write buffer, compression, write cap, GC watermarks and frontier, idle "
                        + "GC, SLC cache), GC firmware costs, map cache and host link. -1 (or base) keeps the base "
                        + "drive's value. The raw capacity is channels × dies × planes × blocks × pages × page "
                        + "bytes, so changing one of them changes the spare area unless another keeps it. With no "
                        + "field replaced the drive is the base drive exactly, model name included; otherwise the "
                        + "model name lists what changed. Sizes take the document's units (\"8KiB\", \"256GB\").",
                parameterList());
    }

    @Reference(service = Plugin.class, cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC,
            target = "(!(component.name=org.ssdlab.drives.custom.internal.CustomDrivePlugin))")
    synchronized void addPlugin(Plugin<?> plugin) {
        if (plugin.kind() == PluginKind.DRIVE && plugin != this) {
            drives.add(PluginKind.DRIVE.cast(plugin));
        }
    }

    synchronized void removePlugin(Plugin<?> plugin) {
        drives.remove(plugin);
    }

    /** The first bound drive plugin with this id (as the registry, the first to claim an id keeps it). */
    private synchronized Optional<Plugin<DriveSpec>> drive(String id) {
        return drives.stream().filter(p -> p.id().equals(id)).findFirst();
    }

    private synchronized List<String> driveIds() {
        return drives.stream().map(Plugin::id).distinct().sorted().toList();
    }

    private static List<ParameterSpec> parameterList() {
        List<ParameterSpec> list = new ArrayList<>();
        list.add(ParameterSpec.text(BASE, null, "id of the drive plugin to start from, e.g. samsung-840-pro-256"));
        list.addAll(CustomDrive.parameters());
        return list;
    }

    @Override
    public DriveSpec create(Parameters parameters) {
        String owner = toString();
        String baseId = parameters.text(BASE).strip();
        List<String> known = driveIds();
        if (baseId.equals(ID)) {
            throw PluginException.forParameter(BASE, owner + ": parameter '" + BASE + "' = custom: the base must be a vendor drive; "
                    + "allowed: " + String.join(", ", known));
        }
        Plugin<DriveSpec> base = drive(baseId).orElseThrow(() -> PluginException.forParameter(BASE, 
                owner + ": parameter '" + BASE + "': " + Suggestions.unknown("drive", baseId, known)));
        DriveSpec spec = base.create(Parameters.validate(base, Map.of()));
        return CustomDrive.apply(spec, parameters, owner);
    }
}
