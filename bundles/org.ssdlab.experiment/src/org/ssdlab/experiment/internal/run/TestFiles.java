package org.ssdlab.experiment.internal.run;

import java.util.Arrays;

import org.ssdlab.sim.core.host.FileSystem;

/**
 * Where a benchmark's test files lie on the device: their extents in file order, one file after
 * another, as one logical space of {@link #sectors()} that {@link #lbaOf} maps to device LBAs.
 */
final class TestFiles {

    private final long[] starts;
    private final long[] lengths;
    /** logical sector at which each extent begins; one more entry holding the total */
    private final long[] offsets;

    private TestFiles(long[] starts, long[] lengths, int count) {
        this.starts = Arrays.copyOf(starts, count);
        this.lengths = Arrays.copyOf(lengths, count);
        this.offsets = new long[count + 1];
        for (int i = 0; i < count; i++) {
            offsets[i + 1] = offsets[i] + lengths[i];
        }
    }

    /** One region of the device (no file system). */
    static TestFiles region(long firstSector, long sectors) {
        return new TestFiles(new long[] { firstSector }, new long[] { sectors }, 1);
    }

    /** The files' extents as the file system allocated them, in the order given. */
    static TestFiles of(FileSystem fs, int[] files) {
        long[][] runs = { new long[16], new long[16] };
        int[] n = { 0 };
        for (int file : files) {
            fs.forEachExtent(file, (lba, sectors) -> {
                if (n[0] == runs[0].length) {
                    runs[0] = Arrays.copyOf(runs[0], n[0] * 2);
                    runs[1] = Arrays.copyOf(runs[1], n[0] * 2);
                }
                runs[0][n[0]] = lba;
                runs[1][n[0]] = sectors;
                n[0]++;
            });
        }
        return new TestFiles(runs[0], runs[1], n[0]);
    }

    /** Sectors in all files together. */
    long sectors() {
        return offsets[offsets.length - 1];
    }

    int extents() {
        return starts.length;
    }

    /** The device LBA of logical sector {@code offset}. */
    long lbaOf(long offset) {
        return starts[extentOf(offset)] + offset - offsets[extentOf(offset)];
    }

    /** Sectors from logical sector {@code offset} to the end of its extent. */
    long contiguousFrom(long offset) {
        int extent = extentOf(offset);
        return offsets[extent + 1] - offset;
    }

    private int extentOf(long offset) {
        if (offset < 0 || offset >= sectors()) {
            throw new IllegalArgumentException("offset " + offset + " outside the files' " + sectors() + " sectors");
        }
        int i = Arrays.binarySearch(offsets, offset);
        return i >= 0 ? i : -i - 2;
    }
}
