package org.ssdlab.sim.core.timing;

import java.util.stream.IntStream;

import org.ssdlab.sim.api.SplitMix64;
import org.ssdlab.sim.api.drive.Compression;
import org.ssdlab.sim.api.drive.ControllerSpec;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.GcUnit;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.drive.MappingTable;
import org.ssdlab.sim.api.gc.VictimPolicy;
import org.ssdlab.sim.api.host.BlockDevice;
import org.ssdlab.sim.core.ftl.Ftl;
import org.ssdlab.sim.core.ftl.FtlSettings;

/**
 * A drive in simulated time: an {@link Ftl} plus the resources whose occupancy makes requests
 * take time — the controller (per command and per unit GC relocates), the host link, each
 * channel's bus and each die ({@link DieSchedule}).
 * <p>
 * The FTL manages <em>superblocks</em>: one block from every plane of every die, with consecutive
 * pages striped round-robin over the dies, as most controllers do to keep every die busy. The
 * timing model needs no per-unit callbacks from the FTL: after each request it reads how many
 * pages were programmed and relocated and how many superblocks erased ({@link FtlWork}) and books
 * that work on the dies. Each resource is a single "free at" time; a request completes when its
 * last resource releases it. No event queue, no allocation per request.
 * <p>
 * Garbage collection is paced as firmware paces it: every host unit written below the high
 * watermark relocates a slice of the current victim (see {@link FtlSettings#incrementalGc()}),
 * background GC relocates at the controller's rate between host commands while the pool is below
 * target, and idle time lets it clean further. A request's transfers are pipelined: a read's
 * units cross the host link as each arrives from its die, a write's pages are programmed as their
 * data arrives.
 * <p>
 * Writes to a drive with a DRAM buffer complete once the data is in the buffer; they wait when the
 * buffer is full of pages still being programmed, which is how GC slows the host down. Without a
 * buffer a write completes when its pages are programmed. A FLUSH waits for every buffered page.
 * <p>
 * A drive whose DRAM cannot hold the whole mapping table caches map pages ({@link MapCache}): a
 * request whose map page is not cached first reads it from NAND, the controller taking no other
 * command meanwhile (it translates inline), and a dirty map page it evicts is programmed like data
 * (the FTL stores map pages beside host data, so GC moves them and WA counts them). A map kept as
 * runs sizes each cached page by its runs ({@link MapRuns}), so the cache holds as much of the map
 * as fragmentation allows. With the whole map in DRAM none of this exists.
 */
public final class TimedDrive implements BlockDevice {

    private static final long NANOS_PER_MICRO = 1_000;

    /**
     * The data one frame of the host link carries: a SATA DATA FIS holds at most 8 KiB (SATA 3.x,
     * 10.5.11). A unit read from NAND goes to the host frame by frame as it arrives over its
     * channel, so only its last frame waits for its last byte.
     */
    private static final int LINK_FRAME_BYTES = 8192;

    /** Sets the bad-block draws apart from every other use of the drive's seed. */
    private static final long BAD_BLOCK_STREAM = 0x6261_6462_6c6f_636bL;

    private final DriveSpec spec;
    private final Ftl ftl;
    private final Geometry geometry;
    private final DieSchedule dies;
    private final FtlWork work;
    private final int planesPerOperation;
    /** Planes programmed together only in blocks not yet erased since the drive was last fresh ({@link ControllerSpec}). */
    private final boolean multiPlaneInFreshBlocksOnly;
    private final int unitsPerPage;
    /** Units of one of the FTL's blocks: a superblock, or one GC lane's block ({@link GcUnit}). */
    private final int unitsPerGcBlock;
    /** GC lanes, blocks per lane, and the stripe pages a lane takes per turn (the whole stripe with one lane). */
    private final int lanes;
    private final int blocksPerLane;
    private final int turnPages;
    /** Per lane, the dies its blocks span (one lane: every die, in order). */
    private final int[][] laneDies;
    private final int sectorsPerUnit;
    private final long readNanos;
    private final long programNanos;
    private final long slcProgramNanos;
    private final long pageTransferNanos;
    private final long unitTransferNanos;
    private final double linkNanosPerByte;
    private final long readCommandNanos;
    private final long writeCommandNanos;
    private final long readLatencyNanos;
    private final long writeLatencyNanos;
    private final long relocationNanos;
    private final double backgroundUnitsPerNano;
    private final long idleGcAfterNanos;
    private final double idleGcBlocksPerNano;
    private final boolean compression;
    private final double compressionFloor;
    /** Quanta of compressed data a NAND page holds. */
    private final long pageQuanta;
    /** Null when DRAM holds the whole map. */
    private final MapCache mapCache;
    /** What each map page takes in DRAM when the map is kept as runs; null otherwise. */
    private final MapRuns mapRuns;

