package org.ssdlab.sim.core.ftl;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

import org.ssdlab.sim.api.SplitMix64;
import org.ssdlab.sim.api.drive.Compression;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.gc.VictimPolicy;

/**
 * A page-mapped flash translation layer: maps host mapping units to NAND units, writes out of
 * place through one or two write frontiers, and reclaims space by garbage collection with a
 * pluggable {@link VictimPolicy}.
 * <p>
 * State lives in flat int arrays (forward map, reverse map, per-block counts) so that a write is a
 * handful of array accesses with no allocation: about 8 bytes per physical unit in all.
 * <p>
 * <b>Compression</b> (SandForce DuraWrite; {@link #Ftl(Geometry, FtlSettings, VictimPolicy, long, int, boolean)}):
 * a unit then takes only its compressed size of the flash, in {@link #QUANTA_PER_UNIT} quanta,
 * stored with the unit (a byte per logical unit). Units are packed back to back into the open block,
 * across page boundaries; a block closes when its quanta are used up (a unit that does not fit opens
 * the next block, the tail stays empty). Valid data per block, GC's index and the victim policies'
 * view ({@link org.ssdlab.sim.api.gc.ClosedBlocks}) count quanta, so a block of compressed units is
 * judged by the share of its flash that is live, and GC moves each unit with its size. The
 * forward map points at <em>slots</em>, {@link #UNITS_PER_SLOT} per physical unit: a unit's slot is
 * in the physical unit where it begins, so a read still finds its page and die. That caps the
 * packing at {@code UNITS_PER_SLOT} units per physical unit, so no unit is charged less than a
 * quarter of a unit. Without compression none of this is allocated and every path is the plain one.
 * Not thread-safe; one instance simulates one drive.
 */
public final class Ftl {

    static final int UNMAPPED = -1;
    static final byte FREE = 0;
    static final byte OPEN = 1;
    static final byte CLOSED = 2;

    /** Granularity of compressed sizes ({@link Compression}, where the bounds are argued). */
    public static final int QUANTA_PER_UNIT = Compression.QUANTA_PER_UNIT;
    /** At most this many units begin in one physical unit: the reverse map holds as many entries per physical unit. */
    public static final int UNITS_PER_SLOT = Compression.UNITS_PER_SLOT;
    private static final int SLOT_SHIFT = Integer.numberOfTrailingZeros(UNITS_PER_SLOT);
    /** The least a unit takes: a physical unit shared by {@link #UNITS_PER_SLOT} units. */
    public static final int MIN_QUANTA = Compression.MIN_QUANTA;

    private final Geometry geometry;
    private final FtlSettings settings;
    private final VictimPolicy victimPolicy;
    final int unitsPerBlock;
    private final int unitsPerPage;
    private final int sectorsPerUnit;
    final int blocks;
    /** log2(unitsPerBlock) when it is a power of two, else -1: saves a division per write. */
    private final int blockShift;
    private final int unitShift; // log2 of sectors per unit, or -1: a shift instead of a 64-bit division per request

    /** One entry per host mapping unit, then one per unit of controller metadata ({@link #writeMetadataUnit}). */
    final int[] forward;
    private final int logicalUnits;
    /** Per block, the units factory-bad plane blocks took from it; null when every block is whole. */
    final int[] lostUnits;
    /** The sum of {@link #lostUnits}. */
    private final long badBlockUnits;
    final int[] reverse;
    /** Per block: valid units, or valid quanta when compressing. */
    final int[] valid;
    private final int[] eraseCount;
    /** Per block: erased by GC since the drive was last fresh (new or secure-erased), so in its second use or later. */
    private final boolean[] reused;
    /** Compressing: units are stored at their compressed size, {@link #quanta} per stored unit. */
    final boolean packed;
    /** Compressed size of each stored unit in quanta; null unless compressing. */
    final byte[] quanta;
    /** Quanta written into each block when it closed (its tail may be empty); null unless compressing. */
    final int[] filled;
    /** What a block holds in the unit of {@link #valid}: unitsPerBlock, or unitsPerBlock × QUANTA_PER_UNIT. */
    final int capacity;
    /** Reverse-map entries per block: unitsPerBlock, or unitsPerBlock × UNITS_PER_SLOT. */
    final int slotsPerBlock;
    private final int pageQuanta;
    private final int slotBlockShift;
    private long gcQuantaRelocated;
    final byte[] state;
    /** Free blocks and GC indexes, per GC lane ({@link FtlSettings#lanes()}). */
    final BlockPools pools;
    /** GC lanes; with more than one the host and GC frontiers write {@link #turnUnits} into each lane in turn. */
    private final int lanes;
    private final int turnUnits;
    /** Per lane, blocks erased so far (with more than one lane; null otherwise). */
    private final long[] laneErases;
    /** The lane of the worn block the last cold move began in. */
    private int coldLane;

    final Frontier hostFrontier;
    final Frontier gcFrontier;
    private final boolean incremental;
    /** Incremental GC moves once its credit covers the victim's next this many units (or all it has left). */
    private final int sliceUnits;
    private final int gcLow;
    private final int gcHigh;
    /** Idle GC refills the pool to half the spare blocks (per lane), no further: it does not compact the whole drive. */
    private final int idleTarget;
    private boolean collecting;
    /** The block GC is emptying (state OPEN, out of the index), or UNMAPPED; its next unit to scan. */
    int victim = UNMAPPED;
    private long victimsChosen;
    private int lastVictim = UNMAPPED;
    private int lastVictimValid;
    private int victimScan;
    /** Incremental GC: units to relocate per host unit for the current victim, and the fraction owed. */
    private double sliceRatio;
    private double sliceCredit;
    /** Victims in a row that held no invalid unit: a policy that only picks those would never free a block. */
    private int fruitless;
    /** How far ahead {@link #writeUnits} touches the forward map; about what the CPU can keep in flight. */
    private static final int LOOKAHEAD = 32;
    /** Consumes the look-ahead loads so that the JIT cannot drop them. */
    private int lookaheadSink;
    /** Units programmed so far: the clock block ages are measured on. */
    private long clock;
    /** Static wear levelling ({@link FtlSettings#wearLevelingThreshold()}; 0: off). */
    private final int wearThreshold;
    /** Erases between two looks for a cold block: the look scans every block, so not at every victim. */
    private final long wearCheckInterval;
    private long nextWearCheck;
    /** The most erases any block has had. */
    private int mostErases;
    /** A lower bound of the fewest erases any block has had (the true figure only grows). */
    private int leastErasesBound;
    /**
     * The cold block static wear levelling is emptying beside GC's victim (state OPEN, out of the
     * index), or UNMAPPED; its next slot to scan and the units it is owed.
     */
    int coldVictim = UNMAPPED;
    private int coldScan;
    private double coldCredit;
    /** Where the cold data goes: a worn block GC has just erased, so that it rests under data nobody rewrites. */
    final Frontier coldFrontier = new Frontier();
    private long wearLevelingVictims;

