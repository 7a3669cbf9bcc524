package org.ssdlab.sim.core.host;

import org.ssdlab.sim.api.workload.IoRequest;

/** Mounts the volume (or boots the machine): the TRIM policy may retrim the free space now. */
final class MountOperation extends VolumeOperation {

    MountOperation(FileSystem fs) {
        super(fs);
    }

    @Override
    void begin(long now) {
        fs.mounted(now);
    }

    @Override
    boolean produce(IoRequest request, long now) {
        return false;
    }
}
