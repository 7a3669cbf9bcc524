package org.ssdlab.sim.core.timing;

import org.ssdlab.sim.core.ftl.Ftl;

/**
 * What the FTL did since the timing model last looked: the work a request (or a stretch of
 * background GC) must book on the NAND. Read from the FTL's running counters, so nothing is
 * allocated per request.
 */
final class FtlWork {

    private final Ftl ftl;
    private long hostPagesBefore;
    private long gcPagesBefore;
    private long coldPagesBefore;
    private long coldMovesBefore;
    private long relocatedBefore;
    private long relocatedQuantaBefore;
    private long erasesBefore;
    private long readModifyWritesBefore;

    long hostPages;
    long gcPages;
    /** Pages of wear levelling's cold moves, and how many moves began. */
    long coldPages;
    long coldMoves;
    long relocated;
    /** Quanta relocated (a compressing FTL; 0 otherwise). */
    long relocatedQuanta;
    long erased;
    /** With GC lanes, blocks erased per lane; null with one lane. */
    final long[] laneErased;
    private final long[] laneErasedBefore;
    long readModifyWrites;

    FtlWork(Ftl ftl) {
        this.ftl = ftl;
        this.laneErased = ftl.lanes() > 1 ? new long[ftl.lanes()] : null;
        this.laneErasedBefore = ftl.lanes() > 1 ? new long[ftl.lanes()] : null;
    }

    /** Takes the work done since the last call into the fields. */
    void take() {
        hostPages = ftl.hostPagesProgrammed() - hostPagesBefore;
        gcPages = ftl.gcPagesProgrammed() - gcPagesBefore;
        coldPages = ftl.coldPagesProgrammed() - coldPagesBefore;
        coldMoves = ftl.wearLevelingVictims() - coldMovesBefore;
        coldPagesBefore += coldPages;
        coldMovesBefore += coldMoves;
        relocated = ftl.gcUnitsRelocated() - relocatedBefore;
        erased = ftl.erases() - erasesBefore;
        readModifyWrites = ftl.readModifyWrites() - readModifyWritesBefore;
        hostPagesBefore += hostPages;
        gcPagesBefore += gcPages;
        relocatedBefore += relocated;
        relocatedQuanta = ftl.gcQuantaRelocated() - relocatedQuantaBefore;
        relocatedQuantaBefore += relocatedQuanta;
        erasesBefore += erased;
        if (laneErased != null && erased > 0) {
            for (int lane = 0; lane < laneErased.length; lane++) {
                long total = ftl.laneErases(lane);
                laneErased[lane] = total - laneErasedBefore[lane];
                laneErasedBefore[lane] = total;
            }
        }
        readModifyWritesBefore += readModifyWrites;
    }
}
