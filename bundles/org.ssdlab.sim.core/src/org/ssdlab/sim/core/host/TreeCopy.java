package org.ssdlab.sim.core.host;

import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;

/**
 * Copies a tree of files onto the volume: creates and writes them one after another, each file
 * allocated when the copy reaches it. Empty files take no cluster. With metadata the copy makes
 * its directories as {@code cp -r} does, each before its files: directory {@code k > 0} lives in
 * directory {@code (k - 1) / FANOUT}, file {@code i} of {@code n} in directory
 * {@code i × directories / n}.
 * <p>
 * With metadata, data of consecutive files that lie next to each other goes out as one request (up to the
 * volume's largest), as page-cache writeback submits small files back to back and the block layer
 * merges adjacent writes (ext4's delayed allocation with mballoc's group preallocation packs
 * small files together); queued metadata requests wait until the data before them is sent, as
 * data=ordered writes data before the commit that refers to it.
 */
public final class TreeCopy extends VolumeOperation {

    /** Subdirectories per directory of a copied tree [G]: only decides which directory block names them. */
    public static final int FANOUT = 8;

    private final int firstFile;
    private final long[] sizes;
    private final int directoryCount;
    private final double compressibility;
    private final ExtentWriter writer;
    private int firstDirectory;
    private int directoriesMade;
    private int nextIndex;
    private final IoRequest chunk = new IoRequest();
    private long pendingLba;
    private int pendingSectors;

    TreeCopy(FileSystem fs, int firstFile, long[] sizes, int directories, double compressibility) {
        super(fs);
        this.firstFile = firstFile;
        this.sizes = sizes.clone();
        this.directoryCount = directories;
        this.compressibility = compressibility;
        this.writer = new ExtentWriter(fs);
    }

    /** Ids of the copied files, in the order of the sizes given. */
    public int[] files() {
        int[] ids = new int[sizes.length];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = firstFile + i;
        }
        return ids;
    }

    /** Directories the copy makes (0 without metadata). */
    public int directoryCount() {
        return directoryCount;
    }

    @Override
    void begin(long now) {
        if (directoryCount > 0) {
            firstDirectory = fs.reserveDirectories(directoryCount);
            for (int i = 0; i < sizes.length; i++) {
                fs.placeInDirectory(firstFile + i, firstDirectory + directoryOf(i));
            }
        }
    }

    private int directoryOf(int file) {
        return (int) ((long) file * directoryCount / sizes.length);
    }

    @Override
    boolean produce(IoRequest request, long now) {
        int maxSectors = fs.maxRequestClusters() * fs.sectorsPerCluster();
        while (true) {
            if (writer.next(chunk, now)) {
                if (chunk.kind != IoKind.WRITE || fs.journalsData() || !fs.mergesWriteback()) {
                    copy(chunk, request); // data=journal: the journal's requests; no metadata: the old model
                    return true;
                }
                if (pendingSectors > 0 && chunk.lba == pendingLba + pendingSectors
                        && pendingSectors + chunk.sectors <= maxSectors) {
                    pendingSectors += chunk.sectors;
                    continue;
                }
                boolean sent = sendPending(request);
                pendingLba = chunk.lba;
                pendingSectors = chunk.sectors;
                if (sent) {
                    return true;
                }
                continue;
            }
            if (fs.hasQueuedMetadata()) {
                return sendPending(request) || fs.pollMetadata(now, request);
            }
            int wanted = nextIndex == sizes.length || directoryCount == 0 ? directoryCount : directoryOf(nextIndex) + 1;
            if (directoriesMade < wanted) {
                fs.mkdirNow(firstDirectory + directoriesMade++, now);
                continue;
            }
            if (nextIndex == sizes.length) {
                return sendPending(request);
            }
            FileEntry entry = fs.createNow(firstFile + nextIndex, sizes[nextIndex], compressibility, now);
            nextIndex++;
            writer.begin(entry.extents, 0, entry.extents.clusters(), compressibility);
        }
    }

    private boolean sendPending(IoRequest request) {
        if (pendingSectors == 0) {
            return false;
        }
        request.set(IoKind.WRITE, pendingLba, pendingSectors, compressibility);
        pendingSectors = 0;
        return true;
    }

    private static void copy(IoRequest from, IoRequest to) {
        to.set(from.kind, from.lba, from.sectors, from.compressibility);
        to.fua = from.fua;
    }
}
