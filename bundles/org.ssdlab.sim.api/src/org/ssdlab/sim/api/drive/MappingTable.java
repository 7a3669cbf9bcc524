package org.ssdlab.sim.api.drive;

/**
 * How much of the logical-to-physical map the controller's DRAM holds. A drive whose DRAM holds
 * the whole map ({@link #WHOLE}) looks every entry up for free; one whose DRAM holds less keeps
 * the map in NAND, in map pages of one mapping unit each, and caches the recently used ones
 * (demand paging, as DFTL does): a lookup that misses reads a map page from NAND, and evicting a
 * map page whose entries changed programs it.
 *
 * <p>
 * With {@code runBytes} above 0 the map in DRAM is a tree of extents keyed by LBA, and a cached
 * map page takes the DRAM its runs need: a run is a stretch of consecutive written mapping units
 * stored in consecutive flash units, kept as one entry of {@code runBytes}; unwritten units take
 * none, and a fragmented page may take more than its flat entries. Data written in order then
 * costs almost no DRAM, and the map outgrows DRAM only as random writes fragment it.
 *
 * @param cacheBytes DRAM given to cached map pages; {@link Long#MAX_VALUE} for the whole map
 * @param entryBytes bytes of one map entry (one mapping unit's physical address), so a map page
 *                   of {@code unitBytes} holds {@code unitBytes / entryBytes} entries
 * @param runBytes   bytes of one run entry in DRAM; 0: every cached page takes a whole unit
 */
public record MappingTable(long cacheBytes, int entryBytes, int runBytes) {

    /** DRAM holds the whole map: no lookup ever touches NAND. */
    public static final MappingTable WHOLE = new MappingTable(Long.MAX_VALUE, 4);

    public MappingTable {
        Checks.positive("cacheBytes", cacheBytes);
        if (entryBytes < 1 || entryBytes > 64) {
            throw new IllegalArgumentException("entryBytes = " + entryBytes + " must be in [1, 64]");
        }
        if (runBytes < 0 || runBytes > 64) {
            throw new IllegalArgumentException("runBytes = " + runBytes + " must be in [0, 64]");
        }
    }

    /** Cached pages of whole units. */
    public MappingTable(long cacheBytes, int entryBytes) {
        this(cacheBytes, entryBytes, 0);
    }

    /** A map cache of {@code cacheBytes} with 4-byte entries (enough for 2^32 physical units). */
    public static MappingTable cache(long cacheBytes) {
        return new MappingTable(cacheBytes, 4);
    }

    /** Whether cached pages take the DRAM their runs need rather than a whole unit each. */
    public boolean sizedByRuns() {
        return runBytes > 0;
    }

    /** Bytes of the whole map of {@code geometry}: one entry per logical mapping unit. */
    public long mapBytes(Geometry geometry) {
        return (long) geometry.logicalUnits() * entryBytes;
    }

    /** Whether DRAM holds the whole map of {@code geometry}: then lookups cost nothing. */
    public boolean holdsWholeMap(Geometry geometry) {
        return cacheBytes >= mapBytes(geometry);
    }

    /** The same share of the map for a drive shrunk by {@code factor} (at least one map page). */
    public MappingTable scaled(double factor, Geometry small) {
        if (cacheBytes == Long.MAX_VALUE || factor >= 1) {
            return this;
        }
        return new MappingTable(Math.max(small.unitBytes(), Math.round(cacheBytes * factor)), entryBytes, runBytes);
    }
}
