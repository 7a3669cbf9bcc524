package org.ssdlab.sim.core.timing;

import java.util.Arrays;

import org.ssdlab.sim.api.drive.MappingTable;
import org.ssdlab.sim.core.ftl.Ftl;

/**
 * A map kept as runs in DRAM, as a tree of extents keyed by LBA keeps it: what each map page takes
 * there. A run is a stretch of a page's mapped units that sit in consecutive flash units; a cached
 * page takes one run entry per run (at least one). Unmapped units take nothing, and nothing caps a
 * fragmented page at its flat entries: a tree tracks every LBA that has been written, one node per
 * extent. Data written in order is a run or a few per page; a scattered write into written data adds
 * about two, one into unwritten space one; a TRIM takes them away.
 * <p>
 * Host writes and TRIMs keep each page's count up to date from the units' neighbours before and
 * after the FTL changes them ({@link #unlink}, {@link #link}); GC's moves are not followed one by
 * one: a page is counted afresh from the forward map whenever it is read in. Four bytes per map page.
 */
final class MapRuns {

    private final Ftl ftl;
    private final int entriesPerPage;
    private final int logicalUnits;
    private final int sectorsPerUnit;
    private final long runBytes;
    private final int[] runs;

    MapRuns(Ftl ftl, MappingTable mapping, int mapPages, int entriesPerPage, int logicalUnits, int sectorsPerUnit) {
        this.ftl = ftl;
        this.entriesPerPage = entriesPerPage;
        this.logicalUnits = logicalUnits;
        this.sectorsPerUnit = sectorsPerUnit;
        this.runBytes = mapping.runBytes();
        this.runs = new int[mapPages];
        clear();
    }

    /** Every unit unmapped: no run. */
    void clear() {
        Arrays.fill(runs, 0);
    }

    /** Before the FTL changes the units of [lba, lba + sectors): the runs they start are taken away. */
    void unlink(long lba, long sectors) {
        countStarts(lba, sectors, -1);
    }

    /** After the FTL changed the units of [lba, lba + sectors): the runs they start are added again. */
    void link(long lba, long sectors) {
        countStarts(lba, sectors, 1);
    }

    /**
     * The DRAM bytes map page {@code page} takes as runs; a page being read in ({@code cached} false)
     * is counted afresh.
     */
    int bytesOf(int page, boolean cached) {
        if (!cached) {
            runs[page] = countRuns(page);
        }
        return (int) (Math.max(1, runs[page]) * runBytes);
    }

    /** The runs of map page {@code page}, counted from the forward map. */
    int countRuns(int page) {
        int first = page * entriesPerPage;
        int end = (int) Math.min((long) first + entriesPerPage, logicalUnits);
        int count = 0;
        for (int unit = first; unit < end; unit++) {
            if (startsRun(unit)) {
                count++;
            }
        }
        return count;
    }

    /** The runs map page {@code page} is known to have (its count as last kept up to date). */
    int runs(int page) {
        return runs[page];
    }

    /** The units whose run start a change to [lba, lba + sectors) can alter: those units and the one after. */
    private void countStarts(long lba, long sectors, int sign) {
        int first = (int) (lba / sectorsPerUnit);
        int last = (int) Math.min(logicalUnits - 1L, (lba + sectors - 1) / sectorsPerUnit + 1);
        for (int unit = first; unit <= last; unit++) {
            if (startsRun(unit)) {
                runs[unit / entriesPerPage] += sign;
            }
        }
    }

    /** Whether a run starts at {@code unit}: it is mapped, and first in its page or not in the flash unit after its predecessor's. */
    private boolean startsRun(int unit) {
        int physical = ftl.physicalUnitOf(unit);
        if (physical < 0) {
            return false;
        }
        if (unit % entriesPerPage == 0) {
            return true;
        }
        int previous = ftl.physicalUnitOf(unit - 1);
        return previous < 0 || physical != previous + 1;
    }
}
