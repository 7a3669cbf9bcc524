package org.ssdlab.sim.core.ftl;

/**
 * A snapshot of an FTL's cumulative counters. Subtract two snapshots for an interval.
 *
 * @param sectorsPerUnit    512-byte sectors per mapping unit (to convert units to bytes)
 * @param hostSectorsWritten sectors the host asked to write
 * @param hostUnitsWritten  units programmed for host writes (partial units count whole)
 * @param readModifyWrites  partial-unit host writes that had to read the old unit first
 * @param hostSectorsRead   sectors the host asked to read
 * @param hostUnitsRead     units read from NAND for host reads (unmapped units cost no NAND read)
 * @param trimmedUnits      mapped units invalidated by TRIM
 * @param gcUnitsRelocated  valid units GC read and programmed elsewhere
 * @param hostPagesProgrammed NAND pages opened by host writes
 * @param gcPagesProgrammed   NAND pages opened by GC relocation
 * @param erases            block erases (GC and secure erase)
 * @param metadataUnitsWritten units of the controller's own data programmed: map pages written back by
 *                          a drive whose DRAM caches only part of its mapping table (their pages are
 *                          among the host pages: they go through the host's open block)
 */
public record FtlCounters(int sectorsPerUnit, long hostSectorsWritten, long hostUnitsWritten, long readModifyWrites,
        long hostSectorsRead, long hostUnitsRead, long trimmedUnits, long gcUnitsRelocated, long hostPagesProgrammed,
        long gcPagesProgrammed, long erases, long metadataUnitsWritten) {

    /** Counters of an FTL that stores no metadata of its own. */
    public FtlCounters(int sectorsPerUnit, long hostSectorsWritten, long hostUnitsWritten, long readModifyWrites,
            long hostSectorsRead, long hostUnitsRead, long trimmedUnits, long gcUnitsRelocated, long hostPagesProgrammed,
            long gcPagesProgrammed, long erases) {
        this(sectorsPerUnit, hostSectorsWritten, hostUnitsWritten, readModifyWrites, hostSectorsRead, hostUnitsRead,
                trimmedUnits, gcUnitsRelocated, hostPagesProgrammed, gcPagesProgrammed, erases, 0);
    }

    /** Units programmed to NAND: host, GC and metadata. */
    public long nandUnitsProgrammed() {
        return hostUnitsWritten + gcUnitsRelocated + metadataUnitsWritten;
    }

    /** NAND bytes programmed per host byte written; NaN before any host write. */
    public double writeAmplification() {
        return hostSectorsWritten == 0 ? Double.NaN
                : nandUnitsProgrammed() * (double) sectorsPerUnit / hostSectorsWritten;
    }

    /** The counts accumulated since {@code earlier}. */
    public FtlCounters minus(FtlCounters earlier) {
        return new FtlCounters(sectorsPerUnit, hostSectorsWritten - earlier.hostSectorsWritten,
                hostUnitsWritten - earlier.hostUnitsWritten, readModifyWrites - earlier.readModifyWrites,
                hostSectorsRead - earlier.hostSectorsRead, hostUnitsRead - earlier.hostUnitsRead,
                trimmedUnits - earlier.trimmedUnits, gcUnitsRelocated - earlier.gcUnitsRelocated,
                hostPagesProgrammed - earlier.hostPagesProgrammed, gcPagesProgrammed - earlier.gcPagesProgrammed,
                erases - earlier.erases, metadataUnitsWritten - earlier.metadataUnitsWritten);
    }
}
