package org.ssdlab.workloads.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ssdlab.workloads.internal.Requests.GIB_SECTORS;
import static org.ssdlab.workloads.internal.Requests.create;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;
import org.ssdlab.workloads.internal.Requests.Req;

class TraceWorkloadTest {

    /** Windows filetime of the first request; large enough that ticks * 100 would overflow a long. */
    private static final long T0 = 128_166_372_003_061_629L;

    @TempDir
    Path dir;

    private Path write(String name, String... lines) throws IOException {
        return Files.writeString(dir.resolve(name), String.join("\n", lines) + "\n");
    }

    private static Workload trace(Plugin<Workload> plugin, Path file, Object... pairs) {
        Map<String, Object> raw = new HashMap<>();
        raw.put("file", file.toString());
        for (int i = 0; i < pairs.length; i += 2) {
            raw.put((String) pairs[i], pairs[i + 1]);
        }
        return create(plugin, raw);
    }

    /**
     * The refusal of a bad trace: when the plugin is created (every line is checked then, before a
     * document runs) or, for what needs the drive's size, when it starts.
     */
    private static IllegalArgumentException failure(Plugin<Workload> plugin, Path file) {
        return assertThrows(IllegalArgumentException.class, () -> trace(plugin, file).start(GIB_SECTORS, 1));
    }

    private static List<Req> replay(Plugin<Workload> plugin, Path file, Object... pairs) {
        return Requests.run(trace(plugin, file, pairs), GIB_SECTORS, 1, 1_000_000);
    }

    private Path msrSample() throws IOException {
        return write("hm_0.csv",
                T0 + ",hm,0,Write,1052672,4096,1331",
                (T0 + 10) + ",hm,0,Read,8192,65536,200",
                (T0 + 10) + ",hm,0,write,1000,100,17",
                (T0 + 25_000) + ",hm,0,READ,512,1,5",
                (T0 + 25_001) + ",hm,1,Write,0,1024,5");
    }

    @Test
    void msrRequestsAreParsedIntoSectorsKindsAndRelativeArrivals() throws IOException {
        List<Req> requests = replay(new MsrTracePlugin(), msrSample());
        assertEquals(5, requests.size());
        assertEquals(new Req(IoKind.WRITE, 2056, 8, 0.0, 0, 0), requests.get(0));
        assertEquals(new Req(IoKind.READ, 16, 128, 0.0, 1_000, 0), requests.get(1));
        // bytes 1000..1100 widen to sectors 1..2
        assertEquals(new Req(IoKind.WRITE, 1, 2, 0.0, 1_000, 0), requests.get(2));
        assertEquals(new Req(IoKind.READ, 1, 1, 0.0, 2_500_000, 0), requests.get(3));
        assertEquals(new Req(IoKind.WRITE, 0, 2, 0.0, 2_500_100, 0), requests.get(4));
    }

    @Test
    void msrTimeScaleDividesArrivals() throws IOException {
        List<Req> faster = replay(new MsrTracePlugin(), msrSample(), "timeScale", 2.0);
        assertEquals(List.of(0L, 500L, 500L, 1_250_000L, 1_250_050L),
                faster.stream().map(Req::arrivalNanos).toList());
        List<Req> slower = replay(new MsrTracePlugin(), msrSample(), "timeScale", 0.5);
        assertEquals(5_000_200L, slower.get(4).arrivalNanos());
    }

    @Test
    void closedLoopIgnoresTimestamps() throws IOException {
        List<Req> requests = replay(new MsrTracePlugin(), msrSample(), "closedLoop", true);
        assertEquals(5, requests.size());
        assertTrue(requests.stream().allMatch(r -> r.arrivalNanos() == IoRequest.WHEN_SLOT_FREE));
        assertEquals(2056, requests.get(0).lba());
    }

    @Test
    void lbaOffsetShiftsEveryRequest() throws IOException {
        List<Req> requests = replay(new MsrTracePlugin(), msrSample(), "lbaOffsetBytes", 1 << 20);
        assertEquals(List.of(2048L + 2056, 2048L + 16, 2048L + 1, 2048L + 1, 2048L),
                requests.stream().map(Req::lba).toList());
    }

    @Test
    void lbaOffsetMustBeWholeSectors() throws IOException {
        Path file = msrSample();
        PluginException e = assertThrows(PluginException.class,
                () -> trace(new MsrTracePlugin(), file, "lbaOffsetBytes", 1000));
        assertTrue(e.getMessage().contains("lbaOffsetBytes"), e.getMessage());
    }

