package org.ssdlab.sim.core.host;

import org.ssdlab.sim.api.host.TrimPolicy;
import org.ssdlab.sim.api.workload.IoRequest;

/** The volume unmounted here and mounted under another OS ({@link FileSystem#attach}); its requests are the unmount's. */
final class AttachOperation extends VolumeOperation {

    private final TrimPolicy next;
    private final int requestClusters;

    AttachOperation(FileSystem fs, TrimPolicy next, int requestClusters) {
        super(fs);
        this.next = next;
        this.requestClusters = requestClusters;
    }

    @Override
    void begin(long now) {
        fs.attachNow(now, next, requestClusters);
    }

    @Override
    boolean produce(IoRequest request, long now) {
        return false;
    }
}