    private long controllerFree;
    private long linkFree;
    private final WriteBuffer buffer;
    private final long slcCapacityBytes;
    private long slcFreeBytes;
    /** Background GC has accounted for time up to here. */
    private long backgroundClock;

    private long nandPagesProgrammed;
    /** When the last host page booked so far is programmed: what a FLUSH waits for. */
    private long hostDataDurableAt;
    /** Counts the calls of {@link #bookNandWork}: one request's NAND work, or one batch of background GC. */
    private long nandBatch;
    /** The batch whose page began each die's last program operation. */
    private final long[] operationBatch;
    /** Null unless an event trace is attached. */
    private EventTrace trace;
    private int traceDrive;
    private long tracedVictims;

    public TimedDrive(DriveSpec spec, VictimPolicy victimPolicy, long seed) {
        this.spec = spec;
        this.geometry = spec.geometry();
        ControllerSpec controller = spec.controller();
        int planes = geometry.planesPerDie();
        int dieCount = geometry.channels() * geometry.diesPerChannel();
        this.planesPerOperation = spec.nand().multiPlane() ? planes : 1;
        this.multiPlaneInFreshBlocksOnly = controller.multiPlaneInFreshBlocksOnly() && planesPerOperation > 1;
        this.unitsPerPage = geometry.unitsPerPage();
        this.sectorsPerUnit = geometry.sectorsPerUnit();
        int stripePages = planesPerOperation * dieCount;
        this.lanes = spec.firmware().gcUnit().lanes(dieCount, planes);
        this.blocksPerLane = geometry.blocksPerPlane();
        this.turnPages = Math.max(1, stripePages / lanes);
        this.laneDies = laneDies(lanes, turnPages, planesPerOperation, dieCount);
        Geometry gcBlocks = new Geometry(1, 1, 1, blocksPerLane * lanes, geometry.pagesPerBlock() * dieCount * planes / lanes,
                geometry.pageBytes(), geometry.unitBytes(), geometry.userSectors());
        this.unitsPerGcBlock = gcBlocks.unitsPerBlock();
        this.mapCache = mapCache(spec.mapping(), geometry);
        FtlSettings settings = new FtlSettings(controller.separateGcFrontier(), controller.gcLowWatermark(),
                controller.gcHighWatermark(), true, spec.firmware().gcSliceUnits(),
                spec.firmware().wearLevelingThreshold(), lanes, turnPages);
        this.ftl = new Ftl(gcBlocks, settings, victimPolicy, seed, mapCache == null ? 0 : mapCache.mapPages(),
                controller.compression(), factoryBadBlocks(spec, dieCount * planes / lanes, turnPages, lanes, seed));
        this.work = new FtlWork(ftl);
        this.mapRuns = mapCache != null && mapCache.sized() ? new MapRuns(ftl, spec.mapping(), mapCache.mapPages(),
                mapCache.entriesPerPage(), geometry.logicalUnits(), sectorsPerUnit) : null;
        this.readNanos = micros(spec.nand().readMicros());
        this.programNanos = micros(spec.nand().programMicros());
        this.slcProgramNanos = micros(controller.slcProgramMicros());
        this.dies = new DieSchedule(geometry.channels(), dieCount, planesPerOperation, micros(spec.nand().eraseMicros()),
                !controller.separateGcFrontier(), micros(spec.firmware().suspendMicros()));
        double channelNanosPerByte = 1e3 / spec.nand().channelMBps();
        this.pageTransferNanos = Math.round(geometry.pageBytes() * channelNanosPerByte);
        this.unitTransferNanos = Math.round(geometry.unitBytes() * channelNanosPerByte);
        this.linkNanosPerByte = 1e3 / spec.hostLinkMBps();
        this.readCommandNanos = micros(controller.readCommandMicros());
        double iopsFloorMicros = controller.maxWriteIops() > 0 ? 1e6 / controller.maxWriteIops() : 0;
        this.writeCommandNanos = micros(Math.max(controller.writeCommandMicros(), iopsFloorMicros));
        this.readLatencyNanos = micros(controller.readLatencyMicros());
        this.writeLatencyNanos = micros(controller.writeLatencyMicros());
        this.relocationNanos = micros(spec.firmware().relocationMicros());
        this.backgroundUnitsPerNano = spec.firmware().backgroundGcMBps() * 1e6 / geometry.unitBytes() / 1e9;
        this.idleGcAfterNanos = Math.round(controller.idleGcAfterMillis() * 1e6);
        this.idleGcBlocksPerNano = controller.idleGcBlocksPerSecond() / 1e9;
        this.compression = controller.compression();
        this.compressionFloor = controller.compressionFloor();
        this.pageQuanta = (long) unitsPerPage * Ftl.QUANTA_PER_UNIT;
        this.buffer = new WriteBuffer(controller.writeBufferBytes(), geometry.pageBytes());
        this.slcCapacityBytes = controller.slcCacheBytes();
        this.slcFreeBytes = slcCapacityBytes;
        this.operationBatch = new long[dieCount];
    }