    private long hostSectorsWritten;
    private long hostUnitsWritten;
    private long readModifyWrites;
    private long hostSectorsRead;
    private long hostUnitsRead;
    private long trimmedUnits;
    private long gcUnitsRelocated;
    private long hostPagesProgrammed;
    private long gcPagesProgrammed;
    /** Pages the cold frontier opened: wear levelling's moves, GC work but a write stream of their own. */
    private long coldPagesProgrammed;
    private long erases;
    private long metadataUnitsWritten;

    /**
     * The open block a frontier programs into, the next unit in it and where the next page starts
     * (compressing: in quanta, and the next free slot). With GC lanes the host and GC frontiers
     * have an open block in every lane and write into the current one up to {@code turnEnd}, then
     * move on ({@link #advance}), so GC's copies stripe over every die as the host's data does. With
     * one lane, and for the cold frontier (one worn block), {@code turnEnd} is the block's end.
     */
    static final class Frontier {
        int block = UNMAPPED;
        int next;
        int nextPage;
        int nextSlot;
        int turnEnd;
        int lane;
        /** The current lane's block is full and it waits for a new one. */
        boolean needsBlock;
        /** Whether it writes the lanes in turn (host and GC frontiers with more than one lane). */
        final boolean rotates;
        /** With lanes: each lane's open block and next unit while the frontier is in another lane; else null. */
        final int[] laneBlock;
        final int[] laneNext;

        Frontier() {
            this(1, false);
        }

        Frontier(int lanes, boolean rotates) {
            this.rotates = rotates && lanes > 1;
            laneBlock = lanes > 1 ? new int[lanes] : null;
            laneNext = lanes > 1 ? new int[lanes] : null;
        }

        /** Sets the current lane's block and next unit aside and takes up {@code to}'s. */
        void switchLane(int to, int blockEnd) {
            laneBlock[lane] = block;
            laneNext[lane] = next;
            lane = to;
            block = laneBlock[to];
            next = nextPage = laneNext[to];
            needsBlock = next == blockEnd;
        }

        /** No block open (a fresh drive): the next unit needs a new block, in lane 0. */
        void clear(int blockEnd) {
            block = UNMAPPED;
            next = blockEnd;
            turnEnd = blockEnd;
            lane = 0;
            needsBlock = true;
            if (laneBlock != null) {
                Arrays.fill(laneBlock, UNMAPPED);
                Arrays.fill(laneNext, blockEnd);
            }
        }
    }

    /**
     * @param seed fixes every random choice the FTL makes (e.g. a random victim policy's)
     * @throws IllegalArgumentException when the spare area cannot hold the frontiers and GC reserve
     */
    public Ftl(Geometry geometry, FtlSettings settings, VictimPolicy victimPolicy, long seed) {
        this(geometry, settings, victimPolicy, seed, 0);
    }

    /**
     * An FTL that also stores {@code metadataUnits} units of the controller's own data (pages of a
     * mapping table that DRAM cannot hold whole) in the same blocks as host data, out of the
     * host's range.
     */
    public Ftl(Geometry geometry, FtlSettings settings, VictimPolicy victimPolicy, long seed, int metadataUnits) {
        this(geometry, settings, victimPolicy, seed, metadataUnits, false);
    }

    /**
     * @param compression store each unit at its compressed size ({@link #write(long, long, int)}),
     *                    so that compressible data leaves flash free as spare (SandForce DuraWrite)
     */
    public Ftl(Geometry geometry, FtlSettings settings, VictimPolicy victimPolicy, long seed, int metadataUnits,
            boolean compression) {
        this(geometry, settings, victimPolicy, seed, metadataUnits, compression, null);
    }

