package org.ssdlab.experiment.chart;

import java.util.ArrayList;
import java.util.List;

import org.ssdlab.experiment.BenchmarkTool;
import org.ssdlab.experiment.PhaseType;

/**
 * A run's phases as the time charts panel them: each phase on its own, except that the steps a
 * benchmark pass reports ({@code asssd-seq-write}, {@code asssd-seq-read}, …) stay together as the
 * pass ({@code asssd}) they are.
 */
record Sections(List<Section> list) {

    /** A phase, or a benchmark pass and its tool; {@code phases} in the order they ran. */
    record Section(String name, BenchmarkTool tool, List<PhaseSeries> phases) {

        boolean isBenchmark() {
            return tool != null;
        }

        /** The test of {@code tool} that {@code phase} reports. */
        BenchmarkTool.Step step(PhaseSeries phase) {
            return tool.tests().stream().filter(s -> phase.name().equals(name + "-" + s.suffix())).findFirst()
                    .orElseThrow();
        }
    }

    static Sections of(List<PhaseSeries> phases) {
        List<String> names = new ArrayList<>();
        List<Boolean> passes = new ArrayList<>();
        List<List<PhaseSeries>> members = new ArrayList<>();
        for (PhaseSeries phase : phases) {
            String pass = pass(phase);
            int last = names.size() - 1;
            if (pass != null && last >= 0 && passes.get(last) && names.get(last).equals(pass)
                    && members.get(last).stream().noneMatch(p -> p.name().equals(phase.name()))) {
                members.get(last).add(phase);
            } else {
                names.add(pass != null ? pass : phase.name());
                passes.add(pass != null);
                members.add(new ArrayList<>(List.of(phase)));
            }
        }
        List<Section> sections = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            Section s = new Section(names.get(i), null, List.copyOf(members.get(i)));
            sections.add(passes.get(i) ? new Section(s.name(), tool(s), s.phases()) : s);
        }
        return new Sections(List.copyOf(sections));
    }

    /** The pass a benchmark step belongs to: its name without the longest test suffix of any tool. */
    private static String pass(PhaseSeries phase) {
        if (!PhaseType.BENCHMARK.keyword().equals(phase.type())) {
            return null;
        }
        String best = null;
        for (BenchmarkTool tool : BenchmarkTool.values()) {
            for (BenchmarkTool.Step step : tool.tests()) {
                String suffix = "-" + step.suffix();
                if (phase.name().endsWith(suffix) && phase.name().length() > suffix.length()) {
                    String prefix = phase.name().substring(0, phase.name().length() - suffix.length());
                    best = best == null || prefix.length() < best.length() ? prefix : best;
                }
            }
        }
        return best;
    }

    /** The tool with the fewest tests that reports every step of the pass (AJA's two, not AS SSD's eight). */
    private static BenchmarkTool tool(Section s) {
        BenchmarkTool best = null;
        for (BenchmarkTool tool : BenchmarkTool.values()) {
            boolean all = s.phases().stream().allMatch(
                    p -> tool.tests().stream().anyMatch(t -> p.name().equals(s.name() + "-" + t.suffix())));
            if (all && (best == null || tool.tests().size() < best.tests().size())) {
                best = tool;
            }
        }
        return best;
    }
}
