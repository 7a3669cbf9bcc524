package org.ssdlab.sim.core.host;

import org.ssdlab.sim.api.workload.IoRequest;

/**
 * Deletes files: their clusters return to the free space, each freed run goes to the TRIM policy
 * in device LBAs, and whatever TRIMs the policy sends at once are the requests of this operation.
 * One file after another, each followed by the metadata requests it causes; with metadata a
 * directory the deletes empty is removed too ({@code rm -rf}). The operation ends with the last
 * unlink, not with the journal commit that follows it, as {@code time rm -rf} measures.
 */
final class FileDeletion extends VolumeOperation {

    private final int[] files;
    private int next;

    FileDeletion(FileSystem fs, int[] files) {
        super(fs);
        this.files = files.clone();
    }

    @Override
    void begin(long now) {
    }

    @Override
    boolean produce(IoRequest request, long now) {
        while (next < files.length) {
            fs.deleteNow(files[next++], now);
            if (fs.pollMetadata(now, request)) {
                return true;
            }
        }
        return false;
    }
}