    @Test
    void commentsBlankLinesAndAHeaderAreSkipped() throws IOException {
        Path file = write("with-header.csv",
                "Timestamp,Hostname,DiskNumber,Type,Offset,Size,ResponseTime",
                "# a comment",
                "",
                "   ",
                T0 + ",hm,0,Write,0,4096,1",
                "  # indented comment",
                (T0 + 1) + ",hm,0,Read,4096,4096,1");
        List<Req> requests = replay(new MsrTracePlugin(), file);
        assertEquals(2, requests.size());
        assertEquals(100, requests.get(1).arrivalNanos());
    }

    @Test
    void gzipTracesAreDecompressed() throws IOException {
        Path file = dir.resolve("hm_0.csv.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
            out.write(Files.readAllBytes(msrSample()));
        }
        assertEquals(replay(new MsrTracePlugin(), msrSample()), replay(new MsrTracePlugin(), file));
    }

    @Test
    void longTracesAreReadCompletely() throws IOException {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 5000; i++) {
            text.append(i * 0.5).append(' ').append(0).append(' ').append(i * 8L).append(" 8 ").append(i % 2)
                    .append('\n');
        }
        Path file = Files.writeString(dir.resolve("long.trace"), text);
        List<Req> requests = replay(new DiskSimTracePlugin(), file);
        assertEquals(5000, requests.size());
        Req last = requests.get(4999);
        assertEquals(new Req(IoKind.READ, 4999 * 8L, 8, 0.0, 4999 * 500_000L, 0), last);
    }

    @Test
    void diskSimRequestsAreParsed() throws IOException {
        Path file = write("trace.ascii",
                "0.000000 0 1024 8 0",
                "1.5\t0\t2048   16 1",
                "  2.25 3 4096 8 3",
                "2.2500004 0 0 1 2");
        List<Req> requests = replay(new DiskSimTracePlugin(), file);
        assertEquals(List.of(
                new Req(IoKind.WRITE, 1024, 8, 0.0, 0, 0),
                new Req(IoKind.READ, 2048, 16, 0.0, 1_500_000, 0),
                new Req(IoKind.READ, 4096, 8, 0.0, 2_250_000, 0),
                new Req(IoKind.WRITE, 0, 1, 0.0, 2_250_000, 0)), requests);
        List<Req> scaled = replay(new DiskSimTracePlugin(), file, "timeScale", 4.0, "lbaOffsetBytes", 512);
        assertEquals(375_000, scaled.get(1).arrivalNanos());
        assertEquals(2049, scaled.get(1).lba());
    }

    @Test
    void arrivalsCountFromTheFirstRequestNotFromZero() throws IOException {
        Path file = write("late.ascii", "1000.0 0 0 8 0", "1000.001 0 8 8 0");
        assertEquals(List.of(0L, 1_000L), replay(new DiskSimTracePlugin(), file).stream()
                .map(Req::arrivalNanos).toList());
    }

    @Test
    void anEmptyTraceFinishesAtOnce() throws IOException {
        Path file = write("empty.csv", "# nothing here");
        Workload workload = trace(new MsrTracePlugin(), file);
        workload.start(GIB_SECTORS, 1);
        assertFalse(workload.next(new IoRequest(), 0));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
            "msr | T,hm,0,Write,0,abc,1 | Size 'abc' is not a number",
            "msr | T,hm,0,Write,0,-4096,1 | Size -4096 is negative",
            "msr | T,hm,0,Write,0,0,1 | Size 0",
            "msr | T,hm,0,Write,-512,512,1 | Offset -512 is negative",
            "msr | T,hm,0,Write,x1,512,1 | Offset 'x1' is not a number",
            "msr | T,hm,0,Flush,0,512,1 | Type 'Flush' is neither Read nor Write",
            "msr | T,hm,0,Write,0,512 | expected 7 comma-separated fields",
            "msr | T,hm,0,Write,0,512,1,9 | found 8",
            "msr | 12x,hm,0,Write,0,512,1 | Timestamp '12x' is not a number",
            "msr | T,hm,zero,Write,0,512,1 | DiskNumber 'zero' is not a number",
            "msr | T,hm,0,Write,0,512,slow | ResponseTime 'slow' is not a number",
            "msr | EARLY,hm,0,Write,0,512,1 | goes back in time",
            "msr | SAME,hm,0,Write,1073741312,1024,1 | beyond the drive",
            "disksim | 3.0 0 8 8 | expected 5 whitespace-separated fields",
            "disksim | 3.0 0 8 8 0 0 | found 6",
            "disksim | 3.0 0 8 -8 0 | size -8 is negative",
            "disksim | 3.0 0 8 0 0 | size 0",
            "disksim | 3.0 0 8 eight 0 | size 'eight' is not a number",
            "disksim | 3.0 0 8.5 8 0 | blkno '8.5' is not a number",
            "disksim | 3.0 0 -8 8 0 | blkno -8 is negative",
            "disksim | 3.0 0 8 8 R | flags 'R' is not a number",
            "disksim | 3.0 x 8 8 0 | devno 'x' is not a number",
            "disksim | three 0 8 8 0 | time 'three' is not a number",
            "disksim | 1.0 0 8 8 0 | time 1.0 goes back in time",
            "disksim | 2.0 0 2097150 8 1 | beyond the drive" })
    void badLinesAreRejectedWithFileLineFieldAndReason(String format, String badLine, String reason)
            throws IOException {
        boolean msr = format.equals("msr");
        String[] good = msr
                ? new String[] { T0 + ",hm,0,Write,0,4096,1", (T0 + 100) + ",hm,0,Read,4096,4096,1" }
                : new String[] { "1.0 0 0 8 0", "2.0 0 8 8 1" };
        String line = badLine.replace("EARLY", String.valueOf(T0 - 1)).replace("T,", (T0 + 200) + ",")
                .replace("SAME,", (T0 + 100) + ","); // beyond the drive is found at start: no other fault first
        // the bad line is line 5: two good lines, a comment, an empty line
        Path file = write(msr ? "trace.csv" : "trace.ascii", good[0], "# comment", good[1], "", line, good[1]);
        IllegalArgumentException e = failure(msr ? new MsrTracePlugin() : new DiskSimTracePlugin(), file);
        String prefix = (msr ? "trace.csv" : "trace.ascii") + " line 5: ";
        assertTrue(e.getMessage().contains(prefix), e.getMessage());
        assertTrue(e.getMessage().contains(reason), e.getMessage());
    }

    @Test
    void theWholeMessageReadsLikeTheDocumentedExample() throws IOException {
        Path file = write("trace.csv", T0 + ",hm,0,Write,0,abc,1");
        assertEquals("workload 'trace-msr': parameter 'file' = '" + file + "': trace.csv line 1: Size 'abc' is not a number",
                failure(new MsrTracePlugin(), file).getMessage());
    }

    @Test
    void aRequestPastTheDriveOnlyBecauseOfTheLbaOffsetIsRejected() throws IOException {
        Path file = write("trace.csv", T0 + ",hm,0,Write,0,4096,1", T0 + ",hm,0,Write,1048576,4096,1");
        Workload shifted = trace(new MsrTracePlugin(), file, "lbaOffsetBytes", (1L << 30) - (1L << 20));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> shifted.start(GIB_SECTORS, 1));
        assertTrue(e.getMessage().startsWith("trace.csv line 2: ") && e.getMessage().contains("lbaOffsetBytes"),
                e.getMessage());
        assertEquals(2, Requests.run(shifted, GIB_SECTORS + 8, 1, 10).size(), "fits a slightly larger drive");
    }

    @Test
    void aMissingFileIsNamed() throws IOException {
        Path missing = dir.resolve("nowhere/hm_9.csv");
        PluginException e = assertThrows(PluginException.class, () -> trace(new MsrTracePlugin(), missing));
        assertTrue(e.getMessage().contains(missing.toString()) && e.getMessage().contains("'file'"), e.getMessage());

        Path vanishing = msrSample();
        Workload workload = trace(new MsrTracePlugin(), vanishing);
        Files.delete(vanishing);
        IllegalArgumentException gone = assertThrows(IllegalArgumentException.class,
                () -> workload.start(GIB_SECTORS, 1));
        assertTrue(gone.getMessage().contains(vanishing.toString()), gone.getMessage());
    }

    @Test
    void theFileIsRequired() {
        PluginException e = assertThrows(PluginException.class, () -> create(new DiskSimTracePlugin(), Map.of()));
        assertTrue(e.getMessage().contains("'file'"), e.getMessage());
    }

    @Test
    void traceReplayIgnoresTheSeed() throws IOException {
        Path file = msrSample();
        Workload workload = trace(new MsrTracePlugin(), file);
        assertEquals(Requests.run(workload, GIB_SECTORS, 1, 100), Requests.run(workload, GIB_SECTORS, 2, 100));
    }

    @Test
    void nonUtf8BytesDoNotBreakReading() throws IOException {
        // a non-UTF-8 byte in a comment must not break reading
        Path file = dir.resolve("latin.csv");
        Files.write(file, ("# caf\u00e9\n" + T0 + ",hm,0,Write,0,512,1\n").getBytes(StandardCharsets.ISO_8859_1));
        assertEquals(1, replay(new MsrTracePlugin(), file).size());
    }
}
