package org.ssdlab.stack.internal;

import java.util.List;

import org.ssdlab.sim.api.host.BlockDevice;

/**
 * A device a storage layer presents on top of its member devices. It answers
 * {@link #trimReachesDrive()} for the whole path below it: the layer must pass TRIM and so must
 * every member. A TRIM the path would drop completes at once and touches no drive.
 */
abstract class LayeredDevice implements BlockDevice {

    private final List<BlockDevice> members;
    private final boolean layerPassesTrim;

    LayeredDevice(List<BlockDevice> members, boolean layerPassesTrim) {
        if (members.isEmpty()) {
            throw new IllegalArgumentException("a storage layer needs at least one member device");
        }
        this.members = List.copyOf(members);
        this.layerPassesTrim = layerPassesTrim;
    }

    final List<BlockDevice> members() {
        return members;
    }

    @Override
    public final boolean trimReachesDrive() {
        return layerPassesTrim && members.stream().allMatch(BlockDevice::trimReachesDrive);
    }

    @Override
    public final long trim(long now, long lba, int sectors) {
        return trimReachesDrive() ? trimMembers(now, lba, sectors) : now;
    }

    /** Sends a TRIM the whole path passes down to the members; returns the completion time. */
    abstract long trimMembers(long now, long lba, int sectors);

    /** A layer keeps no volatile cache of its own: the FLUSH goes to every member, the slowest ends it. */
    @Override
    public long flush(long now) {
        long done = now;
        for (BlockDevice member : members) {
            done = Math.max(done, member.flush(now));
        }
        return done;
    }

    @Override
    public final long idle(long now, long durationNanos) {
        long end = now + durationNanos;
        for (BlockDevice member : members) {
            end = Math.max(end, member.idle(now, durationNanos));
        }
        return end;
    }

    /** The capacity of the smallest member, in sectors: what an array can use of each. */
    static long smallestCapacity(List<BlockDevice> members) {
        return members.stream().mapToLong(BlockDevice::userSectors).min().orElse(0);
    }
}