    /**
     * This drive's factory bad-block map, as what it takes from each superblock: every plane block
     * is bad with the spec's chance, drawn from a stream of the drive's own seed, so two drives of one
     * model differ. The controller builds each superblock from the good blocks of its row and leaves
     * out the bad ones (the superblock is shorter by their pages). The pages a superblock lacks are
     * counted in whole stripes over the dies, so that the k-th page a frontier programs stays on the
     * die a later read of it finds ({@link DieSchedule}): exact where a block's pages are a multiple
     * of the stripe, as on every catalogue drive, else rounded. A superblock keeps at least one stripe.
     * Null when the spec has no bad blocks.
     */
    private static int[] factoryBadBlocks(DriveSpec spec, int planeBlocks, int stripePages, int lanes, long seed) {
        if (spec.factoryBadBlocks() == 0) {
            return null;
        }
        Geometry g = spec.geometry();
        int superblockPages = g.pagesPerBlock() * planeBlocks;
        SplitMix64 draws = new SplitMix64(new SplitMix64(seed ^ BAD_BLOCK_STREAM).nextLong());
        int[] lost = new int[g.blocksPerPlane() * lanes];
        for (int b = 0; b < lost.length; b++) {
            int bad = 0;
            for (int p = 0; p < planeBlocks; p++) {
                if (draws.nextDouble() < spec.factoryBadBlocks()) {
                    bad++;
                }
            }
            long stripes = Math.round((double) bad * g.pagesPerBlock() / stripePages);
            long pages = Math.min(stripes * stripePages, superblockPages - stripePages);
            lost[b] = (int) pages * g.unitsPerPage();
        }
        return lost;
    }

    /** The map pages DRAM caches, one mapping unit each; null when it holds the whole map. */
    private static MapCache mapCache(MappingTable mapping, Geometry geometry) {
        if (mapping.holdsWholeMap(geometry)) {
            return null;
        }
        int entries = geometry.unitBytes() / mapping.entryBytes();
        int mapPages = (geometry.logicalUnits() + entries - 1) / entries;
        if (mapping.sizedByRuns()) {
            return MapCache.sized(mapPages, mapping.cacheBytes(), entries);
        }
        int slots = (int) Math.max(1, Math.min(mapPages, mapping.cacheBytes() / geometry.unitBytes()));
        return slots >= mapPages ? null : new MapCache(mapPages, slots, entries);
    }

    private static long micros(double micros) {
        return Math.round(micros * NANOS_PER_MICRO);
    }

    public DriveSpec spec() {
        return spec;
    }

    public Ftl ftl() {
        return ftl;
    }

    @Override
    public long userSectors() {
        return geometry.userSectors();
    }

    /** A drive uses every TRIM it gets. */
    @Override
    public boolean trimReachesDrive() {
        return true;
    }

    /** Sends this drive's events to {@code trace} (null: none) as drive number {@code drive}. */
    public void trace(EventTrace trace, int drive) {
        this.trace = trace;
        this.traceDrive = drive;
        this.tracedVictims = ftl.victimsChosen();
        dies.trace(trace, drive);
    }

