package org.ssdlab.sim.core.host;

import java.util.ArrayList;
import java.util.List;

import org.ssdlab.sim.api.host.CopyOnWrite;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;

/**
 * ZFS's transaction groups as the drive sees them ({@link CopyOnWrite}). A change opens a TXG;
 * {@code txgNanos} later it is written: every metadata block the TXG changed — the indirect blocks
 * above each rewritten record, the dnode blocks of changed files, the directory's ZAP blocks — and
 * the pool's own metadata blocks, each at a newly allocated place in its copies, its old copies
 * freed (and handed to the TRIM policy); then a FLUSH, the uberblock into its slot of each of the
 * four labels, and a FLUSH (vdev_config_sync, vdev_uberblock_sync_list). File data is written by
 * the operation that changes it, at new places ({@link FileSystem#beginWrite}).
 * <p>
 * Where each metadata block lives is kept per block (a run list each, found through a
 * {@link LongIndex}), so its old copy can be freed; the TXG's sets are primitive hash sets too, so
 * a write boxes nothing.
 * Not modelled: the TXG_DEFER_SIZE (2 TXGs) before freed space may be reused, the dirty-data
 * limits that start a TXG early, the ZIL, compression of file data.
 */
final class CopyOnWriteTxg {

    private static final int LEVEL_SHIFT = 59;
    private static final int FILE_SHIFT = 28;
    private static final long INDEX_MASK = (1L << FILE_SHIFT) - 1;
    private static final long DNODE = 7;
    private static final long ZAP = 8;
    private static final long POOL = 9;
    /** Directory entries per ZAP leaf block [G]. */
    static final int ZAP_ENTRIES_PER_LEAF = 128;

    private final FileSystem fs;
    private final CopyOnWrite cow;
    private final int blockClusters;
    private final int uberblockSectors;
    private final long uberblockSlots;
    private final long labelSectors;
    private final long endLabelsSector;
    private final IoQueue io = new IoQueue();

    private final LongIndex placeKeys = new LongIndex();
    private final List<ClusterExtents> places = new ArrayList<>();
    private final LongIndex dirty = new LongIndex();
    private final LongIndex rewritten = new LongIndex();
    private final LongIndex deleted = new LongIndex();
    private long openedAt = -1;
    private long txg = 4;
    private long now;

    private long txgs;
    private long metadataClusters;
    private long flushes;
    private long uberblockWrites;

    private long pendingStart = -1;
    private int pendingLength;

    CopyOnWriteTxg(FileSystem fs, CopyOnWrite cow) {
        this.fs = fs;
        this.cow = cow;
        this.blockClusters = (cow.indirectBytes() + fs.clusterBytes() - 1) / fs.clusterBytes();
        this.uberblockSectors = cow.uberblockBytes() / 512;
        this.uberblockSlots = CopyOnWrite.UBERBLOCK_RING_BYTES / cow.uberblockBytes();
        this.labelSectors = CopyOnWrite.LABEL_BYTES / 512;
        long labels = fs.partition().sectors() / labelSectors * labelSectors;
        this.endLabelsSector = labels - 2 * labelSectors;
    }

    /** Clusters of one record of a file of {@code fileClusters}: the recordsize, or the whole file when smaller. */
    long recordClusters(long fileClusters) {
        long record = cow.recordBytes() / fs.clusterBytes();
        return fileClusters <= record ? Math.max(1, fileClusters) : record;
    }

    // ---- changes --------------------------------------------------------------------------------

    /** Record {@code record} of {@code file} is rewritten in the open TXG; false if it already was. */
    boolean rewrite(int file, long record, long records, long at) {
        long key = ((long) file << 32) | record;
        if (rewritten.add(key) < 0) {
            return false;
        }
        open(at);
        dirtyIndirects(file, record, records);
        dirty(key(DNODE, file / cow.dnodesPerBlock(), 0));
        return true;
    }

    /** A new file of {@code records} records: its dnode, its directory entry and all its indirect blocks. */
    void created(int file, long records, long at) {
        open(at);
        dirty(key(DNODE, file / cow.dnodesPerBlock(), 0));
        dirty(key(ZAP, file / ZAP_ENTRIES_PER_LEAF, 0));
        long count = records;
        for (int level = 1; count > 1; level++) {
            count = (count + cow.pointersPerIndirect() - 1) / cow.pointersPerIndirect();
            for (long i = 0; i < count; i++) {
                dirty(key(level, file, i));
            }
        }
    }

    /** A file is removed: its dnode and directory entry change, its indirect blocks are freed at the TXG. */
    void deleted(int file, long at) {
        open(at);
        dirty(key(DNODE, file / cow.dnodesPerBlock(), 0));
        dirty(key(ZAP, file / ZAP_ENTRIES_PER_LEAF, 0));
        deleted.add(file);
    }

