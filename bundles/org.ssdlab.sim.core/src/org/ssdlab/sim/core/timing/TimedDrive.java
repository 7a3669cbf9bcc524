package org.ssdlab.sim.core.timing;

import org.ssdlab.sim.api.drive.ControllerSpec;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.gc.VictimPolicy;
import org.ssdlab.sim.api.host.BlockDevice;
import org.ssdlab.sim.core.Ftl;
import org.ssdlab.sim.core.FtlSettings;

/**
 * A drive in simulated time: an {@link Ftl} plus the resources whose occupancy makes requests
 * take time — the controller (per command), the host link, each channel's bus and each die.
 * <p>
 * The FTL manages <em>superblocks</em>: one block from every plane of every die, erased together,
 * with consecutive pages striped round-robin over the dies, as most controllers do to keep every
 * die busy. So the timing model needs no per-unit callbacks from the FTL: after each request it
 * reads how many pages were programmed and relocated and how many superblocks erased, and books
 * that work on the dies in striping order. Each resource is a single "free at" time; a request's
 * completion is the time its last resource releases it. No event queue, no allocation per request.
 * <p>
 * Writes to a drive with a DRAM buffer complete once the data is in the buffer; they wait when the
 * buffer is full of pages still being programmed, which is how foreground GC slows the host down.
 * Without a buffer a write completes when its pages are programmed.
 */
public final class TimedDrive implements BlockDevice {

    private static final long NANOS_PER_MICRO = 1_000;

    private final DriveSpec spec;
    private final Ftl ftl;
    private final Geometry geometry;
    private final int dies;
    private final int channels;
    private final int planesPerOperation;
    private final int unitsPerPage;
    private final int unitsPerSuperblock;
    private final long readNanos;
    private final long programNanos;
    private final long slcProgramNanos;
    private final long eraseNanos;
    private final long pageTransferNanos;
    private final long unitTransferNanos;
    private final double linkNanosPerByte;
    private final long readCommandNanos;
    private final long writeCommandNanos;
    private final long readLatencyNanos;
    private final long writeLatencyNanos;
    private final long idleGcAfterNanos;
    private final double idleGcBlocksPerNano;
    private final boolean compression;
    private final double compressionFloor;

    private final long[] dieFree;
    private final long[] channelFree;
    private long controllerFree;
    private long linkFree;
    private long programCursor;
    private long gcReadCursor;
    private final WriteBuffer buffer;
    private final long slcCapacityBytes;
    private long slcFreeBytes;
    private double compressedPages;

    private long hostPagesBefore;
    private long gcPagesBefore;
    private long relocatedBefore;
    private long erasesBefore;
    private long readModifyWritesBefore;
    private long nandPagesProgrammed;
    /** When the last host page booked so far is programmed: what a FLUSH waits for. */
    private long hostDataDurableAt;

