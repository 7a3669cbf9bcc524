package org.ssdlab.experiment;

import java.util.ArrayList;
import java.util.List;

import org.ssdlab.sim.api.PluginKind;

/**
 * Reads the host's sections: the storage stack, the partitions and the cluster size. Each takes
 * what to return when the section is absent (the default's value, or {@code null} in an override).
 */
final class HostSectionReader {

    private final FieldReader f;
    private final PluginSectionReader plugins;

    HostSectionReader(FieldReader f, PluginSectionReader plugins) {
        this.f = f;
        this.plugins = plugins;
    }

    List<PluginChoice> stack(JsonNode node, List<PluginChoice> absent) {
        if (node == null) {
            return absent;
        }
        List<JsonNode> items = f.list(node, 0);
        if (items == null) {
            return null;
        }
        List<PluginChoice> layers = new ArrayList<>();
        for (JsonNode item : items) {
            layers.add(plugins.plugin(item, PluginKind.STACK));
        }
        return layers.contains(null) ? null : layers;
    }

    Long clusterBytes(JsonNode node, Long absent) {
        if (node == null) {
            return absent;
        }
        Size size = f.size(node, false);
        if (!(size instanceof Size.Bytes bytes)) {
            return null;
        }
        long b = bytes.bytes();
        if (Long.bitCount(b) != 1 || b < 512 || b > (2L << 20)) {
            f.problems.add(node, node.shown() + " is not a cluster size; allowed: a power of two from 512 B to 2 MiB");
            return null;
        }
        return b;
    }

    List<PartitionSpec> partitions(JsonNode node, List<PartitionSpec> absent) {
        if (node == null) {
            return absent;
        }
        List<JsonNode> items = f.list(node, 0);
        if (items == null) {
            return null;
        }
        List<PartitionSpec> partitions = new ArrayList<>();
        for (JsonNode item : items) {
            partitions.add(partition(item));
        }
        if (partitions.contains(null)) {
            return null;
        }
        new PartitionLayout(f.problems).check(node.path(), partitions);
        return partitions;
    }

    private PartitionSpec partition(JsonNode node) {
        if (!f.isObject(node)) {
            return null;
        }
        f.allowOnly(node, List.of("start", "size"));
        JsonNode start = f.field(node, "start", "a sector number or dos63, 1MiB, fdisk-224-56");
        Long sector = null;
        Alignment alignment = null;
        if (start != null && start.type() == JsonNode.Type.STRING) {
            alignment = Alignment.byKeyword(start.text());
            if (alignment == null) {
                f.problems.add(start, start.shown() + " is not an alignment; allowed: a sector number or dos63, 1MiB, "
                        + "fdisk-224-56");
            }
        } else if (start != null) {
            sector = f.integerValue(start, 1, Long.MAX_VALUE / PartitionSpec.SECTOR_BYTES);
        }
        JsonNode sizeNode = f.field(node, "size", Units.SHARE_ALLOWED);
        Size size = sizeNode == null ? null : f.size(sizeNode, true);
        if (size instanceof Size.Bytes b && b.bytes() % PartitionSpec.SECTOR_BYTES != 0) {
            f.problems.add(sizeNode, sizeNode.shown() + " is not a whole number of sectors; allowed: a multiple of 512 B");
            size = null;
        }
        return size == null || (sector == null && alignment == null) ? null : new PartitionSpec(sector, alignment, size);
    }

}