    private void dirtyIndirects(int file, long record, long records) {
        long count = records;
        long index = record;
        for (int level = 1; count > 1; level++) {
            count = (count + cow.pointersPerIndirect() - 1) / cow.pointersPerIndirect();
            index /= cow.pointersPerIndirect();
            dirty(key(level, file, index));
        }
    }

    private static long key(long level, long file, long index) {
        return (level << LEVEL_SHIFT) | (file << FILE_SHIFT) | (index & INDEX_MASK);
    }

    private void open(long at) {
        now = at;
        if (openedAt < 0) {
            openedAt = at;
        }
    }

    private void dirty(long key) {
        dirty.add(key);
    }

    private boolean ofDeletedFile(long key) {
        return (key >>> LEVEL_SHIFT) < DNODE && deleted.indexOf((key >>> FILE_SHIFT) & Integer.MAX_VALUE) >= 0;
    }

    // ---- writing a TXG --------------------------------------------------------------------------

    private void commit() {
        if (openedAt < 0) {
            return;
        }
        if (deleted.size() > 0) {
            // a deleted file's indirect blocks are freed; file ids are never reused, so their keys stay
            for (int i = 0; i < placeKeys.size(); i++) {
                if (ofDeletedFile(placeKeys.key(i))) {
                    fs.freeCopyOnWrite(places.get(i), now);
                }
            }
        }
        for (int i = 0; i < dirty.size(); i++) {
            long key = dirty.key(i);
            if (!ofDeletedFile(key)) {
                relocate(key, cow.metadataCopies());
            }
        }
        for (long i = 0; i < cow.poolBlocksPerTxg(); i++) {
            relocate(key(POOL, 0, i), cow.poolCopies());
        }
        flushPending();
        io.add(IoKind.FLUSH, 0, 0, 0, false);
        long slot = txg % uberblockSlots;
        long offset = (CopyOnWrite.UBERBLOCK_RING_BYTES + slot * cow.uberblockBytes()) / 512;
        long start = fs.partition().startSector();
        for (long label : new long[] { 0, labelSectors, endLabelsSector, endLabelsSector + labelSectors }) {
            io.add(IoKind.WRITE, start + label + offset, uberblockSectors, 0, false);
            uberblockWrites++;
        }
        io.add(IoKind.FLUSH, 0, 0, 0, false);
        flushes += 2;
        txgs++;
        txg++;
        openedAt = -1;
        dirty.clear();
        rewritten.clear();
        deleted.clear();
    }

    private void relocate(long key, int copies) {
        int index = placeKeys.add(key);
        if (index >= 0) {
            places.add(new ClusterExtents());
        } else {
            index = -1 - index;
        }
        ClusterExtents place = places.get(index);
        fs.freeCopyOnWrite(place, now);
        fs.allocateCopyOnWrite(copies * blockClusters, place, now);
        for (int run = 0; run < place.count(); run++) {
            write(place.start(run), place.length(run));
        }
        metadataClusters += (long) copies * blockClusters;
    }

    /** Blocks allocated one after another go out as one request, as the vdev queue aggregates them. */
    private void write(int start, int length) {
        if (pendingStart >= 0 && pendingStart + pendingLength == start
                && pendingLength + length <= fs.maxRequestClusters()) {
            pendingLength += length;
            return;
        }
        flushPending();
        pendingStart = start;
        pendingLength = length;
    }

    private void flushPending() {
        if (pendingStart >= 0) {
            io.add(IoKind.WRITE, fs.clusterLba((int) pendingStart), pendingLength * fs.sectorsPerCluster(), 0, false);
            pendingStart = -1;
        }
    }

    // ---- time -----------------------------------------------------------------------------------

    boolean poll(long at, IoRequest request) {
        if (io.poll(request)) {
            return true;
        }
        if (at >= nextDueNanos()) {
            now = at;
            commit();
        }
        return io.poll(request);
    }

    boolean hasQueued() {
        return !io.isEmpty();
    }

    long nextDueNanos() {
        return openedAt < 0 ? Long.MAX_VALUE : openedAt + cow.txgNanos();
    }

    /** sync(2) on ZFS waits for the open TXG to be written (txg_wait_synced). */
    void sync(long at) {
        now = at;
        commit();
    }

    MetadataCounters counters() {
        return new MetadataCounters(dirty.size(), txgs, 0, flushes, 0, metadataClusters, 0, 0);
    }

    long uberblockWrites() {
        return uberblockWrites;
    }
}
