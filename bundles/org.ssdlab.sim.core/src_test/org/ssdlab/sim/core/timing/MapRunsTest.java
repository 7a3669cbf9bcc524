package org.ssdlab.sim.core.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.SplitMix64;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.drive.MappingTable;
import org.ssdlab.sim.api.gc.ClosedBlocks;
import org.ssdlab.sim.core.ftl.Ftl;
import org.ssdlab.sim.core.ftl.FtlSettings;

/** A map kept as runs, as a tree of extents keeps it: what each map page takes in DRAM as host writes and TRIMs change it. */
class MapRunsTest {

    /** 4 KiB units, 8 sectors each; 64 entries a map page, 8-byte runs, 4-byte flat entries. */
    private static final Geometry DRIVE = new Geometry(2, 2, 1, 32, 64, 4096, 4096, 4096 * 8);
    private static final int ENTRIES = 64;
    private static final int SECTORS = 8;

    private final Ftl ftl = new Ftl(DRIVE, new FtlSettings(true, 2, 4), ClosedBlocks::fewestValid, 1);
    private final MapRuns runs = new MapRuns(ftl, new MappingTable(1 << 20, 4, 8), DRIVE.logicalUnits() / ENTRIES,
            ENTRIES, DRIVE.logicalUnits(), SECTORS);

    @Test
    void writesInOrderKeepAPageOneRunAndAScatteredWriteAddsTwo() {
        write(0, ENTRIES); // page 0 written in order: one run
        assertEquals(1, runs.runs(0));
        assertEquals(8, runs.bytesOf(0, true));
        write(10, 1); // one unit elsewhere in flash splits the run in three
        assertEquals(3, runs.runs(0));
        assertEquals(0, runs.runs(1)); // nothing written: nothing tracked
        assertEquals(8, runs.bytesOf(1, true)); // a cached page takes one entry at least
        write(ENTRIES + 5, 1); // into an unwritten page: unmapped units take no entry
        assertEquals(1, runs.runs(1));
        write(ENTRIES + 7, 1);
        assertEquals(2, runs.runs(1));
    }

    @Test
    void aFragmentedPageTakesMoreThanItsFlatEntries() {
        write(0, ENTRIES);
        for (int unit = 0; unit < ENTRIES; unit += 2) { // every other unit rewritten: each unit its own run
            write(unit, 1);
        }
        assertEquals(ENTRIES, runs.runs(0));
        assertEquals(ENTRIES * 8, runs.bytesOf(0, true)); // 512 bytes, twice the flat page's 64 entries of 4
    }

    @Test
    void aTrimTakesItsRunsAway() {
        write(0, ENTRIES);
        write(10, 1);
        runs.unlink(0, 16L * SECTORS);
        ftl.trim(0, 16 * SECTORS);
        runs.link(0, 16L * SECTORS);
        assertEquals(1, runs.runs(0)); // units 16.. in order: one run; the trimmed ones none
        assertEquals(runs.countRuns(0), runs.runs(0));
    }

    @Test
    void countsKeptUpToDateAgreeWithARecountAfterWritesAndTrims() {
        SplitMix64 random = new SplitMix64(11);
        int units = DRIVE.logicalUnits();
        for (int i = 0; i < 1_200; i++) { // fewer units than the spare holds: no GC moves, which the counts do not follow
            int unit = random.nextInt(units - 4);
            int length = 1 + random.nextInt(4);
            if (random.nextInt(5) == 0) {
                runs.unlink((long) unit * SECTORS, (long) length * SECTORS);
                ftl.trim((long) unit * SECTORS, length * SECTORS);
                runs.link((long) unit * SECTORS, (long) length * SECTORS);
            } else {
                write(unit, length);
            }
        }
        for (int page = 0; page < units / ENTRIES; page++) {
            assertEquals(runs.countRuns(page), runs.runs(page), "page " + page);
        }
        runs.clear();
        assertEquals(0, runs.runs(3));
    }

    private void write(int unit, int units) {
        long lba = (long) unit * SECTORS;
        runs.unlink(lba, (long) units * SECTORS);
        ftl.write(lba, units * SECTORS);
        runs.link(lba, (long) units * SECTORS);
    }
}
