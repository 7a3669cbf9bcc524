package org.ssdlab.experiment.internal.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.run.BuildInfo;
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.IntervalPoint;
import org.ssdlab.experiment.run.Io;
import org.ssdlab.experiment.run.Latency;
import org.ssdlab.experiment.run.PerSecondIops;
import org.ssdlab.experiment.run.PhaseMetrics;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.RunOutcome;
import org.ssdlab.experiment.run.RunPlugins;

/** summary.json and timeseries.csv: stable text, and read back into the same model. */
class ResultFilesTest {

    static ExperimentResult sample() {
        Latency all = new Latency(810.12345, 800, 1200, 1500, 2000, 2345.678, 2500);
        Io reads = new Io(234.5678, 0.96, new Latency(100, 99, 110, 120.125, 130, 140, 150));
        Io writes = new Io(1000, 4.0967, new Latency(977, 960, 1300, 1600, 2100, 2400, 2500));
        IntervalPoint busy = new IntervalPoint(0, 1234.5678, 5.0567, all, 1.987654321, 1.5, 42, reads, writes, 3);
        IntervalPoint idle = new IntervalPoint(1, 0, 0, Latency.NONE, Double.NaN, 1.5, 43,
                new Io(0, 0, Latency.NONE), new Io(0, 0, Latency.NONE), 0);
        PhaseOutcome write = new PhaseOutcome("random-write-4k", "workload",
                new PhaseMetrics(1234.5678, 5.0567, 1.987654321, all, 2, true, reads, writes, 3,
                        new PerSecondIops(1234.5678, 0, 1500, 617.2839)),
                List.of(busy, idle));
        PhaseOutcome erase = new PhaseOutcome("secure-erase", "secure-erase",
                new PhaseMetrics(Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, 0, null), List.of());
        return new ExperimentResult("e", 7, 0.5, List.of(new RunOutcome("a", "Drive X", List.of(erase, write))));
    }

    @Test
    void summaryKeepsSixDigitsWritesNullForWhatDoesNotApplyAndReadsBack() {
        String json = SummaryJson.write(sample());
        assertTrue(json.contains("\"iops\": 1234.57"), json);
        assertTrue(json.contains("\"writeAmplification\": 1.98765"), json);
        assertTrue(json.contains("\"iops\": null") && json.contains("\"steadyState\": null")
                && json.contains("\"steadyState\": true"), json);
        assertTrue(json.contains("\"readIops\": 234.568") && json.contains("\"writeIops\": 1000")
                && json.contains("\"writeMBps\": 4.0967") && json.contains("\"readP99LatencyUs\": 120.125")
                && json.contains("\"p9999LatencyUs\": 2345.68") && json.contains("\"perSecondIopsStdev\": 617.284")
                && json.contains("\"perSecondIopsMin\": 0") && json.contains("\"flushes\": 3"), json);
        // the keys of the first format come first, in their order
        assertTrue(json.indexOf("\"iops\"") < json.indexOf("\"throughputMBps\"")
                && json.indexOf("\"p99LatencyUs\"") < json.indexOf("\"seconds\"")
                && json.indexOf("\"seconds\"") < json.indexOf("\"p50LatencyUs\""), json);
        ExperimentResult back = SummaryJson.read(json);
        assertEquals(json, SummaryJson.write(back));
        PhaseMetrics m = back.runs().get(0).phases().get(1).metrics();
        assertEquals(120.125, m.reads().latency().p99Us());
        assertEquals(3, m.flushes());
    }

    @Test
    void aSummaryOfTheFirstFormatReadsBackWithTheNewFiguresMissing() {
        String json = """
                {"experiment": "old", "seed": 1, "scale": 1, "runs": [{"name": "a", "drive": "X", "phases": [
                {"name": "w", "type": "workload", "metrics": {"iops": 10, "throughputMBps": 1, "writeAmplification": 2,
                "meanLatencyUs": 3, "p99LatencyUs": 4, "seconds": 5, "steadyState": null}}]}]}
                """;
        PhaseMetrics m = SummaryJson.read(json).runs().get(0).phases().get(0).metrics();
        assertEquals(4, m.p99LatencyUs());
        assertTrue(Double.isNaN(m.writes().iops()) && Double.isNaN(m.perSecond().stdev()));
        assertEquals(0, m.flushes());
    }

