package org.ssdlab.sim.core.ftl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.SplitMix64;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.gc.ClosedBlocks;

/**
 * Static wear levelling: a drive filled once and then rewritten only in a hot tenth of its LBAs.
 * Greedy GC never takes the cold blocks (they hold nothing invalid), so all the wear falls on the
 * hot blocks and the spare; with a threshold, GC moves the cold data and every block wears.
 */
class WearLevelingTest {

    /** 256 blocks of 64 units (4 dies of 64 blocks, 32 pages of two 4 KiB units); 12 800 user units, OP 22 %. */
    private static final Geometry DRIVE = new Geometry(2, 2, 1, 64, 32, 8192, 4096, 12_800 * 8);
    private static final int HOT_UNITS = 1_280;
    private static final int HOT_WRITES = 400_000;

    private static Ftl hotColdRun(int threshold) {
        Ftl ftl = new Ftl(DRIVE, new FtlSettings(true, 2, 4, true, 1, threshold), ClosedBlocks::fewestValid, 3);
        ftl.write(0, DRIVE.userSectors());
        SplitMix64 random = new SplitMix64(11);
        for (int i = 0; i < HOT_WRITES; i++) {
            ftl.writeUnit(random.nextInt(HOT_UNITS));
        }
        return ftl;
    }

    @Test
    void withoutWearLevelingColdBlocksAreNeverErased() {
        Ftl ftl = hotColdRun(0);
        assertEquals(0, ftl.leastErases(), "the cold data's blocks");
        assertTrue(ftl.mostErases() > 40, "most erases " + ftl.mostErases());
        assertEquals(0, ftl.wearLevelingVictims());
        assertEquals(List.of(), ftl.checkInvariants());
    }

    @Test
    void aThresholdBoundsTheSpreadAtTheCostOfMovingColdData() {
        Ftl off = hotColdRun(0);
        Ftl on = hotColdRun(8);
        int spread = on.mostErases() - on.leastErases();
        // looked for every blocks / 64 erases while hot blocks keep wearing: near the threshold, not at it
        assertTrue(spread <= 2 * 8, "spread " + spread + " (most " + on.mostErases() + ", least " + on.leastErases() + ")");
        assertTrue(on.leastErases() > 0, "every block has been erased");
        assertTrue(on.wearLevelingVictims() > 0, "no block taken for wear");
        // the cold data moves: more relocations and erases (a threshold this tight doubles the WA), but
        // spread over every block, so the most-worn block, which ends the drive's life, wears less
        double waOff = off.counters().writeAmplification();
        double waOn = on.counters().writeAmplification();
        System.out.printf("wear levelling off: erases %d..%d, WA %.3f; threshold 8: %d..%d, WA %.3f, %d victims for wear%n",
                off.leastErases(), off.mostErases(), waOff, on.leastErases(), on.mostErases(), waOn,
                on.wearLevelingVictims());
        assertTrue(waOn > waOff, "WA with levelling " + waOn + ", without " + waOff);
        assertTrue(on.mostErases() < off.mostErases(), "most erases " + on.mostErases() + " against " + off.mostErases());
        assertEquals(List.of(), on.checkInvariants());
        assertEquals(12_800, on.mappedUnits());
    }

    @Test
    void sameSeedSameWear() {
        Ftl a = hotColdRun(8);
        Ftl b = hotColdRun(8);
        assertEquals(a.counters(), b.counters());
        for (int block = 0; block < DRIVE.blocks(); block++) {
            assertEquals(a.eraseCount(block), b.eraseCount(block), "block " + block);
        }
    }
}