    /** Dies and channels, and the time each has been booked busy so far (utilisation = busy / elapsed). */
    public int dieCount() {
        return dies.dies();
    }

    public int channelCount() {
        return dies.channels();
    }

    public void addDieBusyNanos(long[] into) {
        dies.addDieBusy(into);
    }

    public void addChannelBusyNanos(long[] into) {
        dies.addChannelBusy(into);
    }

    /** Pages actually programmed to NAND, after compression: the numerator of physical WA. */
    public long nandPagesProgrammed() {
        return nandPagesProgrammed;
    }

    /**
     * Writes {@code sectors} from {@code lba}, arriving at {@code arrival} ns. The data crosses the
     * link once the buffer has room for it; each page is programmed as soon as its data is in.
     *
     * @param compressibility 0 incompressible … 1 all zeros; matters only to compressing controllers
     * @return the completion time
     */
    @Override
    public long write(long arrival, long lba, int sectors, double compressibility) {
        backgroundGc(arrival);
        long bytes = (long) sectors * Geometry.SECTOR_BYTES;
        long commanded = command(arrival, writeCommandNanos);
        long room = buffer.exists() ? buffer.roomAt(commanded, bytes) : commanded;
        if (trace != null && room > commanded) {
            trace.bufferFull(traceDrive, commanded, room);
        }
        long linkStart = Math.max(room, linkFree);
        long linkNanos = Math.round(bytes * linkNanosPerByte);
        linkFree = linkStart + linkNanos;
        if (mapRuns != null) {
            mapRuns.unlink(lba, sectors);
        }
        if (compression) {
            // DuraWrite: the FTL stores each unit at its compressed size, so the pages it fills are the programs
            ftl.write(lba, sectors, Compression.quanta(compressionFloor, compressibility));
        } else {
            ftl.write(lba, sectors);
            if (!buffer.exists()) {
                ftl.padHostPage(); // written through: the request's last page is programmed now, padded
            }
        }
        if (mapRuns != null) {
            mapRuns.link(lba, sectors);
        }
        if (mapCache != null) {
            lookUpMap(commanded, lba, sectors, true); // the map update waits for its pages; the data does not
        }
        long programmed = bookNandWork(commanded, linkStart, linkNanos, false);
        if (buffer.exists()) {
            return linkFree + writeLatencyNanos;
        }
        return Math.max(linkFree, programmed) + writeLatencyNanos;
    }

    /**
     * Reads {@code sectors} from {@code lba}, arriving at {@code arrival} ns; returns the completion
     * time. Each unit is read where it physically is (one tR per die and page group), crosses its
     * channel, then the host link, in order: a sequential read that meets a layout scattered by
     * random writes or GC pays in die and channel conflicts.
     */
    @Override
    public long read(long arrival, long lba, int sectors) {
        backgroundGc(arrival);
        long start = command(arrival, readCommandNanos);
        if (mapCache != null) {
            start = readMapFirst(start, lba, sectors);
        }
        ftl.read(lba, sectors);
        int first = (int) (lba / sectorsPerUnit);
        long end = lba + sectors;
        int last = (int) ((end - 1) / sectorsPerUnit);
        // the link's capacity is booked from the command on, as a rate, not from when the data arrives:
        // under NCQ a read that waits for a busy die does not hold the link for the commands behind it
        long link = start;
        long linkNanos = 0;
        int previousPage = -1;
        int readGroup = -1; // the plane group this request last read with a tR (all its planes at once)
        long registerReady = start;
        for (int unit = first; unit <= last; unit++) {
            long unitStart = Math.max(lba, (long) unit * sectorsPerUnit);
            long unitEnd = Math.min(end, (long) (unit + 1) * sectorsPerUnit);
            long ready = start; // never written or trimmed: the controller returns zeros without a NAND read
            long firstFrameIn = start;
            int physical = ftl.physicalUnitOf(unit);
            if (physical >= 0) {
                int page = physical / unitsPerPage;
                int die = dieOf(physical);
                int groupId = planeGroupOf(page, die);
                int plane = planeOf(page);
                if (page != previousPage) {
                    if (groupId == readGroup) { // one tR per die and plane group, as with multi-plane reads
                        dies.holdInRegister(die, plane, page, registerReady);
                    } else if (dies.registerHolds(die, plane, page)) {
                        registerReady = Math.max(start, dies.dieFree(die)); // an earlier read left it there
                    } else {
                        registerReady = dies.hostRead(die, start, readNanos);
                        readGroup = groupId;
                        dies.holdInRegister(die, plane, page, registerReady);
                    }
                    previousPage = page;
                }
                // a compressing controller moves only the unit's stored share over the channel
                long transfer = compression ? unitTransferNanos * ftl.unitQuanta(unit) / Ftl.QUANTA_PER_UNIT
                        : unitTransferNanos;
                ready = dies.transferFromDie(die, start, registerReady, transfer);
                firstFrameIn = ready - transfer + transfer * Math.min(geometry.unitBytes(), LINK_FRAME_BYTES)
                        / geometry.unitBytes();
            }
            // the unit leaves frame by frame: its first once that frame is in, its last once the unit is
            long unitBytes = (unitEnd - unitStart) * Geometry.SECTOR_BYTES;
            long unitLink = Math.round(unitBytes * linkNanosPerByte);
            long lastFrame = Math.round(Math.min(unitBytes, LINK_FRAME_BYTES) * linkNanosPerByte);
            link = Math.max(Math.max(link, firstFrameIn) + unitLink, ready + lastFrame);
            linkNanos += unitLink;
        }
        linkFree = Math.max(start, linkFree) + linkNanos;
        return Math.max(link, linkFree) + readLatencyNanos;
    }

