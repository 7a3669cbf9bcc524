package org.ssdlab.experiment.internal.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ssdlab.experiment.run.TraceRequest;
import org.ssdlab.sim.api.workload.IoKind;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** The trace file is trace-event JSON as Perfetto reads it, and keeps to its window, sampling and size. */
class TraceFileTest {

    @TempDir
    Path dir;

    private JsonArray events(Path file) throws IOException {
        JsonObject trace = JsonParser.parseString(Files.readString(file)).getAsJsonObject();
        assertEquals("ns", trace.get("displayTimeUnit").getAsString());
        return trace.getAsJsonArray("traceEvents");
    }

    private static List<JsonObject> phase(JsonArray events, String ph) {
        List<JsonObject> found = new ArrayList<>();
        for (JsonElement e : events) {
            if (e.getAsJsonObject().get("ph").getAsString().equals(ph)) {
                found.add(e.getAsJsonObject());
            }
        }
        return found;
    }

    @Test
    void eventsAreSlicesOnNamedTracksInMicroseconds() throws IOException {
        Path file = dir.resolve("t.json");
        try (TraceFile trace = new TraceFile(TraceRequest.of(file), "fresh")) {
            trace.request(IoKind.WRITE, 2048, 8, 1_000, 101_234);
            trace.erase(0, 3, 5_000_000, 8_000_000);
            trace.relocation(1, true, 640, 2_000, 9_000);
            trace.victim(0, 7_000, 12, 300, 2);
            trace.bufferFull(0, 10, 20);
            trace.flush(0, 30, 40);
        }
        JsonArray events = events(file);
        JsonObject begin = phase(events, "b").get(0);
        assertEquals("write", begin.get("name").getAsString());
        assertEquals(1.0, begin.get("ts").getAsDouble());
        assertEquals(101.234, phase(events, "e").get(0).get("ts").getAsDouble());
        JsonObject erase = phase(events, "X").stream().filter(e -> e.get("name").getAsString().equals("erase")).findFirst()
                .orElseThrow();
        assertEquals(5000.0, erase.get("ts").getAsDouble());
        assertEquals(3000.0, erase.get("dur").getAsDouble());
        assertEquals(1, erase.get("pid").getAsInt(), "drive 0 is process 1; the host is process 0");
        boolean dieTrackNamed = phase(events, "M").stream().anyMatch(m -> m.get("name").getAsString().equals("thread_name")
                && m.getAsJsonObject("args").get("name").getAsString().equals("die 3"));
        assertTrue(dieTrackNamed);
        JsonObject relocation = phase(events, "X").stream().filter(e -> e.get("pid").getAsInt() == 2).findFirst().orElseThrow();
        assertEquals("background GC", relocation.get("name").getAsString());
        assertEquals(640, relocation.getAsJsonObject("args").get("units").getAsInt());
        assertEquals(300, phase(events, "i").get(0).getAsJsonObject("args").get("validUnits").getAsInt());
    }

    @Test
    void windowAndSamplingLeaveEventsOut() throws IOException {
        Path file = dir.resolve("w.json");
        try (TraceFile trace = new TraceFile(new TraceRequest(file, null, 1_000_000, 2_000_000, 1 << 20, 10), "r")) {
            for (long seq = 0; seq < 1000; seq++) {
                long t = seq * 3_000;
                trace.request(IoKind.READ, 0, 8, t, t + 500);
                trace.erase(0, 0, t, t + 100);
            }
        }
        JsonArray events = events(file);
        List<JsonObject> begins = phase(events, "b");
        // arrivals at 0, 3 µs, …: [1 ms, 2 ms) holds seq 334..666, every tenth of them: 340, 350, …, 660
        assertEquals(33, begins.size());
        assertEquals(333, phase(events, "X").size(), "erases at 334 × 3 µs … 666 × 3 µs");
        for (JsonObject b : begins) {
            assertEquals(0, b.get("id").getAsLong() % 10);
        }
    }

    @Test
    void theFileStopsAtItsLimitAndSaysWhatItDropped() throws IOException {
        Path file = dir.resolve("l.json");
        long dropped;
        try (TraceFile trace = new TraceFile(new TraceRequest(file, null, 0, Long.MAX_VALUE, 4096, 1), "r")) {
            for (int i = 0; i < 1000; i++) {
                trace.erase(0, i % 4, i * 1000L, i * 1000L + 500);
            }
            dropped = trace.dropped();
            assertEquals(1000, trace.written() + dropped);
        }
        assertTrue(dropped > 900);
        assertTrue(Files.size(file) < 4096 + 1024);
        JsonArray events = events(file);
        JsonObject summary = phase(events, "M").stream().filter(m -> m.get("name").getAsString().equals("trace"))
                .findFirst().orElseThrow();
        assertEquals(dropped, summary.getAsJsonObject("args").get("droppedAtSizeLimit").getAsLong());
    }
}
