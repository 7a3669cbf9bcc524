package org.ssdlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The jobs phase and the PTS phase types read from documents, with their defaults and errors. */
class JobsAndPtsPhaseTest {

    private final ExperimentValidator validator = new ExperimentValidator(new TestRegistry());

    private static String document(String phases) {
        return """
                {"name": "t", "seed": 1, "defaults": {"drive": {"id": "samsung-840-pro-256"}, "gc": {"id": "greedy"},
                "phases": [%s]}, "runs": [{"name": "a"}]}
                """.formatted(phases);
    }

    private static final String READER = "{\"name\": \"reader\", \"workload\": {\"id\": \"synthetic\"}}";
    private static final String WRITER = "{\"name\": \"writer\", \"queueDepth\": 4, \"numjobs\": 2, \"span\": \"50%\", "
            + "\"workload\": {\"id\": \"synthetic\", \"parameters\": {\"readPercent\": 0}}}";

    @Test
    void aJobsPhaseReadsEachJobWithItsDefaultsAndReportsEachJob() {
        Validation v = validator.validate(document("{\"name\": \"qos\", \"type\": \"jobs\", \"duration\": \"30s\", "
                + "\"jobs\": [" + READER + ", " + WRITER + "]}"));
        assertEquals(List.of(), v.problems());
        Phase.Jobs jobs = (Phase.Jobs) v.experiment().defaults().phases().get(0);
        assertEquals(Duration.ofSeconds(30), jobs.duration());
        assertEquals(new Phase.Job("reader", new PluginChoice("synthetic", java.util.Map.of()), 1, 1, null),
                jobs.jobs().get(0));
        Phase.Job writer = jobs.jobs().get(1);
        assertEquals(4, writer.queueDepth());
        assertEquals(2, writer.instances());
        assertEquals(new Size.Percent(50), writer.span());
        assertEquals(List.of("qos", "qos-reader", "qos-writer"), jobs.resultNames());
        assertEquals("jobs", PhaseType.of(jobs).keyword());
    }

    @Test
    void badJobsAreNamedWithWhatIsAllowed() {
        Validation twice = validator.validate(document("{\"name\": \"qos\", \"type\": \"jobs\", \"duration\": \"30s\", "
                + "\"jobs\": [" + READER + ", " + READER + "]}"));
        assertEquals(1, twice.problems().size(), twice.problems()::toString);
        assertTrue(twice.problems().get(0).toString().contains("job name 'reader' is used twice"), twice.problems()::toString);
        Validation many = validator.validate(document("{\"name\": \"qos\", \"type\": \"jobs\", \"duration\": \"30s\", "
                + "\"jobs\": [{\"name\": \"r\", \"numjobs\": 65, \"workload\": {\"id\": \"synthetic\"}}]}"));
        assertEquals(1, many.problems().size(), many.problems()::toString);
        assertTrue(many.problems().get(0).toString().contains("allowed: an integer 1..64"), many.problems()::toString);
        Validation none = validator.validate(document("{\"name\": \"qos\", \"type\": \"jobs\", \"duration\": \"30s\"}"));
        assertTrue(none.problems().get(0).toString().contains("'jobs' is missing"), none.problems()::toString);
    }

    @Test
    void ptsPhasesTakeThePtsDefaults() {
        Validation v = validator.validate(document("{\"name\": \"i\", \"type\": \"pts-iops\"}, "
                + "{\"name\": \"t\", \"type\": \"pts-throughput\", \"blockSize\": \"128KiB\"}, "
                + "{\"name\": \"l\", \"type\": \"pts-latency\", \"span\": \"75%\"}, {\"name\": \"h\", \"type\": \"pts-hir\"}, "
                + "{\"name\": \"x\", \"type\": \"pts-xsr\", \"randomDuration\": \"1h\"}"));
        assertEquals(List.of(), v.problems());
        List<Phase> phases = v.experiment().defaults().phases();
        Phase.Pts iops = (Phase.Pts) phases.get(0);
        assertEquals(PtsTest.IOPS, iops.test());
        assertEquals(PtsTest.DEFAULT_QUEUE_DEPTH, iops.queueDepth());
        assertEquals(Duration.ofMinutes(1), iops.roundDuration());
        assertEquals(25, iops.maxRounds());
        assertEquals(128 << 10, ((Phase.Pts) phases.get(1)).blockBytes());
        Phase.Pts latency = (Phase.Pts) phases.get(2);
        assertEquals(1, latency.queueDepth(), "the latency test runs at QD1");
        assertEquals(new Size.Percent(75), latency.span());
        Phase.Pts hir = (Phase.Pts) phases.get(3);
        assertEquals(Duration.ofSeconds(5), hir.roundDuration());
        assertEquals(360, hir.maxRounds());
        assertEquals(List.of(Duration.ofMinutes(30)), hir.groups(), "HIR's preconditioning round");
        assertEquals(List.of(Duration.ofHours(8), Duration.ofHours(1), Duration.ofHours(8)),
                ((Phase.Pts) phases.get(4)).groups());
        for (int i = 0; i < phases.size(); i++) {
            assertEquals(List.of("pts-iops", "pts-throughput", "pts-latency", "pts-hir", "pts-xsr").get(i),
                    PhaseType.of(phases.get(i)).keyword());
        }
    }

    @Test
    void thePtsMatricesAreTheSpecifications() {
        assertEquals(56, PtsTest.IOPS.cells(0).size());
        assertEquals("rw100-1024k", PtsTest.IOPS.cells(0).get(0).key());
        assertEquals("rw0-0.5k", PtsTest.IOPS.cells(0).get(55).key());
        assertEquals("rw0-4k", PtsTest.IOPS.tracked(0).key());
        assertEquals(9, PtsTest.LATENCY.cells(0).size());
        assertEquals(List.of("seq-rw0-128k", "seq-rw100-128k"),
                PtsTest.THROUGHPUT.cells(128 << 10).stream().map(PtsTest.Cell::key).toList());
        assertEquals("seq-rw0-1024k", PtsTest.THROUGHPUT.tracked(1 << 20).key());
    }

    @Test
    void aPtsPhaseRefusesAFieldOfAnotherTest() {
        Validation v = validator.validate(document("{\"name\": \"l\", \"type\": \"pts-latency\", \"queueDepth\": 4}"));
        assertEquals(1, v.problems().size(), v.problems()::toString);
        assertTrue(v.problems().get(0).toString().contains("unknown field 'queueDepth'"), v.problems()::toString);
    }
}