    /**
     * @param lostUnits per block, the units its factory-bad plane blocks took from it (a multiple of
     *                  a page, less than a block), or null when every block is whole; not with
     *                  compression. A block's lost units are the first it would have been written at,
     *                  so its frontier starts past them and nothing else changes
     */
    public Ftl(Geometry geometry, FtlSettings settings, VictimPolicy victimPolicy, long seed, int metadataUnits,
            boolean compression, int[] lostUnits) {
        this.geometry = Objects.requireNonNull(geometry, "geometry");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.victimPolicy = Objects.requireNonNull(victimPolicy, "victimPolicy");
        this.unitsPerBlock = geometry.unitsPerBlock();
        this.unitsPerPage = geometry.unitsPerPage();
        this.sectorsPerUnit = geometry.sectorsPerUnit();
        this.blocks = geometry.blocks();
        this.blockShift = Integer.bitCount(unitsPerBlock) == 1 ? Integer.numberOfTrailingZeros(unitsPerBlock) : -1;
        this.unitShift = Integer.bitCount(sectorsPerUnit) == 1 ? Integer.numberOfTrailingZeros(sectorsPerUnit) : -1;
        if (metadataUnits < 0) {
            throw new IllegalArgumentException("metadataUnits = " + metadataUnits + " must be zero or positive");
        }
        this.logicalUnits = geometry.logicalUnits();
        this.lostUnits = lostUnits == null ? null : lostUnits.clone();
        long lost = 0;
        if (lostUnits != null) {
            if (compression || lostUnits.length != blocks) {
                throw new IllegalArgumentException("lostUnits: one entry per block (" + blocks + "), not "
                        + lostUnits.length + (compression ? ", and none with compression" : ""));
            }
            for (int units : lostUnits) {
                if (units < 0 || units >= unitsPerBlock || units % unitsPerPage != 0) {
                    throw new IllegalArgumentException("lostUnits: " + units + " must be whole pages, fewer than a "
                            + "block's " + unitsPerBlock + " units");
                }
                lost += units;
            }
        }
        int storedUnits = logicalUnits + metadataUnits;
        this.badBlockUnits = lost;
        int blocksForData = (int) ((storedUnits + lost + unitsPerBlock - 1) / unitsPerBlock);
        int spareBlocks = blocks - blocksForData;
        if (blocks - blocksForData <= settings.reserveBlocks()) {
            throw new IllegalArgumentException("spare area of " + (blocks - blocksForData) + " blocks is too small: "
                    + "the FTL needs more than " + settings.reserveBlocks() + " (write frontiers and GC reserve)");
        }
        this.packed = compression;
        if (compression && (long) geometry.physicalUnits() * UNITS_PER_SLOT > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("compression: " + geometry.physicalUnits() + " physical units × "
                    + UNITS_PER_SLOT + " slots exceed the reverse map's int index; at most "
                    + Integer.MAX_VALUE / UNITS_PER_SLOT + " physical units");
        }
        this.capacity = compression ? unitsPerBlock * QUANTA_PER_UNIT : unitsPerBlock;
        this.slotsPerBlock = compression ? unitsPerBlock * UNITS_PER_SLOT : unitsPerBlock;
        this.pageQuanta = unitsPerPage * QUANTA_PER_UNIT;
        this.slotBlockShift = Integer.bitCount(slotsPerBlock) == 1 ? Integer.numberOfTrailingZeros(slotsPerBlock) : -1;
        this.forward = new int[storedUnits];
        this.reverse = new int[geometry.physicalUnits() * (compression ? UNITS_PER_SLOT : 1)];
        this.quanta = compression ? new byte[storedUnits] : null;
        this.filled = compression ? new int[blocks] : null;
        this.valid = new int[blocks];
        this.eraseCount = new int[blocks];
        this.reused = new boolean[blocks];
        this.state = new byte[blocks];
        this.lanes = settings.lanes();
        if (lanes > 1 && compression) {
            throw new IllegalArgumentException("lanes = " + lanes + ": a compressing FTL packs units across pages "
                    + "and keeps one pool (its blocks are superblocks)");
        }
        this.turnUnits = lanes > 1 ? settings.turnPages() * unitsPerPage : unitsPerBlock;
        if (lanes > 1 && unitsPerBlock % turnUnits != 0) {
            throw new IllegalArgumentException("turnPages = " + settings.turnPages() + " must divide a block's "
                    + geometry.pagesPerBlock() + " pages");
        }
        if (lanes > 1 && !settings.separateGcFrontier()) {
            throw new IllegalArgumentException("lanes = " + lanes + ": the host's and GC's pages go to the lanes in "
                    + "turn each on a frontier of its own (separateGcFrontier)");
        }
        this.laneErases = lanes > 1 ? new long[lanes] : null;
        this.pools = new BlockPools(blocks, lanes, capacity, valid, this.lostUnits, new SplitMix64(seed));
        this.hostFrontier = new Frontier(lanes, true);
        this.gcFrontier = settings.separateGcFrontier() ? new Frontier(lanes, true) : hostFrontier;
        this.incremental = settings.incrementalGc();
        this.sliceUnits = settings.gcSliceUnits();
        this.gcLow = settings.gcLowWatermark();
        this.gcHigh = settings.gcHighWatermark();
        this.idleTarget = Math.max(gcHigh, spareBlocks / 2 / lanes);
        this.wearThreshold = settings.wearLevelingThreshold();
        this.wearCheckInterval = Math.max(1, blocks / 64);
        reset();
    }

    private void reset() {
        Arrays.fill(forward, UNMAPPED);
        Arrays.fill(reverse, UNMAPPED);
        Arrays.fill(valid, 0);
        Arrays.fill(state, FREE);
        Arrays.fill(reused, false);
        pools.fillAll();
        hostFrontier.clear(capacity);
        gcFrontier.clear(capacity);
        victim = UNMAPPED;
        sliceCredit = 0;
        fruitless = 0;
        coldVictim = UNMAPPED;
        coldFrontier.clear(capacity);
    }

    public Geometry geometry() {
        return geometry;
    }

    public FtlSettings settings() {
        return settings;
    }

    /** Writes {@code sectors} 512-byte sectors from {@code lba}; partial units are read-modify-written. */
    public void write(long lba, long sectors) {
        write(lba, sectors, QUANTA_PER_UNIT);
    }

    /**
     * Writes {@code sectors} from {@code lba} as data that compresses to {@code unitQuanta} quanta
     * per unit ({@link Compression#quanta}); an FTL without compression stores whole units whatever it is told.
     */
    public void write(long lba, long sectors, int unitQuanta) {
        if (packed) {
            checkQuanta(unitQuanta);
        }
        checkRange(lba, sectors);
        long end = lba + sectors;
        int first = unitOf(lba);
        int last = unitOf(end - 1);
        boolean raggedHead = (long) first * sectorsPerUnit != lba;
        boolean raggedTail = (long) (last + 1) * sectorsPerUnit != end;
        for (int unit = first; unit <= last; unit++) {
            boolean partial = (unit == first && raggedHead) || (unit == last && raggedTail);
            if (partial && forward[unit] != UNMAPPED) {
                readModifyWrites++;
                hostUnitsRead++;
            }
            if (packed) {
                programHostUnitPacked(unit, unitQuanta);
            } else {
                programHostUnit(unit);
            }
        }
        hostSectorsWritten += sectors;
    }

    private static void checkQuanta(int unitQuanta) {
        if (unitQuanta < MIN_QUANTA || unitQuanta > QUANTA_PER_UNIT) {
            throw new IllegalArgumentException("unitQuanta = " + unitQuanta + " must be in [" + MIN_QUANTA + ", "
                    + QUANTA_PER_UNIT + "]");
        }
    }

    /**
     * Ends the page the host frontier has begun: its data goes to NAND now, padded (a write-through
     * request's last page, or what a FLUSH forces out of the buffer), and MLC cannot program a page
     * twice, so the next host unit starts a new page. The units skipped stay empty until their
     * block is erased. Nothing to do with pages of one unit, or on a page boundary.
     */
    public void padHostPage() {
        Frontier f = hostFrontier;
        if (packed || f.block == UNMAPPED || f.next >= f.nextPage) {
            return;
        }
        f.next = f.nextPage;
        if (f.next == unitsPerBlock) {
            state[f.block] = CLOSED;
            pools.closed(f.block).add(f.block, clock);
        }
    }

    /** Whether this FTL stores units at their compressed size. */
    public boolean compresses() {
        return packed;
    }

    /** Writes one whole mapping unit: the fast path for unit-sized workloads. */
    public void writeUnit(int unit) {
        if (packed) {
            writeUnit(unit, QUANTA_PER_UNIT);
            return;
        }
        programHostUnit(unit);
        hostSectorsWritten += sectorsPerUnit;
    }

    /** Writes one whole mapping unit of data that compresses to {@code unitQuanta} quanta (compressing FTL). */
    public void writeUnit(int unit, int unitQuanta) {
        if (!packed) {
            writeUnit(unit);
            return;
        }
        checkQuanta(unitQuanta);
        programHostUnitPacked(unit, unitQuanta);
        hostSectorsWritten += sectorsPerUnit;
    }

