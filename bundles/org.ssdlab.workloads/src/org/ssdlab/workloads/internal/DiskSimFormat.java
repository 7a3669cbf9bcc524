package org.ssdlab.workloads.internal;

/**
 * DiskSim ASCII traces: whitespace-separated {@code time devno blkno size flags}, the time in
 * milliseconds (decimal), block number and size in 512-byte sectors, flags bit 0 set for a read.
 */
final class DiskSimFormat extends TraceFormat {

    static final String FIELDS = "time devno blkno size flags";

    @Override
    String name() {
        return "DiskSim ASCII";
    }

    @Override
    String timeField() {
        return "time";
    }

    @Override
    long nanosPerTimeUnit() {
        return 1;
    }

    @Override
    boolean parse(String line, boolean firstRecord, Record out) {
        String[] fields = line.trim().split("\\s+");
        if (fields.length != 5) {
            throw wrongFieldCount(5, "whitespace-separated", FIELDS, fields.length);
        }
        out.time = decimal("time", fields[0], 6);
        out.timeText = fields[0];
        integer("devno", fields[1], 0);
        out.firstSector = integer("blkno", fields[2], 0);
        out.sectors = positiveSectors("size", integer("size", fields[3], 0), fields[3]);
        out.read = (integer("flags", fields[4], 0) & 1) != 0;
        return true;
    }
}
