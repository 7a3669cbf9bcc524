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
 * hot blocks and the spare, and the gap to the cold blocks grows with every write; with a
 * threshold, worn blocks take the cold data and rest under it, and the gap stops growing.
 */
class WearLevelingTest {

    /** 256 blocks of 64 units (4 dies of 64 blocks, 32 pages of two 4 KiB units); 12 800 user units, OP 22 %. */
    private static final Geometry DRIVE = new Geometry(2, 2, 1, 64, 32, 8192, 4096, 12_800 * 8);
    private static final int HOT_UNITS = 1_280;
    private static final int HOT_WRITES = 400_000;
    private static final int THRESHOLD = 8;

    /** The drive after the fill and each round of hot writes, and what GC did along the way. */
    private static final class HotCold {
        final Ftl ftl;
        final SplitMix64 random = new SplitMix64(11);
        /** The most units GC relocated inside one host write. */
        long worstWrite;

        HotCold(int threshold) {
            ftl = new Ftl(DRIVE, new FtlSettings(true, 2, 4, true, 1, threshold), ClosedBlocks::fewestValid, 3);
            ftl.write(0, DRIVE.userSectors());
        }

        /** @return the spread of erase counts after this round */
        int round() {
            for (int i = 0; i < HOT_WRITES; i++) {
                long before = ftl.gcUnitsRelocated();
                ftl.writeUnit(random.nextInt(HOT_UNITS));
                worstWrite = Math.max(worstWrite, ftl.gcUnitsRelocated() - before);
            }
            return ftl.mostErases() - ftl.leastErases();
        }
    }

    @Test
    void withoutWearLevelingTheGapGrowsWithEveryWrite() {
        HotCold off = new HotCold(0);
        int first = off.round();
        int second = off.round();
        assertEquals(0, off.ftl.leastErases(), "the cold data's blocks");
        assertTrue(second > 1.8 * first, "spread " + first + " after one round, " + second + " after two");
        assertEquals(0, off.ftl.wearLevelingVictims());
        assertEquals(List.of(), off.ftl.checkInvariants());
    }

    @Test
    void aThresholdStopsTheGapGrowingAtTheCostOfMovingColdData() {
        HotCold off = new HotCold(0);
        off.round();
        off.round();
        HotCold on = new HotCold(THRESHOLD);
        int first = on.round();
        int second = on.round();
        double waOff = off.ftl.counters().writeAmplification();
        double waOn = on.ftl.counters().writeAmplification();
        System.out.printf("wear levelling off: erases %d..%d, WA %.3f, worst write %d relocations; threshold %d: "
                + "%d..%d (spread %d after one round), WA %.3f, %d cold blocks moved, worst write %d%n",
                off.ftl.leastErases(), off.ftl.mostErases(), waOff, off.worstWrite, THRESHOLD, on.ftl.leastErases(),
                on.ftl.mostErases(), first, waOn, on.ftl.wearLevelingVictims(), on.worstWrite);
        assertTrue(on.ftl.leastErases() > 0, "every block has been erased");
        assertTrue(second <= first + THRESHOLD / 2, "spread " + first + " after one round, " + second + " after two");
        assertTrue(on.ftl.wearLevelingVictims() > 0, "no cold block moved");
        // the cold data moves: more relocations and erases, but spread over every block, so the
        // most-worn block, which ends the drive's life, wears less
        assertTrue(waOn > waOff, "WA with levelling " + waOn + ", without " + waOff);
        assertTrue(on.ftl.mostErases() < off.ftl.mostErases(), "most erases " + on.ftl.mostErases() + " against "
                + off.ftl.mostErases());
        // a cold block moves a unit per host unit beside GC's victim (whose pace doubles meanwhile):
        // no host write waits for a whole block's worth
        assertTrue(on.worstWrite <= 2 * off.worstWrite + 1 && on.worstWrite < DRIVE.unitsPerBlock() / 4,
                "worst write " + on.worstWrite + " relocations against " + off.worstWrite);
        assertEquals(List.of(), on.ftl.checkInvariants());
        assertEquals(12_800, on.ftl.mappedUnits());
    }

    @Test
    void aCompressingFtlLevelsWearAndKeepsItsBookkeeping() {
        Ftl ftl = new Ftl(DRIVE, new FtlSettings(true, 2, 4, true, 1, THRESHOLD), ClosedBlocks::fewestValid, 3, 0, true);
        SplitMix64 random = new SplitMix64(5);
        for (int unit = 0; unit < 12_800; unit++) {
            ftl.writeUnit(unit, Ftl.QUANTA_PER_UNIT);
        }
        for (int i = 0; i < HOT_WRITES; i++) {
            ftl.writeUnit(random.nextInt(HOT_UNITS), Ftl.MIN_QUANTA + random.nextInt(Ftl.QUANTA_PER_UNIT - Ftl.MIN_QUANTA + 1));
            if (i % 49_999 == 0) {
                assertEquals(List.of(), ftl.checkInvariants(), "after write " + i);
            }
        }
        assertTrue(ftl.wearLevelingVictims() > 0, "no cold block moved");
        assertEquals(List.of(), ftl.checkInvariants());
        assertEquals(12_800, ftl.mappedUnits());
    }

    @Test
    void idleTimeFinishesAColdMove() {
        HotCold on = new HotCold(THRESHOLD);
        SplitMix64 random = new SplitMix64(2);
        for (int i = 0; i < 2 * HOT_WRITES && on.ftl.coldVictim == Ftl.UNMAPPED; i++) {
            on.ftl.writeUnit(random.nextInt(HOT_UNITS));
        }
        assertTrue(on.ftl.coldVictim != Ftl.UNMAPPED, "no cold move under way");
        long moves = on.ftl.wearLevelingVictims();
        on.ftl.collectIdle(1, Long.MAX_VALUE);
        assertEquals(Ftl.UNMAPPED, on.ftl.coldVictim, "the move was finished");
        assertEquals(moves, on.ftl.wearLevelingVictims());
        assertEquals(List.of(), on.ftl.checkInvariants());
    }

    @Test
    void sameSeedSameWear() {
        HotCold a = new HotCold(THRESHOLD);
        HotCold b = new HotCold(THRESHOLD);
        a.round();
        b.round();
        assertEquals(a.ftl.counters(), b.ftl.counters());
        for (int block = 0; block < DRIVE.blocks(); block++) {
            assertEquals(a.ftl.eraseCount(block), b.ftl.eraseCount(block), "block " + block);
        }
    }
}
