package org.ssdlab.sim.core.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.drive.ControllerSpec;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.FirmwareCosts;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.drive.MappingTable;
import org.ssdlab.sim.api.drive.NandTiming;
import org.ssdlab.sim.api.gc.ClosedBlocks;
import org.ssdlab.sim.api.workload.IoKind;

/**
 * Factory bad blocks: each drive draws its own map from its seed, its superblocks are shorter by
 * their bad plane blocks, and two drives of one model given the same writes therefore reach GC at
 * different moments and settle at different WA, as two members of a mirror do.
 */
class FactoryBadBlocksTest {

    private static final long SECOND = 1_000_000_000L;

    /**
     * 16 plane blocks per superblock, 512 superblocks of 1 MiB: 512 MiB raw, about 7 % of it spare; a
     * plane block's 16 pages are one stripe over the 8 two-plane dies, so a bad one costs exactly its pages.
     */
    private static DriveSpec drive(double badBlocks) {
        Geometry geometry = new Geometry(4, 2, 2, 512, 16, 4096, 4096, 975_000);
        NandTiming nand = new NandTiming(50, 900, 3000, 400, true);
        ControllerSpec controller = new ControllerSpec(10, 12, 8 << 20, false, 0, 0, 2, 4, true, 100, 0, 0, 0, 0, 0);
        return new DriveSpec("bad-block test drive", geometry, nand, controller, 550, new FirmwareCosts(2, 0),
                MappingTable.WHOLE, badBlocks);
    }

    private static TimedDrive drive(double badBlocks, long seed) {
        return new TimedDrive(drive(badBlocks), ClosedBlocks::fewestValid, seed);
    }

    /** A fill in order, then twice the drive's units of 4 KiB random writes at QD32; the same requests for every drive. */
    private static RunResult fillAndRandomWrites(TimedDrive drive) {
        long units = drive.userSectors() / 8;
        long start = new WorkloadRunner(drive, 32, SECOND, () -> false)
                .run(new SimpleWorkload(true, IoKind.WRITE, 131072, units / 32, 1.0).create(), 0, 1).endNanos();
        return new WorkloadRunner(drive, 32, SECOND, () -> false)
                .run(new SimpleWorkload(false, IoKind.WRITE, 4096, 2 * units, 1.0).create(), start, 1);
    }

    @Test
    void eachDriveDrawsItsOwnMapFromItsSeed() {
        long physical = drive(0).geometry().physicalUnits();
        long first = drive(0.02, 1).ftl().badBlockUnits();
        assertEquals(first, drive(0.02, 1).ftl().badBlockUnits(), "same seed, same map");
        assertNotEquals(first, drive(0.02, 2).ftl().badBlockUnits(), "another drive of the model");
        assertEquals(0.02, (double) first / physical, 0.005, "share of the flash the bad blocks took");
        assertEquals(0, drive(0, 1).ftl().badBlockUnits());
    }

    @Test
    void twoDrivesGivenTheSameWritesCollectGarbageAtDifferentTimesOnlyWithBadBlocks() {
        List<Double> good1 = perSecondIops(fillAndRandomWrites(drive(0, 1)));
        List<Double> good2 = perSecondIops(fillAndRandomWrites(drive(0, 2)));
        assertEquals(good1, good2, "all blocks good: the firmware is deterministic and the members keep in step");
        TimedDrive member1 = drive(0.01, 1);
        TimedDrive member2 = drive(0.01, 2);
        RunResult run1 = fillAndRandomWrites(member1);
        RunResult run2 = fillAndRandomWrites(member2);
        assertNotEquals(perSecondIops(run1), perSecondIops(run2));
        assertNotEquals(member1.ftl().erases(), member2.ftl().erases(), "erases over the same writes");
        assertEquals(List.of(), member1.ftl().checkInvariants());
        assertEquals(List.of(), member2.ftl().checkInvariants());
    }

    /**
     * The bad blocks' share comes out of the spare: WA rises, to that of an all-good drive with as
     * many fewer blocks (uniform random writes, greedy: WA depends on the spare, not on which
     * blocks lack pages).
     */
    @Test
    void badBlocksComeOutOfTheSpare() {
        TimedDrive worn = drive(0.02, 1);
        double waWhole = fillAndRandomWrites(drive(0, 1)).total().writeAmplification();
        double waBad = fillAndRandomWrites(worn).total().writeAmplification();
        DriveSpec good = drive(0);
        Geometry g = good.geometry();
        double lostShare = (double) worn.ftl().badBlockUnits() / g.physicalUnits();
        Geometry fewer = new Geometry(g.channels(), g.diesPerChannel(), g.planesPerDie(),
                (int) Math.round(g.blocksPerPlane() * (1 - lostShare)), g.pagesPerBlock(), g.pageBytes(), g.unitBytes(),
                g.userSectors());
        double waFewer = fillAndRandomWrites(new TimedDrive(new DriveSpec(good.model(), fewer, good.nand(),
                good.controller(), good.hostLinkMBps(), good.firmware()), ClosedBlocks::fewestValid, 1))
                .total().writeAmplification();
        System.out.printf("bad-block test drive: WA %.3f with every block good, %.3f with %.2f %% of the flash in bad "
                + "blocks, %.3f with every block good and %d blocks per plane%n", waWhole, waBad, 100 * lostShare, waFewer,
                fewer.blocksPerPlane());
        assertTrue(waBad > 1.1 * waWhole, "WA " + waBad + " against " + waWhole);
        assertEquals(waFewer, waBad, 0.05 * waFewer, "WA against the all-good drive with the same spare");
        assertEquals(List.of(), worn.ftl().checkInvariants());
    }

    private static List<Double> perSecondIops(RunResult run) {
        return run.intervals().stream().map(IntervalStats::iops).toList();
    }
}
