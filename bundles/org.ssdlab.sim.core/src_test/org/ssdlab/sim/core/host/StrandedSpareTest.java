package org.ssdlab.sim.core.host;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.drive.ControllerSpec;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.gc.ClosedBlocks;
import org.ssdlab.sim.api.gc.VictimPolicy;
import org.ssdlab.sim.api.host.TrimPolicies;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.core.ftl.FtlCounters;
import org.ssdlab.sim.core.timing.MeteredWorkload;
import org.ssdlab.sim.core.timing.RegionIo;
import org.ssdlab.sim.core.timing.TimedDrive;
import org.ssdlab.sim.core.timing.WorkloadRunner;

/**
 * Seed 001's mechanism: a drive aged by file use without TRIM, then filled, keeps most of its spare
 * as stale units spread thin over cold blocks. Random writes confined to a small test area then run
 * at a high write amplification under greedy GC, which never takes those blocks (their few stale
 * units lose to the hot blocks' victims), however long the test runs; an age-aware (cost-benefit)
 * policy cleans the cold blocks once they are old, frees the stranded spare and recovers. A drive
 * filled once from fresh has no stranded spare, and the same test runs near WA 1 under greedy.
 */
class StrandedSpareTest {

    private static final long DAY = 86_400L * TestDrives.SECOND;
    private static final long CAPACITY = TestDrives.USER_SECTORS * 512;
    /** The test area: the first tenth of the volume (seed 001: 40 GB of a 512 GB array). */
    private static final long HOT_SECTORS = TestDrives.USER_SECTORS / 10;
    private static final long HOT_BYTES = HOT_SECTORS * 512;

    /** Greedy until {@link #ageAware} is set, then cost-benefit: the same aged state for both policies. */
    private static final class SwitchablePolicy implements VictimPolicy {
        boolean ageAware;

        @Override
        public int selectVictim(ClosedBlocks blocks) {
            return ageAware ? costBenefit(blocks) : blocks.fewestValid();
        }

        /** LFS cost-benefit (Rosenblum & Ousterhout; Kawaguchi et al. for flash): age × (1 − u) / 2u. */
        private static int costBenefit(ClosedBlocks blocks) {
            int best = -1;
            double bestScore = -1;
            for (int i = 0; i < blocks.count(); i++) {
                int block = blocks.at(i);
                double u = blocks.validUnits(block) / (double) blocks.unitsPerBlock();
                if (u == 0) {
                    return block;
                }
                double score = (blocks.now() - blocks.closedAt(block) + 1) * (1 - u) / (2 * u);
                if (score > bestScore) {
                    best = block;
                    bestScore = score;
                }
            }
            return best;
        }
    }

    private record Bed(TimedDrive drive, SwitchablePolicy policy, TestDrives.Host host) {
    }

    /** Foreground GC only, as in {@link FileChurnTest}: what is measured is the layout itself. */
    private static Bed bed(boolean aged) {
        DriveSpec s = TestDrives.spec();
        ControllerSpec c = s.controller();
        ControllerSpec noIdle = new ControllerSpec(c.readCommandMicros(), c.writeCommandMicros(), c.writeBufferBytes(),
                c.compression(), c.compressionFloor(), c.maxWriteIops(), c.gcLowWatermark(), c.gcHighWatermark(),
                c.separateGcFrontier(), c.idleGcAfterMillis(), 0, c.slcCacheBytes(), c.slcProgramMicros(),
                c.readLatencyMicros(), c.writeLatencyMicros());
        SwitchablePolicy policy = new SwitchablePolicy();
        TimedDrive drive = new TimedDrive(new DriveSpec(s.model(), s.geometry(), s.nand(), noIdle, s.hostLinkMBps()),
                policy, 1);
        FileSystem fs = new FileSystem(drive, Partition.wholeDevice(TestDrives.USER_SECTORS), 4096, TrimPolicies.never());
        TestDrives.Host host = new TestDrives.Host(drive);
        if (aged) {
            // three drive-writes over 30 days, the volume held 60 % full; one interval per day
            ChurnSpec month = new ChurnSpec(3 * CAPACITY, 30, 30 * DAY, 0.6, 256 << 10, 1.5, 32 << 20, 5 * DAY, 0.5, 0.1,
                    0.1, 0);
            host.now = new WorkloadRunner(drive, 1, DAY, () -> false).run(fs.churn(month), 0, 7).endNanos();
        }
        host.run(fs.fillFreeSpace(0));
        return new Bed(drive, policy, host);
    }

    /** WA of {@code areas} × the test area written in 4 KiB random writes at QD32. */
    private static double hotWa(Bed bed, int areas) {
        FtlCounters before = bed.drive().ftl().counters();
        bed.host().run(new MeteredWorkload(new RegionIo(IoKind.WRITE, true, 4096, 0, HOT_SECTORS, 0), areas * HOT_BYTES, 0));
        FtlCounters after = bed.drive().ftl().counters();
        long host = after.hostUnitsWritten() - before.hostUnitsWritten();
        long nand = after.nandUnitsProgrammed() - before.nandUnitsProgrammed();
        return nand / (double) host;
    }

    @Test
    void greedyStaysStrandedAfterAgeingWhereCostBenefitRecovers() {
        Bed fresh = bed(false);
        hotWa(fresh, 3);
        double freshWa = hotWa(fresh, 6);

        Bed greedy = bed(true);
        hotWa(greedy, 3);
        double greedyEarly = hotWa(greedy, 6);
        double greedyLate = hotWa(greedy, 6); // 9-15 test areas in: still no better

        Bed ageAware = bed(true);
        hotWa(ageAware, 3); // the same aged state as greedy's up to here
        ageAware.policy().ageAware = true;
        hotWa(ageAware, 9);
        double ageAwareLate = hotWa(ageAware, 6);

        String figures = "WA: fresh fill + greedy " + freshWa + "; aged + greedy " + greedyEarly + " then " + greedyLate
                + "; aged + cost-benefit " + ageAwareLate;
        assertTrue(freshWa < 1.8, figures); // 18 spare superblocks against a 25-superblock test area
        assertTrue(greedyLate > 2 * freshWa, "ageing strands the spare: " + figures);
        assertTrue(greedyLate > 0.85 * greedyEarly, "greedy never gets it back: " + figures);
        assertTrue(ageAwareLate < 0.7 * greedyLate, "cost-benefit cleans the old cold blocks: " + figures);
    }
}