    /** FLUSH CACHE: waits until every host page taken so far is programmed. */
    @Override
    public long flush(long arrival) {
        ftl.padHostPage(); // a begun page goes to NAND padded, so the next write starts a new one
        long done = Math.max(command(arrival, writeCommandNanos), hostDataDurableAt);
        if (trace != null) {
            trace.flush(traceDrive, arrival, done);
        }
        return done;
    }

    /** TRIMs {@code sectors} from {@code lba}; the controller only updates its map. */
    @Override
    public long trim(long arrival, long lba, int sectors) {
        if (mapRuns != null) {
            mapRuns.unlink(lba, sectors);
        }
        ftl.trim(lba, sectors);
        if (mapRuns != null) {
            mapRuns.link(lba, sectors);
        }
        if (mapCache != null) {
            trimMap(arrival, lba, sectors);
        }
        return command(arrival, readCommandNanos);
    }

    /** Secure erase: every programmed superblock erased, all mappings gone. */
    public long secureErase(long arrival) {
        long start = Math.max(arrival, controllerFree);
        ftl.secureErase();
        if (mapCache != null) {
            mapCache.clear();
        }
        if (mapRuns != null) {
            mapRuns.clear();
        }
        work.take();
        bookErases();
        long done = dies.bookPendingErases(start);
        dies.restartStreams();
        controllerFree = done;
        backgroundClock = done;
        slcFreeBytes = slcCapacityBytes;
        return done;
    }

    /**
     * The host sends nothing for {@code durationNanos}: after the controller's idle threshold,
     * GC cleans blocks at its idle rate and the SLC cache drains.
     *
     * @return the end of the idle period
     */
    @Override
    public long idle(long from, long durationNanos) {
        long end = from + durationNanos;
        long gcFrom = from + idleGcAfterNanos;
        long gcTime = durationNanos - idleGcAfterNanos;
        if (gcTime > 0 && idleGcBlocksPerNano > 0) {
            // a rate in blocks per plane: a block of every lane
            int blocks = (int) Math.min(Integer.MAX_VALUE, (long) (gcTime * idleGcBlocksPerNano) * lanes);
            // no more relocation than the controller can do before the host is back: firmware stops its
            // idle GC when a command arrives, it does not make the host wait for work it began while idle
            long units = relocationNanos > 0 ? gcTime / relocationNanos : Long.MAX_VALUE;
            ftl.collectIdle(blocks, units);
            bookNandWork(gcFrom, gcFrom, 0, true);
        }
        if (gcTime > 0) {
            dies.bookPendingErases(gcFrom);
        }
        if (slcCapacityBytes > 0) {
            double drainBytesPerNano = (double) dies.dies() * planesPerOperation * geometry.pageBytes() / programNanos;
            slcFreeBytes = Math.min(slcCapacityBytes, slcFreeBytes + (long) (durationNanos * drainBytesPerNano));
        }
        controllerFree = Math.max(controllerFree, end);
        backgroundClock = Math.max(backgroundClock, end);
        return end;
    }

