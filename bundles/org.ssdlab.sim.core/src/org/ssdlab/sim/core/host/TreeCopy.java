package org.ssdlab.sim.core.host;

import org.ssdlab.sim.api.workload.IoRequest;

/**
 * Copies a tree of files onto the volume: creates and writes them one after another, each file
 * allocated when the copy reaches it. Empty files take no cluster. With metadata the copy makes
 * its directories as {@code cp -r} does, each before its files: directory {@code k > 0} lives in
 * directory {@code (k - 1) / FANOUT}, file {@code i} of {@code n} in directory
 * {@code i × directories / n}.
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
        while (true) {
            if (writer.next(request, now)) {
                return true;
            }
            int wanted = nextIndex == sizes.length || directoryCount == 0 ? directoryCount : directoryOf(nextIndex) + 1;
            if (directoriesMade < wanted) {
                fs.mkdirNow(firstDirectory + directoriesMade++, now);
                if (fs.pollMetadata(now, request)) {
                    return true;
                }
                continue;
            }
            if (nextIndex == sizes.length) {
                return false;
            }
            FileEntry entry = fs.createNow(firstFile + nextIndex, sizes[nextIndex], compressibility, now);
            nextIndex++;
            writer.begin(entry.extents, 0, entry.extents.clusters(), compressibility);
            if (fs.pollMetadata(now, request)) {
                return true;
            }
        }
    }
}
