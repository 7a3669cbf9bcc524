package org.ssdlab.workloads.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.workload.Workload;

class PluginDescriptionsTest {

    private static List<Plugin<Workload>> all() {
        return List.of(new SyntheticPlugin(), new Jesd219Plugin(), new IdlePlugin(), new MsrTracePlugin(),
                new DiskSimTracePlugin());
    }

    @Test
    void idsAreTheDocumentedOnesAndAllAreWorkloads() {
        assertEquals(List.of("synthetic", "jesd219", "idle", "trace-msr", "trace-disksim"),
                all().stream().map(Plugin::id).toList());
        for (Plugin<Workload> plugin : all()) {
            assertSame(PluginKind.WORKLOAD, plugin.kind());
            assertFalse(plugin.label().isBlank());
            assertTrue(plugin.description().length() > 40, plugin.id());
        }
    }

    @Test
    void parametersAndUnits() {
        Map<String, Map<String, String>> units = all().stream().collect(Collectors.toMap(Plugin::id,
                p -> p.parameters().stream().collect(Collectors.toMap(ParameterSpec::name, ParameterSpec::unit))));
        Map<String, String> synthetic = new java.util.HashMap<>(Map.of("pattern", "", "readPercent", "%",
                "blockSizes", "bytes", "alignment", "bytes", "spanBytes", "bytes", "offsetBytes", "bytes",
                "compressibility", "", "requests", "requests", "bytes", "bytes", "durationMillis", "ms"));
        synthetic.putAll(Map.of("distribution", "", "zipfTheta", "", "paretoHotPercent", "%", "hotRequestPercent", "%",
                "hotSpanPercent", "%", "normalCenterPercent", "%", "normalSigmaPercent", "%"));
        Map<String, String> pacing = Map.of("trimPercent", "%", "rateIops", "IOPS", "rateMBps", "MB/s",
                "thinkTimeMicros", "µs", "burstRequests", "requests", "burstIdleMillis", "ms", "rampMillis", "ms");
        synthetic.putAll(pacing);
        assertEquals(synthetic, units.get("synthetic"));
        Map<String, String> jesd219 = new java.util.HashMap<>(Map.of("readPercent", "%", "compressibility", "",
                "requests", "requests", "bytes", "bytes", "durationMillis", "ms"));
        jesd219.putAll(pacing);
        assertEquals(jesd219, units.get("jesd219"));
        assertEquals(Map.of("durationMillis", "ms"), units.get("idle"));
        Map<String, String> trace = Map.of("file", "path", "timeScale", "", "closedLoop", "", "lbaOffsetBytes", "bytes");
        assertEquals(trace, units.get("trace-msr"));
        assertEquals(trace, units.get("trace-disksim"));
    }

    @Test
    void requiredParametersAreTheTraceFileAndTheIdleDuration() {
        Map<String, List<String>> required = all().stream().collect(Collectors.toMap(Plugin::id,
                p -> p.parameters().stream().filter(ParameterSpec::required).map(ParameterSpec::name).toList()));
        assertEquals(Map.of("synthetic", List.of(), "jesd219", List.of(), "idle", List.of("durationMillis"),
                "trace-msr", List.of("file"), "trace-disksim", List.of("file")), required);
    }

    @Test
    void syntheticDefaults() {
        Map<String, Object> defaults = new SyntheticPlugin().parameters().stream()
                .collect(Collectors.toMap(ParameterSpec::name, ParameterSpec::defaultValue));
        assertEquals("random", defaults.get("pattern"));
        assertEquals("4096", defaults.get("blockSizes"));
        assertEquals(4096L, defaults.get("alignment"));
        assertEquals(0.0, defaults.get("readPercent"));
        assertEquals(List.of("sequential", "random"), new SyntheticPlugin().parameters().get(0).choices());
    }
}
