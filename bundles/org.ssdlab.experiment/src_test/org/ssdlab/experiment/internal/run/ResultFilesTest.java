package org.ssdlab.experiment.internal.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.IntervalPoint;
import org.ssdlab.experiment.run.PhaseMetrics;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.RunOutcome;

/** summary.json and timeseries.csv: stable text, and read back into the same model. */
class ResultFilesTest {

    static ExperimentResult sample() {
        IntervalPoint busy = new IntervalPoint(0, 1234.5678, 5.0567, 810.12345, 800, 1500, 2000, 2500, 1.987654321, 1.5, 42);
        IntervalPoint idle = new IntervalPoint(1, 0, 0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN,
                Double.NaN, 1.5, 43);
        PhaseOutcome write = new PhaseOutcome("random-write-4k", "workload",
                new PhaseMetrics(1234.5678, 5.0567, 1.987654321, 810.12345, 1500, 2, true), List.of(busy, idle));
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
        assertEquals(json, SummaryJson.write(SummaryJson.read(json)));
    }

    @Test
    void timeseriesHasOneRowPerIntervalEmptyFieldsForNaNAndReadsBack() {
        String csv = TimeseriesCsv.write(sample());
        List<String> lines = csv.lines().toList();
        assertEquals(TimeseriesCsv.HEADER, lines.get(0));
        assertEquals("a,random-write-4k,1,0,0,,,,,,,1.5,43", lines.get(2));
        assertEquals(3, lines.size());
        var series = TimeseriesCsv.read(csv).get("a").get("random-write-4k");
        assertEquals(2, series.size());
        assertEquals(42, series.get(0).freeBlocks());
        assertTrue(Double.isNaN(series.get(1).p99LatencyUs()));
    }

    @Test
    void aDamagedTimeseriesIsRefusedWithItsLine() {
        String csv = TimeseriesCsv.HEADER + "\na,b,1,2\n";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TimeseriesCsv.read(csv));
        assertTrue(e.getMessage().contains("line 2") && e.getMessage().contains("13"), e.getMessage());
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
}
