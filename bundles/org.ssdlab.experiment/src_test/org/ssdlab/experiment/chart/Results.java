package org.ssdlab.experiment.chart;

import java.util.ArrayList;
import java.util.List;

import org.ssdlab.experiment.run.IntervalPoint;
import org.ssdlab.experiment.run.Io;
import org.ssdlab.experiment.run.Latency;
import org.ssdlab.experiment.run.PhaseMetrics;
import org.ssdlab.experiment.run.PhaseOutcome;

/** Small results for the chart tests: phases of seconds at given times. */
final class Results {

    static final Latency L = new Latency(100, 90, 120, 200, 300, 400, 500);

    private Results() {
    }

    static IntervalPoint point(double t, double readIops, double writeIops) {
        double iops = readIops + writeIops;
        return new IntervalPoint(t, iops, iops * 4096e-6, L, 2, 2, 10, new Io(readIops, readIops * 4096e-6, L),
                new Io(writeIops, writeIops * 4096e-6, L), 0);
    }

    static PhaseMetrics metrics(double readIops, double writeIops, double mbps) {
        return new PhaseMetrics(readIops + writeIops, mbps, 2, L, 1, null, new Io(readIops, mbps, L),
                new Io(writeIops, mbps, L), 0, null);
    }

    /** {@code seconds} whole seconds from {@code start} and a closing part; every other second writes nothing. */
    static PhaseOutcome phase(String name, String type, double start, int seconds, double readIops, double writeIops) {
        List<IntervalPoint> points = new ArrayList<>();
        for (int i = 0; i <= seconds; i++) {
            double w = i == seconds ? 1 : writeIops * (i % 2 == 0 ? 1 : 0);
            points.add(point(start + i, readIops, w));
        }
        return new PhaseOutcome(name, type, metrics(readIops, writeIops / 2, (readIops + writeIops / 2) * 4096e-6),
                points);
    }

    static PhaseSeries series(String name, String type, double... times) {
        List<IntervalPoint> points = new ArrayList<>();
        for (double t : times) {
            points.add(point(t, 0, 1000 + t));
        }
        return new PhaseSeries(name, type, points, metrics(0, 1000, 4));
    }
}