    /**
     * Writes whole mapping units {@code units[0..count)} in order: the fast path for workloads that
     * generate requests in batches. Identical in effect to calling {@link #writeUnit} for each, but
     * it reads each unit's forward-map entry a few writes ahead, so that the cache misses of
     * consecutive random writes overlap instead of following one another.
     */
    public void writeUnits(int[] units, int count) {
        if (packed) {
            for (int i = 0; i < count; i++) {
                writeUnit(units[i], QUANTA_PER_UNIT);
            }
            return;
        }
        int[] forward = this.forward;
        int touched = 0;
        for (int i = 0; i < count; i++) {
            int ahead = i + LOOKAHEAD;
            if (ahead < count) {
                touched += forward[units[ahead]];
            }
            programHostUnit(units[i]);
        }
        hostSectorsWritten += (long) count * sectorsPerUnit;
        lookaheadSink += touched;
    }

    /** Reads {@code sectors} from {@code lba}; only mapped units cost a NAND read. */
    public void read(long lba, long sectors) {
        checkRange(lba, sectors);
        int first = unitOf(lba);
        int last = unitOf(lba + sectors - 1);
        for (int unit = first; unit <= last; unit++) {
            if (forward[unit] != UNMAPPED) {
                hostUnitsRead++;
            }
        }
        hostSectorsRead += sectors;
    }

    /** Tells the drive the sectors hold no data; only the mapping units they cover whole are invalidated. */
    public void trim(long lba, long sectors) {
        checkRange(lba, sectors);
        long firstWhole = (lba + sectorsPerUnit - 1) / sectorsPerUnit;
        long endWhole = (lba + sectors) / sectorsPerUnit;
        for (int unit = (int) firstWhole; unit < endWhole; unit++) {
            int old = forward[unit];
            if (old != UNMAPPED) {
                if (packed) {
                    unmapPacked(unit, old);
                } else {
                    unmap(unit, old);
                }
                trimmedUnits++;
            }
        }
    }

    /** Erases every programmed block and forgets all mappings: the drive is fresh out of the box again. */
    public void secureErase() {
        for (int b = 0; b < blocks; b++) {
            if (state[b] != FREE) { // free blocks are erased already: GC erases before it frees
                countErase(b);
            }
        }
        reset();
    }

    /**
     * Programs metadata unit {@code index} (a map page written back): out of place like host data,
     * relocated by GC and counted in the pages programmed (so in WA), but not as host data.
     */
    public void writeMetadataUnit(int index) {
        int unit = metadataUnit(index);
        metadataUnitsWritten++;
        if (packed) { // map pages are not compressed [G]
            programPacked(unit, QUANTA_PER_UNIT);
            return;
        }
        int old = forward[unit];
        if (old != UNMAPPED) {
            unmap(unit, old);
        }
        place(unit, hostFrontier, false);
        if (incremental && (pools.level() < gcHigh || coldVictim != UNMAPPED) && !collecting) {
            collectSlice();
        }
    }

    /** Forgets metadata unit {@code index} (a map page whose entries are all unmapped): its NAND copy is invalid. */
    public void trimMetadataUnit(int index) {
        int unit = metadataUnit(index);
        int old = forward[unit];
        if (old != UNMAPPED) {
            if (packed) {
                unmapPacked(unit, old);
            } else {
                unmap(unit, old);
            }
        }
    }

    /** Where metadata unit {@code index} lives, or -1 when it was never written (or trimmed). */
    public int physicalUnitOfMetadata(int index) {
        return physical(forward[metadataUnit(index)]);
    }

    /** The physical unit a forward-map entry points into (compressing: the one its slot lies in). */
    private int physical(int slot) {
        return packed && slot >= 0 ? slot >>> SLOT_SHIFT : slot;
    }

    /** Metadata units written so far (map pages written back). */
    public long metadataUnitsWritten() {
        return metadataUnitsWritten;
    }

    private int metadataUnit(int index) {
        if (index < 0 || index >= forward.length - logicalUnits) {
            throw new IllegalArgumentException("metadata unit " + index + " is outside [0, " + (forward.length - logicalUnits)
                    + ")");
        }
        return logicalUnits + index;
    }

    /** The mapping unit holding sector {@code sector}. */
    private int unitOf(long sector) {
        return (int) (unitShift >= 0 ? sector >>> unitShift : sector / sectorsPerUnit);
    }

    private void programHostUnit(int unit) {
        int old = forward[unit];
        if (old != UNMAPPED) {
            unmap(unit, old); // before it is placed: placing may run GC over its old block
        }
        hostUnitsWritten++;
        place(unit, hostFrontier, false);
        if (incremental && (pools.level() < gcHigh || coldVictim != UNMAPPED) && !collecting) {
            collectSlice();
        }
    }

    private void programHostUnitPacked(int unit, int unitQuanta) {
        hostUnitsWritten++;
        programPacked(unit, unitQuanta);
    }

    /** Stores {@code unit} at {@code unitQuanta} quanta through the host frontier, then GC's slice. */
    private void programPacked(int unit, int unitQuanta) {
        int old = forward[unit];
        if (old != UNMAPPED) {
            unmapPacked(unit, old);
        }
        quanta[unit] = (byte) unitQuanta;
        placePacked(unit, unitQuanta, hostFrontier);
        if (incremental && (pools.level() < gcHigh || coldVictim != UNMAPPED) && !collecting) {
            collectSlicePacked(unitQuanta);
        }
    }

    /** Compressing FTL: {@code unit}, stored at {@code slot}, no longer has a copy; its quanta leave the block's count. */
    private void unmapPacked(int unit, int slot) {
        forward[unit] = UNMAPPED;
        reverse[slot] = UNMAPPED;
        int block = slotBlockShift >= 0 ? slot >>> slotBlockShift : slot / slotsPerBlock;
        int before = valid[block];
        int nowValid = before - quanta[unit];
        valid[block] = nowValid;
        if (state[block] == CLOSED) {
            pools.closed(block).validChanged(block, before, nowValid);
        }
    }

    /**
     * Makes room for {@code unitQuanta} in {@code frontier}: a block without room for the unit is
     * closed with its tail empty, and the next is opened.
     */
    private void roomFor(Frontier frontier, int unitQuanta) {
        while (frontier.next + unitQuanta > capacity) {
            if (frontier.next < capacity) {
                closePacked(frontier);
            }
            open(frontier);
        }
    }

    private void closePacked(Frontier frontier) {
        int block = frontier.block;
        filled[block] = frontier.next;
        frontier.next = capacity;
        state[block] = CLOSED;
        pools.closed(block).add(block, clock);
    }

