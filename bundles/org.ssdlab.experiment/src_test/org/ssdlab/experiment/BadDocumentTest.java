package org.ssdlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Each bad document is the example with one change; it must fail with exactly one located problem. */
class BadDocumentTest {

    private final ExperimentValidator validator = new ExperimentValidator(new TestRegistry());

    static String change(String from, String to) {
        int at = Examples.SEED_000.indexOf(from);
        if (at < 0) {
            throw new IllegalArgumentException("not in the example: " + from);
        }
        return Examples.SEED_000.substring(0, at) + to + Examples.SEED_000.substring(at + from.length());
    }

    static Stream<Arguments> cases() {
        return Stream.of(
                Arguments.of("\"gcHighWatermark\": 96", "\"gcHighWatermark\": 1",
                        "runs[2].overrides.drive.parameters.gcHighWatermark (line 42): drive 'ocz-agility2-60': "
                                + "parameter 'gcHighWatermark' = '1' is not allowed; allowed: integer 2..1000000 blocks"),
                Arguments.of("\"gcHighWatermark\": 96", "\"gcHighWatermarkk\": 96",
                        "runs[2].overrides.drive.parameters.gcHighWatermarkk (line 42): drive 'ocz-agility2-60': "
                                + "unknown parameter 'gcHighWatermarkk'; did you mean 'gcHighWatermark'? known: gcHighWatermark, raiseParityDie"),
                Arguments.of("\"seed\": 1,", "\"seed\": \"one\",",
                        "seed (line 5): 'one' is not allowed; allowed: an integer 0..9223372036854775807"),
                Arguments.of("\"seed\": 1,", "\"seed\": 1, \"sed\": 2,",
                        "sed (line 5): unknown field 'sed'; did you mean 'seed'? allowed: $schema, name, description, seed, defaults, runs, reference, sweep"),
                Arguments.of("\"seed\": 1,", "\"seed\": 1, \"seed\": 2,", "seed (line 5): field 'seed' appears twice"),
                Arguments.of("\"name\": \"seed-000-agility2-server2003\",", "",
                        "name (line 1): required field 'name' is missing; allowed: 1-64 letters, digits, '.', '_' or '-', not starting with '.'"),
                Arguments.of("\"name\": \"seed-000-agility2-server2003\",", "\"name\": \"seed 000\",",
                        "name (line 3): 'seed 000' is not a name; allowed: 1-64 letters, digits, '.', '_' or '-', not starting with '.'"),
                Arguments.of("\"id\": \"greedy\"", "\"id\": \"greedyy\"",
                        "defaults.gc.id (line 8): unknown gc 'greedyy'; did you mean 'greedy'? known: cost-benefit, d-choices, greedy"),
                Arguments.of("\"gc\": { \"id\": \"greedy\" }", "\"gc\": \"greedy\"",
                        "defaults.gc (line 8): expected an object, found 'greedy'"),
                Arguments.of("\"version\": \"server-2003\"", "\"versoin\": \"server-2003\"",
                        "defaults.os.parameters.versoin (line 9): os 'windows': unknown parameter 'versoin'; "
                                + "did you mean 'version'? known: version, disableDeleteNotify, metadata"),
                Arguments.of("\"version\": \"server-2003\"", "\"version\": \"2003\"",
                        "defaults.os.parameters.version (line 9): os 'windows': parameter 'version' = '2003' is not "
                                + "allowed; allowed: one of xp, server-2003, 7, 8.1, 10"),
                Arguments.of("\"stack\": []", "\"stack\": [ { \"id\": \"raid0\" } ]",
                        "defaults.stack[0].id (line 10): unknown stack 'raid0'; did you mean 'raid1'? known: dm-crypt, intel-rst, raid1"),
                Arguments.of("\"stack\": []", "\"stack\": [ { \"id\": \"raid1\" } ]",
                        "defaults.stack[0].parameters (line 10): stack 'raid1': parameter 'members' is missing; "
                                + "allowed: integer 2..4"),
                Arguments.of("\"readPercent\": 100", "\"readPercent\": { \"x\": 1 }",
                        "defaults.phases[1].workload.parameters.readPercent (line 16): an object is not a parameter "
                                + "value; allowed: a string, number or boolean"),
                Arguments.of("\"duration\": \"30min\", \"queueDepth\": 32,", "\"duration\": \"30 minutes\", \"queueDepth\": 32,",
                        "defaults.phases[2].duration (line 17): '30 minutes' is not a duration; allowed: "
                                + Units.DURATION_ALLOWED),
                Arguments.of("\"amount\": \"16GB\"", "\"amount\": \"16GX\"",
                        "defaults.phases[3].amount (line 19): '16GX' has an unknown unit; allowed: " + Units.SHARE_ALLOWED),
                Arguments.of("\"queueDepth\": 4", "\"queueDepth\": 0",
                        "defaults.phases[3].queueDepth (line 19): 0 is not allowed; allowed: an integer 1..1024"),
                Arguments.of("\"clusterBytes\": 4096", "\"clusterBytes\": 3000",
                        "defaults.clusterBytes (line 12): 3000 is not a cluster size; allowed: a power of two from "
                                + "512 B to 2 MiB"),
                Arguments.of("\"start\": \"dos63\", \"size\": \"100%\"", "\"start\": \"dos64\", \"size\": \"100%\"",
                        "defaults.partitions[0].start (line 11): 'dos64' is not an alignment; allowed: a sector number "
                                + "or dos63, 1MiB, fdisk-224-56"),
                Arguments.of("{ \"start\": \"dos63\", \"size\": \"100%\" }",
                        "{ \"start\": 63, \"size\": \"1GiB\" }, { \"start\": 1000, \"size\": \"1GiB\" }",
                        "defaults.partitions[1].start (line 11): sectors 1000..2098151 overlap partitions[0] (sectors "
                                + "63..2097214); allowed: a start at or after sector 2097215"),
                Arguments.of("{ \"start\": \"dos63\", \"size\": \"100%\" }",
                        "{ \"start\": \"1MiB\", \"size\": \"60%\" }, { \"start\": \"1MiB\", \"size\": \"50%\" }",
                        "defaults.partitions (line 11): the partitions take 110 % of the capacity; allowed: at most 100 %"),
                Arguments.of("\"size\": \"75%\"", "\"size\": \"175%\"",
                        "runs[2].overrides.partitions[0].size (line 41): '175%' is not a percentage in (0, 100]; "
                                + "allowed: " + Units.SHARE_ALLOWED),
                Arguments.of("{ \"name\": \"fresh\" }", "{ \"name\": \"reserve25-full-no-trim\" }",
                        "runs[2].name (line 38): run name 'reserve25-full-no-trim' is used twice; run names must be unique"),
                Arguments.of("{ \"name\": \"delete\", \"type\": \"delete\"", "{ \"name\": \"fill\", \"type\": \"delete\"",
                        "runs[1].overrides.phases[2].name (line 30): phase name 'fill' is used twice in this list; "
                                + "phase names must be unique within a run"),
                Arguments.of("\"what\": \"all-files\"", "\"what\": \"everything\"",
                        "runs[1].overrides.phases[2].what (line 30): 'everything' is not allowed; allowed: all-files or the name "
                                + "of an earlier fill (level file) or copy phase of this list"),
                Arguments.of("\"level\": \"file\" }", "\"level\": \"files\" }",
                        "runs[2].overrides.phases[1].level (line 45): 'files' is not allowed; allowed: file, block"),
                Arguments.of("\"type\": \"wsat\"", "\"type\": \"wast\"",
                        "runs[2].overrides.phases[7].type (line 54): 'wast' is not allowed; allowed: secure-erase, "
                                + "precondition, fill, delete, idle, attach, workload, steady-state, wsat, benchmark, copy, age, jobs, "
                                + "pts-iops, pts-throughput, pts-latency, pts-hir, pts-xsr"),
                Arguments.of("\"duration\": \"30min\", \"queueDepth\": 32,", "\"queueDepth\": 32,",
                        "defaults.phases[2] (line 17): a workload phase needs 'duration' or 'amount' (or both: it stops at the "
                                + "first); allowed: a duration such as \"30min\", an amount such as \"40GB\" or \"100%\""),
                Arguments.of("\"duration\": \"30min\", \"queueDepth\": 32,", "\"duration\": \"30min\", \"window\": \"30min\", \"queueDepth\": 32,",
                        "defaults.phases[2].window (line 17): window '30min' needs a phase that runs for its 'duration' and "
                                + "must be shorter than it ('30min'); allowed: a duration shorter than the phase's, e.g. \"400s\" of \"2000s\""),
                Arguments.of("\"amount\": \"16GB\"", "\"amount\": \"16GB\", \"window\": \"10s\"",
                        "defaults.phases[3].window (line 19): window '10s' needs a phase that runs for its 'duration' (no "
                                + "'amount'); allowed: a duration shorter than the phase's, e.g. \"400s\" of \"2000s\""),
                Arguments.of("{ \"name\": \"secure-erase\", \"type\": \"secure-erase\" },\n      {",
                        "{ \"name\": \"secure-erase\", \"type\": \"secure-erase\" },\n"
                                + "      { \"name\": \"b\", \"type\": \"benchmark\", \"tool\": \"atto\" },\n      {",
                        "defaults.phases[1].tool (line 15): 'atto' is not allowed; allowed: as-ssd, as-ssd-copy, crystaldiskmark, aja, disktester"),
                Arguments.of("{ \"name\": \"secure-erase\", \"type\": \"secure-erase\" },\n      {",
                        "{ \"name\": \"secure-erase\", \"type\": \"secure-erase\" },\n"
                                + "      { \"name\": \"c\", \"type\": \"copy\", \"files\": [ { \"count\": 0, \"size\": \"1MB\" } ] },\n      {",
                        "defaults.phases[1].files[0].count (line 15): 0 is not allowed; allowed: an integer 1..10000000"),
                inserted("{ \"name\": \"p\", \"type\": \"precondition\", \"form\": \"wdpc\" }",
                        "defaults.phases[1].form (line 15): 'wdpc' is not allowed; allowed: workload-independent, "
                                + "workload-dependent"),
                inserted("{ \"name\": \"p\", \"type\": \"precondition\", \"blockSize\": 1000 }",
                        "defaults.phases[1].blockSize (line 15): 1000 is not a block size; allowed: a multiple of 512 B up "
                                + "to 64 MiB"),
                inserted("{ \"name\": \"p\", \"type\": \"precondition\", \"blockSize\": \"1GiB\" }",
                        "defaults.phases[1].blockSize (line 15): '1GiB' is not a block size; allowed: a multiple of 512 B up "
                                + "to 64 MiB"),
                inserted("{ \"name\": \"p\", \"type\": \"precondition\", \"queueDepth\": 0 }",
                        "defaults.phases[1].queueDepth (line 15): 0 is not allowed; allowed: an integer 1..1024"),
                inserted("{ \"name\": \"p\", \"type\": \"precondition\", \"span\": \"150%\" }",
                        "defaults.phases[1].span (line 15): '150%' is not a percentage in (0, 100]; allowed: "
                                + Units.SHARE_ALLOWED),
                inserted("{ \"name\": \"p\", \"type\": \"precondition\", \"capacityMultiple\": 0 }",
                        "defaults.phases[1].capacityMultiple (line 15): 0 is not allowed; allowed: a number 0.01..100.0"),
                inserted("{ \"name\": \"a\", \"type\": \"age\", \"preset\": \"office\" }",
                        "defaults.phases[1].preset (line 15): 'office' is not allowed; allowed: windows-desktop-year, "
                                + "build-server, media-library"),
                inserted("{ \"name\": \"a\", \"type\": \"age\", \"fullness\": 1 }",
                        "defaults.phases[1].fullness (line 15): 1 is not allowed; allowed: a number 0.05..0.95"),
                inserted("{ \"name\": \"a\", \"type\": \"age\", \"fileSizeSpread\": 5 }",
                        "defaults.phases[1].fileSizeSpread (line 15): 5 is not allowed; allowed: a number 0.0..4.0"),
                inserted("{ \"name\": \"a\", \"type\": \"age\", \"driveWrites\": 0 }",
                        "defaults.phases[1].driveWrites (line 15): 0 is not allowed; allowed: a number 0.01..1000.0"),
                inserted("{ \"name\": \"a\", \"type\": \"age\", \"driveWrites\": 2, \"amount\": \"1TB\" }",
                        "defaults.phases[1].driveWrites (line 15): give 'amount' or 'driveWrites', not both; allowed: an "
                                + "amount such as \"2TB\", or drive-writes 0.01..1000"),
                inserted("{ \"name\": \"a\", \"type\": \"age\", \"amount\": \"50%\" }",
                        "defaults.phases[1].amount (line 15): '50%' has an unknown unit; allowed: " + Units.SIZE_ALLOWED),
                inserted("{ \"name\": \"a\", \"type\": \"age\", \"lifetime\": \"forever\" }",
                        "defaults.phases[1].lifetime (line 15): 'forever' is not a duration; allowed: " + Units.DURATION_ALLOWED),
                inserted("{ \"name\": \"a\", \"type\": \"age\", \"duration\": \"0d\" }",
                        "defaults.phases[1].duration (line 15): '0d' is not a duration; allowed: " + Units.DURATION_ALLOWED),
                inserted("{ \"name\": \"a\", \"type\": \"age\", \"fileSize\": \"100GiB\" }",
                        "defaults.phases[1].fileSize (line 15): '100GiB' is not allowed; allowed: a median file size of "
                                + "1 B to 64 GiB"),
                inserted("{ \"name\": \"a\", \"type\": \"age\", \"fulness\": 0.5 }",
                        "defaults.phases[1].fulness (line 15): unknown field 'fulness'; did you mean 'fullness'? allowed: name, type, preset, amount, "
                                + "driveWrites, duration, fullness, fileSize, fileSizeSpread, lifetime, compressibility"),
                Arguments.of("{ \"name\": \"fresh\" }", "{ \"name\": \"fresh\", \"replicates\": 0 }",
                        "runs[0].replicates (line 24): 0 is not allowed; allowed: an integer 1..100"),
                Arguments.of("\"clusterBytes\": 4096", "\"clusterBytes\": 4096, \"replicates\": 101",
                        "defaults.replicates (line 12): 101 is not allowed; allowed: an integer 1..100"),
                Arguments.of("\"drive\": { \"parameters\": { \"gcHighWatermark\": 96 } },",
                        "\"drive\": { \"parameters\": { \"gcHighWatermark\": 96 } }, \"replicates\": 3,",
                        "runs[2].overrides.replicates (line 42): unknown field 'replicates'; allowed: drive, gc, os, stack, "
                                + "partitions, clusterBytes, phases"),
                Arguments.of("\"maxRounds\": 25", "\"maxRounds\": 2.5",
                        "runs[2].overrides.phases[6].maxRounds (line 52): 2.5 is not allowed; allowed: an integer 5..1000"),
                Arguments.of("\"maxRounds\": 25", "\"maxRounds\": 25, \"minDuration\": \"26min\"",
                        "runs[2].overrides.phases[6].minDuration (line 52): minDuration '26min' is longer than maxRounds (25) "
                                + "x roundDuration; allowed: at most 1500 s"),
                Arguments.of("\"maxRounds\": 25", "\"maxRounds\": 25, \"minAmount\": \"twice\"",
                        "runs[2].overrides.phases[6].minAmount (line 52): 'twice' is not a size; allowed: "
                                + Units.SHARE_ALLOWED),
                Arguments.of("{ \"name\": \"wsat\", \"type\": \"wsat\", \"duration\": \"30min\" }",
                        "{ \"name\": \"wsat\", \"type\": \"wsat\" }",
                        "runs[2].overrides.phases[7].duration (line 54): required field 'duration' is missing; "
                                + "allowed: " + Units.DURATION_ALLOWED));
    }

