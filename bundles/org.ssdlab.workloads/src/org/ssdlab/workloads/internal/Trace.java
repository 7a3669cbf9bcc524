package org.ssdlab.workloads.internal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.GZIPInputStream;

/**
 * A whole trace in primitive arrays, so that replaying it allocates nothing. Arrival times are
 * relative to the first request and already divided by the time scale.
 */
final class Trace {

    static final byte READ = 0;
    static final byte WRITE = 1;

    int count;
    long[] arrivalNanos = new long[1024];
    long[] lba = new long[1024];
    int[] sectors = new int[1024];
    byte[] kind = new byte[1024];

    private Trace() {
    }

    /**
     * Reads a trace file; empty lines and lines starting with {@code #} are skipped, a {@code .gz}
     * file is decompressed.
     *
     * @param userSectors      capacity of the drive; a request beyond it is an error
     * @param lbaOffsetSectors added to every request's position
     * @param timeScale        arrival times are divided by it
     * @throws IllegalArgumentException for a missing or unreadable file, or a bad line: "trace.csv
     *                                  line 17: Size 'abc' is not a number"
     */
    static Trace read(Path file, TraceFormat format, long userSectors, long lbaOffsetSectors, double timeScale) {
        return read(file, format, userSectors, lbaOffsetSectors, timeScale, false);
    }

    /** @param checkOnly read every line and keep none: the checks of a document before it runs */
    static Trace read(Path file, TraceFormat format, long userSectors, long lbaOffsetSectors, double timeScale,
            boolean checkOnly) {
        String name = String.valueOf(file.getFileName());
        Trace trace = new Trace();
        TraceFormat.Record record = new TraceFormat.Record();
        try (InputStream raw = Files.newInputStream(file);
                InputStream in = name.endsWith(".gz") ? new GZIPInputStream(raw) : raw;
                BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.ISO_8859_1))) {
            long firstTime = 0;
            long previousTime = 0;
            String previousText = "";
            int lineNumber = 0;
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                lineNumber++;
                String text = line.strip();
                if (text.isEmpty() || text.startsWith("#")) {
                    continue;
                }
                try {
                    if (!format.parse(text, trace.count == 0, record)) {
                        continue;
                    }
                    if (trace.count == 0) {
                        firstTime = record.time;
                    } else if (record.time < previousTime) {
                        throw new IllegalArgumentException(format.timeField() + " " + record.timeText
                                + " goes back in time: the previous request was at " + previousText);
                    }
                    previousTime = record.time;
                    previousText = record.timeText;
                    long lba = record.firstSector + lbaOffsetSectors;
                    if (lba < 0 || lba > userSectors - record.sectors || record.firstSector > Long.MAX_VALUE - lbaOffsetSectors) {
                        throw beyondDrive(record, lbaOffsetSectors, userSectors);
                    }
                    double delta = (double) (record.time - firstTime) * format.nanosPerTimeUnit() / timeScale;
                    if (checkOnly) {
                        trace.count = 1; // "not the first request" for the parser and the time order
                    } else {
                        trace.add(Math.round(delta), lba, (int) record.sectors, record.read ? READ : WRITE);
                    }
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(name + " line " + lineNumber + ": " + e.getMessage(), e);
                }
            }
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("trace file '" + file + "' does not exist", e);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read trace file '" + file + "': " + e, e);
        }
        return trace;
    }

    private static IllegalArgumentException beyondDrive(TraceFormat.Record record, long lbaOffsetSectors,
            long userSectors) {
        BigInteger sector = BigInteger.valueOf(TraceFormat.SECTOR);
        BigInteger first = BigInteger.valueOf(record.firstSector); // exact: blkno may be near 2^63
        return new IllegalArgumentException("the request at bytes " + first.multiply(sector) + ".."
                + first.add(BigInteger.valueOf(record.sectors)).multiply(sector)
                + (lbaOffsetSectors == 0 ? "" : " (+ lbaOffsetBytes " + BigInteger.valueOf(lbaOffsetSectors).multiply(sector) + ")")
                + " ends beyond the drive, which holds " + BigInteger.valueOf(userSectors).multiply(sector) + " bytes");
    }

    private void add(long arrival, long firstSector, int length, byte requestKind) {
        if (count == lba.length) {
            int capacity = Math.multiplyExact(count, 2);
            arrivalNanos = Arrays.copyOf(arrivalNanos, capacity);
            lba = Arrays.copyOf(lba, capacity);
            sectors = Arrays.copyOf(sectors, capacity);
            kind = Arrays.copyOf(kind, capacity);
        }
        arrivalNanos[count] = arrival;
        lba[count] = firstSector;
        sectors[count] = length;
        kind[count] = requestKind;
        count++;
    }
}