    /**
     * Maps {@code unit} to the next free quanta of {@code frontier}: its slot lies in the physical
     * unit where it begins, after the slots already used there. As no unit is smaller than
     * {@link #MIN_QUANTA}, at most {@link #UNITS_PER_SLOT} begin in one physical unit.
     *
     * @return the slot
     */
    private int slotAt(Frontier frontier) {
        int first = (frontier.next / QUANTA_PER_UNIT) * UNITS_PER_SLOT;
        int slot = Math.max(frontier.nextSlot, first);
        frontier.nextSlot = slot + 1;
        return frontier.block * slotsPerBlock + slot;
    }

    /** Host placement of a compressed unit: quanta, pages begun and the closing test, as {@link #place}. */
    private void placePacked(int unit, int unitQuanta, Frontier frontier) {
        roomFor(frontier, unitQuanta);
        int block = frontier.block;
        int slot = slotAt(frontier);
        int end = frontier.next + unitQuanta;
        while (frontier.nextPage < end) { // pages begun in [next, end)
            frontier.nextPage += pageQuanta;
            hostPagesProgrammed++;
        }
        frontier.next = end;
        forward[unit] = slot;
        reverse[slot] = unit;
        valid[block] += unitQuanta;
        clock++;
        if (end == capacity) {
            closePacked(frontier);
        }
    }

    /**
     * {@code unit}, stored at {@code physical}, no longer has a copy. The reverse entry stays: a
     * physical unit is live while the forward map points back at it (what {@link #relocate} checks),
     * which spares every overwrite a store to a random reverse-map entry, a cache miss that the host
     * write would wait for.
     */
    private void unmap(int unit, int physical) {
        forward[unit] = UNMAPPED;
        int block = blockShift >= 0 ? physical >>> blockShift : physical / unitsPerBlock;
        int nowValid = --valid[block];
        if (state[block] == CLOSED) {
            pools.closed(block).validDropped(block, nowValid);
        }
    }

    /** Maps {@code unit} to the next free unit of {@code frontier}, opening a block when needed. */
    private void place(int unit, Frontier frontier, boolean relocation) {
        if (frontier.next == frontier.turnEnd) {
            advance(frontier);
        }
        int block = frontier.block;
        int offset = frontier.next++;
        if (offset == frontier.nextPage) { // no modulo: a division on every write costs more than the rest
            frontier.nextPage += unitsPerPage;
            if (relocation) {
                gcPagesProgrammed++;
            } else {
                hostPagesProgrammed++;
            }
        }
        int physical = block * unitsPerBlock + offset;
        forward[unit] = physical;
        reverse[physical] = unit;
        valid[block]++;
        clock++;
        if (frontier.next == unitsPerBlock) {
            state[block] = CLOSED;
            pools.closed(block).add(block, clock);
        }
    }

    /**
     * Copies the next {@code count} valid units found from {@code source} on into the open block of
     * {@code frontier}, which has room for them. GC's inner loop: locals instead of fields, so that
     * the only store that misses the cache is the forward-map update.
     *
     * @return where the scan of the source block stopped
     */
    private int relocate(int source, int count, Frontier frontier) {
        int block = frontier.block;
        int offset = frontier.next;
        int target = block * unitsPerBlock + offset;
        int[] forward = this.forward;
        int[] reverse = this.reverse;
        for (int moved = 0; moved < count; source++) {
            int unit = reverse[source];
            if (unit != UNMAPPED && forward[unit] == source) { // the load brings in the line the move stores to
                forward[unit] = target;
                reverse[target++] = unit;
                reverse[source] = UNMAPPED;
                moved++;
            }
        }
        valid[victim] -= count;
        int end = offset + count;
        if (end > frontier.nextPage) { // pages begun in [offset, end)
            int pages = (end - frontier.nextPage + unitsPerPage - 1) / unitsPerPage;
            frontier.nextPage += pages * unitsPerPage;
            if (frontier == coldFrontier) {
                coldPagesProgrammed += pages;
            } else {
                gcPagesProgrammed += pages;
            }
        }
        frontier.next = end;
        valid[block] += count;
        clock += count;
        gcUnitsRelocated += count;
        if (end == unitsPerBlock) {
            state[block] = CLOSED;
            pools.closed(block).add(block, clock);
        }
        return source;
    }

    /**
     * {@code frontier} has come to the end of its turn: on to the next lane's open block, or a new
     * block where that lane's is full (with one lane, always a new block).
     */
    private void advance(Frontier frontier) {
        if (frontier.rotates && !frontier.needsBlock) {
            frontier.switchLane(frontier.lane + 1 == lanes ? 0 : frontier.lane + 1, unitsPerBlock);
            if (!frontier.needsBlock) {
                frontier.turnEnd = frontier.next + turnUnits;
                return;
            }
        }
        open(frontier);
    }

    private void open(Frontier frontier) {
        int lane = frontier.lane;
        // a cold move's worn block is lent, not spent: the block it empties comes back
        if (!collecting && pools.free(lane) + (coldVictim != UNMAPPED && coldLane == lane ? 1 : 0) <= gcLow) {
            // at the low watermark: all at once up to the high one, or (incremental) just past the low one
            collectUntil(lane, incremental ? gcLow + 1 : gcHigh);
            if (frontier.laneBlock == null && frontier.next < capacity) {
                return; // with a shared frontier (one lane only), relocation already opened a block for us
            }
        }
        int block = pools.take(lane);
        state[block] = OPEN;
        frontier.block = block;
        frontier.needsBlock = false;
        startAt(frontier, block);
        frontier.turnEnd = frontier.rotates ? frontier.next + turnUnits : unitsPerBlock;
    }

    /** Points {@code frontier} at the first unit of {@code block} that its good plane blocks hold. */
    private void startAt(Frontier frontier, int block) {
        int first = lostUnits == null ? 0 : lostUnits[block];
        frontier.next = first;
        frontier.nextPage = first;
        frontier.nextSlot = 0;
    }

    /** What {@code block} can hold in the unit of {@link #valid}: its capacity less what bad plane blocks took. */
    private int usable(int block) {
        return lostUnits == null ? capacity : capacity - lostUnits[block];
    }

    /** Whether the block the host now writes into has been erased since the drive was last fresh. */
    public boolean hostBlockReused() {
        return reused(hostFrontier);
    }

    /** Whether the block GC now relocates into has been erased since the drive was last fresh. */
    public boolean gcBlockReused() {
        return reused(gcFrontier);
    }