    public TimedDrive(DriveSpec spec, VictimPolicy victimPolicy, long seed) {
        this.spec = spec;
        this.geometry = spec.geometry();
        ControllerSpec controller = spec.controller();
        int planes = geometry.planesPerDie();
        this.dies = geometry.channels() * geometry.diesPerChannel();
        this.channels = geometry.channels();
        this.planesPerOperation = spec.nand().multiPlane() ? planes : 1;
        this.unitsPerPage = geometry.unitsPerPage();
        Geometry superblocks = new Geometry(1, 1, 1, geometry.blocksPerPlane(), geometry.pagesPerBlock() * dies * planes,
                geometry.pageBytes(), geometry.unitBytes(), geometry.userSectors());
        this.unitsPerSuperblock = superblocks.unitsPerBlock();
        this.ftl = new Ftl(superblocks, new FtlSettings(controller.separateGcFrontier(), controller.gcLowWatermark(),
                controller.gcHighWatermark()), victimPolicy, seed);
        this.readNanos = micros(spec.nand().readMicros());
        this.programNanos = micros(spec.nand().programMicros());
        this.slcProgramNanos = micros(controller.slcProgramMicros());
        this.eraseNanos = micros(spec.nand().eraseMicros());
        double channelNanosPerByte = 1e3 / spec.nand().channelMBps();
        this.pageTransferNanos = Math.round(geometry.pageBytes() * channelNanosPerByte);
        this.unitTransferNanos = Math.round(geometry.unitBytes() * channelNanosPerByte);
        this.linkNanosPerByte = 1e3 / spec.hostLinkMBps();
        this.readCommandNanos = micros(controller.readCommandMicros());
        double iopsFloorMicros = controller.maxWriteIops() > 0 ? 1e6 / controller.maxWriteIops() : 0;
        this.writeCommandNanos = micros(Math.max(controller.writeCommandMicros(), iopsFloorMicros));
        this.readLatencyNanos = micros(controller.readLatencyMicros());
        this.writeLatencyNanos = micros(controller.writeLatencyMicros());
        this.idleGcAfterNanos = Math.round(controller.idleGcAfterMillis() * 1e6);
        this.idleGcBlocksPerNano = controller.idleGcBlocksPerSecond() / 1e9;
        this.compression = controller.compression();
        this.compressionFloor = controller.compressionFloor();
        this.dieFree = new long[dies];
        this.channelFree = new long[channels];
        this.buffer = new WriteBuffer(controller.writeBufferBytes(), geometry.pageBytes());
        this.slcCapacityBytes = controller.slcCacheBytes();
        this.slcFreeBytes = slcCapacityBytes;
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

    /** Pages actually programmed to NAND, after compression: the numerator of physical WA. */
    public long nandPagesProgrammed() {
        return nandPagesProgrammed;
    }

    /**
     * Writes {@code sectors} from {@code lba}, arriving at {@code arrival} ns.
     *
     * @param compressibility 0 incompressible … 1 all zeros; matters only to compressing controllers
     * @return the completion time
     */
    @Override
    public long write(long arrival, long lba, int sectors, double compressibility) {
        long bytes = (long) sectors * Geometry.SECTOR_BYTES;
        long accepted = transfer(command(arrival, writeCommandNanos), bytes);
        ftl.write(lba, sectors);
        long programmed = bookNandWork(accepted, compressibility);
        if (buffer.exists()) {
            return Math.max(accepted, buffer.roomAt(accepted, bytes)) + writeLatencyNanos;
        }
        return Math.max(accepted, programmed) + writeLatencyNanos;
    }

    /** Reads {@code sectors} from {@code lba}, arriving at {@code arrival} ns; returns the completion time. */
    @Override
    public long read(long arrival, long lba, int sectors) {
        long start = command(arrival, readCommandNanos);
        ftl.read(lba, sectors);
        int sectorsPerUnit = geometry.sectorsPerUnit();
        int first = (int) (lba / sectorsPerUnit);
        int last = (int) ((lba + sectors - 1) / sectorsPerUnit);
        long ready = start;
        long previousGroup = -1;
        for (int unit = first; unit <= last; unit++) {
            int physical = ftl.physicalUnitOf(unit);
            if (physical < 0) {
                continue; // never written or trimmed: the controller returns zeros without a NAND read
            }
            long superblock = physical / unitsPerSuperblock;
            int pageInSuperblock = (physical % unitsPerSuperblock) / unitsPerPage;
            int group = pageInSuperblock / planesPerOperation;
            int die = group % dies;
            long groupId = superblock * (unitsPerSuperblock / unitsPerPage) + group;
            if (groupId != previousGroup) { // one tR per die and plane group, as with multi-plane reads
                dieFree[die] = Math.max(start, dieFree[die]) + readNanos;
                previousGroup = groupId;
            }
            int channel = die % channels;
            channelFree[channel] = Math.max(dieFree[die], channelFree[channel]) + unitTransferNanos;
            ready = Math.max(ready, channelFree[channel]);
        }
        return transfer(ready, (long) sectors * Geometry.SECTOR_BYTES) + readLatencyNanos;
    }

    /** FLUSH CACHE: waits until every host page taken so far is programmed. */
    @Override
    public long flush(long arrival) {
        return Math.max(command(arrival, writeCommandNanos), hostDataDurableAt);
    }

    /** TRIMs {@code sectors} from {@code lba}; the controller only updates its map. */
    @Override
    public long trim(long arrival, long lba, int sectors) {
        ftl.trim(lba, sectors);
        return command(arrival, readCommandNanos);
    }

    /** Secure erase: every programmed superblock erased, all mappings gone. */
    public long secureErase(long arrival) {
        long start = Math.max(arrival, controllerFree);
        ftl.secureErase();
        long done = bookNandWork(start, 0);
        controllerFree = done;
        slcFreeBytes = slcCapacityBytes;
        return done;
    }

    /**
     * The host sends nothing for {@code durationNanos}: after the controller's idle threshold,
     * background GC cleans blocks at its rate and the SLC cache drains.
     *
     * @return the end of the idle period
     */
    @Override
    public long idle(long from, long durationNanos) {
        long end = from + durationNanos;
        long gcTime = durationNanos - idleGcAfterNanos;
        if (gcTime > 0 && idleGcBlocksPerNano > 0) {
            int blocks = (int) Math.min(Integer.MAX_VALUE, (long) (gcTime * idleGcBlocksPerNano));
            ftl.collectIdle(blocks);
            bookNandWork(from + idleGcAfterNanos, 0);
        }
        if (slcCapacityBytes > 0) {
            double drainBytesPerNano = (double) dies * planesPerOperation * geometry.pageBytes() / programNanos;
            slcFreeBytes = Math.min(slcCapacityBytes, slcFreeBytes + (long) (durationNanos * drainBytesPerNano));
        }
        controllerFree = Math.max(controllerFree, end);
        return end;
    }

    /** The earliest time every resource is free: when everything queued so far is done. */
    public long quiescentAt() {
        long t = Math.max(controllerFree, linkFree);
        for (long free : dieFree) {
            t = Math.max(t, free);
        }
        return t;
    }

    private long command(long arrival, long nanos) {
        controllerFree = Math.max(arrival, controllerFree) + nanos;
        return controllerFree;
    }

    private long transfer(long from, long bytes) {
        linkFree = Math.max(from, linkFree) + Math.round(bytes * linkNanosPerByte);
        return linkFree;
    }

    /**
     * Books what the FTL did since the last request on the dies; returns when the last page is
     * programmed. GC relocations go first (the FTL ran them to make room for the host data), and
     * only host data may use an SLC cache.
     */
    private long bookNandWork(long from, double compressibility) {
        long hostPages = ftl.hostPagesProgrammed() - hostPagesBefore;
        long gcPages = ftl.gcPagesProgrammed() - gcPagesBefore;
        long relocated = ftl.gcUnitsRelocated() - relocatedBefore;
        long erased = ftl.erases() - erasesBefore;
        long partial = ftl.readModifyWrites() - readModifyWritesBefore;
        readModifyWritesBefore += partial;
        hostPagesBefore += hostPages;
        gcPagesBefore += gcPages;
        relocatedBefore += relocated;
        erasesBefore += erased;
        // a partial-unit write reads the old unit first; GC reads the pages it relocates
        for (long i = partial + (relocated + unitsPerPage - 1) / unitsPerPage; i > 0; i--) {
            int die = (int) (gcReadCursor++ % dies);
            dieFree[die] = Math.max(from, dieFree[die]) + readNanos;
        }
        for (long i = 0; i < erased; i++) {
            for (int die = 0; die < dies; die++) {
                dieFree[die] = Math.max(from, dieFree[die]) + eraseNanos;
            }
        }
        long done = from;
        for (long i = afterCompression(gcPages, compressibility); i > 0; i--) {
            done = Math.max(done, program(from, false));
        }
        for (long i = afterCompression(hostPages, compressibility); i > 0; i--) {
            done = Math.max(done, program(from, true));
        }
        return done;
    }

    /** Pages a compressing controller really programs for {@code pages} of data; all of them otherwise. */
    private long afterCompression(long pages, double compressibility) {
        long programs = pages;
        if (compression) {
            compressedPages += pages * Math.max(compressionFloor, 1 - compressibility);
            programs = (long) compressedPages;
            compressedPages -= programs;
        }
        nandPagesProgrammed += programs;
        return programs;
    }

    private long program(long from, boolean hostData) {
        int die = (int) ((programCursor / planesPerOperation) % dies);
        boolean startsOperation = programCursor % planesPerOperation == 0;
        programCursor++;
        int channel = die % channels;
        channelFree[channel] = Math.max(from, channelFree[channel]) + pageTransferNanos;
        if (startsOperation) {
            long tProg = programNanos;
            if (hostData && slcFreeBytes >= geometry.pageBytes()) {
                tProg = slcProgramNanos;
                slcFreeBytes -= (long) geometry.pageBytes() * planesPerOperation;
            }
            dieFree[die] = Math.max(channelFree[channel], dieFree[die]) + tProg;
        }
        if (buffer.exists()) {
            buffer.hold(dieFree[die], geometry.pageBytes());
        }
        if (hostData) {
            hostDataDurableAt = Math.max(hostDataDurableAt, dieFree[die]);
        }
        return dieFree[die];
    }
}
