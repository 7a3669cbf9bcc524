package org.ssdlab.sim.api.host;

import java.util.Arrays;

/** Hands every event to each of several policies, in order; due when the earliest of them is. */
final class CombinedTrim implements TrimPolicy {

    private final TrimPolicy[] parts;

    CombinedTrim(TrimPolicy[] parts) {
        this.parts = parts;
    }

    @Override
    public void freed(long now, long lba, long sectors, TrimSink sink) {
        for (TrimPolicy part : parts) {
            part.freed(now, lba, sectors, sink);
        }
    }

    @Override
    public void reallocated(long now, long lba, long sectors) {
        for (TrimPolicy part : parts) {
            part.reallocated(now, lba, sectors);
        }
    }

    @Override
    public void advance(long now, FreeSpace freeSpace, TrimSink sink) {
        for (TrimPolicy part : parts) {
            if (now >= part.nextDueNanos()) {
                part.advance(now, freeSpace, sink);
            }
        }
    }

    @Override
    public void mounted(long now, FreeSpace freeSpace, TrimSink sink) {
        for (TrimPolicy part : parts) {
            part.mounted(now, freeSpace, sink);
        }
    }

    @Override
    public void unmounted(long now, TrimSink sink) {
        for (TrimPolicy part : parts) {
            part.unmounted(now, sink);
        }
    }

    @Override
    public long nextDueNanos() {
        long due = Long.MAX_VALUE;
        for (TrimPolicy part : parts) {
            due = Math.min(due, part.nextDueNanos());
        }
        return due;
    }

    @Override
    public String toString() {
        return "combine" + Arrays.toString(parts);
    }
}