    /** A phase inserted after the first one of the defaults (line 15). */
    private static Arguments inserted(String phase, String expected) {
        return Arguments.of("{ \"name\": \"secure-erase\", \"type\": \"secure-erase\" },\n      {",
                "{ \"name\": \"secure-erase\", \"type\": \"secure-erase\" },\n      " + phase + ",\n      {", expected);
    }

    @ParameterizedTest
    @MethodSource("cases")
    void failsWithOneLocatedProblem(String from, String to, String expected) {
        Validation v = validator.validate(change(from, to));
        assertEquals(List.of(expected), v.problems().stream().map(Problem::toString).toList());
    }

    @Test
    void allProblemsAreReportedAtOnce() {
        String doc = Examples.SEED_000.replace("\"gcHighWatermark\": 96", "\"gcHighWatermark\": 1")
                .replace("\"seed\": 1,", "\"seed\": -1,").replace("\"id\": \"greedy\"", "\"id\": \"lru\"")
                .replace("\"duration\": \"30min\"", "\"duration\": \"forever\"")
                .replace("\"type\": \"wsat\"", "\"type\": \"wast\"");
        Validation v = validator.validate(doc);
        List<String> paths = v.problems().stream().map(Problem::path).toList();
        assertEquals(List.of("seed", "defaults.gc.id", "defaults.phases[2].duration",
                "runs[1].overrides.phases[3].duration", "runs[2].overrides.drive.parameters.gcHighWatermark",
                "runs[2].overrides.phases[3].duration", "runs[2].overrides.phases[7].type"), paths);
        assertTrue(v.problems().stream().allMatch(p -> p.line() > 0), v.problems()::toString);
    }

    @Test
    void theExceptionListsEveryProblem() {
        String doc = Examples.SEED_000.replace("\"seed\": 1,", "\"seed\": -1,").replace("\"id\": \"greedy\"", "\"id\": \"lru\"");
        InvalidExperimentException e = org.junit.jupiter.api.Assertions.assertThrows(InvalidExperimentException.class,
                () -> validator.load(doc));
        assertEquals(2, e.problems().size());
        assertEquals(e.problems().get(0) + "\n" + e.problems().get(1), e.getMessage());
    }
}
