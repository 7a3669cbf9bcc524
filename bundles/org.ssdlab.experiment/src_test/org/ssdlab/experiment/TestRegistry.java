package org.ssdlab.experiment;

import java.util.List;
import java.util.Optional;

import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.ParameterType;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.PluginRegistry;

/**
 * A registry of a few fake plugins; the validator creates workloads only (to check them), so every
 * other {@code create} fails.
 */
final class TestRegistry implements PluginRegistry {

    private static final class Fake<M> extends AbstractPlugin<M> {
        Fake(PluginKind<M> kind, String id, ParameterSpec... parameters) {
            super(kind, id, id, "fake " + id, List.of(parameters));
        }

        @Override
        public M create(Parameters parameters) {
            if (kind() == PluginKind.WORKLOAD) {
                return null;
            }
            throw new AssertionError("the validator must not create plugins but workloads");
        }
    }

    private final List<Plugin<?>> plugins = List.of(
            new Fake<>(PluginKind.DRIVE, "ocz-agility2-60",
                    ParameterSpec.integer("gcHighWatermark", "blocks", 64L, 2, 1_000_000, "GC starts below"),
                    ParameterSpec.flag("raiseParityDie", false, "RAISE takes a die")),
            new Fake<>(PluginKind.DRIVE, "ocz-vertex-60"),
            new Fake<>(PluginKind.DRIVE, "samsung-840-pro-256",
                    ParameterSpec.decimal("factoryBadBlocks", "share", 0.0, 0, 0.1, "bad from the factory"),
                    ParameterSpec.choice("gcUnit", "superblock", List.of("superblock", "die", "plane"), "GC unit")),
            new Fake<>(PluginKind.DRIVE, "samsung-840-pro-512"),
            new Fake<>(PluginKind.DRIVE, "samsung-840-pro-128"),
            new Fake<>(PluginKind.DRIVE, "samsung-840-evo-250"),
            new Fake<>(PluginKind.DRIVE, "samsung-850-pro-128"),
            new Fake<>(PluginKind.DRIVE, "intel-dc-s3700-200"),
            new Fake<>(PluginKind.DRIVE, "intel-x25m-34nm-80",
                    ParameterSpec.choice("gcUnit", "superblock", List.of("superblock", "die", "plane"), "GC unit")),
            new Fake<>(PluginKind.DRIVE, "intel-x25m-50nm-80"),
            new Fake<>(PluginKind.DRIVE, "custom", ParameterSpec.text("base", null, "base drive"),
                    ParameterSpec.integer("channels", "", -1L, -1, 1024, "channels"),
                    ParameterSpec.integer("diesPerChannel", "", -1L, -1, 1024, "dies")),
            new Fake<>(PluginKind.GC_STRATEGY, "greedy"),
            new Fake<>(PluginKind.GC_STRATEGY, "cost-benefit"),
            new Fake<>(PluginKind.GC_STRATEGY, "d-choices", ParameterSpec.integer("d", "", 10L, 1, 64, "choices")),
            new Fake<>(PluginKind.OS, "windows",
                    ParameterSpec.choice("version", "10", List.of("xp", "server-2003", "7", "8.1", "10"), "release"),
                    ParameterSpec.flag("disableDeleteNotify", false, "no TRIM"),
                    ParameterSpec.flag("metadata", false, "NTFS metadata")),
            new Fake<>(PluginKind.OS, "linux",
                    ParameterSpec.choice("fileSystem", "ext4", List.of("ext4", "xfs"), "file system"),
                    ParameterSpec.choice("mode", "none", List.of("discard", "none"), "when to trim"),
                    ParameterSpec.integer("maxSectorsKiB", "KiB", 1280L, 4, 32_768, "largest writeback WRITE")),
            new Fake<>(PluginKind.OS, "macos",
                    ParameterSpec.choice("version", "10.6.8-10.10.3", List.of("10.6.8-10.10.3"), "release"),
                    ParameterSpec.choice("fileSystem", "hfs+", List.of("hfs+"), "file system"),
                    ParameterSpec.flag("trimEnabler", false, "patched"),
                    ParameterSpec.flag("metadata", false, "HFS+ journal, catalog and allocation file")),
            new Fake<>(PluginKind.OS, "freebsd",
                    ParameterSpec.choice("version", "12.x", List.of("12.x", "13-plus"), "release"),
                    ParameterSpec.choice("fileSystem", "ufs", List.of("ufs", "zfs"), "file system"),
                    ParameterSpec.flag("tunefsTrim", false, "FS_TRIM"),
                    ParameterSpec.flag("zfsAutotrim", false, "autotrim"),
                    ParameterSpec.integer("ashift", "", 12L, 9, 16, "ashift")),
            new Fake<>(PluginKind.STACK, "intel-rst", ParameterSpec.choice("raidLevel", "1", List.of("0", "1"), "level")),
            new Fake<>(PluginKind.STACK, "raid1", ParameterSpec.integer("members", "", null, 2, 4, "mirrors")),
            new Fake<>(PluginKind.STACK, "dm-crypt"),
            new Fake<>(PluginKind.WORKLOAD, "synthetic",
                    ParameterSpec.choice("pattern", "random", List.of("sequential", "random"), "order"),
                    ParameterSpec.decimal("readPercent", "%", 0.0, 0, 100, "reads"),
                    new ParameterSpec("blockSizes", ParameterType.TEXT, "bytes", "4096", null, null, null, "sizes"),
                    ParameterSpec.integer("alignment", "bytes", 4096L, 512, 1L << 30, "alignment"),
                    ParameterSpec.decimal("compressibility", "", 0.0, 0, 1, "zeros"),
                    ParameterSpec.integer("durationMillis", "ms", 0L, 0, Long.MAX_VALUE / 1_000_000, "limit"),
                    ParameterSpec.choice("distribution", "uniform",
                            List.of("uniform", "zipf", "pareto", "hotcold", "normal"), "skew"),
                    ParameterSpec.decimal("zipfTheta", "", 0.99, 0.01, 10, "θ"),
                    ParameterSpec.decimal("hotRequestPercent", "%", 80.0, 0, 100, "hot share"),
                    ParameterSpec.decimal("hotSpanPercent", "%", 20.0, 0.001, 100, "hot part"),
                    ParameterSpec.decimal("trimPercent", "%", 0.0, 0, 100, "TRIMs"),
                    ParameterSpec.decimal("rateIops", "IOPS", 0.0, 0, 1e9, "cap"),
                    ParameterSpec.decimal("rateMBps", "MB/s", 0.0, 0, 1e6, "cap"),
                    ParameterSpec.integer("thinkTimeMicros", "µs", 0L, 0, Long.MAX_VALUE / 1000, "think"),
                    ParameterSpec.integer("burstRequests", "requests", 0L, 0, Long.MAX_VALUE, "burst"),
                    ParameterSpec.integer("burstIdleMillis", "ms", 0L, 0, Long.MAX_VALUE / 1_000_000, "gap"),
                    ParameterSpec.integer("rampMillis", "ms", 0L, 0, Long.MAX_VALUE / 1_000_000, "ramp")),
            new Fake<>(PluginKind.WORKLOAD, "msr-trace",
                    new ParameterSpec("file", ParameterType.TEXT, "path", null, null, null, null, "trace")));

    private final PluginRegistry registry = PluginRegistry.of(plugins);

    @Override
    public <M> List<Plugin<M>> plugins(PluginKind<M> kind) {
        return registry.plugins(kind);
    }

    @Override
    public <M> Optional<Plugin<M>> find(PluginKind<M> kind, String id) {
        return registry.find(kind, id);
    }
}
