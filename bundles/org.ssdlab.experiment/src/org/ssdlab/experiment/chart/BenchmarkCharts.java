package org.ssdlab.experiment.chart;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.ssdlab.experiment.BenchmarkTool;

/**
 * A benchmark pass laid out as its tool shows it: a read and a write column (a copy column for a
 * copy benchmark), a row per test (AS SSD: Seq, 4K, 4K-64Thrd), MB/s per run. Steps that only
 * prepare the test files are not tests and are left out.
 */
final class BenchmarkCharts {

    /** How the tools label their tests (AS SSD, CrystalDiskMark 3, AJA, DiskTester windows). */
    private static final Map<String, String> ROWS = Map.ofEntries(Map.entry("seq", "Seq"), Map.entry("4k", "4K"),
            Map.entry("4k64", "4K-64Thrd"), Map.entry("512k", "512K"), Map.entry("4k32", "4K QD32"),
            Map.entry("8k", "8K"), Map.entry("iso", "ISO"), Map.entry("program", "Program"), Map.entry("game", "Game"));
    private static final String[] COLUMNS = { "Read", "Write", "Copy" };

    private BenchmarkCharts() {
    }

    /** Chart name ({@code benchmark-PASS}) to figure, for every pass of a known tool, in order. */
    static Map<String, Figure> of(List<RunSeries> runs) {
        Map<String, Map<String, Sections.Section[]>> passes = new LinkedHashMap<>(); // pass → run → section
        Map<String, BenchmarkTool> tools = new LinkedHashMap<>();
        for (int r = 0; r < runs.size(); r++) {
            for (Sections.Section s : Sections.of(runs.get(r).phases()).list()) {
                if (s.isBenchmark()) {
                    tools.putIfAbsent(s.name(), s.tool());
                    passes.computeIfAbsent(s.name(), k -> new LinkedHashMap<>());
                    passes.get(s.name()).computeIfAbsent(runs.get(r).name(), k -> new Sections.Section[1])[0] = s;
                }
            }
        }
        Map<String, Figure> figures = new LinkedHashMap<>();
        passes.forEach((pass, byRun) -> {
            Figure f = figure(pass, tools.get(pass), runs, byRun);
            if (!f.panels().isEmpty()) {
                figures.put("benchmark-" + pass, f);
            }
        });
        return figures;
    }

    private static Figure figure(String pass, BenchmarkTool tool, List<RunSeries> runs,
            Map<String, Sections.Section[]> byRun) {
        List<String> rows = new ArrayList<>();
        for (BenchmarkTool.Step step : tool.tests()) {
            if (column(step) >= 0 && !rows.contains(row(step))) {
                rows.add(row(step));
            }
        }
        List<ChartModel> panels = new ArrayList<>();
        for (int c = 0; c < COLUMNS.length; c++) {
            List<Curve> series = new ArrayList<>();
            boolean any = false;
            for (int hue = 0; hue < runs.size(); hue++) {
                Sections.Section[] s = byRun.get(runs.get(hue).name());
                double[] mbps = new double[rows.size()];
                Arrays.fill(mbps, Double.NaN);
                if (s != null) {
                    for (PhaseSeries phase : s[0].phases()) {
                        BenchmarkTool.Step step = s[0].step(phase);
                        if (column(step) == c && phase.metrics() != null) {
                            mbps[rows.indexOf(row(step))] = phase.metrics().throughputMBps();
                            any = true;
                        }
                    }
                }
                series.add(new Curve(runs.get(hue).name(), hue, Shade.BASE,
                        java.util.stream.IntStream.range(0, rows.size()).asDoubleStream().toArray(), mbps));
            }
            if (any) {
                panels.add(new BarChartModel(COLUMNS[c], Axis.of("MB/s", AxisFormat.PLAIN), rows, series));
            }
        }
        return new Figure(pass + " (" + tool.keyword() + "), MB/s", panels);
    }

    /** 0 read, 1 write, 2 copy; -1 for a step that only prepares files. */
    static int column(BenchmarkTool.Step step) {
        String suffix = step.suffix();
        if (suffix.endsWith("-read")) {
            return 0;
        }
        if (suffix.endsWith("-write")) {
            return 1;
        }
        return switch (step.action()) {
            case COPY -> 2;
            case IO -> step.write() ? 1 : 0;
            default -> -1;
        };
    }

    static String row(BenchmarkTool.Step step) {
        String key = step.suffix().replaceFirst("-(read|write)$", "");
        return ROWS.getOrDefault(key, key);
    }
}
