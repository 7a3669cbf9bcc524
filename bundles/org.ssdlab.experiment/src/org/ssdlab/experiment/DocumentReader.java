package org.ssdlab.experiment;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.ssdlab.sim.api.PluginKind;

/**
 * Turns a parsed document into the model, checking every rule on the way and collecting every
 * problem. A part that is wrong becomes {@code null}, its parents too, but reading goes on, so
 * one pass finds all problems. Only closed sets of keywords and registry ids are accepted. The
 * sections are read by their own readers; this one holds the top level, the defaults and the runs.
 */
final class DocumentReader {

    /** {@code sweep} is read by org.ssdlab.experiment.sweep.SweepExpansion; a document alone ignores it. */
    private static final List<String> TOP = List.of("$schema", "name", "description", "seed", "defaults", "runs",
            "reference", "sweep");
    private static final List<String> SECTIONS = List.of("drive", "gc", "os", "stack", "partitions", "clusterBytes",
            "phases");
    /** The sections, and how many times each run repeats with its own seed unless it says otherwise. */
    private static final List<String> DEFAULTS = java.util.stream.Stream.concat(SECTIONS.stream(),
            java.util.stream.Stream.of("replicates")).toList();
    private static final int MAX_REPLICATES = 100;

    /**
     * The default plugin sections an override changes: each as read, {@code null} when absent or
     * wrong (then reported already).
     *
     * @param osGiven whether the defaults have an {@code os} section
     */
    private record Defaults(PluginChoice drive, PluginChoice gc, PluginChoice os, boolean osGiven) {
        static final Defaults NONE = new Defaults(null, null, null, false);
    }

    /** The defaults as read: the settings ({@code null} when wrong) and the plugin sections runs override. */
    private record DefaultsRead(Settings settings, Defaults plugins) {
    }

    private final FieldReader f;
    private final PluginSectionReader plugins;
    private final HostSectionReader host;
    private final PhaseReader phases;
    private final ReferenceReader references;

    DocumentReader(Problems problems, PluginChecker checker) {
        this.f = new FieldReader(problems);
        this.plugins = new PluginSectionReader(f, checker);
        this.host = new HostSectionReader(f, plugins);
        this.phases = new PhaseReader(f, plugins);
        this.references = new ReferenceReader(f);
    }

    Experiment experiment(JsonNode root) {
        if (!f.isObject(root)) {
            return null;
        }
        f.allowOnly(root, TOP);
        String name = f.name(root, "name");
        String description = f.text(root, "description", "");
        Long seed = f.integer(root, "seed", null, 0, Long.MAX_VALUE);
        JsonNode defaultsNode = f.field(root, "defaults", "an object with drive, gc and phases");
        DefaultsRead read = defaultsNode == null ? new DefaultsRead(null, Defaults.NONE) : defaults(defaultsNode);
        Settings defaults = read.settings();
        Long replicates = defaultsNode == null || !f.isObject(defaultsNode) ? Long.valueOf(1)
                : f.integer(defaultsNode, "replicates", 1L, 1, MAX_REPLICATES);
        List<Run> runs = runs(f.field(root, "runs", "a list of runs, each with a name"), replicates == null ? 1 : replicates,
                read.plugins());
        JsonNode referenceNode = root.members().get("reference");
        Reference reference = referenceNode == null || defaults == null || runs == null ? null
                : references.reference(referenceNode, defaults, runs);
        if (name == null || seed == null || defaults == null || replicates == null || runs == null || description == null
                || (referenceNode != null && reference == null)) {
            return null;
        }
        return new Experiment(name, description, seed, defaults, runs, reference);
    }

