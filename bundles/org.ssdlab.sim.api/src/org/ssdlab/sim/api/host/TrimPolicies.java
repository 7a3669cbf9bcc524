package org.ssdlab.sim.api.host;

import java.util.Objects;

/**
 * Building blocks for operating-system plugins: each factory returns a new, stateful
 * {@link TrimPolicy} for one volume. Compose them with {@link #combine} (e.g. at delete plus a
 * weekly retrim) and {@link #perBlock} (one TRIM per file-system block). Times are nanoseconds of
 * simulated time, extents are 512-byte sectors. Queues use primitive arrays; steady-state calls
 * allocate nothing.
 */
public final class TrimPolicies {

    private TrimPolicies() {
    }

    /** Never sends a TRIM (an OS without TRIM, or TRIM switched off). */
    public static TrimPolicy never() {
        return new Never();
    }

    /** Trims each freed extent at once, as one TRIM, at the time it is freed. */
    public static TrimPolicy immediate() {
        return new Immediate();
    }

    /**
     * Queues freed extents and sends each once it has waited {@code delayNanos}. Adjacent or
     * overlapping frees merge into one extent that takes the newer free time; a reallocated range
     * is cut out of the queue (like ZFS's trim map). Due extents go out in LBA order.
     */
    public static TrimPolicy batched(long delayNanos) {
        return batched(delayNanos, 1);
    }

    /**
     * As {@link #batched(long)}, but the queue is only checked on ticks every {@code tickNanos}
     * from mount (time 0 before any mount), as by a trim thread that wakes periodically: an extent
     * goes out on the first tick at which it has waited {@code delayNanos}.
     */
    public static TrimPolicy batched(long delayNanos, long tickNanos) {
        requireNotNegative(delayNanos, "delayNanos");
        requirePositive(tickNanos, "tickNanos");
        return new BatchedTrim(delayNanos, tickNanos);
    }

    /** Trims all free space, extent by extent, at every mount. */
    public static TrimPolicy atMount() {
        return new MountTrim(Long.MAX_VALUE);
    }

    /**
     * Trims free space at every mount, in the order {@link FreeSpace} visits it, until
     * {@code maxSectorsPerMount} sectors are sent (a time-limited boot trim that starts over from
     * the same place at each mount, so extents beyond the budget are never trimmed).
     */
    public static TrimPolicy atMount(long maxSectorsPerMount) {
        requireNotNegative(maxSectorsPerMount, "maxSectorsPerMount");
        return new MountTrim(maxSectorsPerMount);
    }

    /**
     * Trims all free space every {@code periodNanos}, the first time one period after the first
     * mount. Remounts keep the schedule; runs missed while not advanced are made once, late.
     */
    public static TrimPolicy periodicRetrim(long periodNanos) {
        requirePositive(periodNanos, "periodNanos");
        return new PeriodicRetrim(periodNanos);
    }

    /** All of {@code parts}: every event goes to each in turn; due when the earliest is due. */
    public static TrimPolicy combine(TrimPolicy... parts) {
        TrimPolicy[] copy = parts.clone();
        for (TrimPolicy part : copy) {
            Objects.requireNonNull(part, "part");
        }
        return copy.length == 1 ? copy[0] : new CombinedTrim(copy);
    }

    /**
     * Sends whatever {@code policy} sends as one TRIM per aligned block of {@code blockSectors}
     * (a file system that deletes block by block instead of by extent).
     */
    public static TrimPolicy perBlock(long blockSectors, TrimPolicy policy) {
        requirePositive(blockSectors, "blockSectors");
        return new BlockSplitTrim(Objects.requireNonNull(policy, "policy"), blockSectors);
    }

    /**
     * Advances {@code policy} to each time it is due, up to and including {@code until}, so that
     * everything it sends carries the time it became due. Engines call this before each event.
     *
     * @throws IllegalStateException if the policy stays due at the same time after an advance
     */
    public static void runUntil(TrimPolicy policy, long until, FreeSpace freeSpace, TrimSink sink) {
        long due = policy.nextDueNanos();
        while (due <= until) {
            policy.advance(due, freeSpace, sink);
            long next = policy.nextDueNanos();
            if (next <= due) {
                throw new IllegalStateException(policy + " is still due at " + next + " after advancing to " + due);
            }
            due = next;
        }
    }

    private static void requirePositive(long value, String name) {
        if (value <= 0) {
            throw new IllegalArgumentException(name + " must be positive: " + value);
        }
    }

    private static void requireNotNegative(long value, String name) {
        if (value < 0) {
            throw new IllegalArgumentException(name + " must not be negative: " + value);
        }
    }

    private static final class Never implements TrimPolicy {
        @Override
        public void freed(long now, long lba, long sectors, TrimSink sink) {
            // the drive never hears of a delete
        }

        @Override
        public String toString() {
            return "never";
        }
    }

    private static final class Immediate implements TrimPolicy {
        @Override
        public void freed(long now, long lba, long sectors, TrimSink sink) {
            if (sectors > 0) {
                sink.trim(now, lba, sectors);
            }
        }

        @Override
        public String toString() {
            return "immediate";
        }
    }
}