    /** Whether the block wear levelling now moves cold data into has been erased since the drive was last fresh. */
    public boolean coldBlockReused() {
        return reused(coldFrontier);
    }

    private boolean reused(Frontier frontier) {
        return frontier.block != UNMAPPED && reused[frontier.block];
    }

    /**
     * Foreground GC that the host write waits for: whole victims until {@code freeBlocks} of
     * {@code lane} are free (a victim begun elsewhere is finished first).
     */
    private void collectUntil(int lane, int freeBlocks) {
        collecting = true;
        try {
            while (pools.free(lane) < freeBlocks) {
                if (victim == UNMAPPED) {
                    beginVictim(chooseVictim(lane));
                }
                relocateFromVictim(Integer.MAX_VALUE);
            }
        } finally {
            collecting = false;
        }
    }

    /** One slice of incremental foreground GC, after a host unit was placed. */
    private void collectSlice() {
        collecting = true;
        try {
            if (pools.level() < gcHigh) { // else only a cold move is under way
                if (victim == UNMAPPED) {
                    beginVictim(chooseVictim(neediestLane()));
                }
                sliceCredit += sliceRatio * pace();
                int units = (int) sliceCredit;
                if (units >= Math.min(sliceUnits, valid[victim]) || valid[victim] == 0) {
                    sliceCredit -= units;
                    relocateFromVictim(units);
                }
            }
            if (coldVictim != UNMAPPED) {
                levelSlice();
            }
        } finally {
            collecting = false;
        }
    }

    /**
     * The compressing FTL's slice: the credit is in quanta, {@code v / (C − v)} per quantum the host
     * wrote, and whole units move while it covers them, once it covers the victim's next
     * {@code sliceUnits} (for whole units exactly the slices above).
     */
    private void collectSlicePacked(int hostQuanta) {
        collecting = true;
        try {
            if (pools.level() < gcHigh) { // else only a cold move is under way
                if (victim == UNMAPPED) {
                    beginVictim(chooseVictim(neediestLane()));
                }
                sliceCredit += sliceRatio * pace() * hostQuanta;
                long budget = (long) sliceCredit;
                if (budget >= nextSliceQuanta() || valid[victim] == 0) {
                    sliceCredit -= relocatePacked(Integer.MAX_VALUE, budget, gcFrontier);
                    if (valid[victim] == 0) {
                        freeVictim();
                    }
                }
            }
            if (coldVictim != UNMAPPED) {
                levelSlice();
            }
        } finally {
            collecting = false;
        }
    }

    /** Quanta of the victim's next {@code sliceUnits} valid units, or of all it has left (compressing FTL). */
    private long nextSliceQuanta() {
        int end = (victim + 1) * slotsPerBlock;
        long sum = 0;
        int units = 0;
        for (int source = victimScan; units < sliceUnits && source < end; source++) {
            int unit = reverse[source];
            if (unit != UNMAPPED) {
                sum += quanta[unit];
                units++;
            }
        }
        return sum;
    }

    /**
     * Moves valid units of the victim, with their sizes, into the GC frontier: at most
     * {@code maxUnits} of them and no more than {@code maxQuanta} quanta.
     *
     * @return quanta moved
     */
    private long relocatePacked(int maxUnits, long maxQuanta, Frontier frontier) {
        int[] forward = this.forward;
        int[] reverse = this.reverse;
        byte[] quanta = this.quanta;
        int end = (victim + 1) * slotsPerBlock;
        long moved = 0;
        int units = 0;
        int source = victimScan;
        while (units < maxUnits && valid[victim] > 0 && source < end) {
            int unit = reverse[source];
            if (unit == UNMAPPED) {
                source++;
                continue;
            }
            int size = quanta[unit];
            if (moved + size > maxQuanta) {
                break;
            }
            roomFor(frontier, size);
            int block = frontier.block;
            int target = slotAt(frontier);
            int last = frontier.next + size;
            while (frontier.nextPage < last) {
                frontier.nextPage += pageQuanta;
                if (frontier == coldFrontier) {
                    coldPagesProgrammed++;
                } else {
                    gcPagesProgrammed++;
                }
            }
            frontier.next = last;
            forward[unit] = target;
            reverse[target] = unit;
            reverse[source++] = UNMAPPED;
            valid[victim] -= size;
            valid[block] += size;
            clock++;
            moved += size;
            units++;
            if (last == capacity) {
                closePacked(frontier);
            }
        }
        victimScan = source;
        gcUnitsRelocated += units;
        gcQuantaRelocated += moved;
        return moved;
    }

    /** What {@code block} holds with nothing invalid: all its units, or the quanta written before it closed. */
    private int full(int block) {
        return packed ? filled[block] : usable(block);
    }

    /** Takes {@code block} out of the index to be emptied; sets the slice ratio from its valid share. */
    private void beginVictim(int block) {
        int live = valid[block];
        // cleaning a block without invalid units frees nothing; random policies may do it now and
        // then, a policy that does nothing else would never free a block
        boolean nothingInvalid = live == full(block);
        fruitless = nothingInvalid ? fruitless + 1 : 0;
        if (fruitless > blocks) {
            throw new IllegalStateException("GC strategy " + victimPolicy + " chose " + fruitless
                    + " blocks in a row that hold no invalid unit");
        }
        pools.closed(block).remove(block);
        state[block] = OPEN; // being emptied
        victim = block;
        victimsChosen++;
        lastVictim = block;
        lastVictimValid = live;
        victimScan = block * slotsPerBlock;
        // relocating v units frees B − v: at v / (B − v) units per host unit the pool holds its level
        // (compressing: quanta per host quantum, so a full block still moves unitsPerBlock units per host unit)
        sliceRatio = nothingInvalid ? unitsPerBlock : (double) live / (usable(block) - live);
    }

    /** Moves up to {@code units} valid units out of the victim; erases and frees it once it is empty. */
    private void relocateFromVictim(int units) {
        relocateFromVictim(units, gcFrontier);
    }

    /** Moves up to {@code units} valid units out of the victim into {@code frontier}; erases and frees it once empty. */
    private void relocateFromVictim(int units, Frontier frontier) {
        if (packed) {
            relocatePacked(units, Long.MAX_VALUE, frontier);
            if (valid[victim] == 0) {
                freeVictim();
            }
            return;
        }
        int remaining = Math.min(units, valid[victim]);
        while (remaining > 0) {
            if (frontier.next == frontier.turnEnd) {
                advance(frontier);
            }
            int moved = Math.min(remaining, frontier.turnEnd - frontier.next);
            victimScan = relocate(victimScan, moved, frontier);
            remaining -= moved;
        }
        if (valid[victim] == 0) {
            freeVictim();
        }
    }