    /**
     * Looks up the map pages of the units [lba, lba + sectors) touch: each page not cached is
     * read from NAND (one tR on its die and its transfer, from {@code from}) unless it was never
     * written (then every entry in it is unmapped), and each dirty page evicted is written back
     * into the FTL, for the caller to book. The firmware translates inline: the controller takes
     * no further command until every entry is known.
     *
     * @return when every entry is known
     */
    private long lookUpMap(long from, long lba, long sectors, boolean update) {
        long known = from;
        int last = mapCache.pageOf((lba + sectors - 1) / sectorsPerUnit);
        for (int page = mapCache.pageOf(lba / sectorsPerUnit); page <= last; page++) {
            if (mapRuns != null ? mapCache.access(page, update, mapRuns.bytesOf(page, mapCache.cached(page)))
                    : mapCache.access(page, update)) {
                int physical = ftl.physicalUnitOfMetadata(page);
                if (physical >= 0) {
                    int die = dieOf(physical);
                    known = Math.max(known, dies.transferFromDie(die, from, dies.hostRead(die, from, readNanos),
                            unitTransferNanos));
                }
            }
            for (int i = 0; i < mapCache.evictedCount(); i++) {
                ftl.writeMetadataUnit(mapCache.evicted(i));
            }
        }
        controllerFree = Math.max(controllerFree, known);
        return known;
    }

    /** A read waits for its map pages; dirty pages it evicted are programmed behind it. */
    private long readMapFirst(long start, long lba, long sectors) {
        long writtenBefore = ftl.metadataUnitsWritten();
        long known = lookUpMap(start, lba, sectors, false);
        if (ftl.metadataUnitsWritten() != writtenBefore) {
            bookNandWork(start, start, 0, false);
        }
        return known;
    }

    /**
     * A TRIM changes the entries of the units it covers whole: a map page it empties entirely is
     * dropped (cache and NAND copy, nothing to read or write); one it changes in part is updated.
     */
    private void trimMap(long arrival, long lba, long sectors) {
        long firstWhole = (lba + sectorsPerUnit - 1) / sectorsPerUnit;
        long endWhole = (lba + sectors) / sectorsPerUnit;
        if (endWhole <= firstWhole) {
            return;
        }
        long writtenBefore = ftl.metadataUnitsWritten();
        long entries = mapCache.entriesPerPage();
        int firstPage = mapCache.pageOf(firstWhole);
        int lastPage = mapCache.pageOf(endWhole - 1);
        for (int page = firstPage; page <= lastPage; page++) {
            long pageStart = page * entries;
            long pageEnd = Math.min(pageStart + entries, geometry.logicalUnits());
            if (firstWhole <= pageStart && endWhole >= pageEnd) {
                mapCache.discard(page);
                ftl.trimMetadataUnit(page);
            } else {
                long from = Math.max(firstWhole, pageStart);
                lookUpMap(arrival, from * sectorsPerUnit, (Math.min(endWhole, pageEnd) - from) * sectorsPerUnit, true);
            }
        }
        if (ftl.metadataUnitsWritten() != writtenBefore) {
            bookNandWork(arrival, arrival, 0, false);
        }
    }

    /**
     * The die holding physical unit {@code physical}. Page j of a superblock is at stripe position j;
     * page j of a lane's block at position {@code lane × turnPages + j mod turnPages}, as the
     * frontiers write each lane a turn at a time. Position s is on die
     * {@code (s / planesPerOperation) mod dies}, where the write streams' cursors put it
     * ({@link DieSchedule}).
     */
    private int dieOf(int physical) {
        int block = physical / unitsPerGcBlock;
        int pageInBlock = (physical - block * unitsPerGcBlock) / unitsPerPage;
        if (lanes == 1) {
            return (pageInBlock / planesPerOperation) % dies.dies();
        }
        int slot = block / blocksPerLane * turnPages + pageInBlock % turnPages;
        return (slot / planesPerOperation) % dies.dies();
    }

