package org.ssdlab.sim.core.host;

import java.util.Arrays;

/**
 * The clusters of one file, in file order, as runs of consecutive clusters: start and length in
 * two int arrays, plus where each run ends in the file so that the run holding a file offset is a
 * binary search away. Cleared and refilled without allocating once its arrays are large enough.
 */
public final class ClusterExtents {

    private int[] starts = new int[2];
    private int[] lengths = new int[2];
    /** Clusters of the file up to and including run i. */
    private long[] ends = new long[2];
    private int count;

    public void clear() {
        count = 0;
    }

    /** Adds a run at the end of the file; a run that continues the last one extends it. */
    public void append(int start, int length) {
        if (length < 1) {
            throw new IllegalArgumentException("length = " + length + " must be at least 1");
        }
        long before = clusters();
        if (count > 0 && starts[count - 1] + lengths[count - 1] == start) {
            lengths[count - 1] += length;
            ends[count - 1] += length;
            return;
        }
        if (count == starts.length) {
            starts = Arrays.copyOf(starts, 2 * count);
            lengths = Arrays.copyOf(lengths, 2 * count);
            ends = Arrays.copyOf(ends, 2 * count);
        }
        starts[count] = start;
        lengths[count] = length;
        ends[count] = before + length;
        count++;
    }

    /** Number of runs: 1 for a contiguous file. */
    public int count() {
        return count;
    }

    public int start(int run) {
        return starts[run];
    }

    public int length(int run) {
        return lengths[run];
    }

    /** Clusters in all runs. */
    public long clusters() {
        return count == 0 ? 0 : ends[count - 1];
    }

    /** The file cluster run {@code run} begins with. */
    public long firstFileCluster(int run) {
        return ends[run] - lengths[run];
    }

    /** The run that holds file cluster {@code fileCluster}, which is below {@link #clusters()}. */
    public int runOf(long fileCluster) {
        int low = 0;
        int high = count - 1;
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (ends[mid] <= fileCluster) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return low;
    }
}
