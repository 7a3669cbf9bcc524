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
    long readModifyWrites;

    FtlWork(Ftl ftl) {
        this.ftl = ftl;
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
        readModifyWritesBefore += readModifyWrites;
    }
}