    private void freeVictim() {
        int block = victim;
        victim = UNMAPPED;
        sliceCredit = 0;
        countErase(block);
        reused[block] = true;
        state[block] = FREE;
        if (wearThreshold > 0 && coldVictim == UNMAPPED && eraseCount[block] - leastErasesBound > wearThreshold
                && erases >= nextWearCheck && startColdMove(block)) {
            return; // the worn block takes the cold data instead of joining the pool
        }
        pools.add(block);
    }

    /**
     * Static wear levelling, as a dual-pool FTL does it: {@code worn}, just erased and more than
     * the threshold ahead of the least-erased closed block, receives that block's data and rests
     * under it; the young block, emptied, joins the pool. The look scans every block: after one that
     * finds nothing to do the next waits {@link #wearCheckInterval} erases.
     *
     * @return whether a move began (then {@code worn} is the cold frontier's open block)
     */
    private boolean startColdMove(int worn) {
        leastErasesBound = leastErases();
        int cold = leastErasedClosedBlock(pools.laneOf(worn));
        if (cold == UNMAPPED || eraseCount[worn] - eraseCount[cold] <= wearThreshold
                || valid[cold] > usable(worn)) { // a worn block short of good pages may not take it all
            nextWearCheck = erases + wearCheckInterval;
            return false;
        }
        state[worn] = OPEN;
        coldFrontier.block = worn;
        startAt(coldFrontier, worn);
        coldFrontier.turnEnd = unitsPerBlock;
        coldLane = pools.laneOf(worn);
        pools.closed(cold).remove(cold);
        state[cold] = OPEN;
        coldVictim = cold;
        coldScan = cold * slotsPerBlock;
        coldCredit = 0;
        wearLevelingVictims++;
        return true;
    }

    /**
     * One host unit's share of the cold block: a unit of it (or a slice of {@code sliceUnits})
     * moved into the worn block, through the victim's own path with the cold block standing in.
     */
    private void levelSlice() {
        coldCredit += 1;
        int units = (int) coldCredit;
        if (units < Math.min(sliceUnits, valid[coldVictim]) && valid[coldVictim] > 0) {
            return;
        }
        coldCredit -= units;
        moveCold(units);
    }

    /** Moves up to {@code units} units of the cold block into the worn one; closes the move once the cold block is empty. */
    private void moveCold(int units) {
        int spaceVictim = victim;
        int spaceScan = victimScan;
        double spaceCredit = sliceCredit;
        victim = coldVictim;
        victimScan = coldScan;
        relocateFromVictim(units, coldFrontier);
        if (victim == UNMAPPED) { // emptied, erased and free: the worn block closes with what it took
            coldVictim = UNMAPPED;
            closeColdFrontier();
        } else {
            coldScan = victimScan;
        }
        victim = spaceVictim;
        victimScan = spaceScan;
        sliceCredit = spaceCredit;
    }

    /** Closes the worn block that took the cold data; it may not be full (the cold block held some invalid units). */
    private void closeColdFrontier() {
        int block = coldFrontier.block;
        if (block != UNMAPPED && state[block] == OPEN) {
            if (packed) {
                closePacked(coldFrontier);
            } else {
                state[block] = CLOSED;
                pools.closed(block).add(block, clock);
            }
        }
        coldFrontier.clear(capacity);
    }

    /**
     * Foreground GC's pace: doubled while a cold block moves, as per host unit the host and the move
     * each take a unit of frontier (s relocations free s·B/v units, so s(B − v)/v = 2).
     */
    private int pace() {
        int pace = coldVictim == UNMAPPED ? 1 : 2;
        // GC lanes: the frontiers take a block of every lane within one stripe, so a lane must not wait
        // at the low watermark for the others' victims; GC hurries as its neediest lane drains
        return lanes == 1 ? pace : pace * Math.max(1, gcHigh - pools.level());
    }

    private void countErase(int block) {
        if (laneErases != null) {
            laneErases[pools.laneOf(block)]++;
        }
        int count = ++eraseCount[block];
        if (count > mostErases) {
            mostErases = count;
        }
        erases++;
    }

    /** The lane GC cleans next when no lane is short: the neediest ({@link BlockPools#neediestLane(int)}). */
    private int neediestLane() {
        int lane = pools.neediestLane(hostFrontier.lane);
        if (lane < 0) {
            throw new IllegalStateException("GC needs a victim but no block is closed");
        }
        return lane;
    }

    /** The policy's choice among the closed blocks of {@code lane}. */
    private int chooseVictim(int lane) {
        ClosedBlockIndex closed = pools.closedIn(lane);
        if (closed.count() == 0) {
            throw new IllegalStateException("GC lane " + lane + " of " + lanes + " needs a victim but has no closed "
                    + "block");
        }
        closed.tick(clock);
        int victim = victimPolicy.selectVictim(closed);
        if (victim < 0 || victim >= blocks || !closed.contains(victim)) {
            throw new IllegalStateException("GC strategy " + victimPolicy + " chose block " + victim
                    + ", which is not a closed block");
        }
        return victim;
    }

    /**
     * The closed block of {@code lane} erased least often (the lowest index among equals), or -1 when
     * none is closed. In the worn block's lane: the worn block leaves its lane's pool and the cold
     * one, emptied, must come back to it.
     */
    private int leastErasedClosedBlock(int lane) {
        int coldest = UNMAPPED;
        int least = Integer.MAX_VALUE;
        int blocksPerLane = blocks / lanes;
        for (int b = lane * blocksPerLane, end = b + blocksPerLane; b < end; b++) {
            if (state[b] == CLOSED && eraseCount[b] < least) {
                least = eraseCount[b];
                coldest = b;
            }
        }
        return coldest;
    }

    private void checkRange(long lba, long sectors) {
        if (lba < 0 || sectors <= 0 || lba + sectors > geometry.userSectors()) {
            throw new IllegalArgumentException("sectors [" + lba + ", " + (lba + sectors) + ") are outside the user range [0, "
                    + geometry.userSectors() + ")");
        }
    }

    public FtlCounters counters() {
        return new FtlCounters(sectorsPerUnit, hostSectorsWritten, hostUnitsWritten, readModifyWrites, hostSectorsRead,
                hostUnitsRead, trimmedUnits, gcUnitsRelocated, hostPagesProgrammed,
                gcPagesProgrammed + coldPagesProgrammed, erases,
                metadataUnitsWritten);
    }

    /** Where {@code unit} lives, or -1 when unmapped: a physical unit index, block × unitsPerBlock + offset. */
    public int physicalUnitOf(int unit) {
        return physical(forward[unit]);
    }

