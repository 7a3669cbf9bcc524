package org.ssdlab.workloads.internal;

/**
 * MSR Cambridge block traces (SNIA IOTTA): {@code Timestamp,Hostname,DiskNumber,Type,Offset,Size,ResponseTime}
 * with the timestamp in Windows filetime ticks of 100 ns, Type {@code Read} or {@code Write} and offset
 * and size in bytes. Requests not on sector boundaries are widened to whole sectors. A header line
 * starting with {@code Timestamp} is skipped.
 */
final class MsrFormat extends TraceFormat {

    static final String FIELDS = "Timestamp,Hostname,DiskNumber,Type,Offset,Size,ResponseTime";

    @Override
    String name() {
        return "MSR Cambridge CSV";
    }

    @Override
    String timeField() {
        return "Timestamp";
    }

    @Override
    long nanosPerTimeUnit() {
        return 100;
    }

    @Override
    boolean parse(String line, boolean firstRecord, Record out) {
        String[] fields = line.split(",", -1);
        if (fields.length != 7) {
            throw wrongFieldCount(7, "comma-separated", FIELDS, fields.length);
        }
        for (int i = 0; i < fields.length; i++) {
            fields[i] = fields[i].trim();
        }
        if (firstRecord && fields[0].equalsIgnoreCase("Timestamp")) {
            return false;
        }
        out.time = integer("Timestamp", fields[0], 0);
        out.timeText = fields[0];
        integer("DiskNumber", fields[2], 0);
        if (fields[3].equalsIgnoreCase("Read")) {
            out.read = true;
        } else if (fields[3].equalsIgnoreCase("Write")) {
            out.read = false;
        } else {
            throw new IllegalArgumentException("Type '" + fields[3] + "' is neither Read nor Write");
        }
        long offset = integer("Offset", fields[4], 0);
        long size = integer("Size", fields[5], 0);
        try {
            Double.parseDouble(fields[6]);
        } catch (NumberFormatException e) {
            throw notANumber("ResponseTime", fields[6]);
        }
        if (size == 0) {
            throw new IllegalArgumentException("Size 0 is empty: a request needs at least one byte");
        }
        long end;
        try {
            end = Math.addExact(offset, size);
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException("Offset " + offset + " + Size " + size + " is too large");
        }
        out.firstSector = offset / SECTOR;
        out.sectors = positiveSectors("Size", Math.ceilDiv(end, SECTOR) - out.firstSector, fields[5]);
        return true;
    }
}
