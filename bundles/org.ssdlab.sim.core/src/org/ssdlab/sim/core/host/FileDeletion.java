package org.ssdlab.sim.core.host;

import org.ssdlab.sim.api.workload.IoRequest;

/**
 * Deletes files: their clusters return to the free space, each freed run goes to the TRIM policy
 * in device LBAs, and whatever TRIMs the policy sends at once are the requests of this operation.
 */
final class FileDeletion extends VolumeOperation {

    private final int[] files;

    FileDeletion(FileSystem fs, int[] files) {
        super(fs);
        this.files = files.clone();
    }

    @Override
    void begin(long now) {
        for (int file : files) {
            fs.deleteNow(file, now);
        }
    }

    @Override
    boolean produce(IoRequest request, long now) {
        return false;
    }
}
