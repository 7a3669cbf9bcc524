package org.ssdlab.experiment.internal.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.PtsTest;
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.Latency;
import org.ssdlab.experiment.run.PhaseMetrics;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.RunOutcome;

/** The PTS determination written from a phase's counts, and the HTML page made from the Markdown. */
class PtsReportTest {

    private static PhaseOutcome steady(double... rounds) {
        Map<String, Double> counts = new LinkedHashMap<>();
        PtsLoop.determination(counts, rounds, rounds.length);
        return new PhaseOutcome("iops", PtsTest.IOPS.keyword, new PhaseMetrics(100, 1, 1, new Latency(1, 1, 1, 1, 1, 1, 1),
                1, true, null, null, 0, null), List.of(), counts, List.of());
    }

    @Test
    void theDeterminationHasTheWindowItsAverageRangeAndSlope() {
        PhaseOutcome phase = steady(500, 300, 94, 97, 100, 103, 106);
        assertEquals(7.0, phase.counts().get("ssRounds"));
        assertEquals(3.0, phase.counts().get("ssWindowFirst"));
        assertEquals(7.0, phase.counts().get("ssWindowLast"));
        assertEquals(List.of(500.0, 300.0, 94.0, 97.0, 100.0, 103.0, 106.0),
                java.util.Arrays.stream(PtsLoop.tracking(phase.counts())).boxed().toList());
        ExperimentResult result = new ExperimentResult("e", 1, 1, List.of(new RunOutcome("r", "Drive", List.of(phase))));
        StringBuilder md = new StringBuilder();
        PtsReport.determinations(md, result, java.util.Set.of("pts-r-iops-steady-state"));
        String text = md.toString();
        assertTrue(text.contains("| measurement window | rounds 3–7 |"), text);
        assertTrue(text.contains("| average | 100 |"), text);
        assertTrue(text.contains("| allowed range (20 % of the average) | 20.0 |"), text);
        assertTrue(text.contains("| measured range | 12.0 |"), text);
        assertTrue(text.contains("| allowed slope excursion (10 % of the average) | 10.0 |"), text);
        assertTrue(text.contains("least-squares slope 3.00 per round × 4) | 12.0 |"), text);
        assertTrue(text.contains("![pts-r-iops-steady-state](charts/pts-r-iops-steady-state.png)"), text);
        assertTrue(PtsCharts.of(result).containsKey("pts-r-iops-steady-state"));
    }

    @Test
    void theHtmlReportIsOnePageWithItsImagesInlined() {
        String md = "# t\n\nText with `code` & **bold**.\n\n| a | b |\n|---|---:|\n| x | 1 |\n\n- one\n- two\n\n"
                + "![c](charts/c.png)\n";
        String html = ReportHtml.write("t", md, Map.of("c", new byte[] { 1, 2, 3 }));
        assertTrue(html.contains("<h1>t</h1>"), html);
        assertTrue(html.contains("<code>code</code> &amp; <strong>bold</strong>"), html);
        assertTrue(html.contains("<tr><th>a</th><th>b</th></tr>") && html.contains("<td>x</td><td class=\"n\">1</td>"),
                html);
        assertTrue(html.contains("<ul><li>one</li><li>two</li></ul>"), html);
        assertTrue(html.contains("src=\"data:image/png;base64,AQID\""), html);
        assertFalse(html.contains("charts/"), "no file beside it is needed");
    }
}
