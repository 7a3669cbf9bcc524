package org.ssdlab.experiment.internal.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.host.TrimPolicies;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;
import org.ssdlab.sim.core.host.FileCreation;
import org.ssdlab.sim.core.host.FileSystem;
import org.ssdlab.sim.core.host.PartitionTable;
import org.ssdlab.sim.testing.RecordingDevice;

/**
 * A test file the file system had to split: the tool's large requests are cut where the file's
 * extents end, on writing (the file system's writes re-cut to the tool's size) and on reading.
 */
class FragmentedTestFileTest {

    private static final int MIB = 2048;
    private static final long SECTORS = 1L << 20;

    /** A 4 MiB volume: 1 MiB and 2 MiB files, the first deleted; next-fit puts a 2 MiB file after the second and in the hole. */
    @Test
    void largeRequestsAreCutAtExtentEnds() {
        FileSystem fs = new FileSystem(RecordingDevice.instant(SECTORS), PartitionTable.single(SECTORS, 2048, 4 * MIB).partition(1), 4096,
                TrimPolicies.never());
        FileCreation first = fs.create(1 << 20, 0);
        drain(first);
        drain(fs.create(2 << 20, 0));
        drain(fs.delete(first.file()));
        FileCreation third = fs.create(2 << 20, 0);

        List<long[]> writes = drain(new Rechunked(third, 16 << 20));
        assertEquals(2, writes.size());
        assertEquals(List.of(2048L + 3 * MIB, (long) MIB), List.of(writes.get(0)[0], writes.get(0)[1]), "after the second");
        assertEquals(List.of(2048L, (long) MIB), List.of(writes.get(1)[0], writes.get(1)[1]), "in the hole");

        TestFiles files = TestFiles.of(fs, new int[] { third.file() });
        assertEquals(2, files.extents());
        List<long[]> reads = drain(new FileIo(IoKind.READ, false, files, 2 << 20, 0));
        assertEquals(List.of(2048L + 3 * MIB, (long) MIB, 2048L, (long) MIB),
                List.of(reads.get(0)[0], reads.get(0)[1], reads.get(1)[0], reads.get(1)[1]));
        assertEquals(2, reads.size());
    }

    /** Joining stops at anything that is not the next piece of the same write run; a TRIM passes on its own. */
    @Test
    void rechunkingJoinsOnlyContiguousWritesAndLetsOtherRequestsThrough() {
        Workload stream = new Workload() {
            private final long[][] script = { { 0, 8 }, { 8, 8 }, { -1, 8 }, { 16, 8 }, { 100, 8 } };
            private int i;

            @Override
            public void start(long userSectors, long seed) {
                i = 0;
            }

            @Override
            public boolean next(IoRequest r, long now) {
                if (i == script.length) {
                    return false;
                }
                long[] s = script[i++];
                r.set(s[0] < 0 ? IoKind.TRIM : IoKind.WRITE, Math.max(0, s[0]), (int) s[1], 0);
                return true;
            }
        };
        List<long[]> out = drain(new Rechunked(stream, 64 * 512));
        assertEquals(List.of("WRITE 0 16", "TRIM 0 8", "WRITE 16 8", "WRITE 100 8"),
                out.stream().map(r -> IoKind.values()[(int) r[2]] + " " + r[0] + " " + r[1]).toList());
    }

    private static List<long[]> drain(Workload w) {
        List<long[]> requests = new ArrayList<>();
        IoRequest r = new IoRequest();
        w.start(SECTORS, 1);
        long now = 0;
        while (w.next(r, now++)) {
            requests.add(new long[] { r.lba, r.sectors, r.kind.ordinal() });
        }
        return requests;
    }
}
