package org.ssdlab.experiment.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Resumption without simulating: a point counts as done when its folder is there with the stamp
 * of the manifest's document hash, seed, scale and tool version; a missing or partial folder, or
 * one made another way, is to be run again. The table is built from the files alone.
 */
class SweepDirectoryTest {

    private static final String DOC = """
            {"name": "s", "seed": 3, "defaults": {}, "runs": [{"name": "only"}],
             "sweep": {"parameters": [{"path": "defaults.queueDepth", "values": [1, 32]},
                                      {"path": "defaults.gc.id", "values": ["greedy", "d-choices"]}]}}
            """;

    private static SweepValidator.Sweep sweep(String text) {
        SweepExpansion.Result r = SweepExpansion.expand(text);
        assertTrue(r.valid(), r.problems().toString());
        return new SweepValidator.Sweep("s", r.mode(), r.parameters(), r.points(), List.of(), List.of());
    }

    private static void finish(SweepDirectory dir, int index, double iops) throws IOException {
        Path point = Files.createDirectories(dir.pointDir(index));
        Files.writeString(point.resolve("summary.json"), """
                {"experiment": "s", "seed": 3, "scale": 0.01, "runs": [{"name": "only", "drive": "d", "appliedScale": 0.03,
                 "phases": [{"name": "erase", "type": "secure-erase", "metrics": {"iops": null, "writeAmplification": null}},
                            {"name": "w", "type": "steady-state", "metrics": {"iops": %s, "writeAmplification": 1.50000,
                             "steadyState": true}}]}]}
                """.formatted(iops), StandardCharsets.UTF_8);
        Files.writeString(point.resolve(SweepDirectory.STAMP), dir.stamp(index), StandardCharsets.UTF_8);
    }

    @Test
    void aRerunSkipsCompletePointsAndRedoesMissingPartialOrForeignOnes(@TempDir Path tmp) throws IOException {
        SweepDirectory dir = SweepDirectory.prepare(tmp.resolve("sw"), DOC, tmp, sweep(DOC), null, 0.01, "v1");
        assertEquals(List.of(0, 1, 2, 3), dir.missing());
        for (int i = 0; i < 4; i++) {
            finish(dir, i, 1000 + i);
        }
        assertEquals(List.of(), dir.missing());
        // interrupted: one folder gone, one without its stamp (a partial copy), one from another seed
        Files.walk(dir.pointDir(1)).sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        Files.delete(dir.pointDir(2).resolve(SweepDirectory.STAMP));
        SweepDirectory reopened = SweepDirectory.open(dir.path());
        assertEquals(List.of(1, 2), reopened.missing());
        SweepDirectory otherSeed = SweepDirectory.prepare(dir.path(), DOC, tmp, sweep(DOC), 7L, 0.01, "v1");
        assertEquals(List.of(0, 1, 2, 3), otherSeed.missing(), "another seed: nothing is reused");
        SweepDirectory otherVersion = SweepDirectory.prepare(dir.path(), DOC, tmp, sweep(DOC), null, 0.01, "v2");
        assertEquals(List.of(0, 1, 2, 3), otherVersion.missing(), "another tool version: nothing is reused");
        String changed = DOC.replace("\"seed\": 3", "\"seed\": 3, \"description\": \"changed\"");
        SweepDirectory otherDocument = SweepDirectory.prepare(dir.path(), changed, tmp, sweep(changed), null, 0.01, "v1");
        assertEquals(List.of(0, 1, 2, 3), otherDocument.missing(), "another document: nothing is reused");
        SweepDirectory same = SweepDirectory.prepare(dir.path(), DOC, tmp, sweep(DOC), null, 0.01, "v1");
        assertEquals(List.of(1, 2), same.missing());
        same.removeStale(2);
        assertFalse(Files.exists(same.pointDir(2)), "a stale folder is cleared before its point runs again");
    }

    @Test
    void theTableHasEveryMetricOfEveryPointInTheSweepsOrderAndNoTime(@TempDir Path tmp) throws IOException {
        SweepDirectory dir = SweepDirectory.prepare(tmp.resolve("sw"), DOC, tmp, sweep(DOC), null, 0.01, "v1");
        assertTrue(assertThrows(IOException.class, () -> SweepTable.read(dir)).getMessage()
                .startsWith("4 of 4 points are not complete"));
        for (int i = 3; i >= 0; i--) { // finished in any order
            finish(dir, i, 1000 + i);
        }
        SweepTable table = SweepTable.read(dir);
        List<String> csv = table.csv().lines().toList();
        assertEquals("point,queueDepth,gc,run,phase,type,iops,writeAmplification,steadyState", csv.get(0));
        assertEquals("queueDepth-1_gc-greedy,1,greedy,only,erase,secure-erase,,,", csv.get(1));
        assertEquals("queueDepth-1_gc-greedy,1,greedy,only,w,steady-state,1000.0,1.50000,true", csv.get(2));
        assertEquals("queueDepth-32_gc-d-choices,32,d-choices,only,w,steady-state,1003.0,1.50000,true", csv.get(8));
        assertTrue(table.json("s").contains("\"writeAmplification\": 1.50000"), "numbers as the summaries wrote them");
        assertEquals(SweepTable.read(SweepDirectory.open(dir.path())).csv(), table.csv());
        var charts = SweepCharts.of(dir, table, SweepCharts.DEFAULTS);
        assertEquals(List.of("iops-vs-queueDepth", "iops-vs-gc", "writeAmplification-vs-queueDepth",
                "writeAmplification-vs-gc"), List.copyOf(charts.keySet()));
        assertEquals(2, charts.get("iops-vs-queueDepth").getXYPlot().getDataset().getSeriesCount(),
                "one line per value of the other parameter");
        assertEquals("w", SweepCharts.phaseOf(table, SweepCharts.Choice.parse("iops")));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> SweepCharts.phaseOf(table, SweepCharts.Choice.parse("iopz"))).getMessage()
                .startsWith("--metric: 'iopz' is not a metric"));
        SweepCharts.write(dir, charts);
        assertTrue(Files.size(dir.path().resolve("charts/iops-vs-gc.png")) > 1000);
    }

    @Test
    void numbersWithOneUnitGetANumericAxis() {
        var parse = (java.util.function.Function<String, List<com.google.gson.JsonElement>>) s -> {
            List<com.google.gson.JsonElement> list = new ArrayList<>();
            com.google.gson.JsonParser.parseString(s).getAsJsonArray().forEach(list::add);
            return list;
        };
        assertEquals("%", SweepCharts.unit(parse.apply("[\"100%\", \"72.5%\"]")));
        assertEquals("", SweepCharts.unit(parse.apply("[1, 32]")));
        assertEquals(null, SweepCharts.unit(parse.apply("[\"greedy\", \"fifo\"]")));
        assertEquals(null, SweepCharts.unit(parse.apply("[\"4KiB\", \"1%\"]")));
    }
}
