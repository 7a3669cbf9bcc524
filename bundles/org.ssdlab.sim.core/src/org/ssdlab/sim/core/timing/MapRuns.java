package org.ssdlab.sim.core.timing;

import java.util.Arrays;

import org.ssdlab.sim.api.drive.MappingTable;
import org.ssdlab.sim.core.ftl.Ftl;

/**
 * A map kept as runs in DRAM: what each map page takes there. A run is a stretch of a page's
 * entries whose units sit in consecutive flash units, or are all unmapped; a cached page takes one
 * run entry per run, never more than its flat entries. Data written in order is a run or a few per
 * page; each scattered write adds about two; a TRIM joins them again.
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
    private final long flatBytes;
    private final long runBytes;
    private final int[] runs;

    MapRuns(Ftl ftl, MappingTable mapping, int mapPages, int entriesPerPage, int logicalUnits, int sectorsPerUnit) {
        this.ftl = ftl;
        this.entriesPerPage = entriesPerPage;
        this.logicalUnits = logicalUnits;
        this.sectorsPerUnit = sectorsPerUnit;
        this.flatBytes = (long) entriesPerPage * mapping.entryBytes();
        this.runBytes = mapping.runBytes();
        this.runs = new int[mapPages];
        clear();
    }

    /** Every unit unmapped: one run a page. */
    void clear() {
        Arrays.fill(runs, 1);
    }

    /** Before the FTL changes the units of [lba, lba + sectors): their run breaks are taken away. */
    void unlink(long lba, long sectors) {
        countBreaks(lba, sectors, -1);
    }

    /** After the FTL changed the units of [lba, lba + sectors): their run breaks are added again. */
    void link(long lba, long sectors) {
        countBreaks(lba, sectors, 1);
    }

    /**
     * The DRAM bytes map page {@code page} takes as runs, at most its flat entries; a page being read
     * in ({@code cached} false) is counted afresh.
     */
    int bytesOf(int page, boolean cached) {
        if (!cached) {
            runs[page] = countRuns(page);
        }
        return (int) Math.min(flatBytes, Math.max(1, runs[page]) * runBytes);
    }

    /** The runs of map page {@code page}, counted from the forward map. */
    int countRuns(int page) {
        int first = page * entriesPerPage;
        int end = (int) Math.min((long) first + entriesPerPage, logicalUnits);
        int count = 1;
        for (int unit = first + 1; unit < end; unit++) {
            if (breaksAt(unit)) {
                count++;
            }
        }
        return count;
    }

    /** The runs map page {@code page} is known to have (its count as last kept up to date). */
    int runs(int page) {
        return runs[page];
    }

    private void countBreaks(long lba, long sectors, int sign) {
        int first = (int) Math.max(1, lba / sectorsPerUnit);
        int last = (int) Math.min(logicalUnits - 1L, (lba + sectors - 1) / sectorsPerUnit + 1);
        for (int unit = first; unit <= last; unit++) {
            if (unit % entriesPerPage != 0 && breaksAt(unit)) {
                runs[unit / entriesPerPage] += sign;
            }
        }
    }

    /** Whether a run ends before {@code unit}: it and the unit before are neither in consecutive flash units nor both unmapped. */
    private boolean breaksAt(int unit) {
        int physical = ftl.physicalUnitOf(unit);
        int previous = ftl.physicalUnitOf(unit - 1);
        return physical < 0 ? previous >= 0 : previous < 0 || physical != previous + 1;
    }
}
