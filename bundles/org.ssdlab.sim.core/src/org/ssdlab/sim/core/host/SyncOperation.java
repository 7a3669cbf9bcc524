package org.ssdlab.sim.core.host;

import org.ssdlab.sim.api.workload.IoRequest;

/** sync(1): the running transaction commits, every dirty metadata block is written home, the drive flushes. */
final class SyncOperation extends VolumeOperation {

    SyncOperation(FileSystem fs) {
        super(fs);
    }

    @Override
    void begin(long now) {
        fs.syncNow(now);
    }

    @Override
    boolean produce(IoRequest request, long now) {
        return false;
    }
}