    /** Quanta GC has relocated so far (compressing FTL; 0 otherwise). */
    public long gcQuantaRelocated() {
        return gcQuantaRelocated;
    }

    /** Stored size of {@code unit} in quanta: {@link #QUANTA_PER_UNIT} unless compressing (what a read moves). */
    public int unitQuanta(int unit) {
        return packed ? quanta[unit] : QUANTA_PER_UNIT;
    }

    /** Pages opened by host writes so far (cheaper than a {@link #counters()} snapshot on a hot path). */
    public long hostPagesProgrammed() {
        return hostPagesProgrammed;
    }

    /** Pages opened by GC relocation so far, wear levelling's moves apart ({@link #coldPagesProgrammed()}). */
    public long gcPagesProgrammed() {
        return gcPagesProgrammed;
    }

    /**
     * Pages wear levelling's moves opened so far: a write stream of their own, each move from the
     * first page of a worn block ({@link #wearLevelingVictims()} counts the moves begun).
     */
    public long coldPagesProgrammed() {
        return coldPagesProgrammed;
    }

    public long gcUnitsRelocated() {
        return gcUnitsRelocated;
    }

    public long erases() {
        return erases;
    }

    /** Victim blocks GC has taken so far, the last of them, and how many valid units it held then. */
    public long victimsChosen() {
        return victimsChosen;
    }

    public int lastVictim() {
        return lastVictim;
    }

    /** Valid units of the last victim when it was chosen (compressing: its valid quanta in whole units, rounded down). */
    public int lastVictimValid() {
        return packed ? lastVictimValid / QUANTA_PER_UNIT : lastVictimValid;
    }

    public long readModifyWrites() {
        return readModifyWrites;
    }

    /**
     * Garbage collection while the host is idle: finishes a cold move of static wear levelling and
     * the current victim, then cleans up to
     * {@code maxVictims} blocks in all, stopping early when the best victim has no invalid unit or
     * when half the spare blocks are free [G]: firmware refills its pool when idle, it does not
     * compact the whole drive (which would also wear it for nothing). It relocates at most
     * {@code maxUnits} units, what the idle time holds: a victim it has begun stays current, and
     * GC goes on with it later.
     *
     * @return blocks cleaned
     */
    public int collectIdle(int maxVictims, long maxUnits) {
        int cleaned = 0;
        long before = gcUnitsRelocated;
        collecting = true;
        try {
            if (coldVictim != UNMAPPED) { // idle time finishes a cold move first
                moveCold((int) Math.min(Integer.MAX_VALUE, maxUnits));
            }
            while (cleaned < maxVictims && gcUnitsRelocated - before < maxUnits
                    && (victim != UNMAPPED || pools.level() < idleTarget && startUsefulVictim())) {
                relocateFromVictim((int) Math.min(Integer.MAX_VALUE, maxUnits - (gcUnitsRelocated - before)));
                if (victim != UNMAPPED) {
                    break; // the idle time is spent
                }
                cleaned++;
            }
        } finally {
            collecting = false;
        }
        return cleaned;
    }

    /**
     * Background garbage collection while the host is busy: relocates up to {@code units} units
     * while fewer than the high watermark's blocks are free, as firmware does between host
     * commands at a rate the caller sets.
     *
     * @return units relocated
     */
    public long collectBackground(long units) {
        long before = gcUnitsRelocated;
        collecting = true;
        try {
            while (pools.level() < gcHigh && units > gcUnitsRelocated - before
                    && (victim != UNMAPPED || startUsefulVictim())) {
                relocateFromVictim((int) Math.min(Integer.MAX_VALUE, units - (gcUnitsRelocated - before)));
            }
        } finally {
            collecting = false;
        }
        return gcUnitsRelocated - before;
    }

    /** Begins the policy's next victim unless none is closed or the best holds no invalid unit. */
    private boolean startUsefulVictim() {
        if (pools.closedCount() == 0) {
            return false;
        }
        int next = chooseVictim(neediestLane());
        if (valid[next] == full(next)) {
            return false;
        }
        beginVictim(next);
        return true;
    }

    /** Whether fewer blocks than the high watermark are free (in the neediest lane): GC has work to do. */
    public boolean belowGcTarget() {
        return pools.level() < gcHigh;
    }

    /** Free blocks in all lanes. */
    public int freeBlocks() {
        return pools.total();
    }

    /** GC lanes ({@link FtlSettings#lanes()}). */
    public int lanes() {
        return lanes;
    }

    /** Blocks of {@code lane} erased so far (with one lane, {@link #erases()}). */
    public long laneErases(int lane) {
        return laneErases == null ? erases : laneErases[lane];
    }

    /** The lane of the worn block the last cold move of static wear levelling began in. */
    public int coldLane() {
        return coldLane;
    }

    /** Mapping units currently holding host data. */
    public long mappedUnits() {
        long mapped = 0;
        for (int unit = 0; unit < logicalUnits; unit++) {
            if (forward[unit] != UNMAPPED) {
                mapped++;
            }
        }
        return mapped;
    }

    public int eraseCount(int block) {
        return eraseCount[block];
    }

    /** The most erases any block has had. */
    public int mostErases() {
        return mostErases;
    }

    /** The fewest erases any block has had. O(blocks). */
    public int leastErases() {
        int least = Integer.MAX_VALUE;
        for (int count : eraseCount) {
            least = Math.min(least, count);
        }
        return least;
    }

    /** Erases per block on average: the P/E cycles a drive's SMART wear-levelling count reports. */
    public double meanErases() {
        return (double) erases / blocks;
    }

    /** Cold blocks moved into worn ones to level wear ({@link FtlSettings#wearLevelingThreshold()}); not among {@link #victimsChosen()}. */
    public long wearLevelingVictims() {
        return wearLevelingVictims;
    }

    /** Valid units in {@code block}, or valid quanta when compressing (see {@link #blockCapacity()}). */
    public int validUnits(int block) {
        return valid[block];
    }

    /** Units the factory-bad plane blocks took from the drive: 0 when every block is whole. */
    public long badBlockUnits() {
        return badBlockUnits;
    }

    /** What a block holds in the measure of {@link #validUnits}: units, or quanta when compressing. */
    public int blockCapacity() {
        return capacity;
    }

    /**
     * Checks the FTL's bookkeeping against itself (see {@link FtlInvariants}). O(physical units): for tests.
     *
     * @return the violations found, empty when consistent
     */
    public List<String> checkInvariants() {
        return FtlInvariants.check(this);
    }
}