    @Test
    void timeseriesHasOneRowPerIntervalEmptyFieldsForNaNAndReadsBack() {
        String csv = TimeseriesCsv.write(sample());
        List<String> lines = csv.lines().toList();
        assertEquals(TimeseriesCsv.HEADER, lines.get(0));
        assertTrue(TimeseriesCsv.HEADER.startsWith(TimeseriesCsv.FIRST_HEADER + ",p90_latency_us,p9999_latency_us,"
                + "read_iops,read_MBps,read_mean_latency_us,read_p50_latency_us,read_p90_latency_us,read_p99_latency_us,"
                + "read_p999_latency_us,read_p9999_latency_us,read_max_latency_us,write_iops,write_MBps,"), lines.get(0));
        assertTrue(TimeseriesCsv.HEADER.endsWith(",write_max_latency_us,flushes"), lines.get(0));
        assertEquals("a,random-write-4k,0,1234.57,5.0567,810.123,800,1500,2000,2500,1.98765,1.5,42,1200,2345.68,"
                + "234.568,0.96,100,99,110,120.125,130,140,150,1000,4.0967,977,960,1300,1600,2100,2400,2500,3", lines.get(1));
        assertEquals("a,random-write-4k,1,0,0,,,,,,,1.5,43,,,0,0,,,,,,,,0,0,,,,,,,,0", lines.get(2));
        assertEquals(3, lines.size());
        var series = TimeseriesCsv.read(csv).get("a").get("random-write-4k");
        assertEquals(2, series.size());
        assertEquals(42, series.get(0).freeBlocks());
        assertEquals(120.125, series.get(0).reads().latency().p99Us());
        assertEquals(2345.68, series.get(0).p9999LatencyUs());
        assertEquals(1000, series.get(0).writes().iops());
        assertEquals(3, series.get(0).flushes());
        assertTrue(Double.isNaN(series.get(1).p99LatencyUs()));
        assertEquals(csv, TimeseriesCsv.write(new ExperimentResult("e", 7, 0.5, List.of(new RunOutcome("a", "Drive X",
                List.of(new PhaseOutcome("random-write-4k", "workload", sample().runs().get(0).phases().get(1).metrics(),
                        series)))))));
    }

    @Test
    void aTimeseriesOfTheFirstFormatReadsBack() {
        String csv = TimeseriesCsv.FIRST_HEADER + "\na,w,0,10,1,3,2,4,5,6,2,2,7\n";
        IntervalPoint p = TimeseriesCsv.read(csv).get("a").get("w").get(0);
        assertEquals(4, p.p99LatencyUs());
        assertEquals(7, p.freeBlocks());
        assertTrue(Double.isNaN(p.writes().iops()));
    }

    @Test
    void aDamagedTimeseriesIsRefusedWithItsLine() {
        String csv = TimeseriesCsv.HEADER + "\na,b,1,2\n";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TimeseriesCsv.read(csv));
        assertTrue(e.getMessage().contains("line 2") && e.getMessage().contains("34"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> TimeseriesCsv.read("run,phase\n"));
    }

    @Test
    void countsAndReplicatesArriveInTheSummaryAndReadBack() {
        PhaseMetrics a = new PhaseMetrics(100, 1, 1.5, 10, 20, 3, null);
        PhaseMetrics b = new PhaseMetrics(300, 3, 2.5, 30, 40, 5, null);
        PhaseOutcome age = new PhaseOutcome("age", "age", new PhaseMetrics(200, 2, 2, 20, 30, 4, null), List.of(),
                java.util.Map.of("hostGB", 12.5), List.of(a, b));
        ExperimentResult result = new ExperimentResult("e", 7, 0.05, List.of(new RunOutcome("r", "Drive X", List.of(age),
                0.0625, List.of(7L, 99L))));
        String json = SummaryJson.write(result);
        assertTrue(json.contains("\"appliedScale\": 0.0625"), json);
        assertTrue(json.contains("\"hostGB\": 12.5"), json);
        String flat = json.replaceAll("\\s+", "");
        assertTrue(flat.contains("\"spread\":{\"iops\":{\"min\":100,\"max\":300,\"stdev\":141.421}"), json);
        assertTrue(flat.contains("\"seeds\":[7,99]"), json);
        assertEquals(json, SummaryJson.write(SummaryJson.read(json)));
    }

