package org.ssdlab.sim.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.ssdlab.experiment.Experiment;
import org.ssdlab.experiment.ExperimentValidator;
import org.ssdlab.experiment.internal.run.SummaryJson;
import org.ssdlab.experiment.internal.run.TimeseriesCsv;
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.ExperimentRunner;
import org.ssdlab.experiment.run.RunMonitor;
import org.ssdlab.experiment.run.RunOptions;
import org.ssdlab.experiment.run.RunOutcome;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.drive.DriveSpec;

/** The document-described drive against the vendor plugin it starts from, through the whole runner. */
class CustomDriveTest {

    /** A small experiment: erase, precondition, skewed random writes, random reads; {@code %s} is the drive. */
    private static final String DOCUMENT = """
            { "name": "custom-drive", "seed": 3,
              "defaults": { "drive": %s, "gc": { "id": "greedy" },
                "phases": [
                  { "name": "secure-erase", "type": "secure-erase" },
                  { "name": "wipc", "type": "precondition", "form": "workload-independent", "capacityMultiple": 1 },
                  { "name": "write", "type": "workload", "queueDepth": 8, "amount": "50%%",
                    "workload": { "id": "synthetic", "parameters": { "distribution": "zipf" } } },
                  { "name": "read", "type": "workload", "queueDepth": 1, "duration": "30s",
                    "workload": { "id": "synthetic", "parameters": { "readPercent": 100 } } } ] },
              "runs": [ { "name": "only" } ] }
            """;

    private static ExperimentResult run(String drive) throws Exception {
        Experiment experiment = new ExperimentValidator(Services.registry()).load(DOCUMENT.formatted(drive));
        return new ExperimentRunner(Services.registry()).run(experiment, new RunOptions(experiment.seed(), 0.01, 1),
                RunMonitor.NONE);
    }

    /**
     * summary.json without what names the plugins (the drive's id and parameters differ by design:
     * {@code custom} with {@code base}); everything measured stays, byte for byte.
     */
    private static String results(ExperimentResult result) {
        List<RunOutcome> runs = result.runs().stream()
                .map(r -> new RunOutcome(r.name(), r.drive(), r.phases(), r.appliedScale(), r.seeds())).toList();
        return SummaryJson.write(new ExperimentResult(result.experiment(), result.seed(), result.scale(), runs,
                result.tool()));
    }

    @Test
    void givenTheVendorsDescriptionItReproducesTheVendorsResultsByteForByte() throws Exception {
        ExperimentResult vendor = run("{ \"id\": \"samsung-840-pro-256\" }");
        ExperimentResult custom = run("{ \"id\": \"custom\", \"parameters\": { \"base\": \"samsung-840-pro-256\" } }");
        ExperimentResult same = run("{ \"id\": \"custom\", \"parameters\": { \"base\": \"samsung-840-pro-256\", "
                + "\"channels\": 8, \"pageBytes\": \"8KiB\", \"programMicros\": 680 } }");
        assertEquals(results(vendor), results(custom));
        assertEquals(TimeseriesCsv.write(vendor), TimeseriesCsv.write(custom));
        assertEquals(results(vendor), results(same), "the base's own values, written out");
        assertEquals(TimeseriesCsv.write(vendor), TimeseriesCsv.write(same));
        ExperimentResult changed = run("{ \"id\": \"custom\", \"parameters\": { \"base\": \"samsung-840-pro-256\", "
                + "\"programMicros\": 1500 } }");
        assertNotEquals(SummaryJson.write(vendor), SummaryJson.write(changed));
    }

    @Test
    void anOverriddenFieldChangesTheDriveSpecAsAsked() throws Exception {
        DriveSpec vendor = Services.registry().create(PluginKind.DRIVE, "samsung-840-pro-256", Map.of());
        DriveSpec custom = Services.registry().create(PluginKind.DRIVE, "custom",
                Map.of("base", "samsung-840-pro-256", "channels", 16, "diesPerChannel", 2));
        assertEquals(16, custom.geometry().channels());
        assertEquals(2, custom.geometry().diesPerChannel());
        assertEquals(vendor.geometry().rawBytes(), custom.geometry().rawBytes());
        assertEquals(vendor.geometry().userSectors(), custom.geometry().userSectors());
        assertEquals(vendor.nand(), custom.nand());
        assertEquals(vendor.controller(), custom.controller());
        assertTrue(custom.model().contains("channels 16"), custom.model());
    }
}
