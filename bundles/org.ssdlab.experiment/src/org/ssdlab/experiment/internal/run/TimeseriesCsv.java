package org.ssdlab.experiment.internal.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.IntervalPoint;
import org.ssdlab.experiment.run.Io;
import org.ssdlab.experiment.run.Latency;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.RunOutcome;

/**
 * {@code timeseries.csv}: one row per interval per phase per run, time in simulated seconds since
 * the run began; a value that does not apply (latency of an idle second) is an empty field. The
 * columns of the first format come first, unchanged; reads and writes apart follow.
 */
public final class TimeseriesCsv {

    /** The columns of the first format: files written before reads and writes were apart have only these. */
    public static final String FIRST_HEADER = "run,phase,time_s,iops,throughput_MBps,mean_latency_us,p50_latency_us,"
            + "p99_latency_us,p999_latency_us,max_latency_us,write_amplification,cumulative_write_amplification,"
            + "free_blocks";
    public static final String HEADER = FIRST_HEADER + ",p90_latency_us,p9999_latency_us," + direction("read") + ","
            + direction("write") + ",flushes";
    private static final int FIRST_FIELDS = 13;
    private static final int FIELDS = HEADER.split(",").length;

    private TimeseriesCsv() {
    }

    private static String direction(String prefix) {
        StringBuilder columns = new StringBuilder(prefix).append("_iops,").append(prefix).append("_MBps");
        for (String stat : Latency.STATS) {
            columns.append(',').append(prefix).append('_').append(stat).append("_latency_us");
        }
        return columns.toString();
    }

    public static String write(ExperimentResult result) {
        StringBuilder csv = new StringBuilder(HEADER).append('\n');
        for (RunOutcome run : result.runs()) {
            for (PhaseOutcome phase : run.phases()) {
                for (IntervalPoint p : phase.series()) {
                    csv.append(run.name()).append(',').append(phase.name());
                    values(csv, p.timeSeconds(), p.iops(), p.throughputMBps(), p.meanLatencyUs(), p.p50LatencyUs(),
                            p.p99LatencyUs(), p.p999LatencyUs(), p.maxLatencyUs(), p.writeAmplification(),
                            p.cumulativeWriteAmplification());
                    csv.append(',').append(p.freeBlocks());
                    values(csv, p.p90LatencyUs(), p.p9999LatencyUs());
                    for (Io io : new Io[] { p.reads(), p.writes() }) {
                        for (String key : Io.KEYS) {
                            values(csv, io.value(key));
                        }
                    }
                    csv.append(',').append(p.flushes()).append('\n');
                }
            }
        }
        return csv.toString();
    }

    private static void values(StringBuilder csv, double... values) {
        for (double v : values) {
            csv.append(',');
            if (Double.isFinite(v)) {
                csv.append(SummaryJson.round(v));
            }
        }
    }

    /** The series of {@code text} by run, then phase, in file order; also reads files of the first format. */
    public static Map<String, Map<String, List<IntervalPoint>>> read(String text) {
        Map<String, Map<String, List<IntervalPoint>>> series = new LinkedHashMap<>();
        String[] lines = text.split("\n");
        boolean first = lines.length > 0 && lines[0].equals(FIRST_HEADER);
        if (lines.length == 0 || !first && !lines[0].equals(HEADER)) {
            throw new IllegalArgumentException("not a timeseries.csv: the first line must be " + HEADER);
        }
        int fields = first ? FIRST_FIELDS : FIELDS;
        for (int i = 1; i < lines.length; i++) {
            String[] f = lines[i].split(",", -1);
            if (f.length != fields) {
                throw new IllegalArgumentException("timeseries.csv line " + (i + 1) + ": " + f.length
                        + " fields; allowed: " + fields);
            }
            IntervalPoint point = first
                    ? new IntervalPoint(d(f[2]), d(f[3]), d(f[4]), d(f[5]), d(f[6]), d(f[7]), d(f[8]), d(f[9]), d(f[10]),
                            d(f[11]), Integer.parseInt(f[12]))
                    : point(f);
            series.computeIfAbsent(f[0], k -> new LinkedHashMap<>()).computeIfAbsent(f[1], k -> new ArrayList<>())
                    .add(point);
        }
        return series;
    }

    private static IntervalPoint point(String[] f) {
        int read = FIRST_FIELDS + 2;
        int write = read + Io.KEYS.size();
        Latency all = new Latency(d(f[5]), d(f[6]), d(f[13]), d(f[7]), d(f[8]), d(f[14]), d(f[9]));
        return new IntervalPoint(d(f[2]), d(f[3]), d(f[4]), all, d(f[10]), d(f[11]), Integer.parseInt(f[12]),
                Io.of(k -> d(f[read + Io.KEYS.indexOf(k)])), Io.of(k -> d(f[write + Io.KEYS.indexOf(k)])),
                Long.parseLong(f[FIELDS - 1]));
    }

    private static double d(String field) {
        return field.isEmpty() ? Double.NaN : Double.parseDouble(field);
    }
}