    /**
     * Provenance: the build, the drive's id beside its label, every plugin with its resolved
     * parameters (integers, decimals, flags, text, an optional one without a default; the OSes
     * {@code attach} phases move the volume to among them), the host's requests and bytes as exact
     * integers (not six digits); all read back into the same text.
     */
    @Test
    void theBuildThePluginsAndExactHostCountsArriveInTheSummaryAndReadBack() {
        java.util.Map<String, Object> drive = new java.util.LinkedHashMap<>();
        drive.put("capacityGB", 256L);
        drive.put("overProvisioning", 0.07);
        drive.put("raise", true);
        drive.put("label", "840 Pro");
        drive.put("trace", null);
        RunPlugins plugins = new RunPlugins(new RunPlugins.Plugin("samsung-840-pro-256", drive),
                new RunPlugins.Plugin("greedy", java.util.Map.of()),
                new RunPlugins.Plugin("windows", java.util.Map.of("version", "8.1")),
                java.util.Map.of("to-server-2003", new RunPlugins.Plugin("windows", java.util.Map.of("version", "server-2003"))),
                List.of(new RunPlugins.Plugin("raid1", java.util.Map.of("members", 2L))),
                java.util.Map.of("writes", new RunPlugins.Plugin("synthetic", java.util.Map.of("blockSizes", "4096"))));
        java.util.Map<String, Double> counts = new java.util.LinkedHashMap<>();
        counts.put("hostWrites", 123_456_789.0);
        counts.put("hostBytesWritten", 505_678_991_360.0);
        counts.put("dieBusyPercent", 12.3);
        PhaseOutcome writes = new PhaseOutcome("writes", "workload", new PhaseMetrics(200, 2, 2, 20, 30, 4, null),
                List.of(), counts, List.of());
        ExperimentResult result = new ExperimentResult("e", 7, 0.01, List.of(new RunOutcome("r", "Samsung 840 Pro 256 GB",
                List.of(writes), 0.03125, List.of(7L), plugins)), new BuildInfo("1.0.0.202612020605", "0c70c9ef5a03"));
        String json = SummaryJson.write(result);
        String flat = json.replaceAll("\\s+", "");
        assertTrue(flat.contains("\"scale\":0.01,\"tool\":{\"version\":\"1.0.0.202612020605\",\"commit\":\"0c70c9ef5a03\"}"),
                json);
        assertTrue(flat.contains("\"drive\":\"Samsung840Pro256GB\",\"driveId\":\"samsung-840-pro-256\",\"appliedScale\":0.03125"),
                json);
        assertTrue(flat.contains("\"plugins\":{\"drive\":{\"id\":\"samsung-840-pro-256\",\"parameters\":{\"capacityGB\":256,"
                + "\"overProvisioning\":0.07,\"raise\":true,\"label\":\"840Pro\",\"trace\":null}},\"gc\":{\"id\":\"greedy\","
                + "\"parameters\":{}},\"os\":{\"id\":\"windows\",\"parameters\":{\"version\":\"8.1\"}},"
                + "\"attached\":{\"to-server-2003\":{\"id\":\"windows\",\"parameters\":{\"version\":\"server-2003\"}}},"
                + "\"stack\":[{\"id\":\"raid1\",\"parameters\":{\"members\":2}}],\"workloads\":{\"writes\":"
                + "{\"id\":\"synthetic\",\"parameters\":{\"blockSizes\":\"4096\"}}}}"), json);
        assertTrue(flat.contains("\"hostWrites\":123456789,\"hostBytesWritten\":505678991360,\"dieBusyPercent\":12.3"), json);
        ExperimentResult back = SummaryJson.read(json);
        assertEquals(result.tool(), back.tool());
        assertEquals(plugins, back.runs().get(0).plugins());
        assertEquals("samsung-840-pro-256", back.runs().get(0).driveId());
        assertEquals(json, SummaryJson.write(back));
    }

    @Test
    void aSummaryWithoutBuildOrPluginsLeavesThemOut() {
        String json = SummaryJson.write(sample());
        assertTrue(!json.contains("\"tool\"") && !json.contains("\"driveId\"") && !json.contains("\"plugins\""), json);
        assertEquals(null, SummaryJson.read(json).tool());
    }
}
