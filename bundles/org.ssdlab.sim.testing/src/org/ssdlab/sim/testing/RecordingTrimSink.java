package org.ssdlab.sim.testing;

import java.util.ArrayList;
import java.util.List;

import org.ssdlab.sim.api.host.TrimSink;

/** Keeps every TRIM it receives, in order: for tests of OS plugins and for reports. */
public final class RecordingTrimSink implements TrimSink {

    private final List<SentTrim> sent = new ArrayList<>();

    @Override
    public void trim(long atNanos, long lba, long sectors) {
        sent.add(new SentTrim(atNanos, lba, sectors));
    }

    /** The TRIMs received so far, oldest first (a copy). */
    public List<SentTrim> sent() {
        return List.copyOf(sent);
    }

    public long totalSectors() {
        return sent.stream().mapToLong(SentTrim::sectors).sum();
    }

    public void clear() {
        sent.clear();
    }
}
