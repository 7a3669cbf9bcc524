package org.ssdlab.experiment;

import java.util.List;
import java.util.Objects;

/**
 * Everything one run needs: the drive, its GC, the host (OS and storage stack, outermost layer
 * first), the partitioning and the phases. The number of drives is not written down: it follows
 * from the stack (each layer's {@code members()}), so it can never contradict it.
 *
 * @param os           the OS TRIM behaviour, or {@code null} for raw block access
 * @param clusterBytes file-system cluster size
 */
public record Settings(PluginChoice drive, PluginChoice gc, PluginChoice os, List<PluginChoice> stack,
        List<PartitionSpec> partitions, long clusterBytes, List<Phase> phases) {

    public static final long DEFAULT_CLUSTER_BYTES = 4096;

    public Settings {
        Objects.requireNonNull(drive, "drive");
        Objects.requireNonNull(gc, "gc");
        stack = List.copyOf(stack);
        partitions = List.copyOf(partitions);
        phases = List.copyOf(phases);
    }
}
