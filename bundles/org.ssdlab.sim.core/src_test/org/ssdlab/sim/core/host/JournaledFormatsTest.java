package org.ssdlab.sim.core.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ssdlab.sim.api.host.FileSystemFormat;
import org.ssdlab.sim.api.host.FileSystemFormats;
import org.ssdlab.sim.api.host.MetadataLayout;
import org.ssdlab.sim.api.host.TrimPolicies;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.testing.RecordingDevice;
import org.ssdlab.sim.testing.RecordingDevice.Command;

/**
 * NTFS ($MFT records, $LogFile, the bitmaps) and HFS+ (catalog, journal, allocation file): a copy
 * of small files and its delete write where each format keeps its metadata, behind barriers, and a
 * delete costs writes although no TRIM reaches the device.
 */
class JournaledFormatsTest {

    private static final long DEVICE = 975_000;
    private static final int FILES = 2_000;

    static Stream<FileSystemFormat> formats() {
        return Stream.of(FileSystemFormats.ntfs(), FileSystemFormats.hfsPlus(5_000_000_000L));
    }

    @ParameterizedTest
    @MethodSource("formats")
    void aCopyAndItsDeleteWriteRecordsJournalAndBitmapBehindBarriers(FileSystemFormat format) {
        RecordingDevice device = new RecordingDevice(DEVICE, 1_000);
        FileSystem fs = new FileSystem(device, new Partition(2048, DEVICE - 2048), 4096, 1 << 20, TrimPolicies.never(),
                format);
        long[] sizes = new long[FILES];
        Arrays.fill(sizes, 2048);
        long now = device.run(fs.copyTree(sizes, 100, 0), 0, 7);
        now = device.run(fs.sync(), now, 7);
        MetadataCounters copied = fs.metadataCounters();
        assertTrue(copied.commits() >= 1 && copied.flushes() >= copied.commits(), "a barrier a commit: " + copied);
        TreeMap<Long, Long> data = new TreeMap<>();
        for (int file : fs.liveFiles()) {
            fs.forEachExtent(file, (lba, sectors) -> data.put(lba, lba + sectors));
        }

        MetadataLayout layout = fs.metadataLayout();
        List<Command> writes = device.writes();
        assertTrue(writes.stream().anyMatch(w -> within(fs, w, layout.journalStart(), layout.journalBlocks())),
                format.name() + ": the log / journal written");
        long firstRecord = layout.recordBlock(layout.reservedRecords());
        long lastRecord = layout.recordBlock(Math.min(layout.records() - 1, layout.reservedRecords() + FILES + 100));
        assertTrue(writes.stream().anyMatch(w -> within(fs, w, firstRecord, lastRecord - firstRecord + 1)),
                format.name() + ": the new files' records written home");
        long firstData = (data.firstKey() - fs.partition().startSector()) / fs.sectorsPerCluster();
        long bitmap = layout.allocationBitmapBlock(firstData);
        assertTrue(writes.stream().anyMatch(w -> within(fs, w, bitmap, 1)), format.name() + ": the bitmap written home");

        int before = device.commands().size();
        now = device.run(fs.delete(fs.liveFiles()), now, 7);
        device.run(fs.sync(), now, 7);
        List<Command> deleted = device.commands().subList(before, device.commands().size());
        assertEquals(0, deleted.stream().filter(c -> c.kind() == IoKind.TRIM).count());
        List<Command> deleteWrites = deleted.stream().filter(c -> c.kind() == IoKind.WRITE).toList();
        assertTrue(deleteWrites.stream().anyMatch(w -> within(fs, w, layout.journalStart(), layout.journalBlocks())),
                format.name() + ": the delete is logged");
        assertTrue(deleteWrites.stream().anyMatch(w -> within(fs, w, firstRecord, lastRecord - firstRecord + 1)),
                format.name() + ": and the freed records are written home");
        assertTrue(deleteWrites.stream().noneMatch(w -> inData(data, w)), format.name() + ": and no file data");
        assertTrue(fs.metadataCounters().commits() > copied.commits(), "the delete commits too");
    }

    private static boolean inData(TreeMap<Long, Long> extents, Command write) {
        var before = extents.floorEntry(write.lba() + write.sectors() - 1);
        return before != null && before.getValue() > write.lba();
    }

    private static boolean within(FileSystem fs, Command write, long firstBlock, long blocks) {
        long start = fs.clusterLba((int) firstBlock);
        long end = fs.clusterLba((int) (firstBlock + blocks));
        return write.lba() < end && write.lba() + write.sectors() > start;
    }

}
