package org.ssdlab.experiment.internal.run;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.HashSet;
import java.util.Set;

import org.ssdlab.experiment.run.TraceRequest;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.core.timing.EventTrace;

/**
 * Writes the engine's events as Chrome trace-event JSON (the format Perfetto and Trace Compass
 * import): one process per drive with a track for GC relocations, one for victims, one for
 * buffer-full waits, one for FLUSHes and one per die for its erases; host requests as async
 * slices of a "host" process, so overlapping requests of a deep queue stack up. Times are in
 * microseconds with nanosecond decimals. Bounded by the request's window, size and sampling; what
 * was dropped is recorded in the trace's metadata when it is closed.
 */
final class TraceFile implements EventTrace, AutoCloseable {

    private static final int HOST = 0;
    private static final int GC = 0;
    private static final int VICTIMS = 1;
    private static final int BUFFER = 2;
    private static final int FLUSH = 3;
    private static final int FIRST_DIE = 10;

    private final TraceRequest request;
    private final Writer out;
    private final StringBuilder line = new StringBuilder(256);
    private final Set<Long> namedTracks = new HashSet<>();
    private long bytes;
    private long requests;
    private long written;
    private long dropped;

    TraceFile(TraceRequest request, String runName) {
        this.request = request;
        try {
            this.out = new BufferedWriter(Files.newBufferedWriter(request.file(), StandardCharsets.UTF_8), 1 << 16);
            raw("{\"displayTimeUnit\":\"ns\",\"otherData\":{\"run\":\"" + escape(runName) + "\"},\"traceEvents\":[\n");
            process(HOST, "host");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the trace to " + request.file() + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void request(IoKind kind, long lba, int sectors, long arrivalNanos, long doneNanos) {
        long seq = requests++; // numbered over the whole run, so async slices of different phases never share an id
        if (seq % request.sampleEvery() != 0 || !inWindow(arrivalNanos)) {
            return;
        }
        String name = kind.name().toLowerCase(java.util.Locale.ROOT);
        for (int edge = 0; edge < 2; edge++) {
            line.setLength(0);
            line.append("{\"name\":\"").append(name).append("\",\"cat\":\"host\",\"ph\":\"").append(edge == 0 ? 'b' : 'e')
                    .append("\",\"id\":").append(seq).append(",\"pid\":").append(HOST).append(",\"tid\":0,\"ts\":");
            micros(edge == 0 ? arrivalNanos : doneNanos);
            if (edge == 0) {
                line.append(",\"args\":{\"lba\":").append(lba).append(",\"sectors\":").append(sectors).append('}');
            }
            line.append('}');
            event();
        }
    }

    @Override
    public void erase(int drive, int die, long startNanos, long endNanos) {
        slice(drive, FIRST_DIE + die, "die " + die, "erase", startNanos, endNanos, null);
    }

    @Override
    public void relocation(int drive, boolean background, long units, long startNanos, long endNanos) {
        slice(drive, GC, "GC relocations (controller)", background ? "background GC" : "foreground GC", startNanos,
                endNanos, "\"units\":" + units);
    }

    @Override
    public void victim(int drive, long atNanos, int block, int validUnits, long victims) {
        if (!inWindow(atNanos) || !track(drive, VICTIMS, "GC victims")) {
            return;
        }
        line.setLength(0);
        line.append("{\"name\":\"victim\",\"cat\":\"gc\",\"ph\":\"i\",\"s\":\"t\",\"pid\":").append(drive + 1)
                .append(",\"tid\":").append(VICTIMS).append(",\"ts\":");
        micros(atNanos);
        line.append(",\"args\":{\"block\":").append(block).append(",\"validUnits\":").append(validUnits)
                .append(",\"victims\":").append(victims).append("}}");
        event();
    }

    @Override
    public void bufferFull(int drive, long fromNanos, long toNanos) {
        slice(drive, BUFFER, "write buffer", "buffer full", fromNanos, toNanos, null);
    }

    @Override
    public void flush(int drive, long arrivalNanos, long doneNanos) {
        slice(drive, FLUSH, "FLUSH", "flush", arrivalNanos, doneNanos, null);
    }

    /** Events written and dropped (outside the size limit) so far. */
    long written() {
        return written;
    }

    long dropped() {
        return dropped;
    }

    @Override
    public void close() {
        try {
            raw("{\"name\":\"trace\",\"ph\":\"M\",\"pid\":" + HOST + ",\"args\":{\"events\":" + written
                    + ",\"droppedAtSizeLimit\":" + dropped + ",\"sampleEvery\":" + request.sampleEvery() + "}}\n]}\n");
            out.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the trace to " + request.file() + ": " + e.getMessage(), e);
        }
    }

    private void slice(int drive, int tid, String track, String name, long startNanos, long endNanos, String args) {
        if (!inWindow(startNanos) || !track(drive, tid, track)) {
            return;
        }
        line.setLength(0);
        line.append("{\"name\":\"").append(name).append("\",\"ph\":\"X\",\"pid\":").append(drive + 1).append(",\"tid\":")
                .append(tid).append(",\"ts\":");
        micros(startNanos);
        line.append(",\"dur\":");
        micros(endNanos - startNanos);
        if (args != null) {
            line.append(",\"args\":{").append(args).append('}');
        }
        line.append('}');
        event();
    }

    private boolean inWindow(long nanos) {
        return nanos >= request.fromNanos() && nanos < request.toNanos();
    }

    /** Names the drive's process and the track the first time they are used; false once the file is full. */
    private boolean track(int drive, int tid, String name) {
        if (bytes >= request.maxBytes()) {
            dropped++;
            return false;
        }
        long key = ((long) drive << 32) | tid;
        if (namedTracks.add(key)) {
            if (namedTracks.add(((long) drive << 32) | 0xFFFF_FFFFL)) {
                process(drive + 1, "drive " + drive);
            }
            raw("{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":" + (drive + 1) + ",\"tid\":" + tid + ",\"args\":{\"name\":\""
                    + name + "\"}},\n");
        }
        return true;
    }

    private void process(int pid, String name) {
        raw("{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":" + pid + ",\"args\":{\"name\":\"" + name + "\"}},\n");
    }

    /** Simulated nanoseconds as trace microseconds, exactly (three decimals). */
    private void micros(long nanos) {
        line.append(nanos / 1000).append('.');
        long rest = nanos % 1000;
        if (rest < 100) {
            line.append('0');
        }
        if (rest < 10) {
            line.append('0');
        }
        line.append(rest);
    }

    private void event() {
        if (bytes >= request.maxBytes()) {
            dropped++;
            return;
        }
        line.append(",\n");
        raw(line);
        written++;
    }

    private void raw(CharSequence text) {
        try {
            out.append(text);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the trace to " + request.file() + ": " + e.getMessage(), e);
        }
        bytes += text.length();
    }

    private static String escape(String text) {
        return text.replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
