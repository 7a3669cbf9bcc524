package org.ssdlab.sim.core.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.drive.ControllerSpec;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.gc.ClosedBlocks;
import org.ssdlab.sim.api.host.TrimPolicies;
import org.ssdlab.sim.api.host.TrimPolicy;
import org.ssdlab.sim.core.ftl.Ftl;
import org.ssdlab.sim.core.timing.RunResult;
import org.ssdlab.sim.core.timing.TimedDrive;
import org.ssdlab.sim.core.timing.WorkloadRunner;

/** File-system ageing: what months of use without TRIM leave on a drive, against one fresh fill. */
class FileChurnTest {

    private static final long DAY = 86_400L * TestDrives.SECOND;
    private static final long CAPACITY = TestDrives.USER_SECTORS * 512;

    /**
     * The test drive without idle GC (a controller that collects in the foreground only, as
     * SandForce's do): idle GC would compact every block during the churn's idle nights, and what
     * is measured here is the layout the churn itself leaves.
     */
    private static TimedDrive foregroundGcDrive() {
        DriveSpec s = TestDrives.spec();
        ControllerSpec c = s.controller();
        ControllerSpec noIdle = new ControllerSpec(c.readCommandMicros(), c.writeCommandMicros(), c.writeBufferBytes(),
                c.compression(), c.compressionFloor(), c.maxWriteIops(), c.gcLowWatermark(), c.gcHighWatermark(),
                c.separateGcFrontier(), c.idleGcAfterMillis(), 0, c.slcCacheBytes(), c.slcProgramMicros(),
                c.readLatencyMicros(), c.writeLatencyMicros());
        return new TimedDrive(new DriveSpec(s.model(), s.geometry(), s.nand(), noIdle, s.hostLinkMBps()),
                ClosedBlocks::fewestValid, 1);
    }

    /** Three drive-writes over 30 days, the volume held 60 % full; half the files kept for good. */
    private static ChurnSpec month() {
        return new ChurnSpec(3 * CAPACITY, 30, 30 * DAY, 0.6, 256 << 10, 1.5, 32 << 20, 5 * DAY, 0.5, 0.1, 0.1, 0);
    }

    private record Aged(FileChurn churn, Ftl ftl, long now) {
    }

    /** Runs the churn with one statistics interval per day: per-second intervals over a month would be 2.6 million. */
    private static Aged age(TrimPolicy policy, long seed) {
        TimedDrive drive = foregroundGcDrive();
        FileSystem fs = new FileSystem(drive, Partition.wholeDevice(TestDrives.USER_SECTORS), 4096, policy);
        FileChurn churn = fs.churn(month());
        RunResult result = new WorkloadRunner(drive, 1, DAY, () -> false).run(churn, 0, seed);
        return new Aged(churn, drive.ftl(), result.endNanos());
    }

    /** Blocks holding data of which 2.5–35 % is stale: stale copies spread thin, which greedy GC takes last. */
    private static boolean thin(Ftl ftl, int block) {
        double invalid = 1 - ftl.validUnits(block) / (double) ftl.geometry().unitsPerBlock();
        return ftl.validUnits(block) > 0 && invalid >= 0.025 && invalid <= 0.35;
    }

    private static int thinlyInvalid(Ftl ftl) {
        int n = 0;
        for (int b = 0; b < ftl.geometry().blocks(); b++) {
            n += thin(ftl, b) ? 1 : 0;
        }
        return n;
    }

    /** The share of all stale units (in blocks holding data) that sit in thinly invalid blocks. */
    private static double strandedShare(Ftl ftl) {
        int units = ftl.geometry().unitsPerBlock();
        long stale = 0;
        long inThin = 0;
        for (int b = 0; b < ftl.geometry().blocks(); b++) {
            if (ftl.validUnits(b) > 0) {
                stale += units - ftl.validUnits(b);
                inThin += thin(ftl, b) ? units - ftl.validUnits(b) : 0;
            }
        }
        return inThin / (double) stale;
    }

    @Test
    void ageingWithoutTrimSpreadsStaleDataOverTheDriveWhereAFreshFillLeavesNone() {
        Aged aged = age(TrimPolicies.never(), 1);
        int blocks = aged.ftl().geometry().blocks();
        assertTrue(aged.churn().bytesWritten() >= 3 * CAPACITY, "wrote " + aged.churn().bytesWritten());
        assertTrue(aged.churn().filesDeleted() > 100 && aged.churn().filesCreated() > aged.churn().filesDeleted(),
                aged.churn().filesCreated() + " created, " + aged.churn().filesDeleted() + " deleted");
        assertTrue(aged.now() >= 30 * DAY, "the use takes its 30 simulated days: " + aged.now());
        int agedThin = thinlyInvalid(aged.ftl());
        assertTrue(agedThin >= blocks / 5, agedThin + " of " + blocks + " blocks 2.5-35 % invalid after ageing");
        double stranded = strandedShare(aged.ftl());
        assertTrue(stranded > 0.6, "the spare sits as stale units spread over thinly invalid blocks: " + stranded);
        assertEquals(java.util.List.of(), aged.ftl().checkInvariants());

        TimedDrive fresh = foregroundGcDrive();
        FileSystem fs = new FileSystem(fresh, Partition.wholeDevice(TestDrives.USER_SECTORS), 4096, TrimPolicies.never());
        TestDrives.Host host = new TestDrives.Host(fresh);
        host.run(fs.fillFreeSpace(0));
        assertEquals(0, thinlyInvalid(fresh.ftl()), "blocks 2.5-35 % invalid after one fill");
    }

    @Test
    void withTrimTheDriveHoldsOnlyTheLiveFiles() {
        Aged trimmed = age(TrimPolicies.immediate(), 1);
        long mapped = trimmed.ftl().mappedUnits() * 4096;
        assertTrue(mapped <= 0.61 * CAPACITY, "mapped " + mapped + " of " + CAPACITY + " with the volume held 60 % full");
        Aged untrimmed = age(TrimPolicies.never(), 1);
        assertTrue(untrimmed.ftl().mappedUnits() * 4096 > 0.95 * CAPACITY, "without TRIM every LBA written stays mapped");
    }

    @Test
    void theSameSeedGivesTheSameHistory() {
        Aged a = age(TrimPolicies.never(), 1);
        Aged b = age(TrimPolicies.never(), 1);
        Aged c = age(TrimPolicies.never(), 2);
        assertEquals(a.ftl().counters(), b.ftl().counters());
        assertEquals(a.churn().filesCreated(), b.churn().filesCreated());
        assertEquals(a.now(), b.now());
        assertTrue(a.churn().filesCreated() != c.churn().filesCreated() || !a.ftl().counters().equals(c.ftl().counters()),
                "another seed, another history");
    }
}