    private DefaultsRead defaults(JsonNode node) {
        if (!f.isObject(node)) {
            return new DefaultsRead(null, Defaults.NONE);
        }
        f.allowOnly(node, DEFAULTS);
        JsonNode driveNode = f.field(node, "drive", "an object {id, parameters} naming a drive plugin");
        JsonNode gcNode = f.field(node, "gc", "an object {id, parameters} naming a gc plugin");
        JsonNode osNode = node.members().get("os");
        Defaults base = new Defaults(driveNode == null ? null : plugins.plugin(driveNode, PluginKind.DRIVE),
                gcNode == null ? null : plugins.plugin(gcNode, PluginKind.GC_STRATEGY),
                osNode == null ? null : plugins.plugin(osNode, PluginKind.OS), osNode != null);
        List<PluginChoice> stack = host.stack(node.members().get("stack"), List.of());
        List<PartitionSpec> partitions = host.partitions(node.members().get("partitions"), List.of());
        Long cluster = host.clusterBytes(node.members().get("clusterBytes"), Settings.DEFAULT_CLUSTER_BYTES);
        List<Phase> list = phases.phases(f.field(node, "phases", "a non-empty list of phases"));
        if (base.drive() == null || base.gc() == null || (osNode != null && base.os() == null) || stack == null
                || partitions == null || cluster == null || list == null) {
            return new DefaultsRead(null, base);
        }
        return new DefaultsRead(new Settings(base.drive(), base.gc(), base.os(), stack, partitions, cluster, list), base);
    }

    private List<Run> runs(JsonNode node, long replicates, Defaults defaults) {
        List<JsonNode> items = f.list(node, 1);
        if (items == null) {
            return null;
        }
        List<Run> runs = new ArrayList<>();
        Set<String> names = new HashSet<>();
        boolean ok = true;
        for (JsonNode item : items) {
            Run run = run(item, names, replicates, defaults);
            ok &= run != null;
            if (run != null) {
                runs.add(run);
            }
        }
        return ok ? runs : null;
    }

    private Run run(JsonNode node, Set<String> names, long defaultReplicates, Defaults defaults) {
        if (!f.isObject(node)) {
            return null;
        }
        f.allowOnly(node, List.of("name", "description", "replicates", "overrides"));
        Long replicates = f.integer(node, "replicates", defaultReplicates, 1, MAX_REPLICATES);
        String name = f.name(node, "name");
        if (name != null && !names.add(name)) {
            f.problems.add(node.members().get("name"), "run name '" + name + "' is used twice; run names must be unique");
            name = null;
        }
        f.text(node, "description", "");
        JsonNode o = node.members().get("overrides");
        Overrides overrides = o == null ? Overrides.NONE : overrides(o, defaults);
        return name == null || overrides == null || replicates == null ? null
                : new Run(name, overrides, replicates.intValue());
    }

    private Overrides overrides(JsonNode node, Defaults defaults) {
        if (!f.isObject(node)) {
            return null;
        }
        f.allowOnly(node, SECTIONS);
        Map<String, JsonNode> m = node.members();
        PluginOverride drive = plugins.override(m.get("drive"), PluginKind.DRIVE, defaults.drive(), "defaults.drive", true);
        PluginOverride gc = plugins.override(m.get("gc"), PluginKind.GC_STRATEGY, defaults.gc(), "defaults.gc", true);
        PluginOverride os = plugins.override(m.get("os"), PluginKind.OS, defaults.os(), "defaults.os", defaults.osGiven());
        List<PluginChoice> stack = host.stack(m.get("stack"), null);
        List<PartitionSpec> partitions = host.partitions(m.get("partitions"), null);
        Long cluster = host.clusterBytes(m.get("clusterBytes"), null);
        List<Phase> list = m.containsKey("phases") ? phases.phases(m.get("phases")) : null;
        if ((m.containsKey("drive") && drive == null) || (m.containsKey("gc") && gc == null)
                || (m.containsKey("os") && os == null) || (m.containsKey("stack") && stack == null)
                || (m.containsKey("partitions") && partitions == null)
                || (m.containsKey("clusterBytes") && cluster == null) || (m.containsKey("phases") && list == null)) {
            return null;
        }
        return new Overrides(drive, gc, os, stack, partitions, cluster, list);
    }
}
