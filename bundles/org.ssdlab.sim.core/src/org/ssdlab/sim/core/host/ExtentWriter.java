package org.ssdlab.sim.core.host;

import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;

/**
 * Turns a range of a file's clusters into WRITE requests at the file's position on the device,
 * in file order, each within one run of clusters and at most the volume's largest request. With
 * data=journal the clusters go into the journal instead, and the requests are the journal's.
 */
final class ExtentWriter {

    private final FileSystem fs;
    private ClusterExtents extents;
    private int run;
    private int offsetInRun;
    private long remaining;
    private double compressibility;

    ExtentWriter(FileSystem fs) {
        this.fs = fs;
    }

    /** Starts on file clusters {@code [fromFileCluster, fromFileCluster + clusters)}. */
    void begin(ClusterExtents fileExtents, long fromFileCluster, long clusters, double dataCompressibility) {
        extents = fileExtents;
        remaining = clusters;
        compressibility = dataCompressibility;
        if (clusters > 0) {
            run = fileExtents.runOf(fromFileCluster);
            offsetInRun = (int) (fromFileCluster - fileExtents.firstFileCluster(run));
        }
    }

    boolean hasMore() {
        return remaining > 0;
    }

    /** The next request; false once the range is written. */
    boolean next(IoRequest request, long now) {
        while (remaining > 0) {
            int n = (int) Math.min(Math.min(extents.length(run) - offsetInRun, remaining), fs.maxRequestClusters());
            int first = extents.start(run) + offsetInRun;
            offsetInRun += n;
            remaining -= n;
            if (offsetInRun == extents.length(run)) {
                run++;
                offsetInRun = 0;
            }
            if (!fs.journalsData()) {
                request.set(IoKind.WRITE, fs.clusterLba(first), n * fs.sectorsPerCluster(), compressibility);
                return true;
            }
            fs.journalData(first, n, now);
            if (fs.pollMetadata(now, request)) {
                return true;
            }
        }
        return false;
    }
}