    /**
     * The multi-plane group a physical page belongs to: the pages one multi-plane read takes in. A
     * superblock or a die block holds whole groups, consecutive pages; plane blocks make a group of
     * the same page in the same row of blocks on each plane of a die.
     */
    private int planeGroupOf(int page, int die) {
        if (turnPages >= planesPerOperation) {
            return page / planesPerOperation;
        }
        int pagesPerGcBlock = unitsPerGcBlock / unitsPerPage;
        int block = page / pagesPerGcBlock;
        int row = block % blocksPerLane;
        return (row * pagesPerGcBlock + page - block * pagesPerGcBlock) * dies.dies() + die;
    }

    /** The plane of a page within its group ({@link #planeGroupOf}). */
    private int planeOf(int page) {
        if (turnPages >= planesPerOperation) {
            return page % planesPerOperation;
        }
        return page / (unitsPerGcBlock / unitsPerPage) / blocksPerLane % planesPerOperation;
    }

    /** Per lane, the dies of its stripe positions {@code [lane × turnPages, (lane + 1) × turnPages)}. */
    private static int[][] laneDies(int lanes, int turnPages, int planesPerOperation, int dies) {
        int[][] laneDies = new int[lanes][];
        for (int lane = 0; lane < lanes; lane++) {
            int first = lane * turnPages;
            laneDies[lane] = IntStream.range(first, first + turnPages).map(slot -> slot / planesPerOperation % dies)
                    .distinct().toArray();
        }
        return laneDies;
    }

    /** Map lookups so far, and those that missed the DRAM cache (0 when DRAM holds the whole map). */
    public long mapLookups() {
        return mapCache == null ? 0 : mapCache.lookups();
    }

    public long mapMisses() {
        return mapCache == null ? 0 : mapCache.misses();
    }

    /** Dirty map pages written back to NAND so far. */
    public long mapWriteBacks() {
        return mapCache == null ? 0 : mapCache.writeBacks();
    }

    /** Map pages DRAM holds, and map pages of the whole table (0 and 0 when it holds all of it). */
    public int mapCacheSlots() {
        return mapCache == null ? 0 : mapCache.slots();
    }

    public int mapPages() {
        return mapCache == null ? 0 : mapCache.mapPages();
    }

    /** The earliest time every resource is free: when everything queued so far is done. */
    public long quiescentAt() {
        return Math.max(Math.max(controllerFree, linkFree), dies.allFreeAt());
    }

    private long command(long arrival, long nanos) {
        controllerFree = Math.max(arrival, controllerFree) + nanos;
        return controllerFree;
    }

    /**
     * Background GC between host commands: while the pool is below target, the time since it last
     * ran buys relocations at the controller's background rate, booked from {@code now}.
     */
    private void backgroundGc(long now) {
        if (backgroundUnitsPerNano <= 0 || now <= backgroundClock) {
            return;
        }
        if (!ftl.belowGcTarget()) {
            backgroundClock = now;
            return;
        }
        long units = (long) ((now - backgroundClock) * backgroundUnitsPerNano);
        if (units == 0) {
            return; // not enough time yet for one unit: keep accumulating
        }
        backgroundClock = now;
        if (ftl.collectBackground(units) > 0) {
            bookNandWork(Math.max(now, controllerFree), now, 0, true);
        }
    }

