package org.ssdlab.experiment.internal.run;

import org.ssdlab.sim.api.host.BlockDevice;

/** A device of a given size that completes every command at once: for tests of what is sent, not of time. */
record InstantDevice(long userSectors) implements BlockDevice {

    @Override
    public long write(long now, long lba, int sectors, double compressibility) {
        return now;
    }

    @Override
    public long read(long now, long lba, int sectors) {
        return now;
    }

    @Override
    public long trim(long now, long lba, int sectors) {
        return now;
    }

    @Override
    public long flush(long now) {
        return now;
    }

    @Override
    public long idle(long now, long durationNanos) {
        return now + durationNanos;
    }

    @Override
    public boolean trimReachesDrive() {
        return true;
    }
}
