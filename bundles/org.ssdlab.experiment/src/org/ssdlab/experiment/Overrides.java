package org.ssdlab.experiment;

import java.util.List;

/**
 * What one run changes against the defaults; {@code null} keeps the default. Plugin sections may
 * replace single parameters (see {@link PluginOverride}); lists are replaced whole, because
 * merging ordered lists element by element is ambiguous to a reader.
 */
public record Overrides(PluginOverride drive, PluginOverride gc, PluginOverride os, List<PluginChoice> stack,
        List<PartitionSpec> partitions, Long clusterBytes, List<Phase> phases) {

    public static final Overrides NONE = new Overrides(null, null, null, null, null, null, null);

    public Overrides {
        stack = stack == null ? null : List.copyOf(stack);
        partitions = partitions == null ? null : List.copyOf(partitions);
        phases = phases == null ? null : List.copyOf(phases);
    }

    public Settings applyTo(Settings defaults) {
        return new Settings(
                drive == null ? defaults.drive() : drive.applyTo(defaults.drive()),
                gc == null ? defaults.gc() : gc.applyTo(defaults.gc()),
                os == null ? defaults.os() : os.applyTo(defaults.os()),
                stack == null ? defaults.stack() : stack,
                partitions == null ? defaults.partitions() : partitions,
                clusterBytes == null ? defaults.clusterBytes() : clusterBytes,
                phases == null ? defaults.phases() : phases);
    }
}
