package org.ssdlab.experiment.internal.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.IntervalPoint;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.RunOutcome;

/**
 * {@code timeseries.csv}: one row per interval per phase per run, time in simulated seconds since
 * the run began; a value that does not apply (latency of an idle second) is an empty field.
 */
public final class TimeseriesCsv {

    public static final String HEADER = "run,phase,time_s,iops,throughput_MBps,mean_latency_us,p50_latency_us,"
            + "p99_latency_us,p999_latency_us,max_latency_us,write_amplification,cumulative_write_amplification,"
            + "free_blocks";

    private TimeseriesCsv() {
    }

    public static String write(ExperimentResult result) {
        StringBuilder csv = new StringBuilder(HEADER).append('\n');
        for (RunOutcome run : result.runs()) {
            for (PhaseOutcome phase : run.phases()) {
                for (IntervalPoint p : phase.series()) {
                    csv.append(run.name()).append(',').append(phase.name());
                    for (double v : new double[] { p.timeSeconds(), p.iops(), p.throughputMBps(), p.meanLatencyUs(),
                            p.p50LatencyUs(), p.p99LatencyUs(), p.p999LatencyUs(), p.maxLatencyUs(),
                            p.writeAmplification(), p.cumulativeWriteAmplification() }) {
                        csv.append(',');
                        if (Double.isFinite(v)) {
                            csv.append(SummaryJson.round(v));
                        }
                    }
                    csv.append(',').append(p.freeBlocks()).append('\n');
                }
            }
        }
        return csv.toString();
    }

    /** The series of {@code text} by run, then phase, in file order. */
    public static Map<String, Map<String, List<IntervalPoint>>> read(String text) {
        Map<String, Map<String, List<IntervalPoint>>> series = new LinkedHashMap<>();
        String[] lines = text.split("\n");
        if (lines.length == 0 || !lines[0].equals(HEADER)) {
            throw new IllegalArgumentException("not a timeseries.csv: the first line must be " + HEADER);
        }
        for (int i = 1; i < lines.length; i++) {
            String[] f = lines[i].split(",", -1);
            if (f.length != 13) {
                throw new IllegalArgumentException("timeseries.csv line " + (i + 1) + ": " + f.length
                        + " fields; allowed: 13");
            }
            IntervalPoint point = new IntervalPoint(d(f[2]), d(f[3]), d(f[4]), d(f[5]), d(f[6]), d(f[7]), d(f[8]), d(f[9]),
                    d(f[10]), d(f[11]), Integer.parseInt(f[12]));
            series.computeIfAbsent(f[0], k -> new LinkedHashMap<>()).computeIfAbsent(f[1], k -> new ArrayList<>())
                    .add(point);
        }
        return series;
    }

    private static double d(String field) {
        return field.isEmpty() ? Double.NaN : Double.parseDouble(field);
    }
}