    /**
     * Books what the FTL did since the last request: the controller's time for relocated units,
     * GC reads, erases and programs on the dies. Returns when the last host page is programmed.
     * GC relocations go first (the FTL ran them to make room for the host data) from {@code gcFrom};
     * host page i waits for its data, which arrives over {@code linkNanos} from {@code hostFrom};
     * only host data may use an SLC cache.
     *
     * @param background GC that ran between host commands or in idle time, not inside a host write (for the trace)
     */
    private long bookNandWork(long gcFrom, long hostFrom, long linkNanos, boolean background) {
        work.take();
        nandBatch++;
        if (work.relocated > 0) {
            long start = Math.max(controllerFree, gcFrom);
            long end = start + work.relocated * relocationNanos;
            if (relocationNanos > 0) {
                controllerFree = end;
            }
            if (trace != null) {
                trace.relocation(traceDrive, background, work.relocated, start, end);
            }
        }
        if (trace != null && ftl.victimsChosen() != tracedVictims) {
            trace.victim(traceDrive, gcFrom, ftl.lastVictim(), ftl.lastVictimValid(), ftl.victimsChosen() - tracedVictims);
            tracedVictims = ftl.victimsChosen();
        }
        // a partial-unit write reads the old unit first; GC reads the pages it relocates (compressed units
        // share pages: the pages their quanta fill)
        long gcReads = compression ? (work.relocatedQuanta + pageQuanta - 1) / pageQuanta
                : (work.relocated + unitsPerPage - 1) / unitsPerPage;
        for (long i = work.readModifyWrites + gcReads; i > 0; i--) {
            dies.gcRead(gcFrom, readNanos, unitTransferNanos);
        }
        bookErases();
        nandPagesProgrammed += work.gcPages + work.coldPages + work.hostPages;
        // which block a stream's pages went to is asked once per request: the block it writes now (a
        // request that crossed from a fresh block into a reused one is booked as all reused)
        boolean gcSinglePlane = multiPlaneInFreshBlocksOnly && ftl.gcBlockReused();
        for (long i = work.gcPages; i > 0; i--) {
            program(gcFrom, dies.nextProgramDie(DieSchedule.GC), false, gcSinglePlane);
        }
        if (work.coldMoves > 0) {
            if (lanes == 1) {
                dies.restartColdStream();
            } else {
                dies.restartColdStream(ftl.coldLane() * turnPages, turnPages);
            }
        }
        boolean coldSinglePlane = multiPlaneInFreshBlocksOnly && ftl.coldBlockReused();
        for (long i = work.coldPages; i > 0; i--) {
            program(gcFrom, dies.nextProgramDie(DieSchedule.COLD), false, coldSinglePlane);
        }
        boolean hostSinglePlane = multiPlaneInFreshBlocksOnly && ftl.hostBlockReused();
        long programs = work.hostPages;
        long done = hostFrom;
        for (long i = 0; i < programs; i++) {
            done = Math.max(done, program(hostFrom + linkNanos * (i + 1) / programs,
                    dies.nextProgramDie(DieSchedule.HOST), true, hostSinglePlane));
        }
        return done;
    }

    /** The blocks the FTL erased since it was last asked, each a block erase on every die its lane spans. */
    private void bookErases() {
        if (work.erased > 0) {
            for (int lane = 0; lane < lanes; lane++) {
                dies.eraseBlocks(laneDies[lane], lanes == 1 ? work.erased : work.laneErased[lane]);
            }
        }
    }

    /**
     * One page to the die {@code next} names (bit 31: the page starts a program operation): channel
     * transfer, then (if it starts an operation, or {@code singlePlane}: every page its own) tPROG.
     */
    private long program(long dataReady, int next, boolean hostData, boolean singlePlane) {
        int die = next & Integer.MAX_VALUE;
        long arrived = dies.transferToDie(die, dataReady, pageTransferNanos);
        long done = dies.dieFree(die);
        if (next < 0 || singlePlane || !joinsOperation(die, arrived, done, hostData)) {
            long tProg = programNanos;
            if (hostData && slcFreeBytes >= geometry.pageBytes()) {
                tProg = slcProgramNanos;
                if (next < 0) { // the group's pages were counted with its first, whether they join it or not
                    slcFreeBytes -= (long) geometry.pageBytes() * planesPerOperation;
                }
            }
            done = dies.program(die, arrived, tProg);
            operationBatch[die] = nandBatch;
        }
        if (buffer.exists()) {
            buffer.hold(done, geometry.pageBytes());
        }
        if (hostData) {
            hostDataDurableAt = Math.max(hostDataDurableAt, done);
        }
        return done;
    }

    /**
     * Whether a page that is not the first of its multi-plane group joins the program operation
     * booked on its die. Only while that operation is still on: a page that finds its die idle
     * (its partner was programmed long before it came) is programmed on its own. And without a
     * write buffer only host data of the same request: a write-through controller programs a
     * request's data as soon as it is in and cannot hold it for the next command.
     */
    private boolean joinsOperation(int die, long arrived, long dieFree, boolean hostData) {
        return arrived < dieFree && (buffer.exists() || !hostData || operationBatch[die] == nandBatch);
    }
}
